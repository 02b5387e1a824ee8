import ArgumentParser
import LifeEngine

/// Pattern formats are named on the command line by their raw values (`rle`, `plaintext`, `life105`, ...).
extension PatternFormat: ExpressibleByArgument {}
