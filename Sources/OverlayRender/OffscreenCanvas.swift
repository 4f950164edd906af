import CSDL2
import OverlayDrawing

/// Renders draw lists headlessly, with no video subsystem: an ARGB8888 surface drawn by SDL's software renderer.
/// The surface is re-created only when the list's pixel size changes. Not thread-safe: one canvas per thread.
public final class OffscreenCanvas {
    /// The rasterizer doing the drawing (its caches live as long as the canvas).
    public let rasterizer: DrawListRasterizer
    private var surface: UnsafeMutablePointer<SDL_Surface>?
    private var renderer: OpaquePointer?
    private var size = (width: 0, height: 0)

    /// A canvas reading fonts from `fontDirectory` (else $OVERLAYSIM_FONT_DIR, else the DejaVu directory).
    /// Throws when SDL, SDL2_ttf or SDL2_image cannot start.
    public init(fontDirectory: String? = nil) throws {
        try SDLRuntime.start()
        rasterizer = DrawListRasterizer(fontDirectory: fontDirectory)
    }

    deinit {
        destroyTarget()
    }

    /// Font files that could not be opened.
    public var missingFonts: [String] { rasterizer.missingFonts }

    /// Draws `list` at `list.pixelWidth × list.pixelHeight` pixels and returns the pixels.
    public func render(_ list: DrawList) throws -> RGBAImage {
        // Checked before DrawList.pixelWidth, which traps on NaN or infinite sizes.
        let exactWidth = list.width * list.scale, exactHeight = list.height * list.scale
        guard exactWidth.isFinite, exactHeight.isFinite, list.scale > 0 else {
            throw RenderError("cannot render a canvas of \(list.width)×\(list.height) points at scale \(list.scale)")
        }
        guard exactWidth < 16384.5, exactHeight < 16384.5 else {
            throw RenderError("cannot render a \(exactWidth)×\(exactHeight) canvas: the limit is 16384 pixels a side")
        }
        let width = list.pixelWidth, height = list.pixelHeight
        guard width > 0, height > 0 else {
            throw RenderError("cannot render a \(width)×\(height) canvas (\(list.width)×\(list.height) points at scale \(list.scale))")
        }
        let renderer = try target(width: width, height: height)
        try rasterizer.draw(list, into: renderer)
        var image = try readPixels(renderer: renderer, width: width, height: height)
        if list.background.alpha == 255 {
            // Blending onto an opaque canvas stays opaque, but the software blend rounds alpha down (255 → 253).
            var i = 3
            while i < image.pixels.count {
                image.pixels[i] = 255
                i += 4
            }
        }
        return image
    }

    /// The software renderer for a surface of this size, made when the size changes.
    private func target(width: Int, height: Int) throws -> OpaquePointer {
        if let renderer, size == (width, height) { return renderer }
        destroyTarget()
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw RenderError.sdl("cannot create a \(width)×\(height) surface")
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw RenderError.sdl("cannot create a software renderer")
        }
        self.surface = surface
        self.renderer = renderer
        size = (width, height)
        return renderer
    }

    private func destroyTarget() {
        if let renderer {
            // Textures belong to the renderer: drop them from the caches before it goes.
            rasterizer.releaseResources(for: renderer)
            SDL_DestroyRenderer(renderer)
        }
        if let surface { SDL_FreeSurface(surface) }
        renderer = nil
        surface = nil
        size = (0, 0)
    }

    /// Reads the rendered ARGB8888 pixels back as straight-alpha RGBA.
    private func readPixels(renderer: OpaquePointer, width: Int, height: Int) throws -> RGBAImage {
        var argb = [UInt32](repeating: 0, count: width * height)
        let status = argb.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, Int32(width * 4))
        }
        guard status == 0 else { throw RenderError.sdl("SDL_RenderReadPixels failed") }
        return RGBAImage(argb: argb, width: width, height: height)
    }
}

extension RGBAImage {
    /// An image from ARGB8888 words (as SDL stores them in native byte order).
    package init(argb: [UInt32], width: Int, height: Int) {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for (i, pixel) in argb.enumerated() {
            bytes[i * 4] = UInt8(truncatingIfNeeded: pixel >> 16)
            bytes[i * 4 + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
            bytes[i * 4 + 2] = UInt8(truncatingIfNeeded: pixel)
            bytes[i * 4 + 3] = UInt8(truncatingIfNeeded: pixel >> 24)
        }
        self.init(width: width, height: height, pixels: bytes)
    }
}

extension OffscreenCanvas {
    /// The SDL renderer this canvas draws with ("software"), and the SDL version, e.g. "software, SDL 2.26.5".
    public static var rendererDescription: String {
        var version = SDL_version()
        SDL_GetVersion(&version)
        return "software (SDL_CreateSoftwareRenderer on an ARGB8888 surface), SDL \(version.major).\(version.minor).\(version.patch)"
    }
}
