import CSDL2
import OverlayDrawing
import OverlayTestSupport
import XCTest

@testable import OverlayRender

/// A frame that starts from the copy of its shared start puts back only the pixels the previous frame drew after
/// that copy: every command notes the pixels it may change, and nothing it draws falls outside them.
final class DrawnRowsTests: XCTestCase {
    func testRowsNoteSpansCutToTheTargetAndNaNTakesEverything() {
        var rows = DrawnRows()
        rows.reset(width: 10, height: 6)
        XCTAssertEqual((0..<6).map { rows.columns(in: $0) }, Array(repeating: 0..<0, count: 6))
        rows.note(x0: 2.5, y0: 1.2, x1: 4.1, y1: 2.9)
        rows.note(x0: 7, y0: 2, x1: 30, y1: 3)
        rows.note(x0: -.infinity, y0: 5, x1: 1, y1: .infinity)
        XCTAssertEqual((0..<6).map { rows.columns(in: $0) }, [0..<0, 2..<5, 2..<10, 0..<0, 0..<0, 0..<1])
        rows.note(x0: 3, y0: 3, x1: 3, y1: 5)  // no width: nothing
        XCTAssertEqual(rows.columns(in: 3), 0..<0)
        rows.note(x0: .nan, y0: 0, x1: 1, y1: 1)
        XCTAssertEqual((0..<6).map { rows.columns(in: $0) }, Array(repeating: 0..<10, count: 6))
        rows.reset(width: 10, height: 6)
        XCTAssertEqual(rows.columns(in: 2), 0..<0, "a reset forgets what was drawn")
    }

    /// The maps card dragged up at scale 2: each frame puts back only the rows the card and its shadow left, not
    /// the map under it (780 × 1688 pixels, of which the restore used to copy three quarters).
    func testADraggedCardPutsBackOnlyWhatThePreviousFrameDrewOver() throws {
        let reusing = try OffscreenCanvas(), fresh = try OffscreenCanvas()
        reusing.rasterizer.checksDrawnRows = true
        var restoredBytes: [Int] = []
        for (index, list) in Fixture.draggedMapsLists(frames: 10, by: 6, scale: 2).enumerated() {
            let frame = index + 1
            let image = try reusing.render(list)
            if frame <= 2 { XCTAssertNil(reusing.rasterizer.lastFramePutBack, "frame \(frame) has no copy to start from") }
            if let bytes = reusing.rasterizer.prefix.lastRestoredBytes { restoredBytes.append(bytes) }
            if let share = reusing.rasterizer.lastFramePutBack { XCTAssertLessThan(share, 0.1) }
            XCTAssertTrue(image.pixels == (try fresh.render(list)).pixels, "frame \(frame) differs from the frame drawn from scratch")
            fresh.rasterizer.prefix.reset()
        }
        XCTAssertEqual(reusing.rasterizer.untrackedDifferences, 0, "pixels changed where no command noted a change")
        XCTAssertGreaterThanOrEqual(restoredBytes.count, 8)
        let frameBytes = 780 * 1688 * 4
        XCTAssertLessThan(restoredBytes.max() ?? frameBytes, frameBytes / 10, "restored \(restoredBytes) of \(frameBytes) bytes")
        XCTAssertGreaterThan(restoredBytes.min() ?? 0, 0, "the rows the card left are put back")
    }

    /// Every kind of command, moving from frame to frame over a start that stays, sometimes clipped, sometimes with
    /// a start that grows or shrinks: each frame as drawn from scratch, and no pixel changed unnoted.
    func testEveryKindOfCommandNotesWhatItDraws() throws {
        let reusing = try OffscreenCanvas(), fresh = try OffscreenCanvas()
        reusing.rasterizer.checksDrawnRows = true
        var random = SplitMix64(seed: 0x5EED)
        let tile = try XCTUnwrap(DrawImage(width: 4, height: 4, rgba: (0..<64).map { UInt8(($0 * 37) & 0xFF) }))
        let start: [DrawCommand] = [
            .fill(DrawRect(x: 0, y: 0, width: 160, height: 60), DrawColor(hex: 0x336699)),
            .layer(
                key: "stripes", origin: DrawPoint(x: 10, y: 70), width: 120, height: 40,
                commands: [
                    .fill(DrawRect(x: 0, y: 0, width: 120, height: 20), DrawColor(hex: 0xAA5500)),
                    .circle(center: DrawPoint(x: 60, y: 25), radius: 12, color: DrawColor(hex: 0x00AA55, opacity: 0.7)),
                ]),
            .text(
                "Start", origin: DrawPoint(x: 8, y: 110), size: 14, face: .bold, color: DrawColor(hex: 0x111111), alignment: .left,
                maxWidth: nil),
        ]
        var restores = 0
        for frame in 0..<40 {
            let suffix = Fixture.randomCommands(Int(random.double(3...9)), frame: frame, tile: tile, random: &random)
            // Now and then the shared start grows by a command (a copy taken mid-frame) or a frame changes it.
            let extra: [DrawCommand] =
                frame % 7 == 3 ? [.fill(DrawRect(x: 100, y: 100, width: 40, height: 40), DrawColor(hex: 0x777777))] : []
            let changedStart = frame % 11 == 10 ? [DrawCommand.fill(DrawRect(x: 0, y: 0, width: 1, height: 1), Fixture.red)] : []
            let list = Fixture.list(160, 160, scale: 1.5, background: DrawColor(hex: 0xF2EFE9), changedStart + start + extra + suffix)
            let image = try reusing.render(list)
            if reusing.rasterizer.prefix.knowsDrawn, reusing.rasterizer.prefix.length > 0 { restores += 1 }
            fresh.rasterizer.prefix.reset()
            XCTAssertTrue(image.pixels == (try fresh.render(list)).pixels, "frame \(frame) differs from the frame drawn from scratch")
        }
        XCTAssertGreaterThan(restores, 25)
        XCTAssertEqual(reusing.rasterizer.untrackedDifferences, 0, "pixels changed where no command noted a change")
    }

    /// Pixels changed behind the rasterizer's back (a window's surface made anew, a frame copied in) stay wrong
    /// unless it is told; told, the next frame puts back the whole copy.
    func testPixelsChangedBehindItsBackAreMendedOnlyWhenItIsTold() throws {
        // A red ground (the shared start) and a blue square that moves.
        func frame(square x: Double) -> DrawList {
            Fixture.list(
                40, 30,
                [
                    .fill(DrawRect(x: 0, y: 0, width: 40, height: 30), Fixture.red),
                    .fill(DrawRect(x: x, y: 2, width: 5, height: 5), Fixture.blue),
                ])
        }
        let first = frame(square: 2), second = frame(square: 4)
        let expected = try OffscreenCanvas().render(second)
        for tells in [false, true] {
            let canvas = try OffscreenCanvas()
            _ = try canvas.render(first)
            _ = try canvas.render(second)
            XCTAssertTrue(canvas.rasterizer.prefix.knowsDrawn)
            // A white pixel far from the blue square, written straight into the surface.
            let surface = try XCTUnwrap(canvas.surface)
            let pixels = try XCTUnwrap(surface.pointee.pixels).assumingMemoryBound(to: UInt32.self)
            pixels[20 * Int(surface.pointee.pitch) / 4 + 30] = 0xFFFF_FFFF
            if tells { canvas.rasterizer.targetPixelsMayHaveChanged() }
            let image = try canvas.render(second)
            XCTAssertEqual(image.pixels == expected.pixels, tells, tells ? "told, the copy is put back whole" : "untold, the pixel stays")
            XCTAssertEqual(image.pixel(x: 30, y: 20).g, tells ? 0 : 255)
        }
    }
}
