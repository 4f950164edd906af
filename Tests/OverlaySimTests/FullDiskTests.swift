import Foundation
import XCTest

/// A full disk (a small tmpfs, mounted when the tests run as root) makes `shot` and `check --update` fail with
/// "No space left on device" and the file's name, a non-zero status, the old files as they were and no temporary
/// file behind. (Without root, DirectoryHandleTests inject the same failure through /dev/full and a failing sink.)
final class FullDiskTests: XCTestCase {
    private var hostile: HostileSuite!
    private var disk: String { hostile.folder + "/disk" }
    private var mounted = false

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: CommandLineTests.binary.path), "overlay-sim not built")
        try XCTSkipUnless(geteuid() == 0, "mounting a small tmpfs needs root")
        hostile = try HostileSuite(cases: [])
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        mounted = try Self.tool("/bin/mount", ["-t", "tmpfs", "-o", "size=256k", "tmpfs", disk]) == 0
        try XCTSkipUnless(mounted, "cannot mount a tmpfs here")
    }

    override func tearDownWithError() throws {
        if mounted { _ = try Self.tool("/bin/umount", [disk]) }
        hostile?.remove()
    }

    private static func tool(_ path: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Fills the disk to its last byte.
    private func fill() {
        let file = open(disk + "/filler", O_WRONLY | O_CREAT, 0o644)
        defer { close(file) }
        let block = [UInt8](repeating: 1, count: 4096)
        while block.withUnsafeBytes({ write(file, $0.baseAddress, $0.count) }) > 0 {}
        var byte: UInt8 = 1
        while write(file, &byte, 1) == 1 {}
    }

    /// Every name under the disk that is not a file the test put there.
    private func temporaries() -> [String] {
        HostileSuite.tree(disk).filter { $0.contains(".overlay-sim-tmp-") || $0.contains(".tmp-") }
    }

    func testShotOnAFullDiskFailsAndKeepsTheOldImage() throws {
        let out = disk + "/shot.png"
        XCTAssertEqual(try CommandLineTests.run(["shot", "--out", out, "--scale", "0.25"]).status, 0)
        let old = try XCTUnwrap(FileManager.default.contents(atPath: out))
        fill()
        let result = try CommandLineTests.run(["shot", "--out", out, "--scale", "0.25", "--at", "0", "--scenario", "sheet"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stderr, "overlay-sim: cannot write \(out): No space left on device\n")
        XCTAssertEqual(FileManager.default.contents(atPath: out), old, "the old PNG is whole")
        XCTAssertEqual(temporaries(), [])
    }

    func testCheckUpdateOnAFullDiskFailsAndKeepsEveryGolden() throws {
        let suite = disk + "/suite"
        try FileManager.default.createDirectory(atPath: suite + "/traces", withIntermediateDirectories: true)
        func write(_ relative: String, _ text: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: suite + "/" + relative))
        }
        try write("traces/move.json", #"{"until": 0.5, "events": [{"t": 0.1, "kind": "moveToNotch", "index": 1}]}"#)
        for name in ["a", "b"] {
            try write("\(name).case.json", #"{"scenario": "maps", "trace": "traces/move.json", "checkpoints": [0.3, 0.4], "scale": 0.25}"#)
        }
        let record = try CommandLineTests.run(["check", suite, "--update-missing", "--output", hostile.folder + "/record"])
        XCTAssertEqual(record.status, 0, record.stdout + record.stderr)
        let goldens = HostileSuite.tree(suite + "/__goldens__")
        let before = goldens.map { FileManager.default.contents(atPath: suite + "/__goldens__/" + $0) }
        // No motion: every image and frame log differs, so --update rewrites them all.
        try write("traces/move.json", #"{"until": 0.5, "events": [{"t": 0.1, "kind": "moveToNotch", "index": 0}]}"#)
        fill()
        let update = try CommandLineTests.run(["check", suite, "--update", "--output", hostile.folder + "/update"])
        XCTAssertEqual(update.status, 1, update.stdout + update.stderr)
        XCTAssertTrue(update.stdout.contains("FAIL suite/a: cannot write \(suite)/__goldens__/a/"), update.stdout)
        XCTAssertTrue(update.stdout.contains(": No space left on device"), update.stdout)
        XCTAssertTrue(update.stdout.hasSuffix("check: 0 passed, 2 failed\n"), update.stdout)
        XCTAssertEqual(HostileSuite.tree(suite + "/__goldens__"), goldens)
        XCTAssertEqual(goldens.map { FileManager.default.contents(atPath: suite + "/__goldens__/" + $0) }, before, "every golden as it was")
        XCTAssertEqual(temporaries(), [])
    }
}
