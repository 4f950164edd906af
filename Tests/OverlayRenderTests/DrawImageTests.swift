import OverlayDrawing
import XCTest

@testable import OverlayRender

/// `DrawCommand.image`: a PNG file checked when it is made, decoded once per renderer, stretched over its rectangle
/// and faded; pixels made in code; `withOpacity` on every command.
final class DrawImageTests: XCTestCase {
    /// A 4×2 PNG: the left half red, the right half blue, opaque.
    private func twoColourPNG() throws -> String {
        var pixels: [UInt8] = []
        for _ in 0..<2 { for x in 0..<4 { pixels += x < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] } }
        let path = try Fixture.temporaryDirectory("image") + "/two.png"
        try PNGFile.write(RGBAImage(width: 4, height: 2, pixels: pixels), to: path)
        return path
    }

    func testAPNGIsCheckedWhenMadeAndTakesItsSizeFromItsHeader() throws {
        let image = try DrawImage(pngFile: try twoColourPNG())
        XCTAssertEqual([image.width, image.height], [4, 2])
        XCTAssertEqual(image.size(scale: 2).width, 2)
        let folder = try Fixture.temporaryDirectory("bad-image")
        XCTAssertThrowsError(try DrawImage(pngFile: folder + "/missing.png")) { error in
            XCTAssertEqual("\(error)", "\(folder)/missing.png: no such file")
        }
        try "not a picture".write(toFile: folder + "/text.png", atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try DrawImage(pngFile: folder + "/text.png")) { error in
            XCTAssertEqual("\(error)", "\(folder)/text.png: not a PNG file (no PNG signature and header)")
        }
        XCTAssertNil(DrawImage(width: 2, height: 2, rgba: [0, 0, 0]), "3 bytes are not 2×2 pixels")
    }

    func testAnImageIsStretchedOverItsRectangleAndDecodedOncePerRenderer() throws {
        let image = try DrawImage(pngFile: try twoColourPNG())
        let canvas = try OffscreenCanvas()
        let list = Fixture.list(20, 10, [.image(image, in: DrawRect(x: 2, y: 2, width: 16, height: 6), opacity: 1)])
        let first = try canvas.render(list)
        // 16 pt for 4 px: each image pixel covers 4 pt; away from the seam the colours are exact.
        XCTAssertTrue(first.isColor(x: 4, y: 5, Fixture.red))
        XCTAssertTrue(first.isColor(x: 15, y: 5, Fixture.blue))
        XCTAssertTrue(first.isColor(x: 1, y: 5, Fixture.white), "nothing outside the rectangle")
        XCTAssertTrue(first.isColor(x: 10, y: 9, Fixture.white))
        let again = try canvas.render(list)
        XCTAssertEqual(first, again)
        XCTAssertEqual(canvas.rasterizer.imagesDecoded, 1, "the texture is kept, keyed by the path")
        // Another DrawImage of the same file is the same image to the cache.
        _ = try canvas.render(
            Fixture.list(
                20, 10,
                [
                    .image(
                        try DrawImage(pngFile: image.cacheKey.replacingOccurrences(of: "png:", with: "")),
                        in: DrawRect(x: 0, y: 0, width: 4, height: 2), opacity: 1)
                ]))
        XCTAssertEqual(canvas.rasterizer.imagesDecoded, 1)
    }

    func testOpacityAndPixelImages() throws {
        let pixels = try XCTUnwrap(DrawImage(width: 1, height: 1, rgba: [0, 0, 0, 255]))
        let image = try Fixture.render(Fixture.list(4, 4, [.image(pixels, in: DrawRect(x: 0, y: 0, width: 4, height: 4), opacity: 0.5)]))
        let pixel = image.pixel(x: 2, y: 2)
        XCTAssertEqual(Int(pixel.r), 128, accuracy: 2, "black at half opacity over white")
        XCTAssertEqual(pixel.r, pixel.g)
    }

    func testWithOpacityFadesEveryColourAndNamesTheLayersOpacity() {
        let red = Fixture.red
        XCTAssertEqual(
            DrawCommand.fill(DrawRect(x: 0, y: 0, width: 1, height: 1), red).withOpacity(0.5),
            .fill(DrawRect(x: 0, y: 0, width: 1, height: 1), red.withOpacity(0.5)))
        XCTAssertEqual(DrawCommand.popClip.withOpacity(0.5), .popClip)
        let layer = DrawCommand.layer(
            key: "tile", origin: DrawPoint(x: 0, y: 0), width: 1, height: 1,
            commands: [.circle(center: DrawPoint(x: 0, y: 0), radius: 1, color: red)])
        guard case let .layer(key, _, _, _, inner) = layer.withOpacity(0.5) else { return XCTFail("a layer stays a layer") }
        XCTAssertEqual(key, "tile@128", "a faded layer is cached apart from the opaque one")
        XCTAssertEqual(inner, [.circle(center: DrawPoint(x: 0, y: 0), radius: 1, color: red.withOpacity(128.0 / 255))])
        XCTAssertEqual(layer.withOpacity(1), layer, "full opacity changes nothing")
    }
}
