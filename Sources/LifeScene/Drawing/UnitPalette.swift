import LifeEngine

/// The colour of each unit of a cell layer's raster: zoomed out, by how full it is (a soup reads
/// as a texture, a breeder as its shape); one cell a unit, by its cell's state under a rule of more
/// than two states (fading from the live colour towards the dead one).
struct UnitPalette {
    let dead: UInt32
    let live: UInt32
    private let area: Double
    private let shades: [UInt32]
    /// A unit's colour by its count of live cells, looked up (no square root a unit) up to units of
    /// `CellLayer.largestCountTable` cells; empty for larger units, which work their shade out.
    private let countColors: [UInt32]
    /// One colour a state, from state 0 (empty unless cells have states above 1).
    let stateColors: [UInt32]

    /// The palette of `layer`.
    init(_ layer: CellLayer) {
        live = layer.liveColor.argb
        dead = layer.deadColor.argb
        let scale = layer.raster.scale
        area = Double(scale) * Double(scale)
        shades = scale == 1 ? [] : (0..<CellLayer.shadeCount).map { i in
            layer.deadColor.blended(toward: layer.liveColor, by: CellLayer.intensity(ofShade: i)).argb
        }
        stateColors = layer.raster.states == nil || scale != 1 || layer.stateFades.isEmpty ? [] : layer.stateFades.map { fade in
            fade == 0 ? layer.liveColor.argb
                : fade < 0 ? layer.liveColor.blended(toward: CellLayer.apart(from: layer.deadColor), by: -fade).argb
                : layer.liveColor.blended(toward: layer.deadColor, by: Rule.decayReach * fade).argb
        }
        let (dead, shades, area) = (dead, shades, area)
        countColors = scale == 1 ? [dead, live] : area > Double(CellLayer.largestCountTable) ? []
            : (0...Int(area)).map { $0 == 0 ? dead : shades[CellLayer.shade(UInt32($0), area: area)] }
    }

    /// The colour of a unit with `count` live cells whose cell is in `state` (0 when unknown).
    @inline(__always)
    func color(count: UInt32, state: UInt8) -> UInt32 {
        if count != 0 && state > 1 && !stateColors.isEmpty { return stateColors[min(Int(state), stateColors.count - 1)] }
        if countColors.isEmpty { return count == 0 ? dead : shades[CellLayer.shade(count, area: area)] }
        return countColors[Int(min(count, UInt32(countColors.count - 1)))]
    }

    /// Colours `count` units from `units` (their states from `states`, when cells have any) into `out`.
    func colorRow(_ units: UnsafePointer<UInt32>, states: UnsafePointer<UInt8>?, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        if let states, !stateColors.isEmpty {
            for u in 0..<count { out[u] = color(count: units[u], state: states[u]) }
        } else if countColors.isEmpty {
            for u in 0..<count { out[u] = units[u] == 0 ? dead : shades[CellLayer.shade(units[u], area: area)] }
        } else {
            countColors.withUnsafeBufferPointer { table in
                let last = UInt32(table.count - 1)
                for u in 0..<count { out[u] = table[Int(min(units[u], last))] }
            }
        }
    }
}
