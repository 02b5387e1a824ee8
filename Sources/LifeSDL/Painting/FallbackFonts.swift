import CFontconfig

/// Font files of the system for characters the app's own fonts lack (other scripts, symbols):
/// asked of fontconfig once a character and kept. A character no installed font has gets none,
/// and is drawn by the app's font as its box.
final class FallbackFonts {
    private let config: OpaquePointer?
    /// What was found, by character and weight (the top bit: semibold).
    private var found: [UInt32: String?] = [:]

    /// Loads the system's font configuration (none where fontconfig finds no fonts).
    init() {
        config = FcInitLoadConfigAndFonts()
    }

    deinit {
        if let config { FcConfigDestroy(config) }
    }

    /// A font file with a glyph for `scalar`, in the weight nearest semibold or regular; nil when
    /// no installed font has one.
    func file(for scalar: Unicode.Scalar, semibold: Bool) -> String? {
        let key = scalar.value | (semibold ? 1 << 31 : 0)
        if let known = found[key] { return known }
        let file = lookUp(scalar.value, weight: semibold ? FC_WEIGHT_SEMIBOLD : FC_WEIGHT_REGULAR)
        found[key] = file
        return file
    }

    private func lookUp(_ character: UInt32, weight: Int32) -> String? {
        guard let config, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard let wanted = FcCharSetCreate() else { return nil }
        defer { FcCharSetDestroy(wanted) }
        FcCharSetAddChar(wanted, character)
        FcPatternAddCharSet(pattern, FC_CHARSET, wanted)
        FcPatternAddInteger(pattern, FC_WEIGHT, weight)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        // The best match may still lack the character (no installed font has it).
        var charset: OpaquePointer?
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetCharSet(match, FC_CHARSET, 0, &charset) == FcResultMatch, let charset,
              FcCharSetHasChar(charset, character) != 0,
              FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: file)
    }
}
