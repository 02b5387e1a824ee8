import ArgumentParser
import LifeEngine

extension RunRequest {
    /// Options that take a value. (Arrays, not sets or dictionaries: a short run's start would pay
    /// for the runtime's look-ups of their generic types.)
    private static let valueOptions = ["--generations", "--algorithm", "--rule", "--torus", "--output", "--max-memory", "--stats"]
    /// Options that stand alone.
    private static let flagOptions = ["--json", "--progress"]

    /// Reads `run FILE --generations N [options]` without ArgumentParser, whose set-up (reflection
    /// over every command's options) costs about 2 ms at start: an eighth of a short run.
    ///
    /// It takes only what ArgumentParser reads the same way, converting the values with
    /// ArgumentParser's own `init(argument:)`, and returns nil for anything else, which then goes
    /// the ordinary way with its help and messages: `--name=value`, short options, `--help`, a value
    /// a second file, a repeated or unknown option, a value that starts with `-` or does
    /// not convert, and numbers `validate` refuses.
    init?(plainArguments arguments: [String]) {
        guard arguments.first == "run" else { return nil }
        var file: String?
        var values: [(option: String, value: String)] = []
        var flags: [String] = []
        func value(_ option: String) -> String? { values.first { $0.option == option }?.value }
        var i = 1
        while i < arguments.count {
            let token = arguments[i]
            if token.hasPrefix("-") && token != "-" {
                if Self.flagOptions.contains(token) {
                    guard !flags.contains(token) else { return nil }
                    flags.append(token)
                } else if Self.valueOptions.contains(token), i + 1 < arguments.count, value(token) == nil {
                    let value = arguments[i + 1]
                    guard !value.hasPrefix("-") else { return nil }
                    values.append((token, value))
                    i += 1
                } else {
                    return nil
                }
            } else {
                guard file == nil else { return nil }
                file = token
            }
            i += 1
        }
        guard let file, let generations = value("--generations").flatMap(GenerationInput.parse) else { return nil }
        self.init(file: file, generations: generations)
        if let value = value("--algorithm") {
            guard let algorithm = AlgorithmChoice(argument: value) else { return nil }
            self.algorithm = algorithm
        }
        if let value = value("--max-memory") {
            guard let maxMemory = Int(argument: value) else { return nil }
            self.maxMemory = maxMemory
        }
        rule = value("--rule")
        torus = value("--torus")
        output = value("--output")
        stats = value("--stats")
        json = flags.contains("--json")
        progress = flags.contains("--progress")
        guard (try? validate()) != nil else { return nil }
    }
}
