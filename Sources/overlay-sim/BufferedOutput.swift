import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Text written to a descriptor in blocks as it is made, so that a long output (a day's frame log) never
/// waits whole in memory; every `write(2)` is checked (a full disk or a closed pipe is an error, status 1).
final class BufferedOutput {
    private let descriptor: Int32
    /// What the messages call the stream (`stdout`).
    private let name: String
    private var buffer: [UInt8] = []
    /// The block size: large enough that writes cost little, small enough to stay flat.
    static let blockSize = 1 << 16

    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
        buffer.reserveCapacity(BufferedOutput.blockSize * 2)
    }

    /// Adds `text`; writes the block out once it is full.
    func write(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= BufferedOutput.blockSize { try flush() }
    }

    /// Writes out what is buffered, whole (a short write goes on).
    func flush() throws {
        var written = 0
        while written < buffer.count {
            let result = buffer[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else {
                throw CommandFailure.failed("cannot write to \(name): \(String(cString: strerror(errno)))")
            }
            written += result
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
