import Foundation
import OverlayFiles

/// A folder of cases (`NAME.case.json`, in any subfolder) and their approved results in `__goldens__/NAME/`.
public struct CheckSuite: Sendable {
    /// One case file found in a suite, before it is read.
    public struct Entry: Equatable, Sendable {
        /// The suite's label (its path, see ``CheckSuite/labels(for:)``) and the case's path in it: `maps/flick`
        /// for maps/flick.case.json, `x/card/flick` for a suite `x/card` run beside `y/card`.
        public var name: String
        /// The case file relative to the suite.
        public var relativePath: String
        /// Which suite of the run it belongs to, in the order given.
        public var suiteIndex: Int
    }

    /// The suite's folder, which the paths in its files stay inside.
    public let root: ConfinedFolder
    /// The case files, sorted by path.
    public let entries: [Entry]

    /// The suite's label: what case names start with, and the JUnit `<testsuite>` name.
    public let label: String

    /// Finds the cases of the suite at `path`: a folder (searched recursively, skipping hidden names,
    /// `__goldens__` and links to folders) or one case file. `label` names the suite (nil: its folder's name, as
    /// for a suite run alone). - Throws: `FileFormatError` when there is nothing there.
    public init(path: String, index: Int = 0, label: String? = nil) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FileFormatError(file: path, message: "no such suite (a folder of NAME\(CheckCase.fileSuffix) files)")
        }
        let folder: String, files: [String]
        if isDirectory.boolValue {
            folder = path
            files = CheckSuite.caseFiles(in: path, relative: "")
        } else {
            guard path.hasSuffix(CheckCase.fileSuffix) else {
                throw FileFormatError(file: path, message: "is neither a suite folder nor a NAME\(CheckCase.fileSuffix) file")
            }
            let parent = (path as NSString).deletingLastPathComponent
            folder = parent.isEmpty ? "." : parent
            files = [(path as NSString).lastPathComponent]
        }
        root = ConfinedFolder(folder, role: "the suite")
        let label = label ?? CheckSuite.labels(for: [path])[0]
        self.label = label
        entries = files.sorted().map { relative in
            Entry(name: label + "/" + String(relative.dropLast(CheckCase.fileSuffix.count)), relativePath: relative, suiteIndex: index)
        }
    }

    /// The labels of suites run together: each suite folder's path from the deepest folder holding all their
    /// parent folders. A suite alone, or suites side by side, keep their folder's name (`card`); `x/card` and
    /// `y/card` run together are `x/card` and `y/card`, whatever the current folder or the paths' spelling
    /// (relative, absolute, `./`), so shards and reruns name cases alike. A case file given alone is labelled by
    /// its folder.
    public static func labels(for paths: [String]) -> [String] {
        let folders: [[String]] = paths.map { path in
            var isDirectory: ObjCBool = false
            let isFolder = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            let url = URL(fileURLWithPath: path).standardizedFileURL
            return (isFolder ? url : url.deletingLastPathComponent()).pathComponents.filter { $0 != "/" }
        }
        guard var common = folders.first.map({ Array($0.dropLast()) }) else { return [] }
        for folder in folders.dropFirst() {
            let parent = folder.dropLast()
            var shared = 0
            while shared < min(common.count, parent.count), common[shared] == parent[shared] { shared += 1 }
            common = Array(common.prefix(shared))
        }
        return folders.map { folder in
            let label = folder.dropFirst(common.count).joined(separator: "/")
            return label.isEmpty ? "suite" : label
        }
    }

    /// Case files under `folder`, as paths relative to the suite.
    private static func caseFiles(in folder: String, relative: String) -> [String] {
        let here = relative.isEmpty ? folder : folder + "/" + relative
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: here) else { return [] }
        var found: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") && name != CheckCase.goldensFolder {
            let path = relative.isEmpty ? name : relative + "/" + name
            var status = stat()
            guard lstat(folder + "/" + path, &status) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                found += caseFiles(in: folder, relative: path)
            case S_IFREG, S_IFLNK:
                // A link is listed and then refused by the path check if it leads outside the suite.
                if name.hasSuffix(CheckCase.fileSuffix) { found.append(path) }
            default:
                continue
            }
        }
        return found
    }
}

/// Choosing the cases of a run: `--filter` and `--shard K/N`.
public enum CaseSelection {
    /// Whether `name` matches `pattern`: a shell glob (`*`, `?`, `[…]`) against the whole name when the pattern
    /// has one, else a substring.
    public static func matches(_ name: String, pattern: String) -> Bool {
        guard pattern.contains(where: { "*?[".contains($0) }) else { return name.contains(pattern) }
        return fnmatch(pattern, name, 0) == 0
    }

    /// Shard `index` (1…`count`) of `entries`: every `count`-th case from the `index`-th, in the order given
    /// (sorted by suite and path), so N machines cover every case once whatever the machine.
    public static func shard<T>(_ entries: [T], index: Int, count: Int) -> [T] {
        guard count > 1 else { return entries }
        return entries.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    /// A name for the case's output folder: its position and its name with anything but letters, digits, `.`,
    /// `-` and `_` replaced, so a hostile file name cannot reach the output's file names or the report's URLs.
    public static func folderName(position: Int, name: String) -> String {
        let safe = name.unicodeScalars.map { scalar -> String in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar))
                ? String(scalar) : "_"
        }.joined()
        let number = String(position)
        return String(repeating: "0", count: max(0, 4 - number.count)) + number + "-" + String(safe.prefix(60))
    }
}
