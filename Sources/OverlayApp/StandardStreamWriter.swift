import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes lines to stdout or stderr with `write(2)` and stops for good when the reader has gone: with SIGPIPE
/// ignored (`InterruptWatcher`), a closed pipe (`run --log-events | head -2`) is an `EPIPE` here, not the end of
/// the process. Foundation's `FileHandle.write(_:)` would stop the process on that error.
final class StandardStreamWriter {
    private let descriptor: Int32
    /// Called once, when the reader goes away.
    private let onClosed: () -> Void
    /// True once a write failed: later lines are dropped.
    private(set) var isClosed = false

    /// A writer on stdout (1) or stderr (2).
    init(descriptor: Int32, onClosed: @escaping () -> Void = {}) {
        self.descriptor = descriptor
        self.onClosed = onClosed
    }

    /// Writes `line` and a newline, whole (a short write goes on), unless the stream is closed.
    func write(_ line: String) {
        guard !isClosed else { return }
        let bytes = Array((line + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else {
                isClosed = true
                onClosed()
                return
            }
            written += result
        }
    }

    /// The frame log's writer: when stdout closes, says so once on stderr and drops the rest of the log.
    static func frameLog() -> StandardStreamWriter {
        let notices = StandardStreamWriter(descriptor: 2)
        return StandardStreamWriter(descriptor: 1) {
            notices.write("overlay-sim: stdout was closed: the frame log stops here; the window goes on (a take is still saved)")
        }
    }
}
