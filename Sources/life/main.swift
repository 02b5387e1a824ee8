// Foundation is imported here so that a release build links its static libraries (see Package.swift).
import Foundation
import LifeCLI

LifeCommand.start()
