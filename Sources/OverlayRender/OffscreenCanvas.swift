import CSDL2
import OverlayDrawing

/// Renders draw lists headlessly, with no video subsystem: an ARGB8888 surface drawn by SDL's software renderer.
/// The surface is re-created only when the list's pixel size changes. Not thread-safe: one canvas per thread.
public final class OffscreenCanvas {
    /// The rasterizer doing the drawing (its caches live as long as the canvas).
    public let rasterizer: DrawListRasterizer
    private(set) var surface: UnsafeMutablePointer<SDL_Surface>?
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

    /// The most pixels a side, and in all, of an image rendered: 8192 × 8192 pixels of RGBA take 256 MB, twice
    /// over with the read-back.
    public static let maximumSide = 16384
    public static let maximumPixels = 8192 * 8192
    /// The largest scene drawn, in points: content (a map's streets) is laid out point by point whatever the
    /// scale, so a 100,000-point-square scene would take many minutes even as a small image.
    public static let maximumPoints = 8192 * 8192

    /// Fails unless a canvas of `width × height` points at `scale` can be rendered: what a command checks before
    /// replaying anything, so that an image too large is refused at once rather than after the replay (or never).
    public static func checkSize(width: Double, height: Double, scale: Double) throws {
        // Checked before DrawList.pixelWidth, which traps on NaN or infinite sizes.
        let exactWidth = width * scale, exactHeight = height * scale
        guard exactWidth.isFinite, exactHeight.isFinite, scale > 0 else {
            throw RenderError("cannot render a canvas of \(width)×\(height) points at scale \(scale)")
        }
        guard width * height <= Double(maximumPoints) else {
            throw RenderError(
                "cannot draw a scene of \(width)×\(height) points: the limit is \(maximumPoints / 1_048_576) million points "
                    + "(its content is laid out point by point, whatever the scale)")
        }
        guard exactWidth < Double(maximumSide) + 0.5, exactHeight < Double(maximumSide) + 0.5 else {
            throw RenderError("cannot render a \(exactWidth)×\(exactHeight) canvas: the limit is \(maximumSide) pixels a side")
        }
        guard exactWidth.rounded() * exactHeight.rounded() <= Double(maximumPixels) else {
            throw RenderError(
                "cannot render a \(Int(exactWidth.rounded()))×\(Int(exactHeight.rounded())) canvas (\(width)×\(height) points at "
                    + "scale \(scale)): the limit is \(maximumPixels / 1_048_576) million pixels; render at a smaller scale")
        }
    }

    /// Draws `list` at `list.pixelWidth × list.pixelHeight` pixels and returns the pixels.
    public func render(_ list: DrawList) throws -> RGBAImage {
        try OffscreenCanvas.checkSize(width: list.width, height: list.height, scale: list.scale)
        let width = list.pixelWidth, height = list.pixelHeight
        guard width > 0, height > 0 else {
            throw RenderError("cannot render a \(width)×\(height) canvas (\(list.width)×\(list.height) points at scale \(list.scale))")
        }
        let renderer = try target(width: width, height: height)
        if let surface, let pixels = TargetPixels(surface: surface) {
            try rasterizer.draw(list, into: renderer, pixels: pixels)
        } else {
            try rasterizer.draw(list, into: renderer)
        }
        // Blending onto an opaque canvas stays opaque, but the software blend rounds alpha down (255 → 253).
        return try readPixels(renderer: renderer, width: width, height: height, opaque: list.background.alpha == 255)
    }

    /// The software renderer for a surface of this size, made when the size changes.
    private func target(width: Int, height: Int) throws -> OpaquePointer {
        if let renderer, size == (width, height) { return renderer }
        destroyTarget()
        guard
            let surface = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(width), Int32(height), 32,
                SDL_PIXELFORMAT_ARGB8888.rawValue)
        else {
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

    /// Reads the rendered ARGB8888 surface back as straight-alpha RGBA: one pass over the surface's rows that writes
    /// them into the image's (uninitialised) bytes with red and blue swapped (and alpha set where the canvas is
    /// opaque), instead of SDL's per-pixel conversion, a zero-filled intermediate or a copy then a second pass.
    private func readPixels(renderer: OpaquePointer, width: Int, height: Int, opaque: Bool) throws -> RGBAImage {
        guard let surface, SDL_RenderFlush(renderer) == 0, SDL_LockSurface(surface) == 0 else {
            throw RenderError.sdl("cannot read the canvas back")
        }
        defer { SDL_UnlockSurface(surface) }
        let pitch = Int(surface.pointee.pitch)
        guard let source = surface.pointee.pixels else { throw RenderError.sdl("the canvas has no pixels") }
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            let target = UnsafeMutableRawPointer(buffer.baseAddress!)
            if pitch == width * 4 {
                RGBAImage.swizzleARGBToRGBA(from: UnsafeRawPointer(source), to: target, count: width * height, opaque: opaque)
            } else {
                for row in 0..<height {
                    RGBAImage.swizzleARGBToRGBA(
                        from: UnsafeRawPointer(source + row * pitch), to: target + row * width * 4,
                        count: width, opaque: opaque)
                }
            }
            count = width * height * 4
        }
        return RGBAImage(width: width, height: height, pixels: bytes)
    }
}

extension RGBAImage {
    /// An image from ARGB8888 words (as SDL stores them in native byte order).
    package init(argb: [UInt32], width: Int, height: Int) {
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            let words = UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: UInt32.self)
            argb.withUnsafeBufferPointer { words.update(from: $0.baseAddress!, count: width * height) }
            RGBAImage.swizzleARGBToRGBA(words, count: width * height, opaque: false)
            count = width * height * 4
        }
        self.init(width: width, height: height, pixels: bytes)
    }

    /// ARGB8888 words (bytes B, G, R, A on a little-endian machine) to R, G, B, A bytes, in place: swap red and blue;
    /// with `opaque`, alpha 255.
    static func swizzleARGBToRGBA(_ words: UnsafeMutablePointer<UInt32>, count: Int, opaque: Bool) {
        swizzleARGBToRGBA(from: UnsafeRawPointer(words), to: UnsafeMutableRawPointer(words), count: count, opaque: opaque)
    }

    /// `count` ARGB8888 words at `source` written as R, G, B, A bytes at `target` (the same place or one that does
    /// not overlap it). Eight words at a time with SIMD, the rest one by one.
    static func swizzleARGBToRGBA(from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, count: Int, opaque: Bool) {
        let alpha: UInt32 = opaque ? 0xFF00_0000 : 0
        var start = 0
        #if _endian(little)
            let keep = SIMD8<UInt32>(repeating: 0xFF00_FF00), low = SIMD8<UInt32>(repeating: 0xFF)
            let alphas = SIMD8<UInt32>(repeating: alpha)
            while start + 8 <= count {
                let offset = start * 4
                let pixels = source.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt32>.self)
                let swapped = (pixels & keep) | ((pixels &>> 16) & low) | ((pixels & low) &<< 16) | alphas
                target.storeBytes(of: swapped, toByteOffset: offset, as: SIMD8<UInt32>.self)
                start += 8
            }
        #endif
        for index in start..<count {
            let pixel = source.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)
            #if _endian(little)
                let swapped = (pixel & 0xFF00_FF00) | ((pixel >> 16) & 0xFF) | ((pixel & 0xFF) << 16) | alpha
            #else
                // Bytes R, G, B, A are the word 0xRRGGBBAA on a big-endian machine.
                let swapped = (pixel << 8) | (pixel >> 24) | alpha >> 24
            #endif
            target.storeBytes(of: swapped, toByteOffset: index * 4, as: UInt32.self)
        }
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
