import LifeInterface
import LifeScene

/// The open export dialog (Ctrl+Shift+P, Ctrl+Shift+R): a picture or a movie, its options as
/// chips, a movie's length typed in two fields, and what it will make said before it starts.
public struct ExportDialog: Equatable, Sendable {
    /// A field of the dialog.
    public enum Field: Equatable, Sendable {
        /// The generation of a movie's first frame.
        case from
        /// The generation of its last.
        case to
        /// Generations from one frame to the next.
        case every
    }

    /// The options chosen (a field's number once it reads as one).
    public private(set) var options: ExportOptions
    /// The generation a movie starts at and the one it ends at, as typed.
    public private(set) var from: TextField, to: TextField
    /// A frame every this many generations, as typed.
    public private(set) var every: TextField
    /// The field that takes typing.
    public private(set) var editing: Field = .to
    /// Why a field's text cannot be used, shown until it changes.
    public private(set) var error: String?
    /// Whether there is a selection to take a picture of.
    public let hasSelection: Bool
    /// The themes whose colours can be chosen.
    public let themeNames: [String]
    /// The generation shown: a movie starts there or later.
    public let now: Int64

    /// A dialog starting from `options` (the last ones used; a movie from the generation shown,
    /// as long as the last one).
    public init(_ options: ExportOptions, hasSelection: Bool, themeNames: [String], now: Int64) {
        self.options = options
        self.options.skip = 0
        self.now = now
        if options.area == .selection && !hasSelection { self.options.area = .all }
        from = TextField(String(now), characters: .generation, limit: 20)
        to = TextField(String(now + options.generations), characters: .generation, limit: 20)
        every = TextField(String(options.every), characters: .generation, limit: 16)
        to.selectAll()
        self.hasSelection = hasSelection
        self.themeNames = themeNames
    }

    /// The dialog's title.
    public var title: String { options.kind == .picture ? "Export a picture" : "Record a movie" }

    /// Takes a chip's choice.
    mutating func choose(_ control: ExportControl) {
        switch control {
        case .kind(let kind): options.kind = kind
        case .area(let area) where area != .selection || hasSelection: options.area = area
        case .framing(let framing): options.framing = framing
        case .format(let format): options.format = format
        case .scale(let scale): options.scale = scale
        case .gridLines: options.gridLines.toggle()
        case .colors(let name): options.themeName = name
        case .fps(let fps): options.fps = fps
        case .field(let field): editing = field
        default: break
        }
    }

    /// Makes `field` the one that takes typing, its text selected so that typing replaces it (the
    /// focus ring reached it, as a field of the settings takes it).
    public mutating func focus(on field: Field) {
        editing = field
        switch field {
        case .from: from.selectAll()
        case .to: to.selectAll()
        case .every: every.selectAll()
        }
    }

    /// Types into the field that takes typing (spaces and line breaks are not part of a number:
    /// the Space that pressed a chip is not typed).
    mutating func type(_ text: String) {
        let typed = text.filter { !$0.isWhitespace }
        guard !typed.isEmpty else { return }
        update { $0.type(typed) }
    }

    /// A key in the field that takes typing; true when the field used it.
    mutating func edit(_ key: Key, _ modifiers: KeyModifiers) -> Bool {
        var used = false
        update { used = $0.handle(key, modifiers) }
        return used
    }

    /// Changes the field that takes typing, then reads both into the options.
    private mutating func update(_ change: (inout TextField) -> Void) {
        switch editing {
        case .from: change(&from)
        case .to: change(&to)
        case .every: change(&every)
        }
        error = nil
        readFields()
    }

    /// Reads the fields into the options; says why one cannot be used.
    @discardableResult
    mutating func readFields() -> Bool {
        guard let first = Self.number(from.text), first >= now, first - now <= ExportOptions.maxGenerations else {
            error = "A movie starts at the generation shown (\(NumberFormat.grouped(now))) or up to 2^40 later"
            return false
        }
        guard let last = Self.number(to.text), last > first, last - first <= ExportOptions.maxGenerations else {
            error = Self.number(to.text).map { $0 <= first } == true ? "It ends before it starts: To must be after From (\(NumberFormat.grouped(first)))"
                : "Type the generation it ends at: after \(NumberFormat.grouped(first)), up to 2^40 later"
            // A frame step wrong whatever the end is said too (only the first of the two was).
            if Self.number(every.text).map({ $0 < 1 }) ?? true { error? += "; and a frame every 1 generation or more" }
            return false
        }
        let count = last - first
        guard let step = Self.number(every.text), (1...count).contains(step) else {
            error = "A frame every 1 to \(NumberFormat.grouped(count)) generations"
            return false
        }
        (options.skip, options.generations, options.every) = (first - now, count, step)
        return true
    }

    /// A whole number as typed: "1,000", "10 000", "2^20", "1e6".
    static func number(_ text: String) -> Int64? {
        let plain = text.filter { $0 != "," && $0 != " " && $0 != "\u{2009}" && $0 != "_" }
        if let value = Int64(plain) { return value }
        let power = plain.split(separator: "^")
        if power.count == 2, let base = Int64(power[0]), let exponent = Int64(power[1]), base == 2, (0...62).contains(exponent) {
            return 1 << exponent
        }
        let scientific = plain.lowercased().split(separator: "e")
        if scientific.count == 2, let mantissa = Int64(scientific[0]), let exponent = Int(scientific[1]), (0...18).contains(exponent) {
            let (value, overflow) = mantissa.multipliedReportingOverflow(by: (0..<exponent).reduce(1) { r, _ in r * 10 })
            return overflow ? nil : value
        }
        return nil
    }
}
