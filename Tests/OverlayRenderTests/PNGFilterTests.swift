import CDeflate
import XCTest

@testable import OverlayRender

/// PNGs built here row filter by row filter (PNG's section 9), so that every filter the decoder undoes is checked
/// on pixels where it matters, against the image itself and against libpng; then the same files broken the ways a
/// real file breaks, each of which the fast path must refuse and leave to libpng.
final class PNGFilterTests: XCTestCase {
    /// An image whose neighbouring bytes differ unpredictably, so each filter meets every case (Paeth picking left,
    /// up and upper-left; sums that wrap).
    private func noise(width: Int, height: Int, seed: UInt64) -> RGBAImage {
        var state = seed
        var pixels: [UInt8] = []
        for _ in 0..<(width * height * 4) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            pixels.append(UInt8(truncatingIfNeeded: state >> 56))
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Row `y` of `image` filtered with `type`, as an encoder writes it (the filter byte first).
    private func filtered(_ image: RGBAImage, row y: Int, type: UInt8) -> [UInt8] {
        let rowBytes = image.width * 4
        func byte(_ x: Int, _ y: Int) -> Int { x < 0 || y < 0 ? 0 : Int(image.pixels[y * rowBytes + x]) }
        var out: [UInt8] = [type]
        for x in 0..<rowBytes {
            let value = byte(x, y), left = byte(x - 4, y), up = byte(x, y - 1), upLeft = byte(x - 4, y - 1)
            let predictor: Int
            switch type {
            case 0: predictor = 0
            case 1: predictor = left
            case 2: predictor = up
            case 3: predictor = (left + up) / 2
            default:
                let estimate = left + up - upLeft
                let toLeft = abs(estimate - left), toUp = abs(estimate - up), toUpLeft = abs(estimate - upLeft)
                predictor = toLeft <= toUp && toLeft <= toUpLeft ? left : (toUp <= toUpLeft ? up : upLeft)
            }
            out.append(UInt8(truncatingIfNeeded: value - predictor))
        }
        return out
    }

    private func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = body.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
    }

    private func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }

    private func zlib(_ raw: [UInt8]) -> [UInt8] {
        let compressor = libdeflate_alloc_compressor(6)!
        defer { libdeflate_free_compressor(compressor) }
        var out = [UInt8](repeating: 0, count: libdeflate_zlib_compress_bound(compressor, raw.count))
        let size = raw.withUnsafeBytes { source in
            out.withUnsafeMutableBytes { libdeflate_zlib_compress(compressor, source.baseAddress, source.count, $0.baseAddress, $0.count) }
        }
        return Array(out[..<size])
    }

    /// A PNG of `image` whose row y uses filter `types[y % types.count]`, its stream cut into IDAT chunks of at
    /// most `idatSize` bytes; `stream` replaces the zlib stream, `between` goes between the first two IDATs.
    private func png(
        _ image: RGBAImage, types: [UInt8], idatSize: Int = 1 << 20, stream: (([UInt8]) -> [UInt8])? = nil,
        between: [UInt8] = []
    ) -> [UInt8] {
        let raw = (0..<image.height).flatMap { filtered(image, row: $0, type: types[$0 % types.count]) }
        var data = zlib(raw)
        if let stream { data = stream(data) }
        let header = bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height)) + [8, 6, 0, 0, 0]
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
        for (index, start) in stride(from: 0, to: data.count, by: idatSize).enumerated() {
            if index == 1 { bytes += between }
            bytes += chunk("IDAT", Array(data[start..<min(start + idatSize, data.count)]))
        }
        return bytes + chunk("IEND", [])
    }

    func testEveryFilterIsUndoneExactlyAtEveryWidth() throws {
        for (width, height) in [(1, 1), (1, 6), (3, 5), (4, 7), (5, 9), (17, 8), (390, 6)] {
            let image = noise(width: width, height: height, seed: UInt64(width * 131 + height))
            for types: [UInt8] in [[0], [1], [2], [3], [4], [4, 2, 3, 1, 0], [2, 4]] {
                let bytes = png(image, types: types, idatSize: 7)
                XCTAssertTrue(PNGDecoder.isPlain(bytes))
                XCTAssertEqual(PNGDecoder.inflated(bytes), image, "\(width)×\(height), filters \(types)")
                XCTAssertEqual(PNGDecoder.decodedByLibpng(bytes), image, "libpng agrees: \(width)×\(height), filters \(types)")
            }
        }
    }

    func testABrokenFileIsLeftToLibpngWhichRefusesIt() throws {
        let image = noise(width: 13, height: 11, seed: 7)
        let good = png(image, types: [4, 1, 2, 3, 0], idatSize: 64)
        XCTAssertEqual(PNGDecoder.inflated(good), image)
        var badCRC = good
        badCRC[good.count - 20] ^= 0x01  // a byte of the last IDAT's data, its CRC unchanged
        let badAdler = png(image, types: [4]) { stream in
            var changed = stream
            changed[changed.count - 1] ^= 0x40  // the last byte of the stream's Adler-32
            return changed
        }
        let badFilter = png(image, types: [2, 5])
        // 30 bytes where a row alone takes 53.
        let short = png(image, types: [2]) { _ in self.zlib([UInt8](repeating: 2, count: 30)) }
        let cut = Array(good[..<(good.count - 40)])
        for (name, bytes) in [
            ("a data byte under a stale CRC", badCRC), ("a wrong Adler-32", badAdler), ("filter type 5", badFilter),
            ("too little data", short), ("cut short", cut),
        ] {
            XCTAssertNil(PNGDecoder.inflated(bytes), name)
            XCTAssertNil(PNGDecoder.decode(bytes), "libpng refuses \(name) too")
            XCTAssertThrowsError(try PNGFile.decode(bytes, name: "broken.png"), name)
        }
    }

    func testWhatTheFormatForbidsOrLibpngMightJudgeOtherwiseIsNotTakenByTheFastPath() throws {
        let image = noise(width: 6, height: 4, seed: 3)
        // IDAT chunks must follow each other; more data than the rows need; an impossible size.
        let split = png(image, types: [1], idatSize: 20, between: chunk("tEXt", Array("Comment\0x".utf8)))
        let extra = png(image, types: [1]) { _ in
            self.zlib((0..<5).flatMap { self.filtered(image, row: $0 % 4, type: 0) })
        }
        var huge = png(image, types: [0])
        huge.replaceSubrange(16..<20, with: bigEndian(40_000))
        huge.replaceSubrange(
            29..<33, with: huge[12..<29].withUnsafeBytes { bigEndian(UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count))) })
        for (name, bytes) in [("IDATs apart", split), ("a fifth row", extra), ("40,000 pixels wide", huge)] {
            XCTAssertTrue(PNGDecoder.isPlain(bytes), name)
            XCTAssertNil(PNGDecoder.inflated(bytes), name)
            _ = try? PNGFile.decode(bytes, name: "odd.png")  // whatever libpng or SDL2_image make of it, without a crash
        }
    }
}
