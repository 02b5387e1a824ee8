/// The themes offered in Settings: the built-in one, replaced or joined by readable theme files.
public enum ThemeLibrary {
    /// Themes from files given as (file name, JSON text): dark first, then light, then the rest by
    /// name. Broken files are skipped and reported. The built-in theme stands in when none load.
    public static func themes(from files: [(name: String, text: String)]) -> (themes: [Theme], problems: [ThemeError]) {
        var themes: [Theme] = []
        var problems: [ThemeError] = []
        for file in files.sorted(by: { order($0.name) < order($1.name) }) {
            do {
                themes.append(try ThemeLoader().load(json: file.text, file: file.name))
            } catch let error as ThemeError {
                problems.append(error)
            } catch {
                problems.append(ThemeError(file: file.name, reason: "\(error)"))
            }
        }
        return (themes.isEmpty ? [.builtIn] : themes, problems)
    }

    private static func order(_ name: String) -> String {
        switch name {
        case "dark.json": return "0"
        case "light.json": return "1"
        default: return "2" + name
        }
    }
}
