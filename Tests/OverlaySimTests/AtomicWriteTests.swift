import Foundation
import XCTest

@testable import OverlayFiles

/// Screenshots, recordings and goldens go to a temporary name in the destination's folder and are renamed over
/// it: an existing file is replaced whole (a new inode), never truncated, and a failed write leaves it and its
/// folder as they were, with no temporary file behind. (Tests may run as root, who may write anywhere, so the
/// failures here come from a directory standing where the file should go.)
final class AtomicWriteTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-write-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func inode(_ path: String) throws -> UInt64 {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
    }

    private func listing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    private let oldBytes = Data("the previous file, which must survive".utf8)

    // MARK: - Traces (recordings, tuning exports)

    func testARecordingReplacesAnExistingFileByRenaming() throws {
        let target = path("session.json")
        try oldBytes.write(to: URL(fileURLWithPath: target))
        let before = try inode(target)
        let recorder = SessionRecorder()
        recorder.record(TraceEvent(time: 0.1, kind: .moveToNotch(index: 1, animated: true)))
        try recorder.save(to: target, until: 1)
        XCTAssertNotEqual(try inode(target), before, "a new file renamed over the old one, not the old one rewritten")
        XCTAssertEqual(try Trace.load(path: target).events, recorder.events)
        XCTAssertEqual(try listing(), ["session.json"], "no temporary file left")
    }

    func testAFailedRecordingLeavesTheFolderAsItWas() throws {
        let keep = path("keep.json")
        try oldBytes.write(to: URL(fileURLWithPath: keep))
        let blocked = path("blocked.json")
        try FileManager.default.createDirectory(atPath: blocked + "/inside", withIntermediateDirectories: true)
        let recorder = SessionRecorder()
        recorder.record(TraceEvent(time: 0.1, kind: .moveToNotch(index: 1, animated: true)))
        XCTAssertThrowsError(try recorder.save(to: blocked, until: 1)) { error in
            XCTAssertTrue("\(error)".contains(blocked), "\(error)")
        }
        XCTAssertEqual(try listing(), ["blocked.json", "keep.json"], "no temporary file left")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: blocked), ["inside"])
        XCTAssertEqual(FileManager.default.contents(atPath: keep), oldBytes)
    }

    // MARK: - Screenshots through the real command

    func testShotReplacesAnExistingPNGByRenaming() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: CommandLineTests.binary.path))
        let target = path("shot.png")
        try oldBytes.write(to: URL(fileURLWithPath: target))
        let before = try inode(target)
        let result = try CommandLineTests.run(["shot", "--scenario", "maps", "--scale", "0.25", "--out", target])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertNotEqual(try inode(target), before)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: target))
        XCTAssertEqual(Array(bytes.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        XCTAssertEqual(try listing(), ["shot.png"])
    }

    func testAFailedShotLeavesTheExistingFileIntact() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: CommandLineTests.binary.path))
        let target = path("shot.png")
        try oldBytes.write(to: URL(fileURLWithPath: target))
        // A malformed trace: refused before anything is rendered.
        let trace = path("bad.json")
        try Data(#"{"events": [{"t": "soon", "kind": "down", "x": 1, "y": 2}]}"#.utf8).write(to: URL(fileURLWithPath: trace))
        let refused = try CommandLineTests.run(["shot", "--scenario", "maps", "--trace", trace, "--out", target])
        XCTAssertEqual(refused.status, 2, refused.stderr)
        XCTAssertEqual(FileManager.default.contents(atPath: target), oldBytes)
        // A directory where the PNG should go: the write fails after rendering, the directory is untouched.
        let blocked = path("blocked.png")
        try FileManager.default.createDirectory(atPath: blocked + "/inside", withIntermediateDirectories: true)
        let failed = try CommandLineTests.run(["shot", "--scenario", "maps", "--scale", "0.25", "--out", blocked])
        XCTAssertEqual(failed.status, 1, failed.stderr)
        XCTAssertTrue(failed.stderr.contains(blocked), failed.stderr)
        XCTAssertEqual(failed.stdout, "")
        XCTAssertEqual(try listing(), ["bad.json", "blocked.png", "shot.png"], "no temporary file left")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: blocked), ["inside"])
        XCTAssertEqual(FileManager.default.contents(atPath: target), oldBytes)
    }
}
