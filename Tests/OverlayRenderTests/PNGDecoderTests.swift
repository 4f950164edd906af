import Foundation
import OverlayTestSupport
import XCTest

@testable import OverlayRender

/// The direct decoding of plain PNGs (libdeflate and the unfilter, else libpng): the same bytes as SDL2_image's path for
/// every file it takes, and every other file left to SDL2_image. `PNGFilterTests` builds files filter by filter.
final class PNGDecoderTests: XCTestCase {
    private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func sample(width: Int = 9, height: Int = 4) -> RGBAImage { PNGFileTests.sampleImage(width: width, height: height) }

    /// The PNG chunk `type` with `data` and its CRC-32.
    private func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        let length = UInt32(data.count)
        return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: length >> $0) } + body
            + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: crc >> $0) }
    }

    /// `png` with `extra` inserted right after IHDR (8 + 25 bytes in).
    private func inserting(_ extra: [UInt8], into png: [UInt8]) -> [UInt8] {
        Array(png[0..<33]) + extra + Array(png[33...])
    }

    func testEveryGoldenThisDecoderTakesDecodesAsSDL2ImageDoes() throws {
        var found: [(relative: String, path: String)] = []
        for folder in ["Assets", "Tests"].map({ repository.appendingPathComponent($0).path }) {
            let enumerator = FileManager.default.enumerator(atPath: folder)
            while let relative = enumerator?.nextObject() as? String {
                guard relative.hasSuffix(".png"), !relative.contains("/.build/") else { continue }
                found.append((relative, folder + "/" + relative))
            }
        }
        let paths = found
        // The files are independent, so they are decoded on every core (a debug build unfilters slowly); what went
        // wrong is reported afterwards, in the files' order.
        let outcomes = EveryCore.map(paths.count) { Self.compareDecoders(paths[$0].path, named: paths[$0].relative) }
        var plain = 0
        for outcome in outcomes {
            if outcome.plain { plain += 1 }
            for problem in outcome.problems { XCTFail(problem) }
        }
        XCTAssertGreaterThan(plain, 20, "the goldens are plain PNGs")
    }

    /// Whether the file at `path` is a plain PNG and, if so, where libdeflate's path, libpng's and `PNGFile.read`
    /// disagree.
    private static func compareDecoders(_ path: String, named relative: String) -> (plain: Bool, problems: [String]) {
        guard let data = FileManager.default.contents(atPath: path) else { return (false, ["\(relative) cannot be read"]) }
        let bytes = Array(data)
        guard PNGDecoder.isPlain(bytes) else { return (false, []) }
        guard let inflated = PNGDecoder.inflated(bytes) else { return (true, ["libdeflate's path does not take \(relative)"]) }
        var problems: [String] = []
        if inflated != PNGDecoder.decodedByLibpng(bytes) { problems.append("\(relative): libpng decodes other pixels") }
        // `decode` gives the fast path's image when it takes a file: compared once, not decoded again.
        do {
            if try PNGFile.read(path: path) != inflated { problems.append("\(relative): PNGFile.read gives other pixels") }
        } catch {
            problems.append("\(relative): PNGFile.read failed: \(error)")
        }
        return (true, problems)
    }

    func testItsOwnPNGsArePlainAndRoundTrip() throws {
        for (width, height) in [(1, 1), (9, 4), (390, 3)] {
            let image = sample(width: width, height: height)
            let png = try PNGFile.encode(image, name: "sample")
            XCTAssertTrue(PNGDecoder.isPlain(png))
            XCTAssertEqual(PNGDecoder.decode(png), image)
            XCTAssertEqual(try PNGFile.decode(png, name: "sample"), image)
        }
    }

    func testAFileWithAnythingToInterpretIsLeftToSDL2Image() throws {
        let image = sample()
        let png = try PNGFile.encode(image, name: "sample")
        // Gamma 1/2.2 and an sRGB intent: libpng's simplified API would apply them, SDL2_image does not.
        let gamma = inserting(chunk("gAMA", [0, 0, 0xB1, 0x8F]), into: png)
        let srgb = inserting(chunk("sRGB", [0]), into: png)
        for other in [gamma, srgb] {
            XCTAssertFalse(PNGDecoder.isPlain(other))
            XCTAssertEqual(try PNGFile.decode(other, name: "sample"), image, "SDL2_image ignores the chunk")
        }
        // A text chunk changes no pixel: still plain.
        let text = inserting(chunk("tEXt", Array("Software\0overlay-sim".utf8)), into: png)
        XCTAssertTrue(PNGDecoder.isPlain(text))
        XCTAssertEqual(try PNGFile.decode(text, name: "sample"), image)
        // Not RGBA at 8 bits, or interlaced: not plain.
        for (offset, value) in [(24, UInt8(16)), (25, UInt8(2)), (28, UInt8(1))] {
            var changed = png
            changed[offset] = value
            XCTAssertFalse(PNGDecoder.isPlain(changed), "byte \(offset) = \(value)")
        }
    }

    func testBrokenFilesThrowWithoutCrashing() throws {
        let png = try PNGFile.encode(sample(width: 64, height: 64), name: "sample")
        for cut in [0, 7, 8, 33, 40, png.count / 2, png.count - 13] {
            let truncated = Array(png[0..<cut])
            XCTAssertNil(PNGDecoder.isPlain(truncated) ? PNGDecoder.decode(truncated) : nil, "cut at \(cut)")
            XCTAssertThrowsError(try PNGFile.decode(truncated, name: "cut.png"), "cut at \(cut)") { error in
                XCTAssertTrue("\(error)".contains("cut.png"), "\(error)")
            }
        }
        // A chunk length running past the end, and a corrupted image stream.
        var overlong = png
        overlong[33] = 0x7F
        XCTAssertFalse(PNGDecoder.isPlain(overlong))
        var corrupted = png
        for index in 45..<min(png.count - 20, 80) { corrupted[index] ^= 0x5A }
        XCTAssertThrowsError(try PNGFile.decode(corrupted, name: "corrupted.png"))
    }
}
