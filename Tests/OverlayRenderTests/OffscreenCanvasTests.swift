import Foundation
import OverlayDrawing
import XCTest

@testable import OverlayRender

/// Reading the canvas back: the in-place red/blue swap gives the bytes a per-pixel conversion gives, for any pixel
/// count (the SIMD part and the tail), and an opaque canvas reads back fully opaque.
final class OffscreenCanvasTests: XCTestCase {
    func testTheSwapMatchesAPerPixelConversion() {
        var generator = SystemRandomNumberGenerator()
        for count in [0, 1, 7, 8, 9, 15, 16, 17, 1000, 1003] {
            let argb = (0..<count).map { _ in UInt32.random(in: .min ... .max, using: &generator) }
            for opaque in [false, true] {
                var words = argb
                words.withUnsafeMutableBufferPointer { buffer in
                    if let base = buffer.baseAddress { RGBAImage.swizzleARGBToRGBA(base, count: count, opaque: opaque) }
                }
                let bytes = words.withUnsafeBytes { Array($0) }
                for (index, pixel) in argb.enumerated() {
                    let expected: [UInt8] = [
                        UInt8(truncatingIfNeeded: pixel >> 16), UInt8(truncatingIfNeeded: pixel >> 8),
                        UInt8(truncatingIfNeeded: pixel), opaque ? 255 : UInt8(truncatingIfNeeded: pixel >> 24),
                    ]
                    XCTAssertEqual(Array(bytes[(index * 4)..<(index * 4 + 4)]), expected, "pixel \(index) of \(count), opaque \(opaque)")
                }
            }
        }
    }

    func testAnOpaqueCanvasReadsBackItsColoursFullyOpaque() throws {
        var list = DrawList(width: 33, height: 5, scale: 1, background: DrawColor(hex: 0x123456))
        list.append(.fill(DrawRect(x: 10, y: 0, width: 5, height: 5), DrawColor(hex: 0xFF8000, opacity: 0.5)))
        let image = try OffscreenCanvas().render(list)
        XCTAssertEqual(image.width, 33)
        let background = image.pixel(x: 0, y: 0), blended = image.pixel(x: 12, y: 2)
        XCTAssertEqual([background.r, background.g, background.b, background.a], [0x12, 0x34, 0x56, 255])
        XCTAssertEqual(blended.a, 255, "blending on an opaque canvas stays opaque")
        XCTAssertEqual(Int(blended.r), (0x12 + 0xFF) / 2, accuracy: 2)
        XCTAssertEqual(Int(blended.b), 0x56 / 2, accuracy: 2)
    }
}
