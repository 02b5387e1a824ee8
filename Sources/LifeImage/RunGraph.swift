/// A run's figures a generation (population, births and deaths) as a line graph: each column of
/// pixels covers a span of generations and draws every series' least to greatest value in it, so
/// a million generations lose no spike; the vertical scale runs from 0 to the largest value.
public struct RunGraph: Sendable {
    /// The series drawn, in drawing order (births and deaths under the population).
    public let populations: [Int], births: [Int], deaths: [Int]

    /// Background, axes, population, births and deaths.
    public static let colors: [ImageColors.RGB] = [(0x12, 0x14, 0x18), (0x3A, 0x3F, 0x47), (0xE6, 0xE6, 0xE6), (0x4A, 0xDE, 0x80), (0xF8, 0x71, 0x71)]
    /// The margin around the plot, in pixels.
    static let margin = 8

    /// A graph of these figures (births and deaths may be shorter: the start has none).
    public init(populations: [Int], births: [Int], deaths: [Int]) {
        (self.populations, self.births, self.deaths) = (populations, births, deaths)
    }

    /// The graph as RGB bytes, row after row, `width`×`height` pixels.
    public func rgb(width: Int, height: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height)
        let left = Self.margin, right = width - Self.margin, top = Self.margin, bottom = height - Self.margin
        for x in left...right { pixels[bottom * width + x] = 1 }
        for y in top...bottom { pixels[y * width + left] = 1 }
        let largest = max(1, ([populations.max(), births.max(), deaths.max()].compactMap { $0 }.max() ?? 1))
        let columns = right - left
        func plot(_ series: [Int], color: UInt8) {
            guard !series.isEmpty, columns > 0 else { return }
            var previous: (low: Int, high: Int)?
            for column in 0..<columns {
                // The generations this column covers (at least one).
                let first = column * series.count / columns, last = max(first, (column + 1) * series.count / columns - 1)
                let slice = series[first...min(last, series.count - 1)]
                let row = { (value: Int) in bottom - 1 - Int(Double(value) / Double(largest) * Double(bottom - 1 - top)) }
                var low = row(slice.max() ?? 0), high = row(slice.min() ?? 0)
                // Joined to the last column, so a line has no gaps.
                if let previous { low = min(low, previous.high); high = max(high, previous.low) }
                for y in min(low, high)...max(low, high) { pixels[y * width + left + 1 + column] = color }
                previous = (min(low, high), max(low, high))
            }
        }
        plot(births, color: 3)
        plot(deaths, color: 4)
        plot(populations, color: 2)
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for (i, value) in pixels.enumerated() {
            let c = Self.colors[Int(value)]
            (rgb[3 * i], rgb[3 * i + 1], rgb[3 * i + 2]) = (c.r, c.g, c.b)
        }
        return rgb
    }
}
