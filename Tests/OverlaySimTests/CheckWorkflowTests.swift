import Foundation
import XCTest

/// The record → fail → report → accept workflow through the real binary: `--update` modes (a bare `--update`
/// rewrites only the failing cases), `--last-failed`, and `check accept` with the command the report shows.
final class CheckWorkflowTests: XCTestCase {
    private var folder: String!
    private var suite: String { folder + "/suite" }
    private var goldens: String { suite + "/__goldens__" }

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: CommandLineTests.binary.path), "overlay-sim not built")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-workflow-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: suite + "/traces", withIntermediateDirectories: true)
        try write("traces/move.json", #"{"until": 0.5, "events": [{"t": 0.1, "kind": "moveToNotch", "index": 1}]}"#)
        // a lets any number of pixels differ: it always passes; b and c match exactly.
        try write(
            "a.case.json",
            #"{"scenario": "maps", "trace": "traces/move.json", "checkpoints": [0, 0.3], "scale": 0.25, "maxDiffPixels": 1000000}"#)
        for name in ["b", "c"] {
            try write("\(name).case.json", #"{"scenario": "maps", "trace": "traces/move.json", "checkpoints": [0.3], "scale": 0.25}"#)
        }
        XCTAssertEqual(try check(["--update=missing"]).status, 0)
    }

    override func tearDown() {
        if let folder { try? FileManager.default.removeItem(atPath: folder) }
    }

    private func write(_ relative: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: suite + "/" + relative))
    }

    private func check(_ arguments: [String], ci: Bool = false, output: [String]? = nil) throws -> CommandLineTests.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = ci ? "true" : nil
        return try CommandLineTests.run(
            ["check", suite] + (output ?? ["--output", folder + "/out"]) + arguments, environment: environment)
    }

    private func accept(_ arguments: [String], ci: Bool = false) throws -> CommandLineTests.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = ci ? "true" : nil
        return try CommandLineTests.run(["check", "accept"] + arguments, environment: environment)
    }

    private func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    /// Puts the scene at 0 s in place of the approved image of `name` at 0.3 s: a failure for b and c, not for a.
    private func alter(_ name: String) throws {
        let path = goldens + "/\(name)/t-0.300.png"
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: goldens + "/a/t-0.000.png", toPath: path)
    }

    func testABareUpdateRewritesOnlyTheFailingCases() throws {
        let fresh = try bytes(goldens + "/b/t-0.300.png")
        XCTAssertEqual(try bytes(goldens + "/a/t-0.300.png"), fresh, "a and b render the same scene")
        try alter("a")
        try alter("b")
        let altered = try bytes(goldens + "/a/t-0.300.png")

        XCTAssertEqual(
            try check(["--update"], ci: true).stderr,
            "overlay-sim: --update=changed is refused when CI=true: approved results are recorded on a developer's machine, reviewed and committed, never written by CI\n"
        )
        XCTAssertEqual(try check(["--update=missing"]).status, 1, "missing records nothing that exists")
        XCTAssertNotEqual(try bytes(goldens + "/b/t-0.300.png"), fresh)

        let changed = try check(["--update"])
        XCTAssertEqual(changed.status, 0, changed.stdout + changed.stderr)
        XCTAssertTrue(changed.stdout.contains("RECORDED suite/b: t-0.300: recorded"), changed.stdout)
        XCTAssertFalse(changed.stdout.contains("RECORDED suite/a"), "a passes within its budget: left alone")
        XCTAssertEqual(try bytes(goldens + "/b/t-0.300.png"), fresh)
        XCTAssertEqual(try bytes(goldens + "/a/t-0.300.png"), altered)

        let all = try check(["--update", "all"])
        XCTAssertEqual(all.status, 0, all.stderr)
        XCTAssertTrue(all.stdout.contains("RECORDED suite/a: t-0.300: recorded"), all.stdout)
        XCTAssertEqual(try bytes(goldens + "/a/t-0.300.png"), fresh, "all rewrites every image that is not exactly the same")
    }

    func testLastFailedRunsThePreviousFailuresOnly() throws {
        try alter("b")
        XCTAssertEqual(try check([]).status, 1)
        let again = try check(["--last-failed"])
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(again.stdout.hasSuffix("check: 0 passed, 1 failed\n"), again.stdout)
        XCTAssertTrue(again.stderr.contains("--last-failed: running the 1 of 3 previous cases that failed"), again.stderr)
        XCTAssertEqual(try check(["--update"]).status, 0)
        let none = try check(["--last-failed"])
        XCTAssertEqual(none.stdout, "check: 3 passed, 0 failed\n", "no failure last time: every case runs")
        XCTAssertTrue(none.stderr.contains("no case failed in the previous run"), none.stderr)
    }

    func testTheReportShowsTheAcceptCommandThatMakesTheActualResultsApproved() throws {
        let fresh = try bytes(goldens + "/b/t-0.300.png")
        try alter("b")
        try write("c.case.json", #"{"scenario": "maps", "trace": "traces/move.json", "checkpoints": [0.2], "scale": 0.25}"#)
        let report = folder + "/my report"
        XCTAssertEqual(try check([], output: ["--report", report]).status, 1)
        let page = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        XCTAssertTrue(page.contains("<code class=\"accept-command\">overlay-sim check accept &#39;\(report)&#39; &#39;suite/b&#39;</code>"))
        XCTAssertEqual(page.components(separatedBy: "class=\"accept-command\"").count - 1, 2, "one for each failed case")

        XCTAssertEqual(try accept([report, "suite/b"], ci: true).status, 64)
        XCTAssertEqual(try accept([report, "suite/nothere"]).status, 2)
        let passed = try accept([report, "suite/a"])
        XCTAssertEqual(passed.stdout, "suite/a: passed, nothing to accept\naccept: 0 cases accepted, 0 not\n")

        let accepted = try accept([report, "suite/b"])
        XCTAssertEqual(accepted.status, 0, accepted.stderr)
        XCTAssertEqual(accepted.stdout, "accepted suite/b: t-0.300.png in \(goldens)/b\naccept: 1 cases accepted, 0 not\n")
        XCTAssertEqual(try bytes(goldens + "/b/t-0.300.png"), fresh, "the actual image, byte for byte")

        // Every failed case at once; c's stale checkpoint goes, its new one comes: the whole case.
        XCTAssertEqual(try accept([report + "/index.html"]).status, 0)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: goldens + "/c").sorted(),
            ["framelog.jsonl", "renderer.json", "t-0.200.png"])
        XCTAssertEqual(try check([]).stdout, "check: 3 passed, 0 failed\n")
    }

    func testAcceptReadsOnlyTheOutputsOwnFiles() throws {
        try alter("b")
        XCTAssertEqual(try check([]).status, 1)
        let results = folder + "/out/results.json"
        let text = try String(contentsOfFile: results, encoding: .utf8).replacingOccurrences(of: "\\/", with: "/")
        XCTAssertTrue(text.contains("cases/0002-suite_b/t-0.300.actual.png"))
        try text.replacingOccurrences(of: "cases/0002-suite_b/t-0.300.actual.png", with: "cases/../../suite/__goldens__/a/t-0.300.png")
            .write(toFile: results, atomically: true, encoding: .utf8)
        let refused = try accept([folder + "/out"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(
            refused.stderr.contains(
                "field `cases[1].outcomes[0].actual`: expected a file in cases/0002-suite_b/, found \"cases/../../suite/__goldens__/a/t-0.300.png\""
            ),
            refused.stderr)
    }
}
