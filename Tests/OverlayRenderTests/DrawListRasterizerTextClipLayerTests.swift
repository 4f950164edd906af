import OverlayDrawing
import OverlayFiles
import OverlayScenes
import XCTest

@testable import OverlayRender

/// Text placement and caching, clipping, and cached layers.
final class DrawListRasterizerTextClipLayerTests: XCTestCase {
    let white = Fixture.white, red = Fixture.red

    /// The bounding box of the pixels that are not white.
    func ink(_ image: RGBAImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        let marked = image.pixels(differentFrom: white)
        guard !marked.isEmpty else { return nil }
        return (marked.map(\.x).min()!, marked.map(\.y).min()!, marked.map(\.x).max()!, marked.map(\.y).max()!)
    }

    func text(
        _ string: String, x: Double, y: Double = 10, alignment: TextAlignment = .left, maxWidth: Double? = nil,
        face: FontFace = .regular
    ) -> DrawCommand {
        .text(string, origin: DrawPoint(x: x, y: y), size: 16, face: face, color: .black, alignment: alignment, maxWidth: maxWidth)
    }

    func testTextDrawsInsideItsBox() throws {
        let image = try Fixture.render(Fixture.list(160, 40, [text("Hello", x: 10)]))
        let box = try XCTUnwrap(ink(image), "no text drawn")
        XCTAssertGreaterThanOrEqual(box.minX, 10)
        XCTAssertGreaterThanOrEqual(box.minY, 10)
        XCTAssertLessThan(box.maxY, 10 + 20)
        XCTAssertLessThan(box.maxX, 10 + 60)
        XCTAssertGreaterThan(box.maxX - box.minX, 20, "five letters at 16 px are wider than 20 px")
    }

    func testCentredAndRightAlignedText() throws {
        for face in FontFace.allCases {
            let centred = try XCTUnwrap(
                ink(try Fixture.render(Fixture.list(160, 40, [text("Hello", x: 80, alignment: .center, face: face)]))))
            XCTAssertEqual(Double(centred.minX + centred.maxX + 1) / 2, 80, accuracy: 2, "\(face)")
            let right = try XCTUnwrap(ink(try Fixture.render(Fixture.list(160, 40, [text("Hello", x: 80, alignment: .right, face: face)]))))
            XCTAssertLessThanOrEqual(right.maxX, 80, "\(face)")
            XCTAssertGreaterThanOrEqual(right.maxX, 76, "\(face)")
        }
    }

    func testMaxWidthCutsWithAnEllipsisInsideTheWidth() throws {
        let long = "A rather long street name that never ends"
        let full = try XCTUnwrap(ink(try Fixture.render(Fixture.list(400, 40, [text(long, x: 10)]))))
        XCTAssertGreaterThan(full.maxX, 10 + 80)
        let cut = try XCTUnwrap(ink(try Fixture.render(Fixture.list(400, 40, [text(long, x: 10, maxWidth: 80)]))))
        XCTAssertLessThan(cut.maxX, 10 + 80)
        XCTAssertGreaterThan(cut.maxX, 10 + 50, "the cut keeps as much text as fits")
        // Centred text with a limit stays within the limit around its anchor.
        let centred = try XCTUnwrap(ink(try Fixture.render(Fixture.list(400, 40, [text(long, x: 200, alignment: .center, maxWidth: 80)]))))
        XCTAssertGreaterThanOrEqual(centred.minX, 160)
        XCTAssertLessThanOrEqual(centred.maxX, 240)
        // The cut text is the prefix plus "…" and fits; nothing fits in 1 px.
        XCTAssertNil(try Fixture.render(Fixture.list(400, 40, [text(long, x: 10, maxWidth: 1)])).pixels(differentFrom: white).first)
    }

    func testEmptyTextAndMissingFontsDrawNothing() throws {
        XCTAssertNil(ink(try Fixture.render(Fixture.list(60, 30, [text("", x: 10)]))))
        let canvas = try OffscreenCanvas(fontDirectory: "/nonexistent/fonts")
        let image = try canvas.render(Fixture.list(60, 30, [text("Hi", x: 10, face: .bold)]))
        XCTAssertNil(ink(image))
        XCTAssertEqual(canvas.missingFonts, ["/nonexistent/fonts/DejaVuSans-Bold.ttf"])
    }

    func testRepeatedTextReusesItsTexture() throws {
        let canvas = try OffscreenCanvas()
        let list = Fixture.list(100, 40, [text("Row", x: 10), text("Row", x: 10, y: 20)])
        let first = try canvas.render(list)
        XCTAssertEqual(canvas.rasterizer.textTextureCount, 1)
        XCTAssertEqual(try canvas.render(list), first)
        XCTAssertEqual(canvas.rasterizer.textTextureCount, 1)
    }

    func testClipRestrictsDrawingToTheIntersection() throws {
        let everything = DrawRect(x: 0, y: 0, width: 30, height: 30)
        let image = try Fixture.render(
            Fixture.list(
                30, 30,
                [
                    .pushClip(DrawRect(x: 5, y: 5, width: 15, height: 15)),
                    .shadow(DrawRect(x: 0, y: 0, width: 30, height: 30), .zero, color: Fixture.blue, radius: 4, dx: 0, dy: 0),
                    .pushClip(DrawRect(x: 10, y: 8, width: 20, height: 20)),
                    .fill(everything, red),
                    .popClip,
                    .popClip,
                    .pushClip(DrawRect(x: 0, y: 25, width: 3, height: 3)),
                    .layer(
                        key: "clipped", origin: DrawPoint(x: 0, y: 20), width: 10, height: 10,
                        commands: [.fill(DrawRect(x: 0, y: 0, width: 10, height: 10), red)]),
                    .popClip,
                ]))
        for y in 0..<30 {
            for x in 0..<30 {
                let inFill = (10..<20).contains(x) && (8..<20).contains(y)
                let inShadowClip = (5..<20).contains(x) && (5..<20).contains(y)
                let inLayerClip = (0..<3).contains(x) && (25..<28).contains(y)
                if inFill || inLayerClip {
                    XCTAssertTrue(image.isColor(x: x, y: y, red), "\(x),\(y)")
                } else if !inShadowClip {
                    XCTAssertTrue(image.isColor(x: x, y: y, white), "\(x),\(y)")
                }
            }
        }
        XCTAssertEqual(image.pixel(x: 7, y: 7).b, 255)
        XCTAssertLessThan(image.pixel(x: 7, y: 7).r, 255, "the shadow draws inside its clip")
    }

    func testLayerIsRenderedOnceAndMatchesDirectDrawing() throws {
        let content: [DrawCommand] = [
            .fill(DrawRect(x: 2, y: 2, width: 10, height: 6), DrawColor(hex: 0xAAD3F5)),
            .circle(center: DrawPoint(x: 20, y: 10), radius: 7.5, color: Fixture.blue.withOpacity(0.5)),
            .roundedRect(DrawRect(x: 5, y: 12, width: 20, height: 6), CornerRadii(all: 3), red.withOpacity(0.7)),
            .polygon([DrawPoint(x: 28, y: 2), DrawPoint(x: 38, y: 4), DrawPoint(x: 30, y: 16)], DrawColor(hex: 0xCDE8C4)),
            .text("Ab", origin: DrawPoint(x: 30, y: 3), size: 10, face: .regular, color: .black, alignment: .left, maxWidth: nil),
        ]
        let layered = Fixture.list(
            40, 20, scale: 2, [.layer(key: "map", origin: DrawPoint(x: 0, y: 0), width: 40, height: 20, commands: content)])
        let direct = Fixture.list(40, 20, scale: 2, content)
        let canvas = try OffscreenCanvas()
        let viaLayer = try canvas.render(layered)
        XCTAssertEqual(canvas.rasterizer.layerRenderCount, 1)
        XCTAssertEqual(try canvas.render(layered), viaLayer)
        XCTAssertEqual(canvas.rasterizer.layerRenderCount, 1, "the cached layer is reused")
        let result = ImageComparison.compare(viaLayer, try canvas.render(direct), channelTolerance: 4, maximumDifferingFraction: 0)
        XCTAssertTrue(result.passed, "\(result.differingPixels) pixels differ, max \(result.maximumChannelDifference)")

        canvas.rasterizer.invalidateLayers()
        _ = try canvas.render(layered)
        XCTAssertEqual(canvas.rasterizer.layerRenderCount, 2)
        // A layer drawn at an offset lands at its origin.
        let moved = try canvas.render(
            Fixture.list(
                40, 20,
                [
                    .layer(
                        key: "dot", origin: DrawPoint(x: 7, y: 5), width: 2, height: 3,
                        commands: [.fill(DrawRect(x: 0, y: 0, width: 2, height: 3), red)])
                ]))
        XCTAssertEqual(moved.pixels(differentFrom: white).count, 6)
        XCTAssertTrue(moved.isColor(x: 7, y: 5, red) && moved.isColor(x: 8, y: 7, red))
    }

    /// Layers read back into one buffer: a small translucent layer drawn after a large one (the buffer then holds
    /// more pixels than the layer) and an opaque one (whose texture is not written again) are drawn as by a
    /// rasterizer that drew nothing before them; a layer larger than the buffer keeps is not kept.
    func testLayersAfterALargerOneDrawAsIfDrawnFirst() throws {
        let translucent: [DrawCommand] = [
            .circle(center: DrawPoint(x: 6, y: 5), radius: 4.5, color: Fixture.blue.withOpacity(0.6)),
            .roundedRect(DrawRect(x: 1, y: 6, width: 10, height: 4), CornerRadii(all: 2), red.withOpacity(0.8)),
        ]
        let opaque: [DrawCommand] = [
            .fill(DrawRect(x: 0, y: 0, width: 12, height: 10), DrawColor(hex: 0xCDE8C4)),
            .circle(center: DrawPoint(x: 6, y: 5), radius: 3, color: Fixture.blue),
        ]
        let small = Fixture.list(
            30, 12, scale: 2,
            [
                .layer(key: "translucent", origin: DrawPoint(x: 1, y: 1), width: 12, height: 10, commands: translucent),
                .layer(key: "opaque", origin: DrawPoint(x: 16, y: 1), width: 12, height: 10, commands: opaque),
            ])
        let fresh = try OffscreenCanvas().render(small)
        let canvas = try OffscreenCanvas()
        let large = Fixture.list(
            300, 200, scale: 2,
            [.layer(key: "large", origin: DrawPoint(x: 0, y: 0), width: 300, height: 200, commands: translucent)])
        _ = try canvas.render(large)
        XCTAssertEqual(canvas.rasterizer.layerReadBack.count, 600 * 400, "the large layer's pixels are kept for the next")
        XCTAssertEqual(try canvas.render(small), fresh)
        XCTAssertEqual(canvas.rasterizer.layerRenderCount, 3)
        let huge = Fixture.list(
            1100, 1000, scale: 1,
            [.layer(key: "huge", origin: DrawPoint(x: 0, y: 0), width: 1100, height: 1000, commands: opaque)])
        _ = try canvas.render(huge)
        XCTAssertTrue(canvas.rasterizer.layerReadBack.isEmpty, "over \(DrawListRasterizer.layerReadBackLimit) pixels, not kept")
    }

    /// The read-back converts 16 pixels at a time where any is translucent: a translucent pixel alone in the last,
    /// shorter run (a layer of 13 × 7 pixels: 91, five runs of 16 and one of 11) is converted too, and the copy then
    /// matches drawing the fill directly.
    func testATranslucentPixelInTheLastShortRunIsConverted() throws {
        let dot: [DrawCommand] = [.fill(DrawRect(x: 12, y: 6, width: 1, height: 1), red.withOpacity(0.5))]
        let layered = Fixture.list(13, 7, [.layer(key: "dot", origin: DrawPoint(x: 0, y: 0), width: 13, height: 7, commands: dot)])
        let viaLayer = try OffscreenCanvas().render(layered), direct = try OffscreenCanvas().render(Fixture.list(13, 7, dot))
        let result = ImageComparison.compare(viaLayer, direct, channelTolerance: 4, maximumDifferingFraction: 0)
        XCTAssertTrue(result.passed, "\(result.differingPixels) pixels differ, max \(result.maximumChannelDifference)")
        XCTAssertEqual(viaLayer.pixels(differentFrom: white).count, 1)
        XCTAssertEqual(DrawListRasterizer.straightAlpha(0x8040_4040), 0x8080_8080)
        XCTAssertEqual(DrawListRasterizer.straightAlpha(0xFF12_3456), 0xFF12_3456)
        XCTAssertEqual(DrawListRasterizer.straightAlpha(0x0012_3456), 0)
    }
}
