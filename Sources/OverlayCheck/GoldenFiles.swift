import Foundation
import OverlayFiles
import OverlayRender

/// The files of one case: its approved results in the suite and what the run writes into the output.
///
/// Every approved file is read through descriptors opened without following links (a link, FIFO or device
/// among the goldens is a malformed case, never read). Recorded files go into a new goldens folder built
/// beside the old one, which `commit` puts in its place as a whole: an interrupted update leaves all of the old
/// goldens or all of the new. Report files are written into the output with their own bytes, never as links.
final class GoldenFiles {
    /// The suite, the case file (for messages) and the case's goldens folder in it (checked to stay inside).
    let suite: ConfinedFolder
    let caseFile: String
    let goldens: String
    /// The output folder, the case's folder in it, and the same relative to the output (for the results file).
    let output: ConfinedFolder
    let artifactsPath: String
    let outputPrefix: String
    /// The goldens folder as it was when the case started, opened (nil when there is none yet).
    private let existing: DirectoryHandle?
    private var artifacts: DirectoryHandle?
    /// The new goldens folder, once something is recorded, and the names recorded into it.
    private var staged: StagedFolder?
    private var recorded: [String: [UInt8]] = [:]

    /// The largest approved image and frame log read.
    static let imageLimit = 64 * 1_048_576
    static let frameLogLimit = 256 * 1_048_576

    init(
        suite: ConfinedFolder, caseFile: String, goldens: String, output: ConfinedFolder, artifacts: String, outputPrefix: String
    ) throws {
        self.suite = suite
        self.caseFile = caseFile
        self.goldens = goldens
        self.output = output
        artifactsPath = artifacts
        self.outputPrefix = outputPrefix
        do {
            var folder: DirectoryHandle? = try suite.handle()
            for component in suite.components(of: goldens) {
                folder = try folder.flatMap { $0.kind(of: component) == nil ? nil : try $0.subfolder(component) }
            }
            existing = folder
        } catch let error as ConfinementError {
            throw FileFormatError(file: caseFile, field: "goldens", message: "\(error)")
        }
    }

    /// The approved file `name`, for messages.
    func golden(_ name: String) -> String { goldens + "/" + name }

    /// Whether the approved file `name` exists (whatever it is: a link there is refused when read).
    func hasGolden(_ name: String) -> Bool { recorded[name] != nil || existing?.kind(of: name) != nil }

    /// The bytes of the approved file `name`, at most `limit`. - Throws: `FileFormatError` for the case file
    /// when it is a link, FIFO, device or folder, or too large.
    func readGolden(_ name: String, limit: Int) throws -> [UInt8] {
        if let bytes = recorded[name] { return bytes }
        guard let existing else {
            throw FileFormatError(file: caseFile, field: "goldens/\(name)", message: "\(golden(name)) does not exist")
        }
        do {
            return try existing.readFile(name, limit: limit)
        } catch let error as ConfinementError {
            throw FileFormatError(file: caseFile, field: "goldens/\(name)", message: "\(error)")
        }
    }

    /// Records `image` as the approved `name` (in the new goldens folder, until `commit`).
    func recordGolden(_ image: RGBAImage, as name: String) throws {
        try recordBytes(try PNGFile.encode(image, name: golden(name)), as: name)
    }

    /// Records `text` as the approved `name`.
    func recordGolden(_ text: String, as name: String) throws {
        try recordBytes(Array(text.utf8), as: name)
    }

    /// Records `bytes` as the approved `name` (the renderer's fingerprint).
    func recordGolden(_ bytes: [UInt8], as name: String) throws {
        try recordBytes(bytes, as: name)
    }

    private func recordBytes(_ bytes: [UInt8], as name: String) throws {
        let folder = try stagedFolder()
        do {
            try folder.staging.writeAtomically(bytes, as: name)
        } catch let error as FileWriteError {
            throw FileWriteError(path: golden(name), reason: error.reason)
        }
        recorded[name] = bytes
    }

    /// The new goldens folder, made on first use beside the old one in `__goldens__` (made if need be, with a
    /// `.gitignore` that keeps temporary names out of `git add`); temporaries a killed run left there go first.
    private func stagedFolder() throws -> StagedFolder {
        if let staged { return staged }
        var components = suite.components(of: goldens)
        let name = components.removeLast()
        let parent: DirectoryHandle
        do {
            parent = try suite.handle().subfolder(components: components, create: true)
        } catch let error as ConfinementError {
            throw FileFormatError(file: caseFile, field: "goldens", message: "\(error)")
        }
        TemporaryFiles.removeStale(in: parent)
        do {
            if parent.kind(of: ".gitignore") == nil {
                try parent.writeAtomically(Array(GoldenFiles.gitignore.utf8), as: ".gitignore")
            }
            let folder = try StagedFolder(replacing: name, in: parent)
            staged = folder
            return folder
        } catch let error as FileWriteError where GoldenFiles.isPermissionDenied(error) {
            throw FileWriteError(
                path: (goldens as NSString).deletingLastPathComponent,
                reason: "permission denied: the goldens are read-only to this user, so nothing was recorded (\(error.reason))")
        }
    }

    /// Whether a write failed for want of permission (or on a read-only file system).
    static func isPermissionDenied(_ error: FileWriteError) -> Bool {
        [EACCES, EPERM, EROFS].contains { error.reason.hasSuffix(String(cString: strerror($0))) }
    }

    /// What `__goldens__/.gitignore` says.
    static let gitignore =
        "# overlay-sim's temporary names while it records goldens: never commit them.\n\(DirectoryHandle.temporaryPrefix)*\n"

    /// Puts the recorded goldens in place as a whole, with the files of the old folder not recorded anew; with
    /// `dropping` true, approved images and logs the run no longer produces (not in `kept`) are left out.
    func commit(keeping kept: [String], dropping: Bool) throws {
        let stale = (existing?.names() ?? []).filter { name in
            dropping && recorded[name] == nil && !kept.contains(golden(name))
                && (name.hasSuffix(".png") || name == CheckCase.frameLogName)
        }
        guard !recorded.isEmpty || !stale.isEmpty else { return }
        let folder = try stagedFolder()
        for name in existing?.names() ?? []
        where recorded[name] == nil && !stale.contains(name) && !name.hasPrefix(DirectoryHandle.temporaryPrefix) {
            try folder.staging.writeAtomically(try readGolden(name, limit: GoldenFiles.frameLogLimit), as: name)
        }
        try folder.commit()
    }

    /// Removes the new goldens folder (the case failed before `commit`).
    func discard() { staged?.discard() }

    /// The case's folder in the output, made on first use.
    private func artifactFolder() throws -> DirectoryHandle {
        if let artifacts { return artifacts }
        let folder = try output.folder(artifactsPath, create: true, file: output.path, field: nil)
        artifacts = folder
        return folder
    }

    /// Writes `image` into the case's output folder; returns its path relative to the output.
    func writeArtifact(_ image: RGBAImage, as name: String) throws -> String {
        try writeArtifact(try PNGFile.encode(image, name: name), as: name)
    }

    /// Writes `text` into the case's output folder; returns its path relative to the output.
    @discardableResult
    func writeArtifact(_ text: String, as name: String) throws -> String {
        try writeArtifact(Array(text.utf8), as: name)
    }

    private func writeArtifact(_ bytes: [UInt8], as name: String) throws -> String {
        try artifactFolder().writeAtomically(bytes, as: name)
        return outputPrefix + "/" + name
    }

    /// Copies the approved file `name` into the output as `copyName`: its bytes, never a link to it, so the report
    /// and the suite never share a file.
    func copyGolden(_ name: String, as copyName: String) throws -> String {
        try writeArtifact(try readGolden(name, limit: GoldenFiles.imageLimit), as: copyName)
    }
}
