import OverlayDrawing
import XCTest

@testable import OverlayRender

/// Image comparison against goldens: thresholds, the diff image and golden assertions (<doc:GoldenImages>).
final class ImageComparisonTests: XCTestCase {
    func testComparisonThresholds() {
        let base = RGBAImage(width: 50, height: 20, red: 100, green: 100, blue: 100, alpha: 255)  // 1000 pixels
        var withinTolerance = base
        withinTolerance.setPixel(x: 3, y: 3, (102, 100, 98, 255))
        let near = ImageComparison.compare(withinTolerance, base)
        XCTAssertTrue(near.passed)
        XCTAssertEqual(near.differingPixels, 0)
        XCTAssertEqual(near.maximumChannelDifference, 2)
        XCTAssertFalse(ImageComparison.compare(withinTolerance, base, channelTolerance: 0, maximumDifferingFraction: 0).passed)

        var one = base
        one.setPixel(x: 1, y: 1, (103, 100, 100, 255))
        let single = ImageComparison.compare(one, base)
        XCTAssertEqual(single.differingPixels, 1)
        XCTAssertEqual(single.totalPixels, 1000)
        XCTAssertTrue(single.passed, "1 of 1000 pixels is within 0.1 %")
        var two = one
        two.setPixel(x: 2, y: 1, (100, 100, 100, 200))
        let double = ImageComparison.compare(two, base)
        XCTAssertEqual(double.differingPixels, 2)
        XCTAssertEqual(double.maximumChannelDifference, 55)
        XCTAssertFalse(double.passed)

        let sized = ImageComparison.compare(RGBAImage(width: 4, height: 4, red: 0, green: 0, blue: 0, alpha: 255), base)
        XCTAssertFalse(sized.sizesMatch)
        XCTAssertFalse(sized.passed)
    }

    /// Pixels are compared two at a time: a difference in either of a pair, or in the last pixel of an odd count,
    /// is found and measured.
    func testADifferenceAnywhereIsFound() {
        let base = RGBAImage(width: 5, height: 3, red: 10, green: 20, blue: 30, alpha: 255)
        for index in 0..<15 {
            for channel in 0..<4 {
                var changed = base
                changed.pixels[index * 4 + channel] -= 7
                let result = ImageComparison.compare(changed, base, channelTolerance: 6 - index % 2, maximumDifferingFraction: 0)
                XCTAssertEqual(result.differingPixels, 1, "pixel \(index), channel \(channel)")
                XCTAssertEqual(result.maximumChannelDifference, 7, "pixel \(index), channel \(channel)")
                XCTAssertFalse(result.passed)
            }
        }
        var two = base
        two.pixels[4 * 6] = 0
        two.pixels[4 * 7 + 3] = 250
        two.pixels[4 * 14 + 1] = 22
        let result = ImageComparison.compare(two, base, channelTolerance: 2)
        XCTAssertEqual(result.differingPixels, 2, "pixels 6 and 7 beyond 2; pixel 14 within")
        XCTAssertEqual(result.maximumChannelDifference, 10)
    }

    func testDiffImageColours() {
        let expected = RGBAImage(width: 3, height: 1, red: 0, green: 0, blue: 0, alpha: 255)
        var actual = expected
        actual.setPixel(x: 1, y: 0, (1, 0, 0, 255))
        actual.setPixel(x: 2, y: 0, (90, 0, 0, 255))
        let diff = ImageComparison.compare(actual, expected).diffImage()
        let background = diff.pixel(x: 0, y: 0)
        XCTAssertTrue(background.r == background.g && background.g == background.b, "greyscale")
        XCTAssertGreaterThan(background.r, 150, "faded")
        XCTAssertTrue(diff.pixel(x: 1, y: 0) == (255, 255, 0, 255), "within tolerance but not equal: yellow")
        XCTAssertTrue(diff.pixel(x: 2, y: 0) == (255, 0, 0, 255), "beyond tolerance: red")
    }

    func testAssertGoldenReportsAndWritesArtifactsButNeverTheGolden() throws {
        let directory = try Fixture.temporaryDirectory("golden")
        let artifacts = directory + "/artifacts"
        let golden = directory + "/card.png"
        let image = try OffscreenCanvas().render(
            Fixture.list(20, 10, [.roundedRect(DrawRect(x: 2, y: 2, width: 16, height: 6), CornerRadii(all: 3), Fixture.red)]))

        let missing = try XCTUnwrap(ImageComparison.assertGolden(actual: image, goldenPath: golden, artifactsDirectory: artifacts))
        XCTAssertTrue(missing.contains("scripts/record-goldens"), missing)
        XCTAssertFalse(FileManager.default.fileExists(atPath: golden), "the golden is never written implicitly")

        try PNGFile.write(image, to: golden)
        XCTAssertNil(ImageComparison.assertGolden(actual: image, goldenPath: golden, artifactsDirectory: artifacts))

        var changed = image
        for x in 0..<5 { changed.setPixel(x: x, y: 0, (0, 0, 0, 255)) }
        let message = try XCTUnwrap(ImageComparison.assertGolden(actual: changed, goldenPath: golden, artifactsDirectory: artifacts))
        let actualPath = artifacts + "/card.actual.png", diffPath = artifacts + "/card.diff.png"
        XCTAssertTrue(message.contains(actualPath) && message.contains(diffPath), message)
        XCTAssertTrue(message.contains("5 of 200 pixels"), message)
        XCTAssertEqual(try PNGFile.read(path: actualPath), changed)
        XCTAssertEqual(try PNGFile.read(path: diffPath).pixel(x: 0, y: 0).r, 255)
        XCTAssertEqual(try PNGFile.read(path: golden), image, "the golden is untouched")
    }
}
