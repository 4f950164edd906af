/// Opening the files `resolve` names through descriptors, so that the check and the use cannot be told apart by
/// a link planted (or a folder swapped) in between.
extension ConfinedFolder {
    /// The folder itself, opened (it was named by the user, so a link to it is followed).
    public func handle() throws -> DirectoryHandle {
        try DirectoryHandle.open(path)
    }

    /// The path components of `resolved` (a path `resolve` returned) inside the folder.
    public func components(of resolved: String) -> [String] {
        let prefix = path == "." ? "" : (path.hasSuffix("/") ? path : path + "/")
        let inside = resolved.hasPrefix(prefix) ? String(resolved.dropFirst(prefix.count)) : resolved
        return inside.split(separator: "/").map(String.init)
    }

    /// The bytes of the regular file at `resolved`, every folder on the way and the file itself opened without
    /// following links, at most `limit` of them.
    /// - Throws: `FileFormatError` for `file`'s `field` when it is a link, FIFO, device, folder, missing, empty or
    ///   over the limit.
    public func readFile(_ resolved: String, limit: Int, file: String, field: String?) throws -> [UInt8] {
        do {
            var components = components(of: resolved)
            guard let name = components.popLast() else {
                throw ConfinementError(path: resolved, reason: "names \(description) itself, not a file in it")
            }
            return try handle().subfolder(components: components).readFile(name, limit: limit)
        } catch let error as ConfinementError {
            throw FileFormatError(file: file, field: field, message: "\(error)")
        } catch let error as FileWriteError {
            throw FileFormatError(file: file, field: field, message: error.reason)
        }
    }

    /// The folder at `resolved`, opened (with `create`, made) one component at a time without following links.
    /// - Throws: `FileFormatError` for `file`'s `field` when a component is a link or not a folder.
    public func folder(_ resolved: String, create: Bool, file: String, field: String?) throws -> DirectoryHandle {
        do {
            return try handle().subfolder(components: components(of: resolved), create: create)
        } catch let error as ConfinementError {
            throw FileFormatError(file: file, field: field, message: "\(error)")
        }
    }
}
