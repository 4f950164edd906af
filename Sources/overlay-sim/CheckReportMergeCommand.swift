import ArgumentParser
import Foundation
import OverlayCheck
import OverlayFiles

/// `overlay-sim check-report merge`: the output folders of several `check --shard K/N` runs as one report.
struct CheckReportMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merges the output folders of check runs (the shards of a CI matrix) into one report.",
        discussion: """
            Each folder holds the results.json and the cases/ folder a `check --report DIR` (or --output DIR) run \
            wrote. The merged folder gets every case's files, results.json, index.html and, with --junit, the JUnit \
            XML. Exit status 1 when a merged case failed, 2 for a folder that is not a check's output, or an \
            incomplete merge: each results.json records its shard (K/N) and its cases, and every shard 1…N of a \
            split must be given once with a result for each of its cases.
            """
    )

    @Argument(help: "The output folders of the runs to merge.")
    var folders: [String]

    @Option(help: "The folder of the merged report (created if need be).")
    var report: String

    @Option(help: "Also write the merged JUnit XML here.")
    var junit: String?

    func validate() throws {
        guard !folders.isEmpty else { throw ValidationError("give the output folders of the check runs to merge") }
        if let junit, !OutputPath.hasExtension(junit, "xml") { throw ValidationError("--junit must name a .xml file, got \(junit)") }
    }

    func run() throws {
        if let junit { try OutputPath.checkFolder(of: junit, status: 2) }
        var merged: [CaseResult] = []
        var settings: [String] = []
        var shards: [(CheckResults, String)] = []
        do {
            for folder in folders {
                let results = try CheckResults.load(path: (folder as NSString).appendingPathComponent(CheckResults.fileName))
                try ReportMerge.checkPaths(results, folder: folder)
                shards.append((results, folder))
            }
        } catch let error as FileFormatError {
            throw CommandFailure.malformedFile(error)
        }
        // A shard that never ran (a cancelled matrix job) must not pass as a shorter suite.
        if let problem = CheckResults.incompleteness(of: shards.map { (results: $0.0, folder: $0.1) }) {
            throw CommandFailure(status: 2, message: "incomplete merge: " + Printable.line(problem))
        }
        TemporaryFiles.shared.removeOnSignals()
        // The merged report is built beside its place and replaces the old one whole (which may be a shard's).
        let staging = try OutputStaging(path: report, junit: junit)
        for (results, folder) in shards {
            for result in results.cases where !merged.contains(where: { $0.id == result.id }) {
                do {
                    try ReportMerge.copyCase(result.id, from: folder, to: staging.stagingPath)
                } catch {
                    throw CommandFailure.cannotWrite((report as NSString).appendingPathComponent("cases/" + result.id), error)
                }
                merged.append(result)
            }
            if !settings.contains(results.settings) { settings.append(results.settings) }
        }
        // Case folder names start with the case's position among all cases, so this is the order of one whole run.
        merged.sort { $0.id < $1.id }
        // The merge is complete: as one run of every case, so it can itself be merged with other whole runs.
        let results = CheckResults(
            cases: merged, settings: settings.joined(separator: "; "),
            selection: CheckSelection(shard: 1, shardCount: 1, totalCases: merged.count, cases: merged.map(\.id)))
        try CheckOutputs.write(results, staging: staging, report: true, junit: junit)
        try CheckOutputs.finish(results)
    }
}
