import Foundation

/// The window's title as X11 takes it. SDL writes the title window managers show (`_NET_WM_NAME`)
/// only when X converts every character, and X's conversion refuses combining marks and joiners:
/// a board named "café" written with a combining accent left the window showing the title before.
/// So accents are composed with their letters where Unicode has the letter (é), and what is left
/// of combining marks and format characters (a joiner, a variation selector) is left out.
enum WindowTitle {
    /// `title` as X11 shows it.
    static func forX11(_ title: String) -> String {
        let dropped: Set<Unicode.GeneralCategory> = [.nonspacingMark, .enclosingMark, .format]
        let kept = title.precomposedStringWithCanonicalMapping.unicodeScalars.filter { !dropped.contains($0.properties.generalCategory) }
        return String(String.UnicodeScalarView(kept))
    }
}
