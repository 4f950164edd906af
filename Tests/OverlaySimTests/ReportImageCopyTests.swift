import Foundation
import XCTest

/// The report's copies of approved images are files of their own: never a hard link to a golden, so editing the
/// report leaves the suite as it was and a later golden change never rewrites an old report.
final class ReportImageCopyTests: XCTestCase {
    private var hostile: HostileSuite!

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: CommandLineTests.binary.path), "overlay-sim not built")
        hostile = try HostileSuite(cases: ["a", "b"])
    }

    override func tearDown() { hostile?.remove() }

    private func inode(_ path: String) throws -> UInt64 {
        try XCTUnwrap((FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber)?.uint64Value)
    }

    func testReportImagesNeverShareAnInodeWithAGolden() throws {
        let report = hostile.folder + "/report"
        // Recorded in the same run and compared in a later one: both copies are checked.
        XCTAssertEqual(try hostile.check(["--update-missing", "--report", report]).status, 0)
        let golden = hostile.suite + "/__goldens__/a/t-0.300.png"
        let copy = report + "/cases/0001-suite_a/t-0.300.expected.png"
        XCTAssertNotEqual(try inode(copy), try inode(golden))
        XCTAssertEqual(try hostile.check(["--report", report]).status, 0)
        XCTAssertNotEqual(try inode(copy), try inode(golden))
        XCTAssertEqual(FileManager.default.contents(atPath: copy), FileManager.default.contents(atPath: golden), "same bytes")
        let approved = try XCTUnwrap(FileManager.default.contents(atPath: golden))

        // Editing the report's copy in place leaves the golden unchanged.
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: copy))
        try handle.write(contentsOf: Data("edited".utf8))
        try handle.close()
        XCTAssertEqual(FileManager.default.contents(atPath: golden), approved)

        // So does a merged report's.
        let merged = hostile.folder + "/merged"
        XCTAssertEqual(try CommandLineTests.run(["check-report", "merge", report, "--report", merged]).status, 0)
        XCTAssertNotEqual(try inode(merged + "/cases/0001-suite_a/t-0.300.expected.png"), try inode(golden))
        XCTAssertNotEqual(try inode(merged + "/cases/0001-suite_a/t-0.300.expected.png"), try inode(copy))
    }
}
