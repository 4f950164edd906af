import CSDL2
import OverlayDrawing
import OverlayFiles
import OverlayScenes
import OverlaySimulation
import XCTest

@testable import OverlayRender

/// `OffscreenCanvas.renderOnce` (what the window draws its first frame ahead with) gives the pixels `render` gives:
/// drawn on the result's own words, with no frame kept for a next one.
final class RenderOnceTests: XCTestCase {
    /// Every pixel of `frame` has the colour and alpha of `image`'s, less the alpha `render` sets on an opaque canvas.
    private func differing(_ frame: ARGBFrame, _ image: RGBAImage, opaque: Bool) -> Int {
        var count = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let word = frame.pixel(x: x, y: y), pixel = image.pixel(x: x, y: y)
                let alpha = opaque ? 255 : UInt8(word >> 24)
                if UInt8(truncatingIfNeeded: word >> 16) != pixel.r || UInt8(truncatingIfNeeded: word >> 8) != pixel.g
                    || UInt8(truncatingIfNeeded: word) != pixel.b || alpha != pixel.a
                {
                    count += 1
                }
            }
        }
        return count
    }

    func testTheMapsSceneAtScaleTwoAndOneAndAHalf() throws {
        for scale in [2.0, 1.5] {
            let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
            let list = ViewTreeDrawer().drawList(simulation, scale: scale)
            let once = try OffscreenCanvas(), kept = try OffscreenCanvas()
            let frame = try once.renderOnce(list)
            XCTAssertEqual([frame.width, frame.height], [list.pixelWidth, list.pixelHeight])
            XCTAssertEqual(differing(frame, try kept.render(list), opaque: true), 0, "at scale \(scale)")
            // Nothing is kept for a next frame, and no texture outlives the renderer drawn with.
            XCTAssertEqual(once.rasterizer.prefix.length, 0)
            XCTAssertEqual(once.rasterizer.cachedLayerCount, 0)
            XCTAssertGreaterThan(once.rasterizer.layerRenderCount, 4, "the map's tiles were drawn")
            // The first pixel is aligned as SDL's surfaces are, inside the words.
            frame.words.withUnsafeBufferPointer { words in
                let address = Int(bitPattern: words.baseAddress! + frame.start)
                XCTAssertEqual(address % max(4, Int(SDL_SIMDGetAlignment())), 0)
            }
            XCTAssertEqual(frame.words.count - frame.start, frame.width * frame.height)
        }
    }

    func testATranslucentCanvasWithALayerKeepsItsAlpha() throws {
        var list = DrawList(width: 40, height: 30, scale: 3, background: DrawColor(red: 0, green: 0, blue: 0, alpha: 0))
        list.append(.fill(DrawRect(x: 2, y: 2, width: 20, height: 10), DrawColor(red: 200, green: 40, blue: 90, alpha: 128)))
        list.append(
            .layer(
                key: "translucent", origin: DrawPoint(x: 10, y: 8), width: 20, height: 20,
                commands: [
                    .roundedRect(
                        DrawRect(x: 0, y: 0, width: 18, height: 18), CornerRadii(all: 6),
                        DrawColor(red: 20, green: 120, blue: 220, alpha: 160))
                ]))
        let frame = try OffscreenCanvas().renderOnce(list)
        let image = try OffscreenCanvas().render(list)
        XCTAssertEqual(differing(frame, image, opaque: false), 0)
        XCTAssertTrue(
            (0..<frame.height).contains { y in (0..<frame.width).contains { x in (1..<255).contains(frame.pixel(x: x, y: y) >> 24) } })
    }

    func testASizeThatCannotBeDrawnIsRefused() throws {
        let canvas = try OffscreenCanvas()
        XCTAssertThrowsError(try canvas.renderOnce(DrawList(width: 0.1, height: 10, scale: 1, background: DrawColor(hex: 0xFFFFFF))))
        XCTAssertThrowsError(try canvas.renderOnce(DrawList(width: 10, height: 10, scale: .nan, background: DrawColor(hex: 0xFFFFFF))))
    }
}
