import Foundation
import OverlayRender
import XCTest

/// The example target (Sources/CustomOverlayExample: a custom overlay hosted with `OverlayWindow`) in a real
/// window under Xvfb, driven with xdotool: its header drag moves the overlay, what the window showed is the
/// example's own drawing, and the take recorded live replays headless (`--simulate`) to the same frame log.
final class CustomOverlayWindowTests: XvfbTestCase {
    private static var example: URL { buildFolder.appendingPathComponent("CustomOverlayExample") }

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.example.path) else {
            throw XCTSkip("CustomOverlayExample is not built at \(Self.example.path)")
        }
        try super.setUpWithError()
    }

    func testAHeaderDragInTheExamplesWindowReplaysToTheSameFrameLog() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("example-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let take = folder.appendingPathComponent("take.json").path, dump = folder.appendingPathComponent("frame.png").path
        func once() throws -> WindowRun {
            try runWindow(
                [
                    "--renderer", "software", "--scale", "1", "--log-events", "--quit-after", "4", "--record", take,
                    "--dump-frame", dump,
                ], binary: Self.example, windowName: "Trails"
            ) { window in
                usleep(600_000)
                // The overlay rests on its middle notch (422 pt): the header's top is at 422 pt. Drag it up to 150 pt.
                try xdotool(mouseDrag(in: window, pressAt: 440, moves: stride(from: 430, through: 150, by: -20)))
            }
        }
        var run = try once()
        // As `assertDragReplays`: a run whose recording shows that the window could not have seen the drag runs again.
        for _ in 0..<2 where !run.stdout.contains("\"dragging\":true") && (try? dragWasNotSeen(take: take)) == true {
            print("the window saw no drag (no press recorded, or a drag read in one turn): again")
            run = try once()
        }
        XCTAssertEqual(run.status, 0, run.stderr)
        let log = run.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        XCTAssertGreaterThan(log.count, 100)
        XCTAssertTrue(log.contains { ($0["dragging"] as? Bool) == true }, "the drag reached the overlay")
        let final = try XCTUnwrap(log.last)
        XCTAssertEqual(final["final"] as? Bool, true)
        XCTAssertEqual(final["notch"] as? Int, 2, "flicked up to the top notch")
        XCTAssertEqual(final["height"] as? Double, 764)

        // What the window showed: the overlay's top at 844 − 764 = 80 pt, its header's badge (the PNG) centred at
        // (40, 46) pt below that, green; the grabber drawn by the header above it, grey.
        let frame = try PNGFile.read(path: dump)
        XCTAssertEqual(frame.width, 390)
        let badge = frame.pixel(x: 30, y: 80 + 30)
        XCTAssertGreaterThan(Int(badge.g), Int(badge.r) + 40, "the badge's green disc: \(badge)")
        let grabber = frame.pixel(x: 195, y: 80 + 9)
        XCTAssertEqual([grabber.r, grabber.g, grabber.b], [0xC9, 0xD1, 0xC8], "the header's own grabber")

        let replay = Process()
        replay.executableURL = Self.example
        replay.arguments = ["--simulate", take]
        let pipe = Pipe()
        replay.standardOutput = pipe
        try replay.run()
        let replayed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        replay.waitUntilExit()
        XCTAssertEqual(replay.terminationStatus, 0)
        let live = run.stdout.split(separator: "\n"), again = replayed.split(separator: "\n")
        XCTAssertEqual(live.count, again.count)
        if let first = zip(live, again).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
            XCTFail("line \(first.offset + 1) differs:\n live   \(first.element.0)\n replay \(first.element.1)")
        }
    }
}
