import Foundation
import GRDB

/// Where an `AppDatabase` keeps its connection: there from the start, or opened at first use (a
/// database that was busy when the app started is opened on the store's background queue, where
/// waiting for the lock stops nothing), tried again at each use until it opens.
final class WriterSlot: @unchecked Sendable {
    private let lock = NSLock()
    private var writer: (any DatabaseWriter)?
    private let open: (@Sendable () throws -> any DatabaseWriter)?
    /// Whether the connection was made at first use and that is not yet dealt with.
    private var openedLate = false

    /// A slot holding an open connection.
    init(_ writer: any DatabaseWriter) {
        self.writer = writer
        open = nil
    }

    /// A slot that opens its connection with `open` when first asked.
    init(opening open: @escaping @Sendable () throws -> any DatabaseWriter) {
        self.open = open
    }

    /// The connection, opening it now if it is not yet open (throws what the open throws).
    func get() throws -> any DatabaseWriter {
        try lock.withLock {
            if let writer { return writer }
            guard let open else { throw StoreError.databaseUnavailable(path: "?", reason: "no connection") }
            let made = try open()
            writer = made
            openedLate = true
            return made
        }
    }

    /// Whether the connection is open.
    var isOpen: Bool { lock.withLock { writer != nil } }

    /// Whether the connection was opened late (at first use) and `settleLateOpening` not yet called.
    var lateOpeningPending: Bool { lock.withLock { openedLate } }

    /// Marks the late opening dealt with.
    func settleLateOpening() { lock.withLock { openedLate = false } }
}
