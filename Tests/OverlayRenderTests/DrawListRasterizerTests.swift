import OverlayDrawing
import OverlayFiles
import OverlayScenes
import XCTest

@testable import OverlayRender

/// Fills, rounded rectangles, scale, shadows and bad input, checked pixel by pixel on the software renderer.
final class DrawListRasterizerTests: XCTestCase {
    let white = Fixture.white, red = Fixture.red

    func testFillCoversExactlyItsPixels() throws {
        let image = try Fixture.render(
            Fixture.list(
                12, 10,
                [
                    .fill(DrawRect(x: 2, y: 3, width: 4, height: 2), red),
                    .fill(DrawRect(x: 7.4, y: 6.6, width: 2.2, height: 1.9), red),
                ]))
        for y in 0..<10 {
            for x in 0..<12 {
                // The second fill's edges round to x 7…10, y 7…9 (exclusive ends).
                let inside = (2..<6).contains(x) && (3..<5).contains(y) || (7..<10).contains(x) && (7..<9).contains(y)
                XCTAssertTrue(
                    image.isColor(x: x, y: y, inside ? red : white), "pixel \(x),\(y)\n\(image.ascii(background: white, solid: red))")
            }
        }
    }

    func testRoundedRectHasBackgroundCornerSolidCentreAndAntialiasedCurve() throws {
        let rect = DrawRect(x: 5, y: 5, width: 30, height: 20)
        let image = try Fixture.render(Fixture.list(40, 30, [.roundedRect(rect, CornerRadii(all: 8), red)]))
        let picture = image.ascii(background: white, solid: red)
        XCTAssertTrue(image.isColor(x: 5, y: 5, white), picture)
        XCTAssertTrue(image.isColor(x: 34, y: 24, white), picture)
        XCTAssertTrue(image.isColor(x: 20, y: 15, red), picture)
        var intermediate = 0
        for (x, y) in image.pixels(differentFrom: white) where !image.isColor(x: x, y: y, red) {
            intermediate += 1
            // Anti-aliased pixels belong to the corners only.
            let nearCornerX = x < 5 + 8 || x >= 35 - 8, nearCornerY = y < 5 + 8 || y >= 25 - 8
            XCTAssertTrue(nearCornerX && nearCornerY, "intermediate pixel \(x),\(y) on a straight edge\n\(picture)")
        }
        XCTAssertGreaterThan(intermediate, 0, picture)
        // Straight edges are crisp: inside solid, outside background.
        for y in 14..<16 {
            XCTAssertTrue(image.isColor(x: 4, y: y, white) && image.isColor(x: 5, y: y, red), picture)
            XCTAssertTrue(image.isColor(x: 34, y: y, red) && image.isColor(x: 35, y: y, white), picture)
        }
        for x in 14..<26 {
            XCTAssertTrue(image.isColor(x: x, y: 4, white) && image.isColor(x: x, y: 5, red), picture)
            XCTAssertTrue(image.isColor(x: x, y: 24, red) && image.isColor(x: x, y: 25, white), picture)
        }
    }

    func testTopOnlyRadiiLeaveBottomCornersSharp() throws {
        let image = try Fixture.render(Fixture.list(40, 30, [.roundedRect(DrawRect(x: 5, y: 5, width: 30, height: 20), .top(8), red)]))
        let picture = image.ascii(background: white, solid: red)
        XCTAssertTrue(image.isColor(x: 5, y: 5, white), picture)
        XCTAssertTrue(image.isColor(x: 34, y: 5, white), picture)
        XCTAssertTrue(image.isColor(x: 5, y: 24, red), picture)
        XCTAssertTrue(image.isColor(x: 34, y: 24, red), picture)
        XCTAssertTrue(image.isColor(x: 4, y: 25, white) && image.isColor(x: 35, y: 25, white), picture)
    }

    func testScaleTwoDoublesPixelCoordinates() throws {
        let commands: [DrawCommand] = [
            .fill(DrawRect(x: 2, y: 3, width: 4, height: 2), red),
            .roundedRect(DrawRect(x: 8, y: 1, width: 6, height: 6), CornerRadii(all: 2), Fixture.blue),
        ]
        let one = try Fixture.render(Fixture.list(16, 8, commands))
        let two = try Fixture.render(Fixture.list(16, 8, scale: 2, commands))
        XCTAssertEqual(two.width, 32)
        XCTAssertEqual(two.height, 16)
        XCTAssertTrue(two.isColor(x: 4, y: 6, red) && two.isColor(x: 11, y: 9, red))
        XCTAssertTrue(two.isColor(x: 3, y: 6, white) && two.isColor(x: 12, y: 9, white) && two.isColor(x: 4, y: 10, white))
        // Every solid pixel at 1× away from the rounded corners is solid in its 2×2 block at 2×.
        for y in 0..<8 {
            for x in 0..<16 where one.isColor(x: x, y: y, red) || one.isColor(x: x, y: y, Fixture.blue) && (10..<12).contains(x) {
                let color = one.isColor(x: x, y: y, red) ? red : Fixture.blue
                XCTAssertTrue(two.isColor(x: 2 * x, y: 2 * y, color) && two.isColor(x: 2 * x + 1, y: 2 * y + 1, color), "\(x),\(y)")
            }
        }
    }

    func testShadowDarkensOutsideTheShapeLessWithDistance() throws {
        let rect = DrawRect(x: 20, y: 10, width: 20, height: 20)
        let image = try Fixture.render(
            Fixture.list(
                60, 40,
                [
                    .shadow(rect, CornerRadii(all: 4), color: DrawColor.black.withOpacity(0.5), radius: 6, dx: 0, dy: 0),
                    .roundedRect(rect, CornerRadii(all: 4), white),
                ]))
        let row = (0..<60).map { Int(image.pixel(x: $0, y: 20).r) }
        XCTAssertLessThan(row[19], row[18], "\(row)")
        XCTAssertLessThan(row[18], row[17], "\(row)")
        XCTAssertLessThan(row[19], 255, "\(row)")
        XCTAssertEqual(row[10], 255, "\(row)")
        XCTAssertEqual(row[30], 255, "the shape covers its own shadow: \(row)")
        // An offset moves the shadow: below the shape it is darker than above.
        let offset = try Fixture.render(
            Fixture.list(
                60, 40,
                [
                    .shadow(rect, .zero, color: DrawColor.black.withOpacity(0.5), radius: 2, dx: 0, dy: 3)
                ]))
        XCTAssertLessThan(offset.pixel(x: 30, y: 31).r, offset.pixel(x: 30, y: 9).r)
    }

    func testBadInputDrawsNothingAndNeverCrashes() throws {
        let nan = Double.nan, inf = Double.infinity
        let list = Fixture.list(
            20, 20,
            [
                .fill(DrawRect(x: nan, y: 0, width: 10, height: 10), red),
                .fill(DrawRect(x: 0, y: 0, width: -5, height: 10), red),
                .roundedRect(DrawRect(x: 0, y: nan, width: 10, height: 10), CornerRadii(all: 3), red),
                .roundedRect(DrawRect(x: 0, y: 0, width: inf, height: 10), CornerRadii(all: 3), red),
                .polygon([DrawPoint(x: 1, y: 1), DrawPoint(x: nan, y: 5), DrawPoint(x: 9, y: 9)], red),
                .polygon([DrawPoint(x: 1, y: 1), DrawPoint(x: 5, y: 5), DrawPoint(x: 9, y: 9)], red),  // zero area
                .polygon([DrawPoint(x: 1, y: 1), DrawPoint(x: 5, y: 5)], red),
                .circle(center: DrawPoint(x: 10, y: 10), radius: nan, color: red),
                .circle(center: DrawPoint(x: 10, y: 10), radius: -3, color: red),
                .line(from: DrawPoint(x: 0, y: 0), to: DrawPoint(x: inf, y: 3), width: 2, color: red),
                .line(from: DrawPoint(x: 4, y: 4), to: DrawPoint(x: 4, y: 4), width: 2, color: red),
                .shadow(DrawRect(x: nan, y: 0, width: 5, height: 5), .zero, color: .black, radius: 3, dx: 0, dy: 0),
                .text("x", origin: DrawPoint(x: nan, y: 0), size: 12, face: .regular, color: .black, alignment: .left, maxWidth: nil),
                .text("x", origin: DrawPoint(x: 0, y: 0), size: inf, face: .regular, color: .black, alignment: .left, maxWidth: nil),
                .layer(
                    key: "bad", origin: DrawPoint(x: nan, y: 0), width: 5, height: 5,
                    commands: [.fill(DrawRect(x: 0, y: 0, width: 5, height: 5), red)]),
                .popClip,
            ])
        XCTAssertEqual(try Fixture.render(list), RGBAImage(width: 20, height: 20, red: 255, green: 255, blue: 255, alpha: 255))

        // Huge but finite values are clamped and still draw.
        let huge = try Fixture.render(
            Fixture.list(
                20, 20,
                [
                    .roundedRect(DrawRect(x: -1e12, y: 5, width: 2e12, height: 10), CornerRadii(all: 1e15), red),
                    .circle(center: DrawPoint(x: 10, y: 1e9), radius: 1e9 + 2, color: Fixture.blue),
                    .polygon([DrawPoint(x: -1e300, y: 0), DrawPoint(x: 1e300, y: 0), DrawPoint(x: 0, y: 1e300)], red),
                ]))
        XCTAssertEqual(huge.width, 20)
    }

    func testTwoRendersAreIdentical() throws {
        var commands: [DrawCommand] = [
            .shadow(
                DrawRect(x: 10, y: 20, width: 80, height: 50), .top(12), color: DrawColor.black.withOpacity(0.2), radius: 3, dx: 0, dy: 1),
            .roundedRect(DrawRect(x: 10, y: 20, width: 80, height: 50), .top(12), white),
            .circle(center: DrawPoint(x: 50, y: 45), radius: 13.3, color: Fixture.blue.withOpacity(0.6)),
            .polygon([DrawPoint(x: 5, y: 5), DrawPoint(x: 40, y: 9), DrawPoint(x: 22, y: 18), DrawPoint(x: 30, y: 30)], red),
            .line(from: DrawPoint(x: 3, y: 70), to: DrawPoint(x: 97, y: 61.5), width: 1.5, color: .black),
            .text("Déjà vu", origin: DrawPoint(x: 50, y: 75), size: 13, face: .regular, color: .black, alignment: .center, maxWidth: nil),
        ]
        commands.append(.layer(key: "map", origin: DrawPoint(x: 60, y: 2), width: 30, height: 15, commands: Array(commands.prefix(4))))
        let list = Fixture.list(100, 90, scale: 2, background: DrawColor(hex: 0xF2EFE9), commands)
        let first = try OffscreenCanvas().render(list)
        let second = try OffscreenCanvas().render(list)
        XCTAssertEqual(first, second)
        let again = try OffscreenCanvas()
        _ = try again.render(list)
        XCTAssertEqual(try again.render(list), first, "a warm canvas draws the same pixels")
    }

    func testZeroSizeCanvasIsAnError() throws {
        let canvas = try OffscreenCanvas()
        XCTAssertThrowsError(try canvas.render(DrawList(width: 0, height: 0, scale: 1))) { error in
            XCTAssertTrue("\(error)".contains("cannot render a 0×0 canvas"), "\(error)")
        }
        XCTAssertThrowsError(try canvas.render(DrawList(width: 10, height: 10, scale: .nan)))
    }
}
