import Foundation
import LifeStore
import Logging

/// The app's log: `$XDG_STATE_HOME/life/life.log` (size-capped, one rotation), and standard error
/// too with `--verbose`. It records start-up, restores and saves, opened files and errors with
/// their cause; never cells or the contents of the user's files.
enum AppLog {
    /// Routes swift-log to the log file (and stderr when `verbose`); returns the app's logger.
    /// The file is opened here, without waiting (`LogFile` refuses a named pipe or a symbolic
    /// link in its place): when it cannot be used, standard error says why and the app goes on.
    static func start(paths: AppPaths, verbose: Bool, report: (String) -> Void = { message in
        FileHandle.standardError.write(Data("life: \(message)\n".utf8))
    }) -> Logger {
        let file = LogFile(path: paths.stateDirectory + "/life.log")
        if let problem = file.start() { report("the log is off: \(problem)") }
        LoggingSystem.bootstrap { label in
            var handlers: [LogHandler] = [FileLogHandler(label: label, file: file)]
            if verbose { handlers.append(StreamLogHandler.standardError(label: label)) }
            return MultiplexLogHandler(handlers)
        }
        return Logger(label: "life")
    }
}
