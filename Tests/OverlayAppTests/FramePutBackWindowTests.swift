import Foundation
import OverlayRender
import XCTest

/// A dragged card in the real window: each frame starts from the copy of the map and puts back only what the card
/// drew over it the frame before (`DrawListRasterizer.lastFramePutBack`). Hidden and shown again mid-drag (events
/// after which SDL may make the window's surface anew), the window still shows the replay's pixels.
final class FramePutBackWindowTests: XvfbTestCase {
    func testADragAcrossAnUnmapAndMapShowsTheReplaysPixels() throws {
        let folder = try temporaryFolder()
        let take = folder.appendingPathComponent("take.json").path, dump = folder.appendingPathComponent("frame.png").path
        let run = try runWindow(
            [
                "run", "--scenario", "maps", "--renderer", "software", "--log-events", "--report-frames", "--quit-after", "3.5",
                "--record", take, "--dump-frame", dump,
            ]
        ) { window in
            // X drops pointer events sent before the window is mapped (as the other drag tests wait).
            usleep(500_000)
            try xdotool(mouseDrag(in: window, pressAt: 668, moves: stride(from: 650, through: 450, by: -25)))
            try xdotool(["windowunmap", "--sync", window, "sleep", "0.2", "windowmap", "--sync", window, "sleep", "0.3"])
            try xdotool(mouseDrag(in: window, pressAt: 470, moves: stride(from: 480, through: 700, by: 20)))
        }
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("\"dragging\":true"), "the drag reached the overlay")
        try assertReplayPrintsTheLiveLog(run.stdout, record: take)
        // Frames started from the copy of the map. How much of it they put back depends on how far the card moved
        // between frames (a debug build in CI that writes every frame as a PNG drew 10 frames in 3.5 s and put back
        // 77 %), so it is checked where the moves are small (`FramePacingWindowTests`), not here.
        let line = try XCTUnwrap(run.stderr.split(separator: "\n").first { $0.hasPrefix("frames: presented") }, run.stderr)
        XCTAssertTrue(line.contains("; put back median "), String(line))
        try assertLastFrameIsTheReplays(dump: dump, take: take, folder: folder)
    }
}
