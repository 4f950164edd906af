import ArgumentParser
import Foundation
import OverlayCheck
import OverlayFiles

/// `overlay-sim check`: visual and trajectory regression of suites of cases against their approved results.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Replays each case of the suites and compares its checkpoints and frame log with the approved results.",
        discussion: """
            A suite is a folder of NAME.case.json files; the approved results of a case lie beside it in \
            __goldens__/NAME/ (t-0.500.png…, framelog.jsonl). Exit status 0 when everything matches, 1 when something \
            differs or is missing, 2 for a malformed file (named with its field). Each failure writes the actual image, \
            the diff image and a one-line reason into the output folder. Paths inside suites stay inside them. \
            `overlay-sim check accept OUTPUT [CASE…]` makes a failed run's actual results the approved ones.
            """,
        subcommands: [CheckAcceptCommand.self]
    )

    @Argument(help: "Suite folders (or single NAME.case.json files).")
    var suites: [String]

    @OptionGroup var updateOptions: GoldenUpdateOptions
    @OptionGroup var comparison: ComparisonOptions

    @Option(help: "The folder for failures' files and results.json (default: check-results; with --report, the report's folder).")
    var output: String?

    @Option(help: "Write a self-contained HTML report (index.html and its images) into this folder.")
    var report: String?

    @Option(help: "Write JUnit XML here (one testcase per checkpoint and per frame log).")
    var junit: String?

    @Option(parsing: .unconditional, help: "Cases run at once, each in its own process (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Run only the K-th of N deterministic parts of the cases (1/3, 2/3, 3/3 cover everything once).")
    var shard: Shard?

    @Option(help: "Run only the cases whose name (SUITE/NAME) contains this, or matches it as a glob (*, ?, […]).")
    var filter: String?

    @Flag(help: "Run only the cases that failed in the previous run into the same output folder (its results.json).")
    var lastFailed = false

    @Option(parsing: .unconditional, help: "Seconds a case may take before it is stopped and fails.")
    var caseTimeout: Double = 60

    func validate() throws {
        guard !suites.isEmpty else { throw ValidationError("give at least one suite folder") }
        guard jobs >= 1, jobs <= 256 else { throw ValidationError("--jobs must be between 1 and 256, got \(jobs)") }
        guard caseTimeout.isFinite, caseTimeout > 0 else { throw ValidationError("--case-timeout must be above 0 seconds") }
        guard output == nil || report == nil else {
            throw ValidationError("--report's folder is also the output folder; give --output or --report, not both")
        }
        if let junit, !OutputPath.hasExtension(junit, "xml") { throw ValidationError("--junit must name a .xml file, got \(junit)") }
    }

    func run() throws {
        let started = Date()
        let mode = try updateOptions.mode(environment: ProcessInfo.processInfo.environment)
        let outputPath = report ?? output ?? "check-results"
        if let junit { try OutputPath.checkFolder(of: junit, status: 2) }
        var plan = try CheckPlan(suites: suites, filter: filter, shard: shard)
        if lastFailed { try LastFailed.select(&plan, output: outputPath) }
        try plan.validateCases(output: outputPath)

        // A signal removes the temporaries (the new output folder) after ending the case processes, which remove
        // theirs; what a SIGKILL left is removed here and by `OutputStaging`.
        TemporaryFiles.shared.onCleanup { LiveChildren.shared.terminateAll() }
        TemporaryFiles.shared.removeOnSignals()
        plan.removeStaleTemporaries()
        let staging = try OutputStaging(path: outputPath, junit: junit)
        let settings = comparison.settings(update: mode, copiesExpected: report != nil)
        let pool = CaseProcessPool(
            jobs: jobs, timeout: caseTimeout, output: staging.stagingPath,
            arguments: comparison.arguments + ["--update", mode.rawValue] + (report != nil ? ["--copy-expected"] : []))
        let progress = ProgressBar(total: plan.jobs.count, label: "check", unit: "cases")
        var finishedCount = 0
        let cases = try pool.run(plan.jobs) { result in
            finishedCount += 1
            progress.update(finishedCount, detail: result.name)
        }
        progress.finish()
        let results = CheckResults(cases: cases, settings: settings.summary)
        try CheckOutputs.write(results, staging: staging, report: report != nil, junit: junit, started: started)
        try CheckOutputs.finish(results)
    }
}
