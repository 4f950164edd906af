import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An open folder, through which files are opened by name with no-follow semantics.
///
/// A path checked and then opened can change in between (a folder swapped for a symbolic link); a descriptor
/// cannot. Each folder on the way is opened relative to the one before it with `O_NOFOLLOW | O_DIRECTORY`, and
/// each file with `O_NOFOLLOW`, then checked with `fstat` to be a regular file: symbolic links, FIFOs (opened
/// non-blocking, so they cannot hang the reader), devices and sockets are refused, and every read is bounded.
public final class DirectoryHandle: Sendable {
    /// The descriptor, closed when the handle goes.
    public let descriptor: Int32
    /// The folder's path, for messages only (never opened again).
    public let path: String

    init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    /// Opens a folder the user named (following links: the user chose it). - Throws: `FileWriteError` naming it.
    /// `shownAs` is how messages name it (default: `path`).
    public static func open(_ path: String, shownAs: String? = nil) throws -> DirectoryHandle {
        let descriptor = Glibc.open(path.isEmpty ? "." : path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileWriteError(path: path, reason: "cannot open the folder: \(lastError())") }
        return DirectoryHandle(descriptor: descriptor, path: shownAs ?? path)
    }

    /// The path of `name` in this folder, for messages.
    public func path(of name: String) -> String { path == "." || path.isEmpty ? name : path + "/" + name }

    /// What `name` is in this folder (nil when nothing has that name); links are not followed.
    public func kind(of name: String) -> mode_t? {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    /// The subfolder `name`, opened without following a link; with `create`, made when missing.
    /// - Throws: `ConfinementError` when it is a link or not a folder, `FileWriteError` when it cannot be made.
    public func subfolder(_ name: String, create: Bool = false) throws -> DirectoryHandle {
        var opened = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if opened < 0 && errno == ENOENT && create {
            guard mkdirat(descriptor, name, 0o755) == 0 || errno == EEXIST else {
                throw FileWriteError(path: path(of: name), reason: "cannot make the folder: \(DirectoryHandle.lastError())")
            }
            opened = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
        guard opened >= 0 else {
            let reason = errno
            throw ConfinementError(path: path(of: name), reason: refusal(name, errorNumber: reason, wanted: "a folder"))
        }
        return DirectoryHandle(descriptor: opened, path: path(of: name))
    }

    /// The folder reached through `components`, each opened as `subfolder(_:create:)` does.
    public func subfolder(components: some Sequence<String>, create: Bool = false) throws -> DirectoryHandle {
        var current = self
        for component in components { current = try current.subfolder(component, create: create) }
        return current
    }

    /// The bytes of the regular file `name`, at most `limit` of them.
    /// - Throws: `ConfinementError` for a link, FIFO, device, socket or folder, and for a missing, empty or
    ///   oversized file (each message names the path and what it is).
    public func readFile(_ name: String, limit: Int) throws -> [UInt8] {
        let opened = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard opened >= 0 else {
            let reason = errno
            throw ConfinementError(path: path(of: name), reason: refusal(name, errorNumber: reason, wanted: "a regular file"))
        }
        defer { close(opened) }
        var status = stat()
        guard fstat(opened, &status) == 0 else {
            throw ConfinementError(path: path(of: name), reason: "cannot be examined: \(DirectoryHandle.lastError())")
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw ConfinementError(
                path: path(of: name), reason: "is \(DirectoryHandle.noun(status.st_mode & S_IFMT)), not a regular file; it is not read")
        }
        guard Int(status.st_size) <= limit else {
            throw ConfinementError(path: path(of: name), reason: "is \(status.st_size) bytes, more than the \(limit) allowed")
        }
        var bytes = [UInt8](repeating: 0, count: min(limit, Int(status.st_size)) + 1)
        var count = 0
        while count < bytes.count {
            let read = bytes.withUnsafeMutableBytes { Glibc.read(opened, $0.baseAddress! + count, $0.count - count) }
            if read < 0 && errno == EINTR { continue }
            guard read >= 0 else {
                throw ConfinementError(path: path(of: name), reason: "cannot be read: \(DirectoryHandle.lastError())")
            }
            if read == 0 { break }
            count += read
        }
        guard count <= limit else {
            throw ConfinementError(path: path(of: name), reason: "grew past the \(limit) bytes allowed while it was read")
        }
        guard count > 0 else { throw ConfinementError(path: path(of: name), reason: "is empty") }
        return Array(bytes[..<count])
    }

    /// The names in this folder (not `.` or `..`), sorted.
    public func names() -> [String] {
        let copy = dup(descriptor)
        guard copy >= 0, let stream = fdopendir(copy) else { return [] }
        defer { closedir(stream) }
        rewinddir(stream)
        var found: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
            if name != "." && name != ".." { found.append(name) }
        }
        return found.sorted()
    }

    /// Removes `name`: a file, a link (not what it leads to), or a folder with everything in it.
    public func removeTree(_ name: String) {
        if kind(of: name) == S_IFDIR {
            if let folder = try? subfolder(name) {
                for inner in folder.names() { folder.removeTree(inner) }
            }
            unlinkat(descriptor, name, AT_REMOVEDIR)
        } else {
            unlinkat(descriptor, name, 0)
        }
    }

    /// Renames `name` to `newName` in this folder. - Throws: `FileWriteError` naming both.
    public func rename(_ name: String, to newName: String) throws {
        guard renameat(descriptor, name, descriptor, newName) == 0 else {
            throw FileWriteError(path: path(of: newName), reason: "cannot rename \(name) to it: \(DirectoryHandle.lastError())")
        }
    }

    /// Why `name` could not be opened as `wanted`, from `errorNumber`.
    private func refusal(_ name: String, errorNumber: Int32, wanted: String) -> String {
        if let kind = kind(of: name), errorNumber == ELOOP || errorNumber == ENOTDIR || kind != S_IFREG {
            return "is \(DirectoryHandle.noun(kind)), not \(wanted); files here are opened without following links"
        }
        return errorNumber == ENOENT ? "does not exist" : "cannot be opened: \(String(cString: strerror(errorNumber)))"
    }

    /// "a symbolic link", "a FIFO"… for a file type.
    static func noun(_ kind: mode_t) -> String {
        switch kind {
        case S_IFLNK: "a symbolic link"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFDIR: "a folder"
        case S_IFREG: "a regular file"
        default: "a special file"
        }
    }

    /// The text of `errno`.
    static func lastError() -> String { String(cString: strerror(errno)) }
}

/// A file in a confined folder that is not what it may be (a link, FIFO, device…), or cannot be read.
public struct ConfinementError: Error, CustomStringConvertible, Sendable {
    /// The path as shown to people.
    public var path: String
    /// What it is, or why it cannot be opened.
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path) \(reason)" }
}

/// A file that could not be written: the path and the system's reason ("No space left on device").
public struct FileWriteError: Error, CustomStringConvertible, Sendable {
    /// The destination.
    public var path: String
    /// Why, as the system says it.
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot write \(path): \(reason)" }
}
