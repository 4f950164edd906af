import CGIF
import Foundation
import OverlayDrawing

/// Writes an animated, looping GIF through giflib (EGifOpenFileName … EGifCloseFile), one frame at a time, so a
/// long film never holds every frame. Frames are quantised to a fixed 256-colour palette (a 6×7×6 colour cube
/// and 4 greys, nearest colour, no dithering: flat UI colours stay flat). The file is written under a temporary
/// name beside `path` and renamed over it by `finish()`; a writer dropped before `finish()` removes it.
public final class AnimatedGIFWriter {
    /// The destination.
    public let path: String
    public let width: Int
    public let height: Int
    /// Frames written so far.
    public private(set) var frameCount = 0
    private let temporary: String
    private var file: UnsafeMutablePointer<GifFileType>?
    private var line: [GifPixelType]

    /// Opens the temporary file and writes the screen descriptor, the global palette and the NETSCAPE2.0
    /// extension (loop forever).
    public init(path: String, width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= 65535, height <= 65535 else {
            throw RenderError("cannot write a \(width)×\(height) GIF to \(path)")
        }
        self.path = path
        self.width = width
        self.height = height
        line = [GifPixelType](repeating: 0, count: width)
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RenderError("cannot write \(path): directory \(directory) does not exist")
        }
        temporary =
            url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        var error: Int32 = 0
        guard let file = EGifOpenFileName(temporary, false, &error) else {
            throw RenderError("cannot write \(path): \(AnimatedGIFWriter.message(error))")
        }
        self.file = file
        EGifSetGifVersion(file, true)
        var colors = GIFPalette.colors.map { GifColorType(Red: $0.r, Green: $0.g, Blue: $0.b) }
        guard let map = GifMakeMapObject(Int32(colors.count), &colors) else {
            abandon()
            throw RenderError("cannot write \(path): giflib could not make a colour map")
        }
        defer { GifFreeMapObject(map) }
        try check(EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, map))
        // NETSCAPE2.0 application extension: sub-block 1, loop count 0 (forever).
        try check(EGifPutExtensionLeader(file, Int32(APPLICATION_EXT_FUNC_CODE)))
        var identifier = Array("NETSCAPE2.0".utf8)
        try check(EGifPutExtensionBlock(file, Int32(identifier.count), &identifier))
        var loop: [UInt8] = [1, 0, 0]
        try check(EGifPutExtensionBlock(file, 3, &loop))
        try check(EGifPutExtensionTrailer(file))
    }

    deinit {
        abandon()
    }

    /// Appends a frame shown for `delay` seconds (rounded to GIF's hundredths, at least 0.02 s). The image must be
    /// `width`×`height`; alpha is ignored (the canvases are opaque).
    public func addFrame(_ image: RGBAImage, delay: Double) throws {
        guard let file = file else { throw RenderError("cannot add a frame to \(path): the GIF is closed") }
        guard image.width == width, image.height == height else {
            throw RenderError("cannot add a \(image.width)×\(image.height) frame to a \(width)×\(height) GIF")
        }
        let hundredths = UInt16(min(max((delay * 100).rounded(), 2), 65535))
        // Graphics control extension: disposal 1 (leave the frame), no transparency, the delay.
        var control: [UInt8] = [0x04, UInt8(hundredths & 0xFF), UInt8(hundredths >> 8), 0]
        try check(EGifPutExtension(file, Int32(GRAPHICS_EXT_FUNC_CODE), 4, &control))
        try check(EGifPutImageDesc(file, 0, 0, Int32(width), Int32(height), false, nil))
        for y in 0..<height {
            image.pixels.withUnsafeBufferPointer { pixels in
                var i = y * width * 4
                for x in 0..<width {
                    line[x] = GIFPalette.index(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2])
                    i += 4
                }
            }
            try check(EGifPutLine(file, &line, Int32(width)))
        }
        frameCount += 1
    }

    /// Closes the GIF (giflib writes the trailer) and renames it over `path`.
    public func finish() throws {
        guard let file = file else { throw RenderError("cannot finish \(path): the GIF is closed") }
        self.file = nil
        var error: Int32 = 0
        guard EGifCloseFile(file, &error) == GIF_OK else {
            unlink(temporary)
            throw RenderError("cannot write \(path): \(AnimatedGIFWriter.message(error))")
        }
        // giflib creates the file readable by its owner only; a GIF is for sharing.
        chmod(temporary, 0o644)
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw RenderError("cannot move \(temporary) to \(path): \(reason)")
        }
    }

    private func check(_ status: Int32) throws {
        guard status == GIF_OK else {
            let error = file?.pointee.Error ?? 0
            abandon()
            throw RenderError("cannot write \(path): \(AnimatedGIFWriter.message(error))")
        }
    }

    /// Closes and deletes the temporary file.
    private func abandon() {
        guard let file = file else { return }
        self.file = nil
        var error: Int32 = 0
        _ = EGifCloseFile(file, &error)
        unlink(temporary)
    }

    private static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    }
}

/// The GIF's fixed palette: a 6×7×6 colour cube (indexes 0…251, red-major) and 4 greys (252…255).
public enum GIFPalette {
    static let greys: [UInt8] = [0x1C, 0x8E, 0xC4, 0xEE]

    /// The 256 colours.
    public static let colors: [(r: UInt8, g: UInt8, b: UInt8)] = {
        var colors: [(r: UInt8, g: UInt8, b: UInt8)] = []
        for r in 0..<6 {
            for g in 0..<7 {
                for b in 0..<6 {
                    colors.append((UInt8(r * 51), UInt8((Double(g) * 255 / 6).rounded()), UInt8(b * 51)))
                }
            }
        }
        for grey in greys { colors.append((grey, grey, grey)) }
        return colors
    }()

    /// The nearest palette entry of a colour: the nearest cube colour, or a grey when that is nearer.
    @inline(__always)
    public static func index(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        let r = (Int(red) * 5 + 127) / 255, g = (Int(green) * 6 + 127) / 255, b = (Int(blue) * 5 + 127) / 255
        let cube = r * 42 + g * 6 + b
        let c = colors[cube]
        var best = cube
        var bestDistance = distance(red, green, blue, c.r, c.g, c.b)
        for (offset, grey) in greys.enumerated() {
            let d = distance(red, green, blue, grey, grey, grey)
            if d < bestDistance {
                bestDistance = d
                best = 252 + offset
            }
        }
        return UInt8(best)
    }

    @inline(__always)
    private static func distance(_ r1: UInt8, _ g1: UInt8, _ b1: UInt8, _ r2: UInt8, _ g2: UInt8, _ b2: UInt8) -> Int {
        let dr = Int(r1) - Int(r2), dg = Int(g1) - Int(g2), db = Int(b1) - Int(b2)
        return dr * dr + dg * dg + db * db
    }
}
