import OverlayDrawing
import OverlayFiles
import OverlayScenes
import OverlaySimulation
import XCTest

@testable import OverlayRender

/// The rasteriser's shortcuts leave every pixel as it was: a frame that starts from the previous frame's copy of
/// the commands both share (the map under a dragged overlay), and a shadow's interior left out under the opaque
/// card drawn over it.
final class FrameShortcutTests: XCTestCase {
    func testFramesThatStartFromThePreviousFramesPixelsAreTheSame() throws {
        let lists = Fixture.draggedMapsLists(frames: 8, by: 37, scale: 2)
        let reusing = try OffscreenCanvas(), fresh = try OffscreenCanvas()
        // A different background shares no prefix: `fresh` draws every frame from its clear.
        var blank = DrawList(width: 390, height: 844, scale: 2, background: DrawColor(hex: 0x010203))
        blank.append(.fill(DrawRect(x: 0, y: 0, width: 1, height: 1), Fixture.red))
        var reused = 0
        for (index, list) in lists.enumerated() {
            let image = try reusing.render(list)
            if reusing.rasterizer.prefix.length > 0 { reused += 1 }
            _ = try fresh.render(blank)
            XCTAssertEqual(fresh.rasterizer.prefix.length, 0)
            let expected = try fresh.render(list)
            XCTAssertTrue(image.pixels == expected.pixels, "frame \(index) differs from the frame drawn from scratch")
        }
        // From the second frame on the map (everything before the overlay's shadow) comes from the copy, except
        // where the opaque card goes.
        XCTAssertGreaterThanOrEqual(reused, lists.count - 1)
        let hole = try XCTUnwrap(reusing.rasterizer.prefix.lastHole, "the card's interior is not copied back")
        XCTAssertGreaterThan(Int(hole.w) * Int(hole.h), 780 * 1688 / 3)
    }

    /// A translucent shape, then an opaque fill that moves from frame to frame, over a map of fills: drawn from the
    /// previous frame's copy (less the fill's pixels) and from scratch, the same pixels. `clipped` puts the frame
    /// inside a clip that cuts the fill; `growing` makes the shared start grow, so that a copy is taken mid-frame.
    private func assertMovingFillsKeepPixels(clipped: Bool, growing: Bool, file: StaticString = #filePath, line: UInt = #line) throws {
        let reusing = try OffscreenCanvas(), fresh = try OffscreenCanvas()
        var holes = 0
        for frame in 0..<6 {
            var commands: [DrawCommand] = (0..<6).map { stripe in
                .fill(DrawRect(x: 0, y: Double(stripe) * 10, width: 80, height: 10), DrawColor(hex: UInt32(0x204060 + stripe * 0x131313)))
            }
            if clipped { commands.append(.pushClip(DrawRect(x: 4.5, y: 3, width: 60, height: 40))) }
            // A translucent mark that stays put from the third frame on, when `growing` (shared, then copied).
            let mark = growing && frame >= 2 ? 0.0 : Double(frame)
            commands.append(.fill(DrawRect(x: 10 + mark, y: 12, width: 30, height: 20), DrawColor(hex: 0xFF8800, opacity: 0.5)))
            commands.append(.fill(DrawRect(x: 6 + Double(frame) * 3.5, y: 8 + Double(frame) * 4, width: 40, height: 26), Fixture.white))
            commands.append(.fill(DrawRect(x: 12, y: 20, width: 50, height: 6), DrawColor(hex: 0x0000FF, opacity: 0.4)))
            if clipped {
                // Outside the clip, under where the fill would go unclipped: a band each frame draws differently.
                commands += [
                    .popClip,
                    .fill(DrawRect(x: 0, y: 40, width: 80, height: 20), DrawColor(hex: UInt32(0x00FF00 + frame * 40), opacity: 0.5)),
                ]
            }
            let list = Fixture.list(80, 60, commands)
            let image = try reusing.render(list)
            if reusing.rasterizer.prefix.lastHole != nil { holes += 1 }
            XCTAssertTrue(
                image.pixels == (try fresh.render(list)).pixels, "frame \(frame) differs from the frame drawn from scratch",
                file: file, line: line)
            _ = try fresh.render(Fixture.list(80, 60, [.fill(DrawRect(x: 0, y: 0, width: 1, height: 1), Fixture.red)]))
        }
        XCTAssertGreaterThan(holes, 0, "the opaque fill's pixels were left out of some restore", file: file, line: line)
    }

    func testAnOpaqueFillLeftOutOfTheRestoreLeavesEveryPixelAsDrawnFromScratch() throws {
        for clipped in [false, true] {
            for growing in [false, true] { try assertMovingFillsKeepPixels(clipped: clipped, growing: growing) }
        }
    }

    func testOnlyAnOverwriteBeforeAnyClipChangeOrMidFrameCopyIsLeftOut() throws {
        let canvas = try OffscreenCanvas()
        let base: [DrawCommand] = [.fill(DrawRect(x: 0, y: 0, width: 40, height: 30), Fixture.red)]
        func frame(_ x: Double, _ middle: [DrawCommand]) -> DrawList {
            Fixture.list(40, 30, base + middle + [.fill(DrawRect(x: x, y: 5, width: 10, height: 10), Fixture.blue)])
        }
        for x in 0..<3 { _ = try canvas.render(frame(Double(x), [])) }
        XCTAssertEqual(canvas.rasterizer.prefix.lastHole.map { [$0.x, $0.y, $0.w, $0.h] }, [2, 5, 10, 10], "the blue square")
        // A clip change first: everything is copied back.
        _ = try canvas.render(frame(2, [.pushClip(DrawRect(x: 0, y: 0, width: 40, height: 30)), .popClip]))
        _ = try canvas.render(frame(3, [.pushClip(DrawRect(x: 0, y: 0, width: 40, height: 30)), .popClip]))
        XCTAssertNil(canvas.rasterizer.prefix.lastHole)
    }

    func testAFrameWhoseStartChangedIsDrawnFromScratch() throws {
        let canvas = try OffscreenCanvas()
        let first = Fixture.list(
            40, 30,
            [
                .fill(DrawRect(x: 0, y: 0, width: 20, height: 30), Fixture.red),
                .fill(DrawRect(x: 5, y: 5, width: 10, height: 10), Fixture.blue),
            ])
        let second = Fixture.list(
            40, 30,
            [
                .fill(DrawRect(x: 0, y: 0, width: 20, height: 30), Fixture.red),
                .fill(DrawRect(x: 25, y: 5, width: 10, height: 10), Fixture.blue),
            ])
        let third = Fixture.list(
            40, 30,
            [
                .fill(DrawRect(x: 0, y: 0, width: 10, height: 30), Fixture.blue),
                .fill(DrawRect(x: 25, y: 5, width: 10, height: 10), Fixture.blue),
            ])
        _ = try canvas.render(first)
        let moved = try canvas.render(second)
        XCTAssertEqual(canvas.rasterizer.prefix.length, 1, "the red fill is shared with the previous frame")
        XCTAssertEqual(moved.pixel(x: 7, y: 7).b, 0, "the blue square has left")
        XCTAssertEqual(moved.pixel(x: 27, y: 7).b, 255)
        let changed = try canvas.render(third)
        XCTAssertEqual(changed.pixel(x: 15, y: 20).r, 255, "the background shows where the red fill was")
        XCTAssertEqual(changed.pixel(x: 15, y: 20).g, 255)
        XCTAssertTrue(changed.pixels == (try OffscreenCanvas().render(third)).pixels)
    }

    /// Cards and their shadows of many sizes, radii (some corners square) and positions, with and without the
    /// shortcut.
    private static let topCorners = CornerRadii(topLeft: 12, topRight: 12, bottomRight: 0, bottomLeft: 0)

    func testCoveredShadowsDrawTheSamePixels() throws {
        try assertShortcutsKeepPixels(Fixture.cardsOverShadows())
        // The maps card at scale 1: flush with the left edge, running off the bottom.
        var card = DrawList(width: 390, height: 844, scale: 1, background: DrawColor(hex: 0xF2EFE9))
        card.append(
            .shadow(
                DrawRect(x: 0, y: 633, width: 390, height: 633), Self.topCorners, color: DrawColor(hex: 0, opacity: 0.2),
                radius: 3, dx: 0, dy: 1))
        card.append(.roundedRect(DrawRect(x: 0, y: 633, width: 390, height: 633), Self.topCorners, Fixture.white))
        try assertShortcutsKeepPixels(card)
        // The whole maps scene at rest, at scale 1 and 2.
        for scale in [1.0, 2.0] {
            let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
            try assertShortcutsKeepPixels(ViewTreeDrawer().drawList(simulation, scale: scale))
        }
    }

    private func assertShortcutsKeepPixels(_ list: DrawList, file: StaticString = #filePath, line: UInt = #line) throws {
        func render(skips: Bool) throws -> RGBAImage {
            let canvas = try OffscreenCanvas()
            canvas.rasterizer.skipsCoveredInteriors = skips
            return try canvas.render(list)
        }
        XCTAssertTrue(
            (try render(skips: false)).pixels == (try render(skips: true)).pixels,
            "leaving out covered interiors changed pixels", file: file, line: line)
    }
}
