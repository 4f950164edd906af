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
            __goldens__/NAME/ (t-0.500.png…, framelog.jsonl). Cases are named SUITE/NAME, SUITE being the suite's \
            folder name, or its path from the folder holding all the suites given when their names would clash \
            (x/card/flick and y/card/flick). Exit status 0 when everything matches, 1 when something differs or is \
            missing, 2 for a malformed case (named with its file and field; the other cases still run and the report \
            lists it as an error) or when no case is selected (unless --pass-with-no-cases). Each failure writes the \
            actual image, the diff image and a one-line reason into the output folder. Paths inside suites stay \
            inside them. `overlay-sim check accept OUTPUT [CASE…]` makes a failed run's actual results the approved \
            ones.
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

    @Option(parsing: .unconditional, help: "Case processes at once (default: the number of cores divided by --threads).")
    var jobs: Int?

    @Option(
        parsing: .unconditional,
        help: "Cases each case process runs at once, each on its own thread (1 on a machine of one core).")
    var threads: Int = CheckCommand.defaultThreads

    @Option(
        parsing: .unconditional,
        help: "The most cases one case process takes (default: 8 for each of its threads; 1: a process for each case).")
    var casesPerProcess: Int?

    @Option(help: "Run only the K-th of N deterministic parts of the cases (1/3, 2/3, 3/3 cover everything once).")
    var shard: Shard?

    @Option(
        help: "Run only the cases whose name (SUITE/NAME, SUITE a path like x/card) contains this, or matches it as a glob (*, ?, […]).")
    var filter: String?

    @Flag(help: "Run only the cases that failed in the previous run into the same output folder (its results.json).")
    var lastFailed = false

    @Option(parsing: .unconditional, help: "Seconds a case may take before it is stopped and fails.")
    var caseTimeout: Double = 60

    @Flag(help: "Exit 0 when no case is selected (by default a run with no case is an error, status 2).")
    var passWithNoCases = false

    func validate() throws {
        guard !suites.isEmpty else { throw ValidationError("give at least one suite folder") }
        if let jobs, jobs < 1 || jobs > 256 { throw ValidationError("--jobs must be between 1 and 256, got \(jobs)") }
        guard threads >= 1, threads <= 64 else { throw ValidationError("--threads must be between 1 and 64, got \(threads)") }
        if let casesPerProcess, casesPerProcess < 1 || casesPerProcess > 1024 {
            throw ValidationError("--cases-per-process must be between 1 and 1024, got \(casesPerProcess)")
        }
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
        if plan.jobs.isEmpty && !passWithNoCases {
            throw CommandFailure(status: 2, message: Printable.line(plan.noCasesMessage(paths: suites, filter: filter, shard: shard)))
        }
        let broken = plan.readCases(output: outputPath)

        // A signal removes the temporaries (the new output folder) after ending the case processes, which remove
        // theirs; what a SIGKILL left is removed here and by `OutputStaging`.
        TemporaryFiles.shared.onCleanup { LiveChildren.shared.terminateAll() }
        TemporaryFiles.shared.removeOnSignals()
        plan.removeStaleTemporaries()
        let staging = try OutputStaging(path: outputPath, junit: junit)
        let settings = comparison.settings(update: mode, copiesExpected: report != nil)
        let pool = CaseProcessPool(
            jobs: jobs ?? CheckCommand.defaultJobs(threads: threads), threads: threads, timeout: caseTimeout, output: staging.stagingPath,
            arguments: comparison.arguments + ["--update", mode.rawValue] + (report != nil ? ["--copy-expected"] : []),
            batchLimit: casesPerProcess ?? 8 * threads)
        let progress = ProgressBar(total: plan.jobs.count, label: "check", unit: "cases")
        var finishedCount = broken.count
        // Broken cases are results already; the others run.
        let ran = try pool.run(plan.jobs.filter { broken[$0.id] == nil }) { result in
            finishedCount += 1
            progress.update(finishedCount, detail: result.name)
        }
        progress.finish()
        var ranByID: [String: CaseResult] = [:]
        for result in ran { ranByID[result.id] = result }
        let cases = plan.jobs.compactMap { broken[$0.id] ?? ranByID[$0.id] }
        let results = CheckResults(cases: cases, settings: settings.summary, selection: plan.selection)
        try CheckOutputs.write(results, staging: staging, report: report != nil, junit: junit, started: started)
        try CheckOutputs.finish(results)
    }

    /// Two threads in each case process: on two cores, one process of two threads checked more checkpoints a second
    /// than two processes of one (and than a process for each case); the figures are in the CheckSuites article.
    static var defaultThreads: Int { min(2, max(1, ProcessInfo.processInfo.activeProcessorCount)) }

    /// As many processes as keep every core busy with `threads` threads each.
    static func defaultJobs(threads: Int) -> Int {
        max(1, ProcessInfo.processInfo.activeProcessorCount / max(1, threads))
    }
}
