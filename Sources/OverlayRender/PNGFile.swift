import CSDL2
import Foundation
import OverlayFiles

/// Reads and writes PNG files through SDL2_image (plain RGBA PNGs, as this program writes them, are decoded by
/// `PNGDecoder` with libpng directly).
public enum PNGFile {
    /// Writes `image` as an RGBA PNG at `path`, atomically: the PNG is made in memory, then written to a hidden
    /// temporary file in the same folder (every write and the flush checked) which is renamed over `path`, so
    /// readers never see a half-written file and a failed write (a full disk included) leaves any existing file
    /// untouched and throws, naming the path and the reason ("No space left on device").
    public static func write(_ image: RGBAImage, to path: String) throws {
        try AtomicFile.write(try encode(image, name: path), to: path)
    }

    /// The bytes of `image` as an RGBA PNG; `name` says what it is in messages.
    public static func encode(_ image: RGBAImage, name: String) throws -> [UInt8] {
        try SDLRuntime.start()
        guard image.width > 0, image.height > 0 else {
            throw RenderError("cannot write a \(image.width)×\(image.height) image to \(name)")
        }
        // Deflate's worst case barely exceeds the raw rows; the margin covers the chunks and the headers.
        let raw = image.height * (1 + image.width * 4)
        var capacity = raw + raw / 64 + 65_536
        var pixels = image.pixels
        for _ in 0..<3 {
            var buffer = [UInt8](repeating: 0, count: capacity)
            let size: Int = pixels.withUnsafeMutableBytes { source in
                buffer.withUnsafeMutableBytes { destination in
                    guard
                        let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                            source.baseAddress, Int32(image.width), Int32(image.height), 32, Int32(image.width * 4),
                            SDL_PIXELFORMAT_RGBA32.rawValue),
                        let stream = SDL_RWFromMem(destination.baseAddress, Int32(clamping: destination.count))
                    else { return -1 }
                    defer {
                        SDL_FreeSurface(surface)
                        SDL_RWclose(stream)
                    }
                    guard IMG_SavePNG_RW(surface, stream, 0) == 0 else { return -1 }
                    return Int(SDL_RWtell(stream))
                }
            }
            if size > 0 && size < capacity { return Array(buffer[..<size]) }
            capacity *= 2
        }
        throw RenderError.sdl("cannot encode \(name) as PNG")
    }

    /// Reads any image SDL2_image understands (PNG here) as straight-alpha RGBA.
    public static func read(path: String) throws -> RGBAImage {
        try SDLRuntime.start()
        guard FileManager.default.fileExists(atPath: path) else {
            throw RenderError("cannot read \(path): no such file")
        }
        guard let loaded = IMG_Load(path) else { throw RenderError.sdl("cannot read \(path)") }
        return try convert(loaded, name: path)
    }

    /// Decodes image bytes read already (through a confined folder); `name` says what they are in messages.
    public static func decode(_ bytes: [UInt8], name: String) throws -> RGBAImage {
        if PNGDecoder.isPlain(bytes), let image = PNGDecoder.decode(bytes) { return image }
        try SDLRuntime.start()
        let loaded: UnsafeMutablePointer<SDL_Surface>? = bytes.withUnsafeBytes { buffer in
            guard let stream = SDL_RWFromConstMem(buffer.baseAddress, Int32(clamping: buffer.count)) else { return nil }
            return IMG_Load_RW(stream, 1)
        }
        guard let loaded else { throw RenderError.sdl("cannot read \(name)") }
        return try convert(loaded, name: name)
    }

    /// `loaded` (freed here) as straight-alpha RGBA.
    private static func convert(_ loaded: UnsafeMutablePointer<SDL_Surface>, name path: String) throws -> RGBAImage {
        defer { SDL_FreeSurface(loaded) }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw RenderError.sdl("cannot convert \(path) to RGBA")
        }
        defer { SDL_FreeSurface(converted) }
        let mustLock = (converted.pointee.flags & UInt32(SDL_RLEACCEL)) != 0
        if mustLock { SDL_LockSurface(converted) }
        defer { if mustLock { SDL_UnlockSurface(converted) } }
        let width = Int(converted.pointee.w), height = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
        guard let source = converted.pointee.pixels else { throw RenderError("cannot read \(path): no pixels") }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBytes { destination in
            for row in 0..<height {
                (destination.baseAddress! + row * width * 4).copyMemory(from: source + row * pitch, byteCount: width * 4)
            }
        }
        return RGBAImage(width: width, height: height, pixels: bytes)
    }
}
