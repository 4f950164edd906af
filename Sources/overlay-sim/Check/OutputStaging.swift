import Foundation
import OverlayCheck
import OverlayFiles

/// The output folder of `check` (and of `check-report merge`), built under a temporary name beside its final
/// place and put there as a whole, so that an interrupted run leaves the previous report complete, never an
/// index linking images already deleted.
///
/// Because the folder is replaced whole, it must be one that a check wrote (it holds results.json, or it is new
/// or empty): a folder of other files is refused rather than lost.
struct OutputStaging {
    /// The output folder as given, and the folder the run fills until `commit`.
    let finalPath: String
    let stagingPath: String
    private let staged: StagedFolder

    /// What a check's output holds at its top.
    static let ownNames: Set<String> = [CheckResults.fileName, HTMLReport.fileName, "cases"]

    /// Prepares a new output folder for `path` (its parent is made if need be); `junit`, when it lies in the
    /// folder, may be there too (it is written again after the folder is replaced).
    init(path: String, junit: String?) throws {
        finalPath = path
        let absolute = URL(fileURLWithPath: path).standardizedFileURL
        let name = absolute.lastPathComponent
        let parentPath = absolute.deletingLastPathComponent().path
        guard !name.isEmpty, name != "/", name != ".", name != ".." else {
            throw CommandFailure.usage("the output folder \(path) cannot be replaced as a whole; give a folder of its own")
        }
        let parent: DirectoryHandle
        do {
            try FileManager.default.createDirectory(atPath: parentPath, withIntermediateDirectories: true)
            parent = try DirectoryHandle.open(parentPath)
        } catch {
            throw CommandFailure.cannotWrite(path, error)
        }
        TemporaryFiles.removeStale(in: parent)
        switch parent.kind(of: name) {
        case nil:
            break
        case S_IFDIR?:
            let existing = (try? parent.subfolder(name).names()) ?? []
            let junitName = junit.map { URL(fileURLWithPath: $0).standardizedFileURL }
                .flatMap { $0.deletingLastPathComponent().path == absolute.path ? $0.lastPathComponent : nil }
            let foreign = existing.filter { !OutputStaging.ownNames.contains($0) && $0 != junitName }
            guard foreign.isEmpty || (existing.isEmpty) else {
                throw CommandFailure.failed(
                    "\(path) holds \(foreign.prefix(3).map { JSONWriter.quoted($0) }.joined(separator: ", "))"
                        + "\(foreign.count > 3 ? " and \(foreign.count - 3) more" : ""), which a check's output does not; "
                        + "the output is replaced as a whole, so give a new or empty folder")
            }
        default:
            throw CommandFailure.failed("cannot write \(path): it is not a folder")
        }
        do {
            staged = try StagedFolder(replacing: name, in: parent)
        } catch {
            throw CommandFailure.cannotWrite(path, error)
        }
        stagingPath = parentPath + "/" + staged.stagingName
    }

    /// Puts the new output in place of the old one.
    func commit() throws {
        do {
            try staged.commit()
        } catch {
            throw CommandFailure.cannotWrite(finalPath, error)
        }
    }
}
