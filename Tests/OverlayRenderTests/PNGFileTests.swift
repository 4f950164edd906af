import XCTest

@testable import OverlayRender

/// PNG files: lossless round trips and atomic writes.
final class PNGFileTests: XCTestCase {
    /// A small image using every kind of pixel: opaque, translucent, clear, extreme channels.
    static func sampleImage(width: Int = 7, height: Int = 5) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, red: 0, green: 0, blue: 0, alpha: 0)
        for y in 0..<height {
            for x in 0..<width {
                image.setPixel(
                    x: x, y: y, (UInt8(x * 37 % 256), UInt8(y * 51 % 256), UInt8((x + y) * 23 % 256), UInt8((x * y * 29 + 5) % 256)))
            }
        }
        return image
    }

    func sampleImage(width: Int = 7, height: Int = 5) -> RGBAImage { Self.sampleImage(width: width, height: height) }

    func filesIn(_ directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    func testPNGRoundTripIsLossless() throws {
        let directory = try Fixture.temporaryDirectory("png")
        let image = sampleImage()
        let path = directory + "/sample.png"
        try PNGFile.write(image, to: path)
        XCTAssertEqual(try PNGFile.read(path: path), image)
        // Overwriting goes through a temporary file that does not stay behind.
        try PNGFile.write(sampleImage(width: 3, height: 2), to: path)
        XCTAssertEqual(try PNGFile.read(path: path), sampleImage(width: 3, height: 2))
        XCTAssertEqual(filesIn(directory), ["sample.png"])
    }

    func testFailedWritesLeaveNoTemporaryFileAndExistingFilesIntact() throws {
        let directory = try Fixture.temporaryDirectory("atomic")
        let missing = directory + "/missing/sub"
        XCTAssertThrowsError(try PNGFile.write(sampleImage(), to: missing + "/a.png")) { error in
            XCTAssertTrue("\(error)".contains(missing), "\(error)")
        }
        XCTAssertEqual(filesIn(directory), [])
        // The destination is an existing directory: the rename fails, the temporary file is removed and the
        // existing entry stays as it was.
        let occupied = directory + "/taken.png"
        try FileManager.default.createDirectory(atPath: occupied, withIntermediateDirectories: false)
        _ = FileManager.default.createFile(atPath: occupied + "/keep", contents: Data([1, 2, 3]))
        XCTAssertThrowsError(try PNGFile.write(sampleImage(), to: occupied))
        XCTAssertEqual(filesIn(directory), ["taken.png"])
        XCTAssertEqual(FileManager.default.contents(atPath: occupied + "/keep"), Data([1, 2, 3]))
        XCTAssertThrowsError(try PNGFile.read(path: directory + "/nothing.png"))
    }
}
