import Foundation
import OverlayCheck
import OverlayFiles

/// `check --last-failed`: the cases that failed in the previous run into the same output folder, read from its
/// `results.json` (which every run writes, so nothing else is kept). With no previous run, or none that failed,
/// every case runs, as pytest's `--last-failed` does.
enum LastFailed {
    /// Keeps the jobs of `plan` whose case failed in `output`'s previous results; says on stderr what it kept.
    static func select(_ plan: inout CheckPlan, output: String) throws {
        let path = (output as NSString).appendingPathComponent(CheckResults.fileName)
        guard FileManager.default.fileExists(atPath: path) else {
            note("--last-failed: no previous results at \(path); running every case")
            return
        }
        let previous: CheckResults
        do {
            previous = try CheckResults.load(path: path)
        } catch let error as FileFormatError {
            throw CommandFailure.malformedFile(error)
        }
        let failed = Set(previous.cases.filter { $0.status == .failed }.map(\.name))
        guard !failed.isEmpty else {
            note("--last-failed: no case failed in the previous run (\(path)); running every case")
            return
        }
        plan.jobs = plan.jobs.filter { failed.contains($0.entry.name) }
        note("--last-failed: running the \(plan.jobs.count) of \(previous.cases.count) previous cases that failed")
    }

    private static func note(_ text: String) {
        FileHandle.standardError.write(Data((Printable.line(text) + "\n").utf8))
    }
}
