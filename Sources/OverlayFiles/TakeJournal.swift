import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A take streamed to disk while it is recorded, so that a process killed outright (SIGKILL, a crash) leaves what
/// it recorded up to its last flush.
///
/// The journal is a trace file at every instant: `{"events": [` and the events so far, then a closing part of
/// fixed length, `]`, `"until"` (the instant of the last flush) and `}`. A flush writes the new events and a new
/// closing part over the old one in one `pwrite`, which a killed process either made or did not, so the file is
/// never half written; `simulate --trace` replays it as it is. It protects against the process dying, not against
/// the machine losing power (nothing is synced).
public final class TakeJournal {
    /// Where the journal is written.
    public let path: String
    private let descriptor: Int32
    /// Where the closing part starts: the end of the events written.
    private var bodyEnd: off_t
    private var eventsWritten = 0

    /// The journal of a take saved at `takePath`: the same name with `.partial` added, in the same folder.
    public static func path(forTake takePath: String) -> String {
        takePath + ".partial"
    }

    /// Creates (or empties) the journal at `path`: a trace with no events until 0. The error names the path.
    public init(path: String) throws {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw FileFormatError(file: path, message: "cannot stream the take: \(String(cString: strerror(errno)))")
        }
        bodyEnd = 0
        do {
            try write(Array("{\"events\": [".utf8), until: 0, events: 0)
        } catch {
            close(descriptor)
            unlink(path)
            throw error
        }
    }

    deinit { close(descriptor) }

    /// Appends the events after the ones already written, and sets the trace's `until` to `until`.
    public func append(_ events: ArraySlice<TraceEvent>, until: Double) throws {
        var body: [UInt8] = []
        for event in events {
            body += Array(((eventsWritten == 0 && body.isEmpty) ? "\n  " : ",\n  ").utf8)
            body += Array(JSONWriter.compact(event.jsonValue).utf8)
        }
        try write(body, until: until, events: events.count)
    }

    /// Removes the journal (the take was saved whole).
    public func remove() {
        unlink(path)
    }

    /// The closing part, always `closingLength` bytes: the number is padded with spaces.
    private static func closing(until: Double) -> [UInt8] {
        let number = JSONNumberFormat.string(for: until.isFinite ? max(0, until) : 0)
        let padding = String(repeating: " ", count: max(0, 28 - number.count))
        return Array("\n],\n\"until\": \(number)\(padding)}\n".utf8)
    }

    private func write(_ body: [UInt8], until: Double, events: Int) throws {
        let bytes = body + Self.closing(until: until)
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, bodyEnd + off_t(written)) }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else {
                throw FileFormatError(file: path, message: "cannot stream the take: \(String(cString: strerror(errno)))")
            }
            written += result
        }
        bodyEnd += off_t(body.count)
        eventsWritten += events
    }
}
