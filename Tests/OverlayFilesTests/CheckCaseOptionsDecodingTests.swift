import Foundation
import OverlayTestSupport
import XCTest

@testable import OverlayFiles

/// A case file's own comparison options and named checkpoints: what each reads to, and each mistake named by
/// its field.
final class CheckCaseOptionsDecodingTests: XCTestCase {
    private var root: String!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("case-options-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    override func tearDown() {
        if let root { try? FileManager.default.removeItem(atPath: root) }
    }

    private func decode(_ fields: String) throws -> CheckCase {
        let json = #"{"scenario": "maps", "trace": "t.json"\#(fields)}"#
        return try CheckCase.decode(
            Array(json.utf8), file: root + "/a.case.json", relativePath: "a.case.json", suite: ConfinedFolder(root, role: "the suite"))
    }

    private func error(_ fields: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let message = FileTestSupport.formatError({ try self.decode(fields) }, file: file, line: line)?.description ?? ""
        return message.replacingOccurrences(of: root + "/a.case.json: ", with: "")
    }

    func testOptionsAndNamedCheckpointsAreRead() throws {
        let plain = try decode("")
        XCTAssertEqual(plain.options, CheckCaseOptions())
        let full = try decode(
            #", "checkpoints": [0.5, {"at": 0.9, "name": "after-key3"}], "tolerance": 3, "maxDiffPixels": 40, "#
                + #""maxDiffFraction": 0.002, "masks": [{"x": 0, "y": -4, "width": 390, "height": 44}, {"accessibilityIdentifier": "clock"}]"#
        )
        XCTAssertEqual(full.checkpoints, [0.5, 0.9])
        XCTAssertEqual(full.checkpointNames, ["t-0.500", "after-key3"])
        XCTAssertEqual(
            full.options,
            CheckCaseOptions(
                tolerance: 3, maximumDifferingPixels: 40, maximumDifferingFraction: 0.002,
                masks: [.rectangle(x: 0, y: -4, width: 390, height: 44), .view(accessibilityIdentifier: "clock")]))
    }

    func testBadNamesAreRefusedNamingTheField() {
        XCTAssertEqual(
            error(#", "checkpoints": [{"at": 1, "name": "../up"}]"#),
            #"field `checkpoints[0].name`: "../up": a checkpoint name cannot hold a slash: it names one file in the goldens folder"#)
        XCTAssertEqual(
            error(#", "checkpoints": [{"at": 1, "name": ".hidden"}]"#),
            #"field `checkpoints[0].name`: ".hidden": a checkpoint name cannot start with "." or "-""#)
        XCTAssertEqual(
            error(#", "checkpoints": [{"at": 1, "name": "-rf"}]"#),
            #"field `checkpoints[0].name`: "-rf": a checkpoint name cannot start with "." or "-""#)
        XCTAssertEqual(
            error(#", "checkpoints": [{"at": 1, "name": "a b"}]"#),
            #"field `checkpoints[0].name`: "a b": a checkpoint name holds only letters, digits, ".", "-" and "_""#)
        XCTAssertEqual(
            error(#", "checkpoints": [{"at": 1, "name": "framelog"}]"#),
            #"field `checkpoints[0].name`: "framelog": "framelog" is the name of a file every case writes; choose another"#)
        XCTAssertEqual(
            error(#", "checkpoints": [{"at": 1, "name": "a"}, {"at": 2, "name": "a"}]"#),
            #"field `checkpoints[1]`: the name "a" is already checkpoints[0]'s; checkpoint names are unique"#)
        XCTAssertEqual(
            error(#", "checkpoints": [0.5, {"at": 0.9, "name": "t-0.500"}]"#),
            #"field `checkpoints[1]`: the name "t-0.500" is already checkpoints[0]'s; checkpoint names are unique"#)
        XCTAssertEqual(
            error(#", "checkpoints": [{"at": 1}]"#),
            #"field `checkpoints[0].name`: missing (expected a checkpoint name such as "after-key3")"#)
        XCTAssertEqual(
            error(#", "checkpoints": [{"at": 1, "name": "x", "when": 2}]"#),
            "field `checkpoints[0].when`: unknown field (expected one of: at, name)")
    }

    func testBadOptionsAreRefusedNamingTheField() {
        XCTAssertEqual(error(#", "tolerance": 300"#), "field `tolerance`: expected an integer between 0 and 255, found 300")
        XCTAssertEqual(error(#", "maxDiffPixels": -1"#), "field `maxDiffPixels`: expected an integer between 0 and 2147483647, found -1")
        XCTAssertEqual(error(#", "maxDiffFraction": 2"#), "field `maxDiffFraction`: expected a finite number between 0 and 1, found 2")
        XCTAssertEqual(
            error(#", "masks": [{"x": 0, "y": 0, "width": 0, "height": 5}]"#),
            "field `masks[0].width`: expected a finite number > 0 and ≤ 100000, found 0")
        XCTAssertEqual(
            error(#", "masks": [{"id": "clock"}]"#),
            "field `masks[0].id`: unknown field (expected one of: x, y, width, height, accessibilityIdentifier)")
        XCTAssertEqual(
            error(#", "masks": [{"accessibilityIdentifier": "clock", "x": 1}]"#),
            "field `masks[0]`: a mask is a rectangle (x, y, width, height) or a view (accessibilityIdentifier), not both")
        XCTAssertEqual(
            error(#", "masks": ["clock"]"#),
            #"field `masks[0]`: expected a mask: {"x", "y", "width", "height"} in points or {"accessibilityIdentifier": "ID"}, found "clock""#
        )
    }
}
