import CSDL2
import OverlayDrawing

/// A frame's pixels as ARGB8888 words in native byte order, row after row: what a window's 32-bit surface holds.
/// Made by `OffscreenCanvas.renderOnce(_:)`, which draws on these very words.
public struct ARGBFrame: Sendable {
    /// The list drawn.
    public var list: DrawList
    public var width: Int
    public var height: Int
    /// The words; the frame starts at `start` (the words before it align the first pixel as SDL's SIMD code wants
    /// its surfaces aligned), `width` a row.
    public var words: [UInt32]
    public var start: Int

    /// The pixel at (`x`, `y`).
    public func pixel(x: Int, y: Int) -> UInt32 { words[start + y * width + x] }
}

extension OffscreenCanvas {
    /// Draws `list` once into new words: SDL's software renderer draws on a surface made on the words themselves,
    /// so nothing is zero-filled first, kept for a next frame (`FramePrefix`) or copied out. The same pixels as
    /// `render(_:)` gives, for a frame drawn on one thread and shown on another (a window's first frame).
    public func renderOnce(_ list: DrawList) throws -> ARGBFrame {
        try OffscreenCanvas.checkSize(width: list.width, height: list.height, scale: list.scale)
        let width = list.pixelWidth, height = list.pixelHeight
        guard width > 0, height > 0 else {
            throw RenderError("cannot render a \(width)×\(height) canvas (\(list.width)×\(list.height) points at scale \(list.scale))")
        }
        let alignment = max(4, Int(SDL_SIMDGetAlignment()))
        let padding = alignment / 4
        var start = 0
        let words = try [UInt32](unsafeUninitializedCapacity: width * height + padding) { buffer, count in
            let base = buffer.baseAddress!
            start = (alignment - Int(bitPattern: base) % alignment) % alignment / 4
            // Every word before the frame is set; the frame's own are all written by the clear the drawing starts with.
            for index in 0..<start { (base + index).initialize(to: 0) }
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    base + start, Int32(width), Int32(height), 32, Int32(width * 4), SDL_PIXELFORMAT_ARGB8888.rawValue)
            else { throw RenderError.sdl("cannot create a \(width)×\(height) surface") }
            defer { SDL_FreeSurface(surface) }
            guard let renderer = SDL_CreateSoftwareRenderer(surface) else { throw RenderError.sdl("cannot create a software renderer") }
            defer {
                rasterizer.releaseResources(for: renderer)
                SDL_DestroyRenderer(renderer)
            }
            try rasterizer.draw(list, into: renderer)
            count = start + width * height
        }
        return ARGBFrame(list: list, width: width, height: height, words: words, start: start)
    }
}
