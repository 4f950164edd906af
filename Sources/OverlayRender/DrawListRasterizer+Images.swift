import CSDL2
import Foundation
import OverlayDrawing

/// A cached image texture's identity: the image's cache key (its path, or its identity for pixels) and the
/// renderer the texture belongs to.
struct ImageKey: Hashable {
    var key: String
    var renderer: Int
}

extension DrawListRasterizer {
    /// Draws `image` stretched over `rect` (points) with its alpha times `opacity`, decoding and uploading it the
    /// first time this renderer draws it. An image that cannot be decoded is reported once on stderr and skipped.
    func drawImage(_ image: DrawImage, in rect: DrawRect, opacity: Double, scale: Double, renderer: OpaquePointer) {
        let alpha = DrawColor.channel(opacity)
        guard alpha > 0, let pixels = PixelRect(rect, scale: scale),
            let texture = texture(for: image, renderer: renderer)
        else { return }
        SDL_SetTextureAlphaMod(texture, alpha)
        var destination = SDL_FRect(
            x: Float(pixels.x0), y: Float(pixels.y0), w: Float(pixels.x1 - pixels.x0),
            h: Float(pixels.y1 - pixels.y0))
        SDL_RenderCopyF(renderer, texture, nil, &destination)
    }

    private func texture(for image: DrawImage, renderer: OpaquePointer) -> OpaquePointer? {
        let key = ImageKey(key: image.cacheKey, renderer: Int(bitPattern: UnsafeRawPointer(renderer)))
        if let cached = images.value(for: key) { return cached }
        guard !failedImages.contains(image.cacheKey) else { return nil }
        do {
            let made = try Self.makeTexture(image, renderer: renderer)
            imagesDecoded += 1
            images.insert(made, for: key) { SDL_DestroyTexture($0) }
            return made
        } catch {
            failedImages.insert(image.cacheKey)
            FileHandle.standardError.write(Data("overlay-sim: image not drawn: \(error)\n".utf8))
            return nil
        }
    }

    private static func makeTexture(_ image: DrawImage, renderer: OpaquePointer) throws -> OpaquePointer {
        let rgba: RGBAImage
        switch image.source {
        case let .pngFile(path): rgba = try PNGFile.read(path: path)
        case let .pixels(bytes): rgba = RGBAImage(width: image.width, height: image.height, pixels: bytes)
        }
        var bytes = rgba.pixels
        let texture: OpaquePointer? = bytes.withUnsafeMutableBytes { buffer in
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    buffer.baseAddress, Int32(rgba.width), Int32(rgba.height), 32, Int32(rgba.width * 4),
                    SDL_PIXELFORMAT_RGBA32.rawValue)
            else { return nil }
            defer { SDL_FreeSurface(surface) }
            return SDL_CreateTextureFromSurface(renderer, surface)
        }
        guard let texture else { throw RenderError.sdl("cannot upload \(image)") }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        return texture
    }
}
