import Foundation
import XCTest

/// Verdicts a CI can trust (issue 25, items 6–8): a run that selects no case is an error, a merge with a shard
/// missing is refused, suites with the same folder name stay apart, and a broken case is an error entry while the
/// others run.
final class CheckVerdictTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: CommandLineTests.binary.path), "overlay-sim not built")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-verdict-\(UUID().uuidString)").path
        for suite in ["x/card", "y/card"] {
            try write("\(suite)/traces/move.json", #"{"until": 0.5, "events": [{"t": 0.1, "kind": "moveToNotch", "index": 1}]}"#)
            try write(
                "\(suite)/flick.case.json", #"{"scenario": "maps", "trace": "traces/move.json", "checkpoints": [0.3], "scale": 0.25}"#)
        }
    }

    override func tearDown() {
        if let folder { try? FileManager.default.removeItem(atPath: folder) }
    }

    private func write(_ relative: String, _ text: String) throws {
        let path = folder + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Runs `overlay-sim ARGUMENTS` in the test's folder, outside CI.
    private func run(_ arguments: [String]) throws -> CommandLineTests.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        return try CommandLineTests.run(arguments, environment: environment, directory: folder)
    }

    // MARK: - Item 6: no case selected, incomplete merges

    func testNoCaseSelectedIsAnErrorUnlessAllowed() throws {
        let filtered = try run(["check", "x/card", "--filter", "nomatch", "--output", "out"])
        XCTAssertEqual(filtered.status, 2, filtered.stdout)
        XCTAssertEqual(
            filtered.stderr,
            "overlay-sim: no cases found in \"x/card\" (--filter \"nomatch\" matches 0 of their 1 cases); "
                + "pass --pass-with-no-cases if that is expected\n")
        try FileManager.default.createDirectory(atPath: folder + "/empty", withIntermediateDirectories: true)
        let empty = try run(["check", "empty", "--output", "out"])
        XCTAssertEqual(empty.status, 2)
        XCTAssertTrue(empty.stderr.contains("no cases found in \"empty\" (no NAME.case.json file there)"), empty.stderr)
        let emptyShard = try run(["check", "x/card", "--shard", "2/2", "--output", "out"])
        XCTAssertEqual(emptyShard.status, 2)
        XCTAssertTrue(emptyShard.stderr.contains("(shard 2/2 of 1 cases is empty)"), emptyShard.stderr)

        let allowed = try run(["check", "x/card", "--filter", "nomatch", "--output", "out", "--pass-with-no-cases"])
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
        XCTAssertEqual(allowed.stdout, "check: 0 passed, 0 failed\n")
    }

    func testAMergeWithAShardMissingIsRefused() throws {
        XCTAssertEqual(try run(["check", "x/card", "y/card", "--update-missing", "--output", "record"]).status, 0)
        for shard in 1...3 {
            let result = try run([
                "check", "x/card", "y/card", "--shard", "\(shard)/3", "--report", "shard\(shard)", "--pass-with-no-cases",
            ])
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        let results = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/shard2/results.json")))
        let selection = (results as? [String: Any])?["selection"] as? [String: Any]
        XCTAssertEqual(selection?["shard"] as? Int, 2)
        XCTAssertEqual(selection?["shardCount"] as? Int, 3)
        XCTAssertEqual(selection?["totalCases"] as? Int, 2)
        XCTAssertEqual(selection?["cases"] as? [String], ["0002-y_card_flick"])

        let missing = try run(["check-report", "merge", "shard1", "shard3", "--report", "merged"])
        XCTAssertEqual(missing.status, 2, missing.stdout)
        XCTAssertEqual(
            missing.stderr, "overlay-sim: incomplete merge: shard 2/3 is missing (given: 1/3, 3/3); a merge needs every shard\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/merged"))
        let twice = try run(["check-report", "merge", "shard1", "shard2", "shard2", "--report", "merged"])
        XCTAssertEqual(twice.status, 2)
        XCTAssertTrue(twice.stderr.contains("shard 2/3 is given twice (shard2 and shard2)"), twice.stderr)

        // A shard that ran only part of its cases (its job stopped, its results file cut) is refused too.
        let shard1 = folder + "/shard1/results.json"
        var edited = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: shard1))) as? [String: Any])
        edited["cases"] = [Any]()
        try JSONSerialization.data(withJSONObject: edited).write(to: URL(fileURLWithPath: shard1))
        let partial = try run(["check-report", "merge", "shard1", "shard2", "shard3", "--report", "merged"])
        XCTAssertEqual(partial.status, 2)
        XCTAssertEqual(
            partial.stderr,
            "overlay-sim: incomplete merge: shard1/results.json (shard 1/3) lacks the results of 1 of its 1 cases, first 0001-x_card_flick\n"
        )
    }

    // MARK: - Item 7: suites named by their path

    func testSuitesOfTheSameFolderNameStayApart() throws {
        let junit = folder + "/junit.xml"
        let missing = try run(["check", "x/card", "y/card", "--output", "out", "--junit", junit])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stdout.contains("FAIL x/card/flick: t-0.300: no approved image"), missing.stdout)
        XCTAssertTrue(missing.stdout.contains("FAIL y/card/flick: t-0.300: no approved image"), missing.stdout)
        let document = try JUnitDocument(path: junit)
        XCTAssertEqual(document.suiteNames, ["x/card", "y/card"])
        XCTAssertEqual(document.suites[1].cases.map(\.className), ["y/card/flick", "y/card/flick"])

        // The same names from any folder and spelling (absolute paths, `./`).
        let absolute = try run(["check", folder + "/x/card", "./y/card/", "--filter", "y/card/flick", "--output", "out"])
        XCTAssertEqual(absolute.status, 1)
        XCTAssertTrue(absolute.stdout.hasPrefix("FAIL y/card/flick: t-0.300"), absolute.stdout)
        XCTAssertTrue(absolute.stdout.hasSuffix("check: 0 passed, 1 failed\n"), absolute.stdout)
        // A suite alone keeps its folder's name.
        XCTAssertTrue(try run(["check", "y/card", "--output", "out"]).stdout.hasPrefix("FAIL card/flick: "))
    }

    // MARK: - Item 8: broken cases

    func testBrokenCasesAreErrorsAndTheOthersRun() throws {
        XCTAssertEqual(try run(["check", "x/card", "--update-missing", "--output", "record"]).status, 0)
        try write("x/card/missing.case.json", #"{"scenario": "maps", "trace": "traces/nope.json"}"#)
        try write("x/card/invalid.case.json", #"{"scenario": "#)
        try write("x/card/late.case.json", #"{"scenario": "maps", "trace": "traces/move.json", "checkpoints": [0.9]}"#)
        try write("x/card/-x.case.json", #"{"scenario": "maps", "trace": "traces/move.json", "checkpoints": [0.3], "scale": 0.25}"#)
        try write("x/card/cut.case.json", #"{"scenario": "maps", "trace": "traces/move.json", "checkpoints": [0.3], "scale": 0.25}"#)
        XCTAssertEqual(try run(["check", "x/card", "--filter=-x", "--update-missing", "--output", "record"]).status, 0)
        XCTAssertEqual(try run(["check", "x/card", "--filter", "cut", "--update-missing", "--output", "record"]).status, 0)
        // A golden cut short, as an interrupted copy leaves it.
        let golden = folder + "/x/card/__goldens__/cut/t-0.300.png"
        try Data(try Data(contentsOf: URL(fileURLWithPath: golden)).prefix(60)).write(to: URL(fileURLWithPath: golden))

        let junit = folder + "/junit.xml"
        let result = try run(["check", "x/card", "--report", "report", "--junit", junit, "--jobs", "2"])
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix("check: 2 passed, 4 failed\n"), result.stdout)
        let expected = [
            "cut":
                "x/card/cut.case.json: field `goldens/t-0.300.png`: the approved image x/card/__goldens__/cut/t-0.300.png cannot be read",
            "invalid": "x/card/invalid.case.json: line 1, column 14: expected a value",
            "late": "x/card/late.case.json: field `checkpoints[0]`: 0.9 s is past the end of the trace x/card/traces/move.json (0.5 s)",
            "missing": "x/card/missing.case.json: field `trace`: x/card/traces/nope.json does not exist",
        ]
        for (name, message) in expected {
            XCTAssertTrue(result.stdout.contains("FAIL card/\(name): \(message)"), "\(name): \(result.stdout)")
        }
        let document = try JUnitDocument(path: junit)
        let errors = document.cases.filter { $0.error != nil }
        XCTAssertEqual(errors.map(\.className), ["card/cut", "card/invalid", "card/late", "card/missing"])
        XCTAssertEqual(Set(errors.map(\.errorType)), ["malformed"])
        for error in errors {
            XCTAssertTrue(error.error?.hasPrefix(expected[String(error.className.dropFirst(5))] ?? "?") == true, error.error ?? "")
        }
        // The case named like an option ran, with the other good one.
        XCTAssertEqual(
            document.cases.filter { $0.error == nil && $0.failure == nil }.map(\.className),
            ["card/-x", "card/-x", "card/flick", "card/flick"])
        let page = try String(contentsOfFile: folder + "/report/index.html", encoding: .utf8)
        XCTAssertTrue(page.contains("past the end of the trace"), "the report lists the broken case")
    }

    // MARK: - Item 9: the renderer recorded with the goldens

    func testARendererDifferenceIsSaidOnce() throws {
        try write("x/card/second.case.json", #"{"scenario": "maps", "trace": "traces/move.json", "checkpoints": [0.3], "scale": 0.25}"#)
        XCTAssertEqual(try run(["check", "x/card", "--update-missing", "--output", "record"]).status, 0)
        let recorded = try String(contentsOfFile: folder + "/x/card/__goldens__/flick/renderer.json", encoding: .utf8)
        XCTAssertTrue(recorded.contains("\"SDL_ttf\" : \""), recorded)
        XCTAssertTrue(recorded.contains("\"DejaVuSans.ttf\" : \""), recorded)
        // The behaviour changes: images differ, but the renderer is the goldens' own, so nothing is said of it.
        try write("x/card/traces/move.json", #"{"until": 0.5, "events": [{"t": 0.1, "kind": "moveToNotch", "index": 0}]}"#)
        let same = try run(["check", "x/card", "--output", "out"])
        XCTAssertEqual(same.status, 1)
        XCTAssertFalse(same.stdout.contains("ENVIRONMENT"), same.stdout)
        // Goldens made elsewhere (another SDL_ttf, another font file): said once, for both cases.
        for name in ["flick", "second"] {
            let path = folder + "/x/card/__goldens__/\(name)/renderer.json"
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let elsewhere = text.replacingOccurrences(
                of: #""SDL_ttf" : "[0-9.]+""#, with: #""SDL_ttf" : "2.0.1""#, options: .regularExpression
            ).replacingOccurrences(of: #""DejaVuSans.ttf" : "[0-9a-f]+""#, with: #""DejaVuSans.ttf" : "00""#, options: .regularExpression)
            try Data(elsewhere.utf8).write(to: URL(fileURLWithPath: path))
        }
        let elsewhere = try run(["check", "x/card", "--output", "out"])
        XCTAssertEqual(elsewhere.status, 1)
        let notes = elsewhere.stdout.split(separator: "\n").filter { $0.hasPrefix("ENVIRONMENT: ") }
        XCTAssertEqual(notes.count, 1, elsewhere.stdout)
        XCTAssertTrue(
            notes.first?.hasPrefix(
                "ENVIRONMENT: 2 cases' approved images were recorded with another renderer (SDL_ttf 2.0.1 (goldens) → ") == true,
            elsewhere.stdout)
        XCTAssertTrue(notes.first?.contains("; font DejaVuSans.ttf differs)") == true, elsewhere.stdout)
    }
}
