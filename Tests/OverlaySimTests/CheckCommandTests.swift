import Foundation
import XCTest

/// `overlay-sim check` through the real binary: exit statuses, recording only when asked and never under CI,
/// shards that cover the suite once, the filter, the per-case time limit, malformed cases, the merge of shards.
final class CheckCommandTests: XCTestCase {
    private var folder: String!
    private var suite: String { folder + "/suite" }

    override func setUpWithError() throws {
        try XCTSkipUnless(
            FileManager.default.isExecutableFile(atPath: CommandLineTests.binary.path),
            "overlay-sim not built at \(CommandLineTests.binary.path)")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: suite + "/traces", withIntermediateDirectories: true)
        try write("traces/move.json", #"{"until": 0.5, "events": [{"t": 0.1, "kind": "moveToNotch", "index": 1}]}"#)
        for name in ["a", "b", "c"] {
            try write("\(name).case.json", #"{"scenario": "maps", "trace": "traces/move.json", "checkpoints": [0.3], "scale": 0.25}"#)
        }
    }

    override func tearDown() {
        if let folder { try? FileManager.default.removeItem(atPath: folder) }
    }

    private func write(_ relative: String, _ text: String) throws {
        let path = suite + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Runs the binary outside CI unless told (the test run itself may be in CI).
    private func check(_ arguments: [String], ci: Bool = false, crashing: String? = nil) throws -> CommandLineTests.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = ci ? "true" : nil
        // The case processes' stand-in for a crash: this case's process dies by SIGKILL once the case has run.
        environment["OVERLAYSIM_TEST_CRASH_CASE"] = crashing
        return try CommandLineTests.run(["check", suite, "--output", folder + "/out"] + arguments, environment: environment)
    }

    func testMissingGoldensFailThenRecordThenPass() throws {
        let missing = try check([])
        XCTAssertEqual(missing.status, 1, missing.stderr)
        XCTAssertTrue(missing.stdout.hasSuffix("check: 0 passed, 3 failed\n"), missing.stdout)
        XCTAssertTrue(
            missing.stdout.contains("FAIL suite/a: t-0.300: no approved image at \(suite)/__goldens__/a/t-0.300.png"), missing.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: suite + "/__goldens__"))

        let refused = try check(["--update-missing"], ci: true)
        XCTAssertEqual(refused.status, 64)
        XCTAssertTrue(refused.stderr.contains("--update-missing is refused when CI=true"), refused.stderr)
        XCTAssertEqual(try check(["--update"], ci: true).status, 64)
        XCTAssertFalse(FileManager.default.fileExists(atPath: suite + "/__goldens__"), "CI records nothing")

        let recorded = try check(["--update-missing"])
        XCTAssertEqual(recorded.status, 0, recorded.stderr)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: suite + "/__goldens__/b").sorted(),
            ["framelog.jsonl", "renderer.json", "t-0.300.png"])
        let passed = try check(["--jobs", "2"])
        XCTAssertEqual(passed.status, 0, passed.stdout + passed.stderr)
        XCTAssertEqual(passed.stdout, "check: 3 passed, 0 failed\n")
    }

    /// The shipped example suite matches its approved results (so a change of behaviour shows here too).
    func testTheExampleSuitePasses() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let result = try CommandLineTests.run([
            "check", repository.appendingPathComponent("Assets/suites/maps").path,
            "--output", folder + "/example", "--junit", folder + "/example.xml",
        ])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(result.stdout, "check: 4 passed, 0 failed\n")
        let junit = try String(contentsOfFile: folder + "/example.xml", encoding: .utf8)
        XCTAssertTrue(junit.contains("<testsuite name=\"maps\" tests=\"21\" failures=\"0\" errors=\"0\""), junit)
        XCTAssertTrue(junit.contains("<testcase classname=\"maps/handover\" name=\"t-1.250\""), junit)
    }

    func testShardsCoverTheSuiteOnceAndMerge() throws {
        XCTAssertEqual(try check(["--update-missing"]).status, 0)
        var seen: [String] = []
        for shard in 1...2 {
            let result = try CommandLineTests.run(["check", suite, "--shard", "\(shard)/2", "--report", folder + "/shard\(shard)"])
            XCTAssertEqual(result.status, 0, result.stderr)
            let results =
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/shard\(shard)/results.json")))
                as? [String: Any]
            seen += ((results?["cases"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String }
        }
        XCTAssertEqual(seen.sorted(), ["suite/a", "suite/b", "suite/c"])
        XCTAssertEqual(seen, ["suite/a", "suite/c", "suite/b"], "shard 1 takes every second case from the first")

        let merged = try CommandLineTests.run([
            "check-report", "merge", folder + "/shard1", folder + "/shard2",
            "--report", folder + "/merged", "--junit", folder + "/merged.xml",
        ])
        XCTAssertEqual(merged.status, 0, merged.stderr)
        XCTAssertEqual(merged.stdout, "check: 3 passed, 0 failed\n")
        let page = try String(contentsOfFile: folder + "/merged/index.html", encoding: .utf8)
        XCTAssertEqual(page.components(separatedBy: "<section class=\"case passed\"").count - 1, 3)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/merged/cases/0002-suite_b/t-0.300.expected.png"))
        let junit = try String(contentsOfFile: folder + "/merged.xml", encoding: .utf8)
        XCTAssertTrue(junit.contains("<testsuites name=\"overlay-sim check\" tests=\"6\" failures=\"0\" errors=\"0\""), junit)

        let notResults = try CommandLineTests.run(["check-report", "merge", suite, "--report", folder + "/merged"])
        XCTAssertEqual(notResults.status, 2)
        XCTAssertTrue(notResults.stderr.contains("\(suite)/results.json: file not found"), notResults.stderr)
    }

    func testTheFilterAndAMalformedCase() throws {
        let filtered = try check(["--filter", "b"])
        XCTAssertTrue(filtered.stdout.hasSuffix("check: 0 passed, 1 failed\n"), filtered.stdout)
        let globbed = try check(["--filter", "suite/[ac]"])
        XCTAssertTrue(globbed.stdout.hasSuffix("check: 0 passed, 2 failed\n"), globbed.stdout)

        try write("bad.case.json", #"{"scenario": "maps", "trace": "../outside.json"}"#)
        let malformed = try check([])
        XCTAssertEqual(malformed.status, 2)
        let message =
            "\(suite)/bad.case.json: field `trace`: \"../outside.json\" leads outside the suite (\(suite)) through `..`; paths stay inside it"
        XCTAssertTrue(malformed.stdout.contains("FAIL suite/bad: \(message)\n"), malformed.stdout)
        XCTAssertTrue(malformed.stdout.hasSuffix("check: 0 passed, 4 failed\n"), "the other cases run: \(malformed.stdout)")
        XCTAssertEqual(malformed.stderr, "overlay-sim: \(message)\noverlay-sim: \(message)\n")
    }

    func testAHungCaseFailsAloneAtItsTimeLimit() throws {
        XCTAssertEqual(try check(["--update-missing"]).status, 0)
        // A day of simulated time: far longer than the limit.
        try write("traces/day.json", #"{"until": 86400, "events": []}"#)
        // First of the suite, so with one job of one thread it heads the only batch: the cases after it must still run.
        try write("0-hang.case.json", #"{"scenario": "maps", "trace": "traces/day.json", "checkpoints": [86400], "scale": 0.25}"#)
        let started = Date()
        let result = try check(["--case-timeout", "2", "--jobs", "1", "--threads", "1", "--junit", folder + "/junit.xml"])
        XCTAssertLessThan(Date().timeIntervalSince(started), 30)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("FAIL suite/0-hang: timed out: still running after 2 s (--case-timeout)"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("check: 3 passed, 1 failed\n"), result.stdout)
        let junit = try String(contentsOfFile: folder + "/junit.xml", encoding: .utf8)
        XCTAssertTrue(junit.contains("<error message=\"timed out: still running after 2 s (--case-timeout)\" type=\"error\">"), junit)
    }

    func testAHungCaseFailsAloneAmongThreads() throws {
        XCTAssertEqual(try check(["--update-missing"]).status, 0)
        try write("traces/day.json", #"{"until": 86400, "events": []}"#)
        // Third of a, b, b-hang, c: it hangs beside other cases under way in the same process, which must all pass.
        try write("b-hang.case.json", #"{"scenario": "maps", "trace": "traces/day.json", "checkpoints": [86400], "scale": 0.25}"#)
        let result = try check(["--case-timeout", "2", "--jobs", "1", "--threads", "2"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("FAIL suite/b-hang: timed out: still running after 2 s (--case-timeout)"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("check: 3 passed, 1 failed\n"), result.stdout)
    }

    func testACrashingCaseFailsAloneAmongThreads() throws {
        XCTAssertEqual(try check(["--update-missing"]).status, 0)
        // a, b and c start together on three threads of one process; b's end kills the process with a and c under
        // way: each runs again alone, and only b, which dies again, fails.
        let result = try check(["--jobs", "1", "--threads", "3"], crashing: "suite/b")
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.contains("FAIL suite/b: the case process ended with signal 9 and no result"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("check: 2 passed, 1 failed\n"), result.stdout)
        XCTAssertEqual(try check(["--jobs", "1", "--threads", "3"]).stdout, "check: 3 passed, 0 failed\n", "nothing was left broken")
    }

    func testProcessesAndThreadsAreGivenInRange() throws {
        XCTAssertEqual(try check(["--update-missing"]).status, 0)
        for (option, message) in [
            ("--threads=0", "--threads must be between 1 and 64, got 0"), ("--threads=65", "--threads must be between 1 and 64, got 65"),
            ("--cases-per-process=0", "--cases-per-process must be between 1 and 1024, got 0"),
            ("--jobs=0", "--jobs must be between 1 and 256, got 0"),
        ] {
            let refused = try check([option])
            XCTAssertEqual(refused.status, 64, option)
            XCTAssertTrue(refused.stderr.hasPrefix("overlay-sim: \(message)\n"), refused.stderr)
        }
        // A process for each case, two at once: the same verdict.
        let alone = try check(["--cases-per-process", "1", "--jobs", "2", "--threads", "1"])
        XCTAssertEqual(alone.stdout, "check: 3 passed, 0 failed\n", alone.stderr)
    }
}
