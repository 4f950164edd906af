import Foundation
import OverlayFiles
import OverlayRender
import XCTest

@testable import OverlayCheck

/// Accepting a case's results: its failed image (named) and frame log become the approved files, byte for byte,
/// its passing golden stays, a stale one goes; a results file naming files outside the case's folder is refused.
final class ResultAcceptanceTests: XCTestCase {
    private var suite: CheckTestSuite!
    private var goldens: String { suite.root + "/__goldens__/flick" }

    override func setUpWithError() throws {
        suite = try CheckTestSuite()
        try suite.addFlickCase("flick", checkpoints: [0.2, 1.0])
    }

    override func tearDown() {
        suite?.remove()
    }

    private func check(_ update: GoldenUpdate = .never) throws -> CaseResult {
        let runner = try CaseRunner(settings: CheckSettings(update: update), output: ConfinedFolder(suite.output, role: "out"))
        return runner.run(relativePath: "flick.case.json", suite: ConfinedFolder(suite.root, role: "s"), id: "0001-flick", name: "s/flick")
    }

    func testFailedImagesAndFrameLogsBecomeTheApprovedFiles() throws {
        XCTAssertEqual(try check(.missing).status, .recorded)
        let approvedStart = try Data(contentsOf: URL(fileURLWithPath: goldens + "/t-0.200.png"))
        // The case now names its last checkpoint and its frame log differs.
        try suite.write(
            "flick.case.json",
            #"{"scenario": "maps", "trace": "traces/flick.json", "checkpoints": [0.2, {"at": 1.0, "name": "settled"}], "scale": 0.25}"#)
        var log = try String(contentsOfFile: goldens + "/framelog.jsonl", encoding: .utf8)
        log = log.replacingOccurrences(of: #""height":441,"#, with: #""height":440,"#)
        try AtomicFile.write(log, to: goldens + "/framelog.jsonl")
        let failed = try check()
        XCTAssertEqual(failed.outcomes.map(\.status), [.passed, .missing, .failed])

        let accepted = try ResultAcceptance.accept(failed, caseIndex: 0, output: suite.output)
        XCTAssertEqual(accepted.files, ["settled.png", "framelog.jsonl"])
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: goldens).sorted(),
            ["framelog.jsonl", "renderer.json", "settled.png", "t-0.200.png"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: goldens + "/t-0.200.png")), approvedStart, "the passing golden stays")
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: goldens + "/framelog.jsonl")),
            try Data(contentsOf: URL(fileURLWithPath: suite.output + "/cases/0001-flick/framelog.actual.jsonl")))
        XCTAssertEqual(try check().status, .passed)
    }

    func testFilesOutsideTheCaseFolderAreRefused() throws {
        XCTAssertEqual(try check(.missing).status, .recorded)
        var result = try check()
        result.outcomes[0].status = .failed
        result.outcomes[0].actual = "cases/0001-flick/../../../elsewhere.png"
        XCTAssertThrowsError(try ResultAcceptance.accept(result, caseIndex: 3, output: suite.output)) { error in
            XCTAssertEqual(
                "\(error)",
                "\(suite.output)/results.json: field `cases[3].outcomes[0].actual`: expected a file in cases/0001-flick/, "
                    + "found \"cases/0001-flick/../../../elsewhere.png\"")
        }
        result.outcomes[0].actual = "cases/0001-flick/t-0.200.actual.png"
        result.outcomes[0].name = "../t-0.200"
        XCTAssertThrowsError(try ResultAcceptance.accept(result, caseIndex: 3, output: suite.output)) { error in
            XCTAssertTrue("\(error)".contains("field `cases[3].outcomes[0].name`: a checkpoint name cannot hold a slash"), "\(error)")
        }
        result.file = suite.root + "/nothere.case.json"
        XCTAssertThrowsError(try ResultAcceptance.accept(result, caseIndex: 3, output: suite.output)) { error in
            XCTAssertTrue("\(error)".contains("is not a case file (NAME.case.json) that exists"), "\(error)")
        }
    }
}
