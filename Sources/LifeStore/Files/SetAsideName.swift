import Foundation

/// Where a damaged file is moved aside: beside it, named for why and when in a form a person
/// reads at a glance ("settings.json.broken-2026-11-30T120556Z", the time in UTC), never over
/// another file set aside.
public enum SetAsideName {
    /// A free path beside `path` for it set aside at `now` because it is `why` ("broken").
    public static func path(for path: String, why: String, now: Date) -> String {
        var seconds = time_t(now.timeIntervalSince1970.rounded(.down)), parts = tm()
        gmtime_r(&seconds, &parts)
        let stamp = String(format: "%04d-%02d-%02dT%02d%02d%02dZ", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday),
                           Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
        var aside = "\(path).\(why)-\(stamp)", n = 1
        while FileManager.default.fileExists(atPath: aside) {
            n += 1
            aside = "\(path).\(why)-\(stamp)-\(n)"
        }
        return aside
    }
}
