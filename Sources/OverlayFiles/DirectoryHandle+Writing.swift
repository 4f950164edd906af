import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writing files whole: to a temporary name in the same folder, every write and the flush checked, then renamed.
extension DirectoryHandle {
    /// The start of every temporary name this program makes. Hidden, never a name users commit (goldens are
    /// `t-*.png` and `framelog.jsonl`, and `__goldens__/.gitignore` ignores these), and recognisable, so a run
    /// can remove those a killed run left (see `TemporaryFiles.removeStale(in:)`).
    public static let temporaryPrefix = ".overlay-sim-tmp-"

    /// A fresh temporary name for `name`: the prefix, this process's id (so a later run can tell whether its
    /// maker still runs), a random part and `name` (so people can tell what it was).
    public static func temporaryName(for name: String, role: String = "part") -> String {
        "\(temporaryPrefix)\(getpid())-\(UInt32.random(in: 0...UInt32.max))-\(role)-\(name.prefix(100))"
    }

    /// How bytes reach the file: `write(2)`, or a stand-in in tests (a disk that fills at byte N).
    package typealias Sink = @Sendable (_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int

    /// Writes `bytes` as `name` in this folder, atomically: to a temporary name (created exclusively, never
    /// through a link), every `write` checked, `fsync` and `close` checked, then renamed over `name`. On any
    /// failure the temporary file is removed and an existing `name` is untouched; a signal that ends the process
    /// meanwhile removes it too (it is registered with `TemporaryFiles`).
    /// - Throws: `FileWriteError` naming the destination and the system's reason ("No space left on device").
    public func writeAtomically(_ bytes: [UInt8], as name: String) throws {
        try writeAtomically(bytes, as: name, sink: { Glibc.write($0, $1, $2) })
    }

    package func writeAtomically(_ bytes: [UInt8], as name: String, sink: Sink) throws {
        let temporary = DirectoryHandle.temporaryName(for: name)
        try TemporaryFiles.shared.whileHeld(temporary, in: self) {
            try writeNew(bytes, as: temporary, destination: name, sink: sink)
            guard renameat(descriptor, temporary, descriptor, name) == 0 else {
                let reason = DirectoryHandle.lastError()
                unlinkat(descriptor, temporary, 0)
                throw FileWriteError(path: path(of: name), reason: reason)
            }
        }
    }

    /// Creates `name` (which must not exist) holding `bytes`; on failure removes it and throws for `destination`.
    func writeNew(_ bytes: [UInt8], as name: String, destination: String, sink: Sink) throws {
        let file = openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw FileWriteError(path: path(of: destination), reason: DirectoryHandle.lastError()) }
        var failure: String?
        var written = 0
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = sink(file, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    failure = count < 0 ? DirectoryHandle.lastError() : "the disk took no more bytes"
                    return
                }
                written += count
            }
        }
        if failure == nil, fsync(file) != 0 { failure = DirectoryHandle.lastError() }
        if close(file) != 0, failure == nil { failure = DirectoryHandle.lastError() }
        if let failure {
            unlinkat(descriptor, name, 0)
            throw FileWriteError(path: path(of: destination), reason: failure)
        }
    }
}
