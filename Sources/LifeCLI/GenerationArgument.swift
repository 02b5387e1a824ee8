import ArgumentParser
import LifeEngine

/// A number of generations on the command line, read as the app's jump field reads it: 1000000,
/// 1,000,000, 1e9 or 2^40 (a negative whole number is passed on, for the command to refuse by name).
enum GenerationArgument {
    /// The number `text` writes.
    /// - Throws: `ValidationError` naming the ways to write one.
    static func read(_ text: String) throws -> Int64 {
        if let value = GenerationInput.parse(text) ?? Int64(text) { return value }
        let shown = "'\(text.escapedForDisplay(limit: 40))'"
        if GenerationInput.isTooLarge(text) {
            throw ValidationError("\(shown) is too many generations: at most 2^62 (4611686018427387904)")
        }
        throw ValidationError("\(shown) is not a number of generations: write a whole number such as 1000000, 1e9 or 2^40 (at most 2^62)")
    }
}
