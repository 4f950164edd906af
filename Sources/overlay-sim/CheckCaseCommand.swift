import ArgumentParser
import Foundation
import OverlayCheck
import OverlayFiles

/// `overlay-sim check-case` (hidden): one case of `check`, in its own process so that `check` can run cases in
/// parallel and stop one that hangs. Writes OUTPUT/cases/ID/result.json.
struct CheckCaseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-case",
        abstract: "Runs one case of `overlay-sim check` (used by check itself).",
        shouldDisplay: false
    )

    @Option(help: "The suite folder.")
    var suite: String

    @Option(name: .customLong("case"), help: "The case file, relative to the suite.")
    var casePath: String

    @Option(help: "The case's output folder name.")
    var id: String

    @Option(help: "The case's name for people.")
    var name: String

    @Option(help: "The output folder.")
    var output: String

    @OptionGroup var comparison: ComparisonOptions

    @Option(help: "Record approved results: never, missing or all.")
    var update: String = "never"

    @Flag(help: "Copy each approved image into the output (for the report).")
    var copyExpected = false

    func run() throws {
        guard let mode = GoldenUpdate(rawValue: update) else { throw CommandFailure.usage("--update must be never, missing or all") }
        let outputFolder = ConfinedFolder(output, role: "the output folder")
        let runner: CaseRunner
        do {
            runner = try CaseRunner(settings: comparison.settings(update: mode, copiesExpected: copyExpected), output: outputFolder)
        } catch {
            throw CommandFailure.failed("cannot start the offscreen canvas: \(error)")
        }
        let result = runner.run(relativePath: casePath, suite: ConfinedFolder(suite, role: "the suite"), id: id, name: name)
        let folder = try outputFolder.resolve("cases/" + id, file: output, field: "")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try AtomicFile.write(try encoder.encode(result), to: folder + "/result.json")
        } catch {
            throw CommandFailure.cannotWrite(folder + "/result.json", error)
        }
    }
}
