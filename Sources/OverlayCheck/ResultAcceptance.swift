import Foundation
import OverlayFiles
import OverlayRender

/// `overlay-sim check accept`: a failed case's actual results, as a check's output folder holds them, made its
/// approved results, whole and at once (the goldens folder is rebuilt beside the old one and swapped in).
///
/// The results file is data: the goldens written are only ever `NAME.png` and `framelog.jsonl` (names checked as
/// a case file's) in `__goldens__/CASE/` beside an existing `CASE.case.json` it names, and the files read are only
/// `cases/ID/FILE` inside the output folder, opened without following links; images must decode.
public enum ResultAcceptance {
    /// What was accepted for one case.
    public struct Accepted: Equatable, Sendable {
        /// The case's goldens folder.
        public var goldens: String
        /// The golden files written, in the outcomes' order.
        public var files: [String]
    }

    /// Makes the actual results of `result`'s failed comparisons, found in the output folder `output`, the case's
    /// approved results; its other goldens stay, and approved files the run no longer produced go.
    /// - Throws: `FileFormatError` (naming the results file and field) for anything that does not add up; a write
    ///   error when the goldens cannot be written (the old goldens then stay).
    public static func accept(_ result: CaseResult, caseIndex: Int, output: String) throws -> Accepted {
        let resultsFile = (output as NSString).appendingPathComponent(CheckResults.fileName)
        func refuse(_ field: String, _ message: String) -> FileFormatError {
            FileFormatError(file: resultsFile, field: "cases[\(caseIndex)]" + field, message: message)
        }
        if let error = result.error {
            throw refuse(".error", "the case did not run, so there is nothing to accept (\(error))")
        }
        let caseFile = result.file
        let caseName = (caseFile as NSString).lastPathComponent
        var status = stat()
        guard caseName.hasSuffix(CheckCase.fileSuffix), caseName.count > CheckCase.fileSuffix.count,
            lstat(caseFile, &status) == 0, status.st_mode & S_IFMT == S_IFREG
        else {
            throw refuse(".file", "\(JSONWriter.quoted(caseFile)) is not a case file (NAME\(CheckCase.fileSuffix)) that exists")
        }
        let folder = (caseFile as NSString).deletingLastPathComponent
        let suite = ConfinedFolder(folder.isEmpty ? "." : folder, role: "the case's folder")
        let goldensPath = CheckCase.goldensFolder + "/" + String(caseName.dropLast(CheckCase.fileSuffix.count))
        let goldens = try suite.resolve(goldensPath, file: caseFile, field: "")
        let outputFolder = ConfinedFolder(output, role: "the check's output")
        let files = try GoldenFiles(
            suite: suite, caseFile: caseFile, goldens: goldens, output: outputFolder,
            artifacts: try outputFolder.resolve("cases/" + result.id, file: resultsFile, field: "cases[\(caseIndex)].id"),
            outputPrefix: "cases/" + result.id)
        defer { files.discard() }
        var kept: [String] = []
        var written: [String] = []
        for (index, outcome) in result.outcomes.enumerated() {
            let field = ".outcomes[\(index)]"
            let fileName: String
            switch outcome.kind {
            case .frameLog:
                fileName = CheckCase.frameLogName
            case .image:
                if let problem = CheckCase.problem(withCheckpointName: outcome.name) { throw refuse(field + ".name", problem) }
                fileName = outcome.name + ".png"
            }
            kept.append(files.golden(fileName))
            guard outcome.status.isFailure else { continue }
            guard let actual = outcome.actual else { throw refuse(field + ".actual", "missing: the run kept no actual result") }
            let bytes = try read(actual, id: result.id, output: output, refuse: { refuse(field + ".actual", $0) })
            if outcome.kind == .image { _ = try PNGFile.decode(bytes, name: actual) }
            try files.recordGolden(bytes, as: fileName)
            written.append(fileName)
        }
        try files.commit(keeping: kept, dropping: true)
        return Accepted(goldens: goldens, files: written)
    }

    /// The bytes of `cases/ID/FILE` in `output`, opened without following links.
    private static func read(_ relative: String, id: String, output: String, refuse: (String) -> FileFormatError) throws -> [UInt8] {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, parts[0] == "cases", parts[1] == id, isPlainName(id), isPlainName(parts[2]) else {
            throw refuse("expected a file in cases/\(id)/, found \(JSONWriter.quoted(relative))")
        }
        do {
            return try DirectoryHandle.open(output).subfolder(components: ["cases", id]).readFile(parts[2], limit: 256 * 1_048_576)
        } catch let error as ConfinementError {
            throw refuse("\(relative): \(error)")
        }
    }

    /// One file or folder name of letters, digits, `.`, `-` and `_`, not `.` or `..`.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && name.count <= 255
            && name.unicodeScalars.allSatisfy {
                $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0))
            }
    }
}
