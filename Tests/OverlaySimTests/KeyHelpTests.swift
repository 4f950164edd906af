import Foundation
import OverlayFiles
import XCTest

/// `overlay-sim run --help` lists the key table.
final class KeyHelpTests: XCTestCase {
    func testRunHelpListsEveryKeyBinding() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: CommandLineTests.binary.path), "overlay-sim not built")
        let result = try CommandLineTests.run(["run", "--help"])
        XCTAssertEqual(result.status, 0, result.stderr)
        for line in KeyCommand.helpText.split(separator: "\n").dropFirst() {
            XCTAssertTrue(result.stdout.contains(line), "`run --help` lacks \(line):\n\(result.stdout)")
        }
        for summary in ["show a toast (containers)", "show a banner (containers)", "show the menu (containers)"] {
            XCTAssertTrue(result.stdout.contains(summary), summary)
        }
    }
}
