import CSDL2
import Foundation

/// Reads and writes PNG files through SDL2_image.
public enum PNGFile {
    /// Writes `image` as an RGBA PNG at `path`, atomically: the bytes go to a hidden temporary file in the same
    /// directory which is then renamed over `path`, so readers never see a half-written file and a failed write
    /// leaves any existing file untouched. A missing directory is an error naming it.
    public static func write(_ image: RGBAImage, to path: String) throws {
        try SDLRuntime.start()
        guard image.width > 0, image.height > 0 else {
            throw RenderError("cannot write a \(image.width)×\(image.height) image to \(path)")
        }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RenderError("cannot write \(path): directory \(directory) does not exist")
        }
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        var pixels = image.pixels
        let saved: Int32 = pixels.withUnsafeMutableBytes { buffer in
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    buffer.baseAddress, Int32(image.width), Int32(image.height), 32, Int32(image.width * 4),
                    SDL_PIXELFORMAT_RGBA32.rawValue)
            else { return -2 }
            defer { SDL_FreeSurface(surface) }
            return IMG_SavePNG(surface, temporary)
        }
        guard saved == 0 else {
            let error = RenderError.sdl("cannot write \(path)")
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw RenderError("cannot move \(temporary) to \(path): \(reason)")
        }
    }

    /// Reads any image SDL2_image understands (PNG here) as straight-alpha RGBA.
    public static func read(path: String) throws -> RGBAImage {
        try SDLRuntime.start()
        guard FileManager.default.fileExists(atPath: path) else {
            throw RenderError("cannot read \(path): no such file")
        }
        guard let loaded = IMG_Load(path) else { throw RenderError.sdl("cannot read \(path)") }
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
