import ArgumentParser
import Foundation
import OverlayCheck
import OverlayFiles

/// `overlay-sim check-case` (hidden): a batch of `check`'s cases, in a process of their own so that `check` can
/// run cases in parallel and stop one that hangs. Writes OUTPUT/cases/ID/result.json for each case as it ends.
struct CheckCaseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-case",
        abstract: "Runs one case of `overlay-sim check` (used by check itself).",
        shouldDisplay: false
    )

    @Option(help: "The output folder.")
    var output: String

    // One case per --suite, --case, --id and --name, in the same order: the process runs them in turn.
    @Option(help: "The suite folder of each case.")
    var suite: [String] = []

    @Option(name: .customLong("case"), help: "Each case file, relative to its suite.")
    var casePath: [String] = []

    @Option(help: "Each case's output folder name.")
    var id: [String] = []

    @Option(help: "Each case's name for people.")
    var name: [String] = []

    @OptionGroup var comparison: ComparisonOptions

    @Option(help: "Record approved results: never, missing, changed or all.")
    var update: String = "never"

    @Flag(help: "Copy each approved image into the output (for the report).")
    var copyExpected = false

    @Flag(help: "Stop (removing temporary files) when stdin, a pipe from the parent, reaches its end.")
    var exitWithParent = false

    func validate() throws {
        guard !casePath.isEmpty, [suite.count, id.count, name.count].allSatisfy({ $0 == casePath.count }) else {
            throw ValidationError("give --suite, --case, --id and --name once for each case")
        }
    }

    func run() throws {
        guard let mode = GoldenUpdate(rawValue: update) else {
            throw CommandFailure.usage("--update must be never, missing, changed or all")
        }
        // Ended by a signal or by the parent's end, the process leaves no temporary file and no half-new goldens.
        TemporaryFiles.shared.removeOnSignals()
        if exitWithParent { TemporaryFiles.shared.removeWhenClosed(0) }
        let outputFolder = ConfinedFolder(output, role: "the output folder")
        let runner: CaseRunner
        do {
            runner = try CaseRunner(settings: comparison.settings(update: mode, copiesExpected: copyExpected), output: outputFolder)
        } catch {
            throw CommandFailure.failed("cannot start the offscreen canvas: \(error)")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for index in casePath.indices {
            let result = runner.run(
                relativePath: casePath[index], suite: ConfinedFolder(suite[index], role: "the suite"),
                id: id[index], name: name[index])
            let folder = try outputFolder.resolve("cases/" + id[index], file: output, field: "")
            let path = folder + "/result.json"
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                // Written whole under a temporary name: `check` takes the file's appearance as the case's end.
                try AtomicFile.write(try encoder.encode(result), to: path)
            } catch {
                throw CommandFailure.cannotWrite(path, error)
            }
        }
    }
}
