import CSDL2
import OverlayDrawing
import OverlayTestSupport
import XCTest

@testable import OverlayRender

/// A window hands the display only the rectangles whose pixels changed since the last present
/// (`DrawListRasterizer.takeChangedRectangles`): a screen that copies only those rectangles of each frame must show
/// every frame exactly.
final class ChangedRectanglesTests: XCTestCase {
    /// What a display shows when it is handed `rectangles` of `frame` (all of it for nil).
    private func show(_ frame: RGBAImage, rectangles: [SDL_Rect]?, on screen: inout RGBAImage?) {
        guard let rectangles, var shown = screen, shown.width == frame.width, shown.height == frame.height else {
            screen = frame
            return
        }
        for rect in rectangles {
            for row in Int(rect.y)..<Int(rect.y + rect.h) {
                let from = (row * frame.width + Int(rect.x)) * 4, to = from + Int(rect.w) * 4
                shown.pixels.replaceSubrange(from..<to, with: frame.pixels[from..<to])
            }
        }
        screen = shown
    }

    func testRowsBecomeOneRectanglePerRunAndTheClosestRunsJoinPastTheLimit() {
        var rows = DrawnRows()
        rows.reset(width: 20, height: 30)
        XCTAssertEqual(rows.rectangles(limit: 4).count, 0)
        rows.note(x0: 2, y0: 1, x1: 5, y1: 3)
        rows.note(x0: 4, y0: 3, x1: 9, y1: 4)  // the same run, wider
        rows.note(x0: 10, y0: 10, x1: 12, y1: 11)
        rows.note(x0: 0, y0: 14, x1: 1, y1: 16)
        rows.note(x0: 6, y0: 25, x1: 20, y1: 30)
        func spans(_ rectangles: [SDL_Rect]) -> [[Int32]] { rectangles.map { [$0.x, $0.y, $0.w, $0.h] } }
        XCTAssertEqual(spans(rows.rectangles(limit: 8)), [[2, 1, 7, 3], [10, 10, 2, 1], [0, 14, 1, 2], [6, 25, 14, 5]])
        // Three rows lie between the second and third runs, six between the first and second, nine between the last two.
        XCTAssertEqual(spans(rows.rectangles(limit: 3)), [[2, 1, 7, 3], [0, 10, 12, 6], [6, 25, 14, 5]])
        XCTAssertEqual(spans(rows.rectangles(limit: 2)), [[0, 1, 12, 15], [6, 25, 14, 5]])
        XCTAssertEqual(spans(rows.rectangles(limit: 0)), [[0, 1, 20, 29]], "at least one")

        var other = DrawnRows()
        other.reset(width: 20, height: 30)
        other.note(x0: 15, y0: 2, x1: 18, y1: 3)
        rows.formUnion(other)
        XCTAssertEqual(rows.columns(in: 2), 2..<18)
        XCTAssertEqual(rows.columns(in: 1), 2..<5)
        var smaller = DrawnRows()
        smaller.reset(width: 10, height: 30)
        smaller.note(x0: 0, y0: 20, x1: 5, y1: 21)
        rows.formUnion(smaller)
        XCTAssertEqual(rows.columns(in: 20), 0..<0, "another target's rows are not added")
    }

    /// The maps card dragged up at scale 2: after the first frames, each frame hands over the card's rows (where it
    /// was and where it is), not the map above it, and a screen updated only there shows every frame.
    func testADraggedCardHandsOverOnlyItsRowsAndTheScreenShowsEveryFrame() throws {
        let canvas = try OffscreenCanvas()
        var screen: RGBAImage?
        var shares: [Double] = []
        for (index, list) in Fixture.draggedMapsLists(frames: 10, by: 6, scale: 2).enumerated() {
            let frame = try canvas.render(list)
            let rectangles = canvas.rasterizer.takeChangedRectangles()
            if index < 2 { XCTAssertNil(rectangles, "frame \(index + 1) was drawn from its clear") }
            if let rectangles {
                let area = rectangles.reduce(0) { $0 + Int($1.w) * Int($1.h) }
                shares.append(Double(area) / Double(frame.width * frame.height))
            }
            show(frame, rectangles: rectangles, on: &screen)
            XCTAssertTrue(screen == frame, "the screen after frame \(index + 1) is not the frame")
        }
        XCTAssertGreaterThanOrEqual(shares.count, 8)
        XCTAssertLessThan(shares.max() ?? 1, 0.75, "the map above the card is not handed over (\(shares))")
        XCTAssertGreaterThan(shares.min() ?? 0, 0.2, "the card's rows are (\(shares))")
    }

    /// Every kind of command moving over a start that stays, clipped, with a start that grows or changes, and
    /// presents skipped now and then (the changes add up): a screen updated only in the rectangles shows each
    /// frame that is presented.
    func testEveryKindOfCommandIsHandedOverWhereItChangedThePixels() throws {
        let canvas = try OffscreenCanvas()
        var random = SplitMix64(seed: 0xC4A9)
        var screen: RGBAImage?
        var bounded = 0
        let tile = try XCTUnwrap(DrawImage(width: 4, height: 4, rgba: (0..<64).map { UInt8(($0 * 53) & 0xFF) }))
        for frame in 0..<60 {
            var commands: [DrawCommand] = [
                .fill(DrawRect(x: 0, y: 0, width: 160, height: 60), DrawColor(hex: 0x336699)),
                .circle(center: DrawPoint(x: 80, y: 100), radius: 30, color: DrawColor(hex: 0x22AA44)),
            ]
            // Now and then the shared start grows by a command (a copy taken mid-frame) or a frame changes it.
            if frame % 7 == 3 { commands.append(.fill(DrawRect(x: 100, y: 100, width: 40, height: 40), DrawColor(hex: 0x777777))) }
            if frame % 13 == 12 { commands.insert(.fill(DrawRect(x: 0, y: 0, width: 1, height: 1), Fixture.red), at: 0) }
            commands += Fixture.randomCommands(Int(random.double(1...6)), frame: frame, tile: tile, random: &random)
            let image = try canvas.render(Fixture.list(160, 160, scale: 1.5, background: DrawColor(hex: 0xF2EFE9), commands))
            // One frame in five is drawn but not presented: the next present hands over both frames' changes.
            guard frame % 5 != 2 else { continue }
            let rectangles = canvas.rasterizer.takeChangedRectangles(limit: 3)
            if let rectangles {
                bounded += 1
                XCTAssertLessThanOrEqual(rectangles.count, 3)
            }
            show(image, rectangles: rectangles, on: &screen)
            XCTAssertTrue(screen == image, "the screen after frame \(frame) is not the frame")
        }
        XCTAssertGreaterThan(bounded, 30)
    }

    /// Pixels changed behind the rasterizer's back, or a frame drawn without its copy, cannot be bounded.
    func testWhatTheRasterizerCannotBoundIsHandedOverWhole() throws {
        let lists = Fixture.draggedMapsLists(frames: 5, by: 6, scale: 1)
        let canvas = try OffscreenCanvas()
        for list in lists.prefix(3) { _ = try canvas.render(list) }
        XCTAssertNil(canvas.rasterizer.takeChangedRectangles(), "frames drawn from their clear since the last call")
        _ = try canvas.render(lists[3])
        XCTAssertNotNil(canvas.rasterizer.takeChangedRectangles(), "a frame started from the copy")
        canvas.rasterizer.targetPixelsMayHaveChanged()
        XCTAssertNil(canvas.rasterizer.takeChangedRectangles(), "told the pixels may have changed")
        _ = try canvas.render(lists[4])
        XCTAssertNil(canvas.rasterizer.takeChangedRectangles(), "the whole copy put back after that")
        _ = try canvas.render(lists[3])
        XCTAssertNotNil(canvas.rasterizer.takeChangedRectangles())
        XCTAssertEqual(canvas.rasterizer.takeChangedRectangles()?.count, 0, "nothing drawn since the last call")
    }
}
