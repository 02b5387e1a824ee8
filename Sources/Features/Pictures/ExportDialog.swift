import LifeInterface

/// The open export dialog (Ctrl+Shift+P, Ctrl+Shift+R): a picture or a movie, its options as
/// chips, a movie's length typed in two fields, and what it will make said before it starts.
public struct ExportDialog: Equatable, Sendable {
    /// A field of the dialog.
    public enum Field: Equatable, Sendable {
        /// The generations a movie spans.
        case generations
        /// Generations from one frame to the next.
        case every
    }

    /// The options chosen (a field's number once it reads as one).
    public private(set) var options: ExportOptions
    /// The generations a movie spans, as typed.
    public private(set) var generations: TextField
    /// A frame every this many generations, as typed.
    public private(set) var every: TextField
    /// The field that takes typing.
    public private(set) var editing: Field = .generations
    /// Why a field's text cannot be used, shown until it changes.
    public private(set) var error: String?
    /// Whether there is a selection to take a picture of.
    public let hasSelection: Bool
    /// The themes whose colours can be chosen.
    public let themeNames: [String]

    /// A dialog starting from `options` (the last ones used).
    public init(_ options: ExportOptions, hasSelection: Bool, themeNames: [String]) {
        self.options = options
        if options.area == .selection && !hasSelection { self.options.area = .all }
        generations = TextField(String(options.generations), characters: .generation, limit: 16)
        every = TextField(String(options.every), characters: .generation, limit: 16)
        generations.selectAll()
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

    /// Types into the field that takes typing.
    mutating func type(_ text: String) {
        update { $0.type(text) }
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
        case .generations: change(&generations)
        case .every: change(&every)
        }
        error = nil
        readFields()
    }

    /// Reads the fields into the options; says why one cannot be used.
    @discardableResult
    mutating func readFields() -> Bool {
        guard let count = Self.number(generations.text), (1...ExportOptions.maxGenerations).contains(count) else {
            error = "Type how many generations to record: 1 to 2^40"
            return false
        }
        guard let step = Self.number(every.text), (1...count).contains(step) else {
            error = "A frame every 1 to \(count) generations"
            return false
        }
        (options.generations, options.every) = (count, step)
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
