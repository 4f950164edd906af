import OverlayFiles
import XCTest

@testable import OverlayCheck

/// The frame log comparison's shortcuts (equal logs and equal lines are not parsed) give the answers the full
/// comparison gives.
final class FrameLogComparisonTests: XCTestCase {
    private let log = """
        {"t":0.016667,"height":633,"offset":0}
        {"t":0.033333,"height":640.25,"offset":0}
        {"t":0.05,"height":651.5,"offset":2}

        """

    func testTheLineCountIsTheNumberOfLines() {
        for text in ["", "a", "a\n", "\n", "\n\n", "a\nb", "a\nb\n", "a\n\nb\n\n", log] {
            XCTAssertEqual(FrameLogComparison.lineCount(text), FrameLogComparison.lines(text).count, text.debugDescription)
        }
    }

    func testEqualLogsAndLinesPassAndADifferenceIsFoundWhereverItIs() throws {
        XCTAssertNil(try FrameLogComparison.firstDifference(expected: log, actual: log, expectedFile: "a", tolerance: 0))
        // Within the tolerance, written differently: parsed, and passed.
        let close = log.replacingOccurrences(of: "640.25", with: "640.2504")
        XCTAssertNil(try FrameLogComparison.firstDifference(expected: log, actual: close, expectedFile: "a", tolerance: 0.001))
        // Beyond it, after two equal lines: the third line's field.
        let far = log.replacingOccurrences(of: "651.5", with: "652")
        let difference = try XCTUnwrap(
            try FrameLogComparison.firstDifference(expected: log, actual: far, expectedFile: "a", tolerance: 0.001))
        XCTAssertEqual(difference.line, 3)
        XCTAssertEqual(difference.field, "height")
        // One line more or fewer.
        let longer = log + "{\"t\":0.066667,\"height\":660,\"offset\":2}\n"
        XCTAssertEqual(try FrameLogComparison.firstDifference(expected: log, actual: longer, expectedFile: "a", tolerance: 0)?.line, 4)
        XCTAssertEqual(try FrameLogComparison.firstDifference(expected: longer, actual: log, expectedFile: "a", tolerance: 0)?.line, 4)
        // An approved line that is not JSON is still a malformed file where it differs.
        let broken = log.replacingOccurrences(of: "{\"t\":0.05,", with: "{\"t\":0.05")
        XCTAssertThrowsError(try FrameLogComparison.firstDifference(expected: broken, actual: log, expectedFile: "a", tolerance: 0))
    }
}
