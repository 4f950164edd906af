import Foundation
import OverlayRender
import XCTest

/// The software renderer hands the X server only the rectangles a frame changed (`presentWindowSurface`): under a
/// drag, the card's rows, not the map above them. What the X server shows, read from the file Xvfb keeps its screen
/// in, is the frame the window drew: with the finger held after a drag up, after the window was unmapped and mapped
/// again, and once the card, dragged down and let go, has settled on its notch.
final class ChangedRectanglesWindowTests: XvfbTestCase {
    override class var keepsScreenInFile: Bool { true }

    func testTheScreenShowsEachFrameWhenOnlyWhatChangedIsHandedOver() throws {
        var shown: [String: Bool] = [:]
        let run = try assertDragReplays(["--report-frames", "--quit-after", "9"]) { window, dump in
            shown = [:]
            // Pressed and moved up 200 pt, then held (the drag's release left out).
            let drag = mouseDrag(in: window, pressAt: 668, moves: stride(from: 650, through: 450, by: -25), interval: 0.05)
            try xdotool(Array(drag.dropLast(2)))
            shown["held mid-drag"] = try screenComesToShowTheFrame(window: window, dump: dump)
            // Unmapped and mapped again, the window has lost its pixels on the X server: the frame after the expose
            // hands over all of it.
            try xdotool(["windowunmap", "--sync", window, "sleep", "0.2", "windowmap", "--sync", window])
            shown["mapped again"] = try screenComesToShowTheFrame(window: window, dump: dump)
            // Then down 200 pt and let go: the card leaves rows above it, which only the map's copy puts back.
            var down: [String] = []
            for y in stride(from: 475, through: 650, by: 25) { down += ["mousemove", "--window", window, "195", "\(y)", "sleep", "0.05"] }
            try xdotool(down + ["mouseup", "1"])
            shown["settled"] = try screenComesToShowTheFrame(window: window, dump: dump)
        }
        XCTAssertEqual(shown, ["held mid-drag": true, "mapped again": true, "settled": true], "what the X server shows is the frame drawn")
        let line = try XCTUnwrap(run.stderr.split(separator: "\n").first { $0.hasPrefix("frames: presented") }, run.stderr)
        // "; handed over median H % of the window, W of N frames whole": only the first frame (and the frame after an
        // expose) need the whole window; the card's rows are less than the window.
        let handedOver = try XCTUnwrap(line.range(of: "; handed over median "), String(line))
        let figures = line[handedOver.upperBound...].split(whereSeparator: { !"0123456789.".contains($0) }).compactMap { Double($0) }
        XCTAssertEqual(figures.count, 3, String(line))
        if figures.count == 3 {
            XCTAssertLessThan(figures[0], 90, "the median frame handed over less than the window: \(line)")
            XCTAssertLessThan(figures[1], figures[2] / 2, "most frames handed over part of the window: \(line)")
        }
    }

    /// Whether, within 5 s, the window's rectangle of the screen comes to hold exactly the last frame it drew (the
    /// file `--dump-frame` rewrites after each frame): frames are drawn until the card stops, and a debug build
    /// writing each as a PNG takes a while.
    private func screenComesToShowTheFrame(window: String, dump: String) throws -> Bool {
        let geometry = try xdotool(["getwindowgeometry", "--shell", window]).split(separator: "\n").reduce(into: [String: Int]()) {
            let pair = $1.split(separator: "=")
            if pair.count == 2, let value = Int(pair[1]) { $0[String(pair[0])] = value }
        }
        guard let x = geometry["X"], let y = geometry["Y"], let width = geometry["WIDTH"], let height = geometry["HEIGHT"],
            let screenFile
        else { throw XvfbScreenFile.Unreadable(description: "no geometry for window \(window): \(geometry)") }
        let deadline = Date().addingTimeInterval(5)
        repeat {
            usleep(300_000)
            guard var frame = try? PNGFile.read(path: dump) else { continue }
            for alpha in stride(from: 3, to: frame.pixels.count, by: 4) { frame.pixels[alpha] = 255 }
            if try screenFile.pixels(x: x, y: y, width: width, height: height) == frame { return true }
        } while Date() < deadline
        return false
    }
}
