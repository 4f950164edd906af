import Foundation
import OverlayTestSupport
import XCTest

/// Tiny or legal inputs cost bounded memory (issue 25, item 5): `simulate` streams its frame log as it makes it,
/// and a scene too large to draw is refused before any replay.
final class BoundedResourceTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: CommandLineTests.binary.path), "overlay-sim not built")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bounded-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        if let folder { try? FileManager.default.removeItem(atPath: folder) }
    }

    /// The 28-byte trace of a day: lines come out while the replay runs, and the memory after 100,000 of them is
    /// what it was after 10,000 (it used to hold every record, 2.4 GB for the day, and print nothing until the end).
    func testSimulateStreamsADayWithFlatMemory() throws {
        let trace = folder + "/day.json"
        try Data(#"{"events":[],"until":86400}"#.utf8).write(to: URL(fileURLWithPath: trace))
        let process = Process()
        process.executableURL = CommandLineTests.binary
        process.arguments = ["simulate", "--scenario", "maps", "--trace", trace]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        let reader = out.fileHandleForReading
        let pid = process.processIdentifier
        // Read on another thread, so that a run that prints nothing fails here rather than hanging the suite.
        let done = DispatchSemaphore(value: 0)
        let outcome = Locked<Result<[Int], ReadFailure>>(.failure(ReadFailure(message: "nothing read")))
        Thread.detachNewThread {
            let peaks = BoundedResourceTests.peaks(reading: reader, of: pid, after: [10_000, 100_000])
            outcome.withLock { $0 = peaks }
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 300), .success, "no frame log line came out while the day was replayed")
        let peaks = try outcome.withLock { $0 }.get()
        // 90,000 more records held would be over 40 MB; streamed, the peak stays where it was.
        XCTAssertLessThan(peaks[1] - peaks[0], 4_096, "peak memory grew from \(peaks[0]) kB to \(peaks[1]) kB")
    }

    struct ReadFailure: Error {
        var message: String
    }

    /// Reads lines from `reader` and, as each count in `targets` is reached, takes the peak memory of `pid` (kB).
    private static func peaks(reading reader: FileHandle, of pid: Int32, after targets: [Int]) -> Result<[Int], ReadFailure> {
        var lines = 0
        var peaks: [Int] = []
        for target in targets {
            while lines < target {
                guard let chunk = try? reader.read(upToCount: 1 << 16), !chunk.isEmpty else {
                    return .failure(ReadFailure(message: "the frame log ended after \(lines) lines"))
                }
                lines += chunk.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            }
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kilobytes = Int(line.split(separator: " ")[1])
            else { return .failure(ReadFailure(message: "no VmHWM for \(pid)")) }
            peaks.append(kilobytes)
        }
        return .success(peaks)
    }

    func testASceneTooLargeToDrawIsRefusedBeforeTheReplay() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let maps = try String(contentsOf: repository.appendingPathComponent("Assets/scenarios/maps.json"), encoding: .utf8)
        let phone = #""device": {"width": 390, "height": 844, "scale": 2}"#
        XCTAssertTrue(maps.contains(phone))
        func scenario(_ name: String, width: Int, height: Int) throws {
            let device = #""device": {"width": \#(width), "height": \#(height), "scale": 1}"#
            try Data(maps.replacingOccurrences(of: phone, with: device).utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        try scenario("huge.json", width: 100_000, height: 100_000)
        try scenario("large.json", width: 5_000, height: 5_000)
        let image = folder + "/huge.png"
        for scale in ["0.1", "0.01"] {
            let result = try CommandLineTests.run(["shot", "--scenario", folder + "/huge.json", "--scale", scale, "--out", image])
            XCTAssertEqual(result.status, 64, result.stderr)
            XCTAssertEqual(
                result.stderr,
                "overlay-sim: cannot draw a scene of 100000.0×100000.0 points: the limit is 64 million points "
                    + "(its content is laid out point by point, whatever the scale)\n")
            XCTAssertFalse(FileManager.default.fileExists(atPath: image))
        }
        // A scene small enough to lay out, at a scale giving too many pixels, is refused by its pixels.
        let tooManyPixels = try CommandLineTests.run(["shot", "--scenario", folder + "/large.json", "--scale", "2", "--out", image])
        XCTAssertEqual(tooManyPixels.status, 64, tooManyPixels.stderr)
        XCTAssertEqual(
            tooManyPixels.stderr,
            "overlay-sim: cannot render a 10000×10000 canvas (5000.0×5000.0 points at scale 2.0): the limit is 64 million pixels; "
                + "render at a smaller scale\n")
    }
}
