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

    /// Copies the regular files of `from/cases/ID` (links are left behind) into `to/cases/ID`.
    static func copyCase(_ id: String, from: String, to: String) throws {
        let source = from + "/cases/" + id, destination = to + "/cases/" + id
        guard ConfinedFolder.sameFolder(source, destination) == false else { return }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: source) else { return }
        try FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true)
        for name in names.sorted() where isPlainName(name) {
            var status = stat()
            guard lstat(source + "/" + name, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            try AtomicFile.write(try Data(contentsOf: URL(fileURLWithPath: source + "/" + name)), to: destination + "/" + name)
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
