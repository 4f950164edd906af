import Foundation
import OverlayTestSupport
import XCTest

@testable import OverlayFiles

/// Case files: every field read with its default, and each mistake named by file and field.
final class CheckCaseDecodingTests: XCTestCase {
    private var root: String!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("cases-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
    }

    override func tearDown() {
        if let root { try? FileManager.default.removeItem(atPath: root) }
    }

    private func decode(_ json: String, at relative: String = "sub/flick.case.json") throws -> CheckCase {
        try CheckCase.decode(
            Array(json.utf8), file: root + "/" + relative, relativePath: relative,
            suite: ConfinedFolder(root, role: "the suite"))
    }

    private func error(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        FileTestSupport.formatError({ try self.decode(json) }, file: file, line: line)?.description ?? ""
    }

    func testEveryFieldAndTheDefaults() throws {
        let full = try decode(
            #"{"scenario": "../scenarios/maps.json", "trace": "t.json", "checkpoints": [0.5, 1.25], "scale": 2, "hz": 120, "preset": "fluid", "frameLog": false}"#
        )
        XCTAssertEqual(full.name, "flick")
        XCTAssertEqual(full.subfolder, "sub")
        XCTAssertEqual(full.scenario, .file(root + "/scenarios/maps.json"))
        XCTAssertEqual(full.trace, root + "/sub/t.json")
        XCTAssertEqual(full.checkpoints, [0.5, 1.25])
        XCTAssertEqual(full.scale, 2)
        XCTAssertEqual(full.hz, 120)
        XCTAssertEqual(full.preset, .fluid)
        XCTAssertFalse(full.frameLog)
        XCTAssertEqual(full.goldensPath, "sub/__goldens__/flick")

        let minimal = try decode(#"{"scenario": "maps", "trace": "t.json"}"#)
        XCTAssertEqual(minimal.scenario, .named("maps"))
        XCTAssertEqual(minimal.checkpoints, [])
        XCTAssertNil(minimal.scale)
        XCTAssertEqual(minimal.hz, 60)
        XCTAssertNil(minimal.preset)
        XCTAssertTrue(minimal.frameLog)
    }

    func testMistakesNameTheFileAndTheField() {
        let file = root + "/sub/flick.case.json"
        XCTAssertEqual(
            error(#"{"trace": "t.json"}"#), "\(file): field `scenario`: missing (expected a non-empty string of at most 4096 characters)")
        XCTAssertEqual(
            error(#"{"scenario": "maps"}"#), "\(file): field `trace`: missing (expected a non-empty string of at most 4096 characters)")
        XCTAssertEqual(error(#"{"scenario": "maps", "trace": "t.json", "hz": 90}"#), "\(file): field `hz`: expected 60 or 120, found 90")
        XCTAssertEqual(
            error(#"{"scenario": "maps", "trace": "t.json", "scale": 0}"#),
            "\(file): field `scale`: expected a finite number > 0 and ≤ 8, found 0")
        XCTAssertEqual(
            error(#"{"scenario": "maps", "trace": "t.json", "checkpoints": [0.5, -1]}"#),
            "\(file): field `checkpoints[1]`: expected a finite number between 0 and 86400, found -1")
        XCTAssertTrue(
            error(#"{"scenario": "maps", "trace": "t.json", "checkpoints": [0.5, 0.5001]}"#)
                .hasPrefix("\(file): field `checkpoints[1]`: 0.5001 names the same golden as 0.5 (t-0.500.png)"))
        XCTAssertTrue(
            error(#"{"scenario": "maps", "trace": "t.json", "preset": "bouncy"}"#).hasPrefix(
                "\(file): field `preset`: expected one of reference"))
        XCTAssertTrue(error(#"{"scenario": "maps", "trace": "t.json", "colour": 1}"#).hasPrefix("\(file): field `colour`: unknown field"))
        XCTAssertEqual(
            error(#"{"scenario": "maps", "trace": "/etc/passwd"}"#),
            "\(file): field `trace`: \"/etc/passwd\" is absolute; paths in these files are relative and stay inside the suite (\(root!))")
        XCTAssertTrue(
            error(#"{"scenario": "../../x.json", "trace": "t.json"}"#).hasPrefix(
                "\(file): field `scenario`: \"../../x.json\" leads outside the suite"))
        XCTAssertTrue(error(#"{"scenario": "maps", "trace": "t.json""#).hasPrefix("\(file): line 1, column"), "a syntax error")
    }

    func testGoldenNamesAreTheCheckpointToTheMillisecond() {
        XCTAssertEqual(CheckCase.imageName(at: 0.5), "t-0.500.png")
        XCTAssertEqual(CheckCase.imageName(at: 1.25), "t-1.250.png")
        XCTAssertEqual(CheckCase.imageName(at: 12.0004), "t-12.000.png")
        XCTAssertEqual(CheckCase.imageName(at: 0), "t-0.000.png")
    }
}
