import LifeScene

/// One line of editable text: a cursor, select-all, typing filtered to the characters the field
/// takes and cut at its length limit. Every text field in the app is one of these.
public struct TextField: Equatable, Sendable {
    /// Which characters a field takes.
    public enum Characters: Equatable, Sendable {
        /// Letters, digits, punctuation, symbols and spaces (board names).
        case name
        /// Letters, digits, spaces and `-_.()` (file names).
        case fileName
        /// ASCII letters, digits, spaces and `/&:,_-+*.'=` (rules such as B2n3/S23-q, Brian's Brain,
        /// R5,C0,M1,S34..58,B34..45,NM, B3/S23:K40*,25 or a MAP rule's base64).
        case rule
        /// Any character but a control character (paths and file names, which may hold anything else).
        case path
        /// Hexadecimal digits, shown upper-case (colours).
        case hex
        /// Printable characters (generations such as 1,000,000, 1e9 or 2^40): anything else typed is
        /// kept and refused with a message on Enter, never silently dropped.
        case generation

        func accepts(_ ch: Character) -> Bool {
            switch self {
            case .name: return !ch.isNewline && (ch.isLetter || ch.isNumber || ch.isPunctuation || ch == " " || ch.isSymbol)
            case .fileName: return ch.isLetter || ch.isNumber || " -_.()".contains(ch)
            case .rule: return ch.isASCII && (ch.isLetter || ch.isNumber || " /&:,_-+*.'=".contains(ch))
            case .path: return !ch.unicodeScalars.contains { $0.properties.generalCategory == .control }
            case .hex: return ch.isASCII && ch.isHexDigit  // not fullwidth digits, which no colour is written with
            case .generation: return !ch.isNewline && (ch.isLetter || ch.isNumber || ch.isPunctuation || ch.isSymbol || ch == " ")
            }
        }

        /// Whether a paste goes in whole or not at all: a rule or a colour with characters left
        /// out, or cut short, would be another rule or colour, applied without a word.
        var pastesWhole: Bool { self == .rule || self == .hex }

        /// What the field holds, for messages.
        var noun: String { self == .rule ? "rule" : "colour" }
    }

    /// The text.
    public private(set) var text: String
    /// Where typing goes, in characters from the start (0...text.count).
    public private(set) var cursor: Int
    /// Whether the whole text is selected (Ctrl+A): typing or deleting replaces it.
    public private(set) var selectsAll = false
    /// Longest text taken.
    public let limit: Int
    /// The characters taken.
    public let characters: Characters

    /// A field holding `text` (filtered and cut to the limit), the cursor at its end.
    public init(_ text: String = "", characters: Characters, limit: Int) {
        self.characters = characters
        self.limit = limit
        self.text = ""
        cursor = 0
        insert(text)
        cursor = self.text.count
    }

    /// Selects the whole text (nothing when it is empty): typing or deleting replaces it.
    public mutating func selectAll() {
        selectsAll = !text.isEmpty
    }

    /// Types characters at the cursor (replacing the selection); others are dropped. Returns what
    /// to tell the user when the field is full (what was typed past it is not taken), else nil.
    @discardableResult
    public mutating func type(_ typed: String) -> String? {
        if selectsAll && typed.contains(where: characters.accepts) { clearSelection() }
        return insert(typed).full ? "The field holds at most \(limit) characters" : nil
    }

    /// Pastes the first line of `clipboard` (Ctrl+V) as typing. Returns what to tell the user
    /// when not all of it went in (the field was full, it refused characters, or there were more
    /// lines), or when the clipboard holds no text; nil when the whole of it went in.
    public mutating func paste(_ clipboard: String?) -> String? {
        // Line ends found byte by byte: a pasted megabyte on one line is looked through at once.
        let all = clipboard ?? "", bytes = all.utf8
        func isLineEnd(_ byte: UInt8) -> Bool { byte == 10 || byte == 13 }
        guard let start = bytes.firstIndex(where: { !isLineEnd($0) }) else { return "The clipboard holds no text" }
        let end = bytes[start...].firstIndex(where: isLineEnd) ?? all.endIndex
        let copied = all[start..<end]
        var line = copied
        // A value copied with spaces around it is the value.
        if characters.pastesWhole {
            line = line.trimmingPrefix(while: { $0 == " " || $0 == "\t" })
            while let last = line.last, last == " " || last == "\t" { line = line.dropLast() }
        }
        // A colour copied as #RRGGBB: the field shows the # already; one with its alpha
        // (#RRGGBBAA) is the solid colour (the picker's are all solid).
        if characters == .hex && line.first == "#" { line = line.dropFirst() }
        let withAlpha = characters == .hex && line.count == 8 && line.allSatisfy(characters.accepts)
        if withAlpha { line = line.prefix(6) }
        // A refusal counts the characters as they were copied.
        if characters.pastesWhole, let refusal = wholePasteRefusal(line, before: copied.distance(from: copied.startIndex, to: line.startIndex)) {
            return refusal
        }
        if selectsAll && line.contains(where: characters.accepts) { clearSelection() }
        let (refused, full) = insert(String(line))
        if full { return "Pasted what fits: the field holds \(limit) characters" }
        if refused > 0 { return "Pasted without \(refused) character\(refused == 1 ? "" : "s") the field does not take" }
        if bytes[end...].contains(where: { !isLineEnd($0) }) { return "Pasted the clipboard's first line" }
        return withAlpha ? "Pasted the colour without its alpha (colours are solid)" : nil
    }

    /// Why `line` cannot be pasted whole (nil: it can): a character the field does not take (told
    /// by its place in what was copied, `before` characters having come before the line), or more
    /// than the field holds besides the text kept.
    private func wholePasteRefusal(_ line: Substring, before: Int) -> String? {
        var position = 0
        for ch in line {
            position += 1
            guard characters.accepts(ch) else {
                // A printable character as it is; any other (a control character showed as an empty box) by its code.
                let printable = ch.asciiValue.map { (0x21..<0x7F).contains($0) } ?? false
                let shown = printable ? "'\(ch)'" : "U+" + String(ch.unicodeScalars.first!.value, radix: 16, uppercase: true)
                return "Not pasted: character \(before + position) (\(shown)) is not one a \(characters.noun) is written with"
            }
            // Counted only this far: a pasted megabyte is not walked through.
            if position > limit { break }
        }
        let kept = selectsAll ? 0 : text.count
        if kept + position > limit {
            return "Not pasted: more than the \(limit) characters the field holds"
        }
        return nil
    }

    /// Reacts to an editing key; returns false for keys a field does not use (Enter, Escape...).
    @discardableResult
    public mutating func handle(_ key: Key, _ modifiers: KeyModifiers = []) -> Bool {
        switch key {
        case .letter("a") where modifiers.contains(.control):
            selectAll()
        case .backspace:
            if selectsAll { clearSelection() } else if cursor > 0 { remove(at: cursor - 1); cursor -= 1 }
        case .delete:
            if selectsAll { clearSelection() } else if cursor < text.count { remove(at: cursor) }
        case .left:
            cursor = selectsAll ? 0 : max(0, cursor - 1)
            selectsAll = false
        case .right:
            cursor = selectsAll ? text.count : min(text.count, cursor + 1)
            selectsAll = false
        case .home:
            cursor = 0
            selectsAll = false
        case .end:
            cursor = text.count
            selectsAll = false
        default:
            return false
        }
        return true
    }

    /// The text as drawn: a bar at the cursor, or the text alone when selected (drawn on a band).
    public var display: String {
        if selectsAll { return text }
        var shown = text
        shown.insert("|", at: shown.index(shown.startIndex, offsetBy: cursor))
        return shown
    }

    /// Inserts what the field takes at the cursor; stops reading as soon as the field is full,
    /// so a pasted megabyte costs no more than the limit. Returns how many characters it refused
    /// on the way and whether it stopped with some left.
    @discardableResult
    private mutating func insert(_ typed: String) -> (refused: Int, full: Bool) {
        var count = text.count
        var taken = ""
        var refused = 0, full = false
        for ch in typed {
            guard characters.accepts(ch) else {
                refused += 1
                continue
            }
            guard count < limit else {
                full = true
                break
            }
            taken.append(characters == .hex ? Character(ch.uppercased()) : ch)
            count += 1
        }
        text.insert(contentsOf: taken, at: text.index(text.startIndex, offsetBy: cursor))
        cursor += taken.count
        return (refused, full)
    }

    private mutating func remove(at offset: Int) {
        text.remove(at: text.index(text.startIndex, offsetBy: offset))
    }

    private mutating func clearSelection() {
        text = ""
        cursor = 0
        selectsAll = false
    }
}
