import Foundation
import XCTest

@testable import OverlayFiles

final class AtomicFileTests: XCTestCase {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func testWriteReplacesAndLeavesNoTemporaryFile() throws {
        let dir = try folder()
        let path = dir.appendingPathComponent("out.json").path
        try AtomicFile.write("first", to: path)
        try AtomicFile.write("second", to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "second")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["out.json"])
    }

    func testMissingFolderIsAnErrorNamingIt() throws {
        XCTAssertThrowsError(try AtomicFile.write("x", to: "/nonexistent-folder/out.json")) { error in
            XCTAssertTrue("\(error)".contains("/nonexistent-folder"), "\(error)")
        }
    }

    func testFailedRenameKeepsTheExistingFile() throws {
        let dir = try folder()
        // A directory in the way: rename(2) of a file over a non-empty directory fails.
        let blocked = dir.appendingPathComponent("blocked")
        try FileManager.default.createDirectory(at: blocked.appendingPathComponent("inside"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try AtomicFile.write("x", to: blocked.path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["blocked"], "temporary file removed")
    }
}
