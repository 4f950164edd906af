import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A folder built under a temporary name beside the one it replaces, then put in its place as a whole, so
/// readers see all of the old folder or all of the new, never a mix.
///
/// Linux has no portable exchange of two folders (`renameat2` is not available here), so the swap is two
/// renames: the old folder to a temporary name (role `old`), the new one to the name, then the old removed.
/// Both renames happen with `TemporaryFiles`' lock held, so a caught signal waits for them; a `SIGKILL` between
/// them leaves the name free and the old folder aside, which the next run's `TemporaryFiles.removeStale(in:)`
/// puts back (all old); after them, it removes the old folder (all new).
public final class StagedFolder {
    /// The folder holding both.
    public let parent: DirectoryHandle
    /// The name being replaced.
    public let name: String
    /// The temporary name of the new folder, and the folder itself, to fill.
    public let stagingName: String
    public let staging: DirectoryHandle
    private var token: Int?

    /// Makes an empty new folder for `name` in `parent`. - Throws: `FileWriteError` when it cannot be made.
    public init(replacing name: String, in parent: DirectoryHandle) throws {
        self.parent = parent
        self.name = name
        let stagingName = DirectoryHandle.temporaryName(for: name, role: "new")
        self.stagingName = stagingName
        let (staging, token) = try TemporaryFiles.shared.withLock {
            guard mkdirat(parent.descriptor, stagingName, 0o755) == 0 else {
                throw FileWriteError(path: parent.path(of: name), reason: "cannot make a folder beside it: \(DirectoryHandle.lastError())")
            }
            let token = TemporaryFiles.shared.register(stagingName, in: parent)
            return (try parent.subfolder(stagingName), token)
        }
        self.staging = staging
        self.token = token
    }

    /// Puts the new folder in the old one's place (removing the old one).
    /// - Throws: `FileWriteError`; the old folder is then still in place and the new one removed.
    public func commit() throws {
        guard let token else { return }
        try TemporaryFiles.shared.withLock {
            defer {
                TemporaryFiles.shared.unregister(token)
                self.token = nil
            }
            guard parent.kind(of: name) != nil else {
                do { try parent.rename(stagingName, to: name) } catch {
                    parent.removeTree(stagingName)
                    throw error
                }
                return
            }
            let oldName = DirectoryHandle.temporaryName(for: name, role: "old")
            do { try parent.rename(name, to: oldName) } catch {
                parent.removeTree(stagingName)
                throw error
            }
            let oldToken = TemporaryFiles.shared.register(oldName, in: parent)
            do {
                try parent.rename(stagingName, to: name)
            } catch {
                // Put the old folder back before anything sees the name free.
                try? parent.rename(oldName, to: name)
                TemporaryFiles.shared.unregister(oldToken)
                parent.removeTree(stagingName)
                throw error
            }
            TemporaryFiles.shared.unregister(oldToken)
            parent.removeTree(oldName)
        }
    }

    /// Removes the new folder, leaving the old one as it was.
    public func discard() {
        guard let token else { return }
        TemporaryFiles.shared.withLock {
            parent.removeTree(stagingName)
            TemporaryFiles.shared.unregister(token)
        }
        self.token = nil
    }

    deinit { discard() }
}
