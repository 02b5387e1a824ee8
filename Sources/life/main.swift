// Foundation is imported here so that a release build links its static libraries (see Package.swift).
import Foundation
import LifeCLI

if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "--nothing" { exit(0) }
LifeCommand.start()
