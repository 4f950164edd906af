import Foundation
import OverlayFiles
import XCTest

/// A dragged card in the real window: each frame starts from the copy of the map and puts back only what the card
/// drew over it the frame before (`DrawListRasterizer.lastFramePutBack`). Hidden and shown again mid-drag (events
/// after which SDL may make the window's surface anew), the window still shows the replay's pixels.
final class FramePutBackWindowTests: XvfbTestCase {
    func testADragAcrossAnUnmapAndMapShowsTheReplaysPixels() throws {
        // The moves 50 ms apart: this debug build writes every frame as a PNG, which took 0.2 s a frame while the
        // other lane's fuzz held both cores, and moves 16 ms apart were then all read in one turn, a drag no step saw
        // (three times running in one CI run).
        let run = try assertDragReplays(["--report-frames", "--quit-after", "4.5"]) { window in
            try xdotool(mouseDrag(in: window, pressAt: 668, moves: stride(from: 650, through: 450, by: -25), interval: 0.05))
            try xdotool(["windowunmap", "--sync", window, "sleep", "0.2", "windowmap", "--sync", window, "sleep", "0.3"])
            try xdotool(mouseDrag(in: window, pressAt: 470, moves: stride(from: 480, through: 700, by: 20), interval: 0.05))
        }
        // Frames started from the copy of the map. How much of it they put back depends on how far the card moved
        // between frames (a debug build in CI that writes every frame as a PNG drew 10 frames in 3.5 s and put back
        // 77 %), so it is checked where the moves are small (`FramePacingWindowTests`), not here.
        let line = try XCTUnwrap(run.stderr.split(separator: "\n").first { $0.hasPrefix("frames: presented") }, run.stderr)
        XCTAssertTrue(line.contains("; put back median "), String(line))
    }

    /// The drag tests run again only when the recording shows that no step could have seen the drag.
    func testADragTheWindowCouldNotSeeIsToldFromItsRecording() throws {
        let folder = try temporaryFolder()
        func take(_ events: [(Double, PointerPhase)]) throws -> String {
            let path = folder.appendingPathComponent("take-\(events.count)-\(events.last?.0 ?? 0).json").path
            let trace = Trace(
                events: events.map { TraceEvent(time: $0.0, kind: .pointer(phase: $0.1, x: 195, y: 600, pointer: 0, source: .mouse)) })
            try trace.encodeJSON().write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        XCTAssertTrue(try dragWasNotSeen(take: take([])), "no press recorded")
        XCTAssertTrue(try dragWasNotSeen(take: take([(0.6, .down), (0.61, .move), (0.62, .up)])), "read in one turn")
        XCTAssertFalse(try dragWasNotSeen(take: take([(0.6, .down), (0.7, .move), (0.78, .up)])), "a drag as xdotool sends it")
        XCTAssertTrue(
            try dragWasNotSeen(take: take([(0.6, .down), (0.8, .up), (1.5, .down), (1.51, .up)])), "the second of two drags read at once")
        // A CI run's: the press read, then the nine moves and the release in one turn 0.2 s later.
        let stalled = [(0.6697, PointerPhase.down)] + (0..<9).map { (0.87632 + Double($0) * 0.000006, .move) } + [(0.87643, .up)]
        XCTAssertTrue(try dragWasNotSeen(take: take(stalled)), "the moves and the release read in one turn")
        // Moves read in two turns, as the second drag of that run was: seen.
        let twoTurns = [(1.6981, PointerPhase.down), (1.6982, .move), (1.8075, .move), (1.9152, .up)]
        XCTAssertFalse(try dragWasNotSeen(take: take(twoTurns)), "moves read in two turns a tenth of a second apart")
    }
}
