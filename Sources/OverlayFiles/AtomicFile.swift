import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes files so that readers never see half of one: the bytes go to a temporary file in the same folder, every
/// write and the final flush checked, which is then renamed over the destination. On failure (a full disk
/// included) the temporary file is removed, an existing file is untouched and the error names the path and the
/// system's reason.
public enum AtomicFile {
    /// Writes `data` to `path` atomically; the error names the path and the reason.
    public static func write(_ data: Data, to path: String) throws {
        try write([UInt8](data), to: path)
    }

    /// Writes `bytes` to `path` atomically; the error names the path and the reason.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let (folder, name) = try parts(of: path)
        try folder.writeAtomically(bytes, as: name)
    }

    /// Writes UTF-8 text atomically.
    public static func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    /// `write(_:to:)` with a stand-in for write(2), for tests of a disk that fills.
    package static func write(_ bytes: [UInt8], to path: String, sink: DirectoryHandle.Sink) throws {
        let (folder, name) = try parts(of: path)
        try folder.writeAtomically(bytes, as: name, sink: sink)
    }

    /// The destination's folder, opened, and its name in it.
    private static func parts(of path: String) throws -> (DirectoryHandle, String) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        guard !name.isEmpty, name != "/", !path.hasSuffix("/") else {
            throw FileWriteError(path: path, reason: "it names a folder, not a file")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FileWriteError(path: path, reason: "the folder \(directory) does not exist")
        }
        let shown = (path as NSString).deletingLastPathComponent
        return (try DirectoryHandle.open(directory, shownAs: shown.isEmpty ? "." : shown), name)
    }
}
