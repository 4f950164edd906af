import ArgumentParser
import Foundation

/// Checks on the files a command is about to write, made before any work so that a mistake costs nothing and
/// is told once, in plain words.
enum OutputPath {
    /// Fails (status 1, or `status`) when the folder that would hold `path` does not exist or is not a folder.
    static func checkFolder(of path: String, status: Int32 = 1) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try checkFolder(folder.isEmpty ? "." : folder, for: path, status: status)
    }

    /// Fails (status 1, or `status`) when `folder`, where `path` (or, without one, the folder's own files) would
    /// go, is not an existing folder.
    static func checkFolder(_ folder: String, for path: String? = nil, status: Int32 = 1) throws {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory)
        guard !exists || !isDirectory.boolValue else { return }
        let what = exists ? "\(folder) is a file, not a folder" : "the folder \(folder) does not exist"
        throw CommandFailure(
            status: status, message: path.map { "cannot write \($0): \(what)" } ?? "cannot write into \(folder): \(what)")
    }

    /// Whether `path` ends in `.EXTENSION`, in any case.
    static func hasExtension(_ path: String, _ pathExtension: String) -> Bool {
        (path as NSString).pathExtension.lowercased() == pathExtension
    }

    /// `--out` for a PNG: anything but a `.png` name is a usage error (the bytes are PNG whatever the name says).
    static func validatePNG(_ path: String) throws {
        guard hasExtension(path, "png") else {
            throw ValidationError("--out must name a .png file (the image is written as PNG), got \(path)")
        }
    }
}
