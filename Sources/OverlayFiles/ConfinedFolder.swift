import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A folder that the paths written inside untrusted files must stay in.
///
/// Suites, traces and case files arrive in pull requests and run in CI, so a path inside one is data, never a
/// licence to read or write elsewhere: `resolve` refuses absolute paths, `..` that climbs out of the folder and
/// symbolic links whose target lies outside it, with a `FileFormatError` naming the file and the field. Reading
/// (case files naming scenarios and traces) and writing (screenshot events) go through the same check.
public struct ConfinedFolder: Sendable, CustomStringConvertible {
    /// The folder as given (used to build the paths handed back, so that messages show familiar names).
    public let path: String
    /// The folder with every symbolic link resolved, for the containment check.
    private let realPath: String
    /// How the folder is named in messages ("the suite", "the output folder").
    public let role: String

    /// A confinement to `path`; `role` names it in messages. The folder need not exist yet.
    public init(_ path: String, role: String) {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        self.path = path.isEmpty ? "." : path
        self.role = role
        realPath = ConfinedFolder.realPath(absolute) ?? ConfinedFolder.normalized(absolute)
    }

    public var description: String { "\(role) (\(path))" }

    /// The path inside the folder that `relative` names, relative to `subfolder` (itself relative to the folder,
    /// e.g. where a case file lies).
    ///
    /// The result joins the folder with the normalised path (no `.` or `..` left), so the kernel never walks a
    /// `..` through a link. - Throws: `FileFormatError` for `file`'s `field` when the path is empty, absolute,
    /// climbs out of the folder, or passes through a symbolic link that leads outside it (or nowhere).
    public func resolve(_ relative: String, file: String, field: String, subfolder: String = "") throws -> String {
        func refuse(_ why: String) -> FileFormatError {
            FileFormatError(file: file, field: field, message: "\(ConfinedFolder.quoted(relative)) \(why)")
        }
        guard !relative.isEmpty else { throw refuse("is empty; give a path relative to \(description)") }
        guard !relative.contains("\0") else { throw refuse("contains a NUL character") }
        guard !relative.hasPrefix("/"), !relative.hasPrefix("~") else {
            throw refuse("is absolute; paths in these files are relative and stay inside \(description)")
        }
        var components: [Substring] = []
        for component in (subfolder + "/" + relative).split(separator: "/") where component != "." {
            if component == ".." {
                guard components.popLast() != nil else {
                    throw refuse("leads outside \(description) through `..`; paths stay inside it")
                }
            } else {
                components.append(component)
            }
        }
        guard !components.isEmpty else { throw refuse("names \(description) itself, not a file in it") }
        // Walk from the real folder down, resolving each existing link: a link may lead elsewhere inside, never out.
        var current = realPath
        for (index, component) in components.enumerated() {
            let candidate = current + "/" + component
            var status = stat()
            guard lstat(candidate, &status) == 0 else {
                // Nothing of this name yet: the rest is created inside `current`, where no link can redirect it.
                current = ([candidate] + components[(index + 1)...].map(String.init)).joined(separator: "/")
                break
            }
            if status.st_mode & S_IFMT == S_IFLNK {
                guard let target = ConfinedFolder.realPath(candidate) else {
                    throw refuse("passes through the symbolic link \(component), which leads nowhere")
                }
                guard isInside(target) else {
                    throw refuse("passes through the symbolic link \(component), which leads outside \(description)")
                }
                current = target
            } else {
                current = candidate
            }
        }
        return (path == "." ? "" : (path.hasSuffix("/") ? path : path + "/")) + components.joined(separator: "/")
    }

    /// Whether `real` (a path with its links resolved) is the folder or lies under it.
    private func isInside(_ real: String) -> Bool {
        real == realPath || real.hasPrefix(realPath == "/" ? "/" : realPath + "/")
    }

    /// The path with every link resolved, or nil when it (or a link on the way) does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `/a/./b/../c` → `/a/c`, lexically (for a folder that does not exist yet).
    static func normalized(_ absolute: String) -> String {
        var components: [Substring] = []
        for component in absolute.split(separator: "/") where component != "." {
            if component == ".." { _ = components.popLast() } else { components.append(component) }
        }
        return "/" + components.joined(separator: "/")
    }

    /// The path as a JSON string, so that odd characters in it are visible and cannot forge a message.
    static func quoted(_ text: String) -> String {
        JSONWriter.quoted(text.count > 200 ? String(text.prefix(200)) + "…" : text)
    }
}

extension ConfinedFolder {
    /// Whether two paths name the same existing folder once links are resolved.
    public static func sameFolder(_ a: String, _ b: String) -> Bool {
        guard let first = realPath(a), let second = realPath(b) else { return false }
        return first == second
    }
}
