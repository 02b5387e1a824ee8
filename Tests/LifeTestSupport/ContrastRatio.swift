import Foundation
import LifeScene

/// Contrast between two colours as WCAG 2 defines it (1 to 21), and a translucent colour as it
/// shows over an opaque one: how tests check that what is drawn can be seen in every theme.
public enum ContrastRatio {
    /// The ratio of the lighter colour's relative luminance to the darker's (each plus 0.05).
    public static func between(_ a: Color, _ b: Color) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// `color` (its alpha taken) painted over the opaque `background`.
    public static func blend(_ color: Color, over background: Color) -> Color {
        let alpha = Double(color.a) / 255
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 { UInt8((Double(top) * alpha + Double(bottom) * (1 - alpha)).rounded()) }
        return Color(r: mix(color.r, background.r), g: mix(color.g, background.g), b: mix(color.b, background.b))
    }

    private static func luminance(_ c: Color) -> Double {
        func channel(_ v: UInt8) -> Double {
            let x = Double(v) / 255
            return x <= 0.03928 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)
    }
}
