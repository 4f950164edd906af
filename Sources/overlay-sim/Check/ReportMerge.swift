import Foundation
import OverlayCheck
import OverlayFiles

/// Copying shards' case folders into a merged report. A results file is a file like any other: its case
/// folder names and file paths must stay inside the folder it came from.
enum ReportMerge {
    /// Fails (naming the field) unless every case id is one plain folder name and every file path lies in its
    /// case's folder.
    static func checkPaths(_ results: CheckResults, folder: String) throws {
        let file = (folder as NSString).appendingPathComponent(CheckResults.fileName)
        for (caseIndex, result) in results.cases.enumerated() {
            guard isPlainName(result.id) else {
                throw FileFormatError(
                    file: file, field: "cases[\(caseIndex)].id",
                    message: "expected a plain folder name, found \(JSONWriter.quoted(result.id))")
            }
            for (index, outcome) in result.outcomes.enumerated() {
                let paths = [
                    ("expectedCopy", outcome.expectedCopy), ("actual", outcome.actual), ("diff", outcome.diff), ("plot", outcome.plot),
                ]
                for case let (key, path?) in paths {
                    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
                    guard parts.count == 3, parts[0] == "cases", parts[1] == result.id, isPlainName(String(parts[2])) else {
                        throw FileFormatError(
                            file: file, field: "cases[\(caseIndex)].outcomes[\(index)].\(key)",
                            message: "expected a file in cases/\(result.id)/, found \(JSONWriter.quoted(path))")
                    }
                }
            }
        }
    }

    /// Copies the regular files of `from/cases/ID` into `to/cases/ID`, each opened without following a link
    /// (links, FIFOs and devices are left behind, unread).
    static func copyCase(_ id: String, from: String, to: String) throws {
        guard let source = try? DirectoryHandle.open(from).subfolder(components: ["cases", id]) else { return }
        let destination = try DirectoryHandle.open(to).subfolder(components: ["cases", id], create: true)
        for name in source.names() where isPlainName(name) && source.kind(of: name) == S_IFREG {
            guard let bytes = try? source.readFile(name, limit: 256 * 1_048_576) else { continue }
            try destination.writeAtomically(bytes, as: name)
        }
    }

    /// A single file or folder name: letters, digits, `.`, `-`, `_`, not `.` or `..`.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && name.count <= 255
            && name.unicodeScalars.allSatisfy {
                $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0))
            }
    }
}
