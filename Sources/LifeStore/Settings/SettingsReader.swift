import LifeEngine

/// Picks each setting out of parsed JSON on its own, noting the keys whose values are unusable.
struct SettingsReader {
    let json: [String: JSONValue]
    private(set) var rejected: [String] = []

    init(json: [String: JSONValue]) {
        self.json = json
    }

    mutating func read() -> Settings {
        var s = Settings()
        if let v = value("speed", { raw -> Double? in
            if raw.string == "max" { return .infinity }
            guard let n = raw.number, n > 0, n <= 1_000_000 else { return nil }
            return n
        }) { s.speed = v }
        if let v = value("autoZoom", \.bool) { s.autoZoom = v }
        if let v = value("autoStop", \.bool) { s.autoStop = v }
        if json["cellColor"] == .null {
            s.cellColor = nil
        } else if let v = value("cellColor", { raw -> String? in
            guard let text = raw.string, text.count == 7, text.first == "#", text.dropFirst().allSatisfy(\.isHexDigit) else { return nil }
            return text.uppercased()
        }) { s.cellColor = v }
        if let v = value("theme", { $0.string.flatMap { $0.isEmpty || $0.count > 100 ? nil : $0 } }) { s.theme = v }
        if let v = value("universe", { raw -> Bool? in
            switch raw.string {
            case "plane": return false
            case "torus": return true
            default: return nil
            }
        }) { s.torus = v }
        if let v = value("boardShape", { $0.string.flatMap { Settings.boardShapes.contains($0) ? $0 : nil } }) { s.boardShape = v }
        let sides = Double(Topology.boardSides.lowerBound)...Double(Topology.boardSides.upperBound)
        if let v = value("torusWidth", { $0.integer(in: sides) }) { s.torusWidth = v }
        if let v = value("torusHeight", { $0.integer(in: sides) }) { s.torusHeight = v }
        if let v = value("unlimitedZoomOut", \.bool) { s.unlimitedZoomOut = v }
        if let v = value("gridLines", \.bool) { s.gridLines = v }
        if let v = value("firstRunDone", \.bool) { s.firstRunDone = v }
        if let v = value("maxMemoryMiB", { $0.integer(in: 64...Double(1 << 20)) }) { s.maxMemoryMiB = Int(v) }
        let history = Settings.historyMemoryRange
        if let v = value("historyMemoryMiB", { $0.integer(in: Double(history.lowerBound)...Double(history.upperBound)) }) {
            s.historyMemoryMiB = Int(v)
        }
        // Each path on its own: one that is not a usable path is dropped, the others kept.
        let paths = { (raw: JSONValue) -> [String]? in
            guard case .array(let items) = raw else { return nil }
            return items.compactMap { item in
                item.string.flatMap { $0.hasPrefix("/") && $0.utf8.count <= Settings.recentPathLimit && !$0.contains("\0") ? $0 : nil }
            }.prefix(Settings.recentFilesLimit).map { $0 }
        }
        if let v = value("recentFiles", paths) { s.recentFiles = v }
        if let v = value("recentScripts", paths) { s.recentScripts = v }
        if json["window"] == .null {
            s.window = nil
        } else if let v = value("window", { raw -> WindowFrame? in
            guard case .object(let o) = raw else { return nil }
            let position = ["x", "y"].compactMap { o[$0]?.integer(in: -100_000...100_000) }
            let size = ["width", "height"].compactMap { o[$0]?.integer(in: 150...100_000) }
            guard position.count == 2, size.count == 2 else { return nil }
            return WindowFrame(x: Int(position[0]), y: Int(position[1]), width: Int(size[0]), height: Int(size[1]))
        }) { s.window = v }
        return s
    }

    /// The value under `key` converted by `convert`; a present but unusable value is noted in `rejected`.
    private mutating func value<T>(_ key: String, _ convert: (JSONValue) -> T?) -> T? {
        guard let raw = json[key] else { return nil }
        if let converted = convert(raw) { return converted }
        rejected.append(key)
        return nil
    }

    /// Every key `json(of:)` writes; other keys in a file are kept when it is written again.
    static let knownKeys: Set<String> = Set(json(of: Settings()).keys)

    /// The JSON object written for `settings`.
    static func json(of s: Settings) -> [String: JSONValue] {
        [
            "speed": s.speed.isInfinite ? .string("max") : .number(s.speed),
            "autoZoom": .bool(s.autoZoom), "autoStop": .bool(s.autoStop),
            "cellColor": s.cellColor.map(JSONValue.string) ?? .null,
            "theme": .string(s.theme), "universe": .string(s.torus ? "torus" : "plane"),
            "boardShape": .string(s.boardShape), "torusWidth": .number(Double(s.torusWidth)), "torusHeight": .number(Double(s.torusHeight)),
            "unlimitedZoomOut": .bool(s.unlimitedZoomOut), "gridLines": .bool(s.gridLines),
            "firstRunDone": .bool(s.firstRunDone), "maxMemoryMiB": .number(Double(s.maxMemoryMiB)),
            "historyMemoryMiB": .number(Double(s.historyMemoryMiB)),
            "recentFiles": .array(s.recentFiles.map(JSONValue.string)),
            "recentScripts": .array(s.recentScripts.map(JSONValue.string)),
            "window": s.window.map { w in
                .object(["x": .number(Double(w.x)), "y": .number(Double(w.y)),
                         "width": .number(Double(w.width)), "height": .number(Double(w.height))])
            } ?? .null,
        ]
    }
}
