import ArgumentParser
import Foundation
import OverlayCheck
import OverlayFiles

/// `overlay-sim check-case` (hidden): a batch of `check`'s cases, in a process of their own so that `check` can
/// run cases in parallel and stop one that hangs. Runs them on up to `--threads` threads; writes
/// OUTPUT/cases/ID/result.json for each case as it ends, and reports on stdout, one line each, `start I` as case I
/// (its place in the batch, from 0) begins and `end I` once its result is written, so that `check` knows which cases
/// are under way and since when.
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

    @Option(help: "Cases run at once, each on its own thread with its own canvas.")
    var threads: Int = 1

    /// A test's stand-in for a case that crashes its process (a fault in a C library, say): the case named here
    /// runs, then its process dies by SIGKILL before writing the result.
    static let crashVariable = "OVERLAYSIM_TEST_CRASH_CASE"

    func validate() throws {
        guard !casePath.isEmpty, [suite.count, id.count, name.count].allSatisfy({ $0 == casePath.count }) else {
            throw ValidationError("give --suite, --case, --id and --name once for each case")
        }
        guard threads >= 1, threads <= 64 else { throw ValidationError("--threads must be between 1 and 64, got \(threads)") }
    }

    func run() throws {
        guard let mode = GoldenUpdate(rawValue: update) else {
            throw CommandFailure.usage("--update must be never, missing, changed or all")
        }
        // Ended by a signal or by the parent's end, the process leaves no temporary file and no half-new goldens.
        TemporaryFiles.shared.removeOnSignals()
        if exitWithParent { TemporaryFiles.shared.removeWhenClosed(0) }
        // `check` may be gone when a line is reported: the lifeline then ends this process, not SIGPIPE.
        _ = signal(SIGPIPE, SIG_IGN)
        let outputFolder = ConfinedFolder(output, role: "the output folder")
        let cases = casePath.indices.map { index in
            CaseThreads.Case(suite: suite[index], relativePath: casePath[index], id: id[index], name: name[index])
        }
        let crashing = ProcessInfo.processInfo.environment[CheckCaseCommand.crashVariable]
        let runner = CaseThreads(
            settings: comparison.settings(update: mode, copiesExpected: copyExpected), output: output, threads: threads)
        do {
            let started: @Sendable (Int) -> Void = { CheckCaseCommand.report("start \($0)") }
            try runner.run(cases, started: started) { index, result in
                if cases[index].name == crashing { kill(getpid(), SIGKILL) }
                let path = outputFolder.path + "/cases/" + cases[index].id + "/result.json"
                do {
                    let folder = try outputFolder.resolve("cases/" + cases[index].id, file: outputFolder.path, field: "")
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.sortedKeys]
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                    // Written whole under a temporary name before the line that says the case ended.
                    try AtomicFile.write(try encoder.encode(result), to: folder + "/result.json")
                } catch {
                    throw CommandFailure.cannotWrite(path, error)
                }
                CheckCaseCommand.report("end \(index)")
            }
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure.failed("cannot start the offscreen canvas: \(error)")
        }
    }

    /// Writes `line` to stdout in one `write`: lines from several threads never interleave (a pipe keeps writes of
    /// up to PIPE_BUF bytes whole).
    private static func report(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
    }
}
