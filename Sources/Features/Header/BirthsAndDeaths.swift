/// Cells born and died in the last generation, as the header shows them.
public struct BirthsAndDeaths: Equatable, Sendable {
    /// Cells born.
    public var births: Int
    /// Cells that died.
    public var deaths: Int

    /// The counts of one generation.
    public init(births: Int, deaths: Int) {
        self.births = births
        self.deaths = deaths
    }
}
