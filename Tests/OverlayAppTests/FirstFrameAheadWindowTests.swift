import Foundation
import OverlayDrawing
import OverlayRender
import OverlayScenes
import XCTest

@testable import OverlayApp

/// The window's first frame drawn on a second thread while the window opens (`FirstFramePreparation`): on X11 with
/// the software renderer it is, and what the window shows first is what it draws itself; a drag right after it is
/// drawn by a rasterizer whose caches the first frame filled, and the live run is the replay of its recording.
final class FirstFrameAheadWindowTests: XvfbTestCase {
    /// The first frame, with it drawn ahead and without: the window says which, and both windows show the same
    /// pixels (the frame read back is the window's own drawing; had the one drawn ahead differed from it, the
    /// window would have said so and shown its own).
    func testTheFirstFrameDrawnAheadIsTheOneTheWindowDraws() throws {
        let folder = try temporaryFolder()
        var frames: [RGBAImage] = []
        for ahead in [true, false] {
            let dump = folder.appendingPathComponent("first-\(ahead).png").path
            var arguments = [
                "run", "--scenario", "maps", "--renderer", "software", "--report-first-frame", "--quit-after", "0", "--dump-frame", dump,
            ]
            if !ahead { arguments.append("--no-first-frame-ahead") }
            let run = try runWindow(arguments) { _ in }
            XCTAssertEqual(run.status, 0, run.stderr)
            let line = run.stderr.split(separator: "\n").first { $0.hasPrefix("first frame:") } ?? ""
            XCTAssertTrue(line.hasSuffix(ahead ? "video x11, drawn ahead" : "video x11, drawn once open"), "\(line)")
            XCTAssertFalse(run.stderr.contains("differs from the window's own drawing"), run.stderr)
            frames.append(try PNGFile.read(path: dump))
        }
        XCTAssertEqual(frames[0].width, 390)
        XCTAssertTrue(frames[0] == frames[1], "the same first frame either way")
    }

    /// A window that does not fit the display opens at a smaller scale than the frame drawn ahead: the window draws
    /// its first frame itself.
    func testAWindowFittedToTheDisplayDrawsItsOwnFirstFrame() throws {
        let run = try runWindow([
            "run", "--scenario", "maps", "--renderer", "software", "--scale", "2", "--report-first-frame", "--quit-after", "0",
        ]) { _ in }
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("does not fit the display"), run.stderr)
        XCTAssertTrue(run.stderr.contains("video x11, drawn once open"), run.stderr)
    }

    /// A drag once the window is up: the frames after the one drawn ahead follow the finger, and the live frame log
    /// is the replay of the recording, byte for byte.
    func testADragAfterTheFirstFrameIsDrawnAndReplays() throws {
        let run = try assertDragReplays(["--report-first-frame", "--quit-after", "2.5"]) { window in
            try xdotool(mouseDrag(in: window, pressAt: 668, moves: stride(from: 650, through: 250, by: -25)))
        }
        XCTAssertTrue(run.stderr.contains("drawn ahead"), run.stderr)
    }

    func testOnlyASoftwareWindowOfTheScenesSizeOnX11IsDrawnAhead() {
        var options = WindowOptions(scenario: BuiltInScenarios.maps)
        options.renderer = .software
        let x11 = ["DISPLAY": ":5"]
        XCTAssertTrue(WindowHost.drawsFirstFrameAhead(options: options, environment: x11))
        XCTAssertTrue(WindowHost.drawsFirstFrameAhead(options: options, environment: x11.merging(["SDL_VIDEODRIVER": "x11"]) { $1 }))
        XCTAssertFalse(WindowHost.drawsFirstFrameAhead(options: options, environment: x11.merging(["WAYLAND_DISPLAY": "wayland-0"]) { $1 }))
        XCTAssertFalse(WindowHost.drawsFirstFrameAhead(options: options, environment: x11.merging(["SDL_VIDEODRIVER": "wayland"]) { $1 }))
        XCTAssertFalse(WindowHost.drawsFirstFrameAhead(options: options, environment: [:]))
        var other = options
        other.renderer = .accelerated
        XCTAssertFalse(WindowHost.drawsFirstFrameAhead(options: other, environment: x11))
        other = options
        other.fullscreen = true
        XCTAssertFalse(WindowHost.drawsFirstFrameAhead(options: other, environment: x11))
        other = options
        other.drawsFirstFrameAhead = false
        XCTAssertFalse(WindowHost.drawsFirstFrameAhead(options: other, environment: x11))
    }

    /// The thread's frame is the canvas's drawing of the list, taken once; a list it cannot draw gives the reason.
    func testTheFrameDrawnAheadIsTakenOnceAndAFailureIsKept() throws {
        var list = DrawList(width: 60, height: 40, scale: 2, background: DrawColor(hex: 0xF2EFE9))
        list.append(.circle(center: DrawPoint(x: 30, y: 20), radius: 12, color: DrawColor(hex: 0x0A84FF, opacity: 0.7)))
        let ahead = FirstFramePreparation(list: list, fontDirectory: nil)
        let frame = try XCTUnwrap(try ahead.takeFrame()?.get())
        XCTAssertEqual(frame.list, list)
        let image = try OffscreenCanvas().render(list)
        let centre = image.pixel(x: 60, y: 40), word = frame.pixel(x: 60, y: 40)
        XCTAssertEqual(
            [centre.r, centre.g, centre.b],
            [UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word)])
        XCTAssertNil(ahead.takeFrame(), "taken once")
        ahead.waitUntilFinished()
        ahead.waitUntilFinished()

        let impossible = FirstFramePreparation(list: DrawList(width: 1e6, height: 1e6, scale: 2), fontDirectory: nil)
        guard case .failure(let error) = impossible.takeFrame() else { return XCTFail("a 2-million-pixel-wide frame was drawn") }
        XCTAssertTrue("\(error)".contains("limit"), "\(error)")
        impossible.waitUntilFinished()
    }
}
