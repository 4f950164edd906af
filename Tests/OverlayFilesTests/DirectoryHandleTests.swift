import Foundation
import OverlayTestSupport
import XCTest

@testable import OverlayFiles

/// Files of untrusted folders are opened through descriptors without following links: links (absolute or
/// `..`), FIFOs and devices are refused with a message saying what they are, a folder swapped for a link after
/// it was opened cannot redirect a write, and a full disk (`/dev/full`, or a sink that fails at byte N) leaves
/// the old file and no temporary behind.
final class DirectoryHandleTests: XCTestCase {
    private var base: String!
    private var root: String { base + "/suite" }
    private var outside: String { base + "/outside" }

    override func setUpWithError() throws {
        base = try FileTestSupport.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: root + "/cases", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try "SECRET-OUTSIDE".write(toFile: outside + "/secret.txt", atomically: false, encoding: .utf8)
        try "inside".write(toFile: root + "/cases/plain.json", atomically: false, encoding: .utf8)
    }

    override func tearDown() {
        if let base { try? FileManager.default.removeItem(atPath: base) }
    }

    private func refusal(_ relative: String, limit: Int = 1_000_000) -> String {
        let folder = ConfinedFolder(root, role: "the suite")
        do {
            let bytes = try folder.readFile(root + "/" + relative, limit: limit, file: "x.case.json", field: "trace")
            XCTFail("read \(bytes.count) bytes of \(relative)")
        } catch {
            return "\(error)"
        }
        return ""
    }

    func testARegularFileIsRead() throws {
        let folder = ConfinedFolder(root, role: "the suite")
        XCTAssertEqual(try folder.readFile(root + "/cases/plain.json", limit: 100, file: "c", field: "trace"), Array("inside".utf8))
    }

    func testLinksAbsoluteAndRelativeAreRefusedUnread() throws {
        try FileManager.default.createSymbolicLink(atPath: root + "/cases/abs.json", withDestinationPath: outside + "/secret.txt")
        try FileManager.default.createSymbolicLink(atPath: root + "/cases/rel.json", withDestinationPath: "../../outside/secret.txt")
        // Even a link that stays inside: the open never follows one.
        try FileManager.default.createSymbolicLink(atPath: root + "/cases/in.json", withDestinationPath: "plain.json")
        for name in ["abs", "rel", "in"] {
            let message = refusal("cases/\(name).json")
            XCTAssertEqual(
                message,
                "x.case.json: field `trace`: \(root)/cases/\(name).json is a symbolic link, not a regular file; "
                    + "files here are opened without following links")
            XCTAssertFalse(message.contains("SECRET"))
        }
        try FileManager.default.createSymbolicLink(atPath: root + "/linked", withDestinationPath: outside)
        XCTAssertTrue(refusal("linked/secret.txt").contains("\(root)/linked is a symbolic link, not a folder"))
    }

    func testAFIFOIsRefusedWithoutHangingAndADeviceLinkUnread() throws {
        XCTAssertEqual(mkfifo(root + "/cases/pipe.json", 0o644), 0)
        XCTAssertTrue(refusal("cases/pipe.json").hasSuffix("\(root)/cases/pipe.json is a FIFO, not a regular file; it is not read"))
        try FileManager.default.createSymbolicLink(atPath: root + "/cases/zero.json", withDestinationPath: "/dev/zero")
        XCTAssertTrue(refusal("cases/zero.json").contains("is a symbolic link"))
        // The device itself, reached through a folder the user named: refused by its type, nothing read.
        let devices = ConfinedFolder("/dev", role: "devices")
        XCTAssertThrowsError(try devices.readFile("/dev/zero", limit: 10, file: "d", field: nil)) { error in
            XCTAssertEqual("\(error)", "d: /dev/zero is a character device, not a regular file; it is not read")
        }
    }

    func testReadsAreBounded() {
        XCTAssertTrue(refusal("cases/plain.json", limit: 3).hasSuffix("is 6 bytes, more than the 3 allowed"))
    }

    func testAFolderSwappedForALinkAfterOpeningCannotRedirectAWrite() throws {
        let goldens = try DirectoryHandle.open(root).subfolder("cases")
        // The attacker moves the folder away and puts a link to the outside in its place.
        XCTAssertEqual(rename(root + "/cases", root + "/moved"), 0)
        try FileManager.default.createSymbolicLink(atPath: root + "/cases", withDestinationPath: outside)
        try goldens.writeAtomically(Array("new".utf8), as: "t-0.300.png")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside), ["secret.txt"], "nothing written outside")
        XCTAssertEqual(try String(contentsOfFile: root + "/moved/t-0.300.png", encoding: .utf8), "new")
        // And a later open refuses the link.
        XCTAssertThrowsError(try DirectoryHandle.open(root).subfolder("cases"))
    }

    func testAFullDiskKeepsTheOldFileAndSaysSo() throws {
        let target = root + "/cases/plain.json"
        let full = open("/dev/full", O_WRONLY)
        try XCTSkipIf(full < 0, "/dev/full is not available")
        defer { close(full) }
        // The bytes go to /dev/full, which answers every write with ENOSPC, as a full disk does.
        XCTAssertThrowsError(
            try AtomicFile.write(Array("replacement".utf8), to: target, sink: { _, bytes, count in write(full, bytes, count) })
        ) {
            XCTAssertEqual("\($0)", "cannot write \(target): No space left on device")
        }
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "inside")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root + "/cases"), ["plain.json"], "no temporary left")
    }

    func testADiskThatFillsAtByteNKeepsTheOldFile() throws {
        let target = root + "/cases/plain.json"
        let bytes = [UInt8](repeating: 7, count: 100_000)
        for limit in [0, 1, 4096, 99_999] {
            XCTAssertThrowsError(
                try AtomicFile.write(bytes, to: target) { descriptor, pointer, count in
                    let offset = Int(lseek(descriptor, 0, SEEK_CUR))
                    guard offset < limit else {
                        errno = ENOSPC
                        return -1
                    }
                    return write(descriptor, pointer, min(count, limit - offset))
                }
            ) { XCTAssertTrue("\($0)".hasSuffix(": No space left on device"), "\($0)") }
            XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "inside", "after failing at byte \(limit)")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root + "/cases"), ["plain.json"])
        }
        try AtomicFile.write(bytes, to: target) { write($0, $1, min($2, 1000)) }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: target)).count, 100_000, "short writes are continued")
    }

    func testStaleTemporariesOfDeadProcessesAreRemovedAndAMovedFolderPutBack() throws {
        let folder = try DirectoryHandle.open(root)
        // pid 2^22+1 exceeds Linux's pid_max: no such process runs.
        let dead = "\(DirectoryHandle.temporaryPrefix)4194305-1-"
        try "x".write(toFile: root + "/\(dead)part-t-0.300.png", atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: root + "/\(dead)new-a", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/\(dead)old-b/inner", withIntermediateDirectories: true)
        let live = "\(DirectoryHandle.temporaryPrefix)\(getpid())-1-part-x"
        try "x".write(toFile: root + "/" + live, atomically: false, encoding: .utf8)
        TemporaryFiles.removeStale(in: folder)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root).sorted(), [live, "b", "cases"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: root + "/b/inner"), "the folder moved aside is back")
    }
}
