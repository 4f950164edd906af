import Foundation
import OverlayRender

/// What an Xvfb started with `-fbdir FOLDER` shows: it keeps its screen in `FOLDER/Xvfb_screen0`, mapped as its
/// framebuffer, in the X Window Dump layout. A header of big-endian 32-bit fields (its own size, the format
/// version 7, the pixmap format 2 for whole pixels, the depth, width and height, … the byte order at field 7, bits a
/// pixel at 11, bytes a line at 12, the red, green and blue masks at 14–16, the colour count at 19), the window
/// name, then 12 bytes per colour, then the pixels, line by line.
struct XvfbScreenFile {
    let url: URL

    struct Unreadable: Error, CustomStringConvertible {
        var description: String
    }

    /// The pixels of the `width`×`height` rectangle at `x`, `y` of the screen, as RGBA (alpha 255).
    func pixels(x: Int, y: Int, width: Int, height: Int) throws -> RGBAImage {
        let data = try Data(contentsOf: url)
        guard data.count >= 100 else { throw Unreadable(description: "\(url.path): \(data.count) bytes, no header") }
        func field(_ index: Int) -> Int {
            data[index * 4..<index * 4 + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let headerSize = field(0), screenWidth = field(4), screenHeight = field(5), bytesPerLine = field(12)
        guard field(1) == 7, field(2) == 2, field(7) == 0, field(11) == 32, field(14) == 0xFF_0000, field(15) == 0xFF00, field(16) == 0xFF
        else { throw Unreadable(description: "\(url.path): not a 32-bit little-endian RGB dump") }
        let start = headerSize + field(19) * 12
        guard x >= 0, y >= 0, width > 0, height > 0, x + width <= screenWidth, y + height <= screenHeight,
            data.count >= start + bytesPerLine * screenHeight
        else {
            throw Unreadable(
                description: "\(url.path): \(width)×\(height) at \(x), \(y) is not on the \(screenWidth)×\(screenHeight) screen")
        }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for row in 0..<height {
            for column in 0..<width {
                // Each pixel a little-endian word 0x00RRGGBB: B, G, R, then a byte X leaves unused.
                let at = start + (y + row) * bytesPerLine + (x + column) * 4, to = (row * width + column) * 4
                rgba[to] = data[at + 2]
                rgba[to + 1] = data[at + 1]
                rgba[to + 2] = data[at]
            }
        }
        return RGBAImage(width: width, height: height, pixels: rgba)
    }
}
