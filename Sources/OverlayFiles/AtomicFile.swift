import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes files so that readers never see half of one: the bytes go to a temporary file in the same folder, which
/// is then renamed over the destination. On failure the temporary file is removed and an existing file is untouched.
public enum AtomicFile {
    /// Writes `data` to `path` atomically; the error names the path and the reason.
    public static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FileFormatError(file: path, message: "cannot write: the folder \(directory) does not exist")
        }
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        guard FileManager.default.createFile(atPath: temporary, contents: data) else {
            throw FileFormatError(file: path, message: "cannot write a temporary file in \(directory)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw FileFormatError(file: path, message: "cannot write: \(reason)")
        }
    }

    /// Writes UTF-8 text atomically.
    public static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }
}
