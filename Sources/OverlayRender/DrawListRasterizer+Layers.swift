import CSDL2
import OverlayDrawing

/// A cached layer texture's identity.
struct LayerKey: Hashable {
    var key: String
    var width: Int
    var height: Int
    var renderer: Int
}

extension DrawListRasterizer {
    /// Largest layer side in pixels; bigger layers are skipped rather than allocated.
    static let maximumLayerSide = 8192

    /// Copies the layer's cached texture to `origin`, rendering it first when it is not cached.
    func drawLayer(
        key: String, origin: DrawPoint, width: Double, height: Double, commands: [DrawCommand],
        scale: Double, renderer: OpaquePointer
    ) {
        let x = (origin.x * scale).rounded(), y = (origin.y * scale).rounded()
        let pixelWidth = (width * scale).rounded(), pixelHeight = (height * scale).rounded()
        guard x.isFinite, y.isFinite, abs(x) < 1e6, abs(y) < 1e6, pixelWidth.isFinite, pixelHeight.isFinite,
            pixelWidth >= 1, pixelHeight >= 1,
            pixelWidth <= Double(Self.maximumLayerSide), pixelHeight <= Double(Self.maximumLayerSide)
        else { return }
        let layerKey = LayerKey(
            key: key, width: Int(pixelWidth), height: Int(pixelHeight),
            renderer: Int(bitPattern: UnsafeRawPointer(renderer)))
        let texture: OpaquePointer
        if let cached = layers.value(for: layerKey) {
            texture = cached
        } else {
            guard
                let made = renderLayer(
                    commands, width: Int32(pixelWidth), height: Int32(pixelHeight),
                    scale: scale, renderer: renderer)
            else { return }
            layers.insert(made, for: layerKey, cost: Int(pixelWidth) * Int(pixelHeight) * 4) { SDL_DestroyTexture($0) }
            texture = made
        }
        var destination = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(pixelWidth), h: Int32(pixelHeight))
        SDL_RenderCopy(renderer, texture, nil, &destination)
    }

    /// Renders `commands` into a new transparent target texture, then restores the previous target and clip.
    private func renderLayer(
        _ commands: [DrawCommand], width: Int32, height: Int32, scale: Double,
        renderer: OpaquePointer
    ) -> OpaquePointer? {
        guard
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height)
        else {
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let previousTarget = SDL_GetRenderTarget(renderer)
        guard SDL_SetRenderTarget(renderer, texture) == 0 else {
            SDL_DestroyTexture(texture)
            return nil
        }
        layerRenderCount += 1
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_RenderClear(renderer)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)

        // The layer's commands get their own bounds and clip stack, restored afterwards; they draw into the layer's
        // texture, not the frame's target (the layer's copy onto it is noted where it is drawn).
        let savedBounds = targetBounds, savedBase = clipBase, savedTracking = tracksDrawnRows
        targetBounds = PixelRect(x0: 0, y0: 0, x1: Double(width), y1: Double(height))
        clipBase = clipStack.count
        tracksDrawnRows = false
        run(commands[...], scale: scale, renderer: renderer)
        batch.flush(into: renderer)
        tracksDrawnRows = savedTracking
        clipStack.removeSubrange(clipBase...)
        clipBase = savedBase
        targetBounds = savedBounds

        let opacity = readStraightAlpha(renderer: renderer, width: width, height: height)
        SDL_SetRenderTarget(renderer, previousTarget)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        switch opacity {
        case .opaque:
            // Every pixel is opaque, so straight and premultiplied alpha are the same pixels: the texture already
            // holds them. It is copied without blending: the software renderer then copies rows instead of
            // blending every pixel (the map's tiles), and the result is the same.
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        case .translucent:
            layerReadBack.withUnsafeBufferPointer { buffer in
                _ = SDL_UpdateTexture(texture, nil, buffer.baseAddress, width * 4)
            }
        case nil:
            break
        }
        if layerReadBack.count > Self.layerReadBackLimit { layerReadBack = [] }
        applyClip(renderer: renderer)
        return texture
    }

    /// Whether a layer's pixels are all opaque.
    enum LayerOpacity { case opaque, translucent }

    /// Reads the current target's pixels into `layerReadBack`, converted to straight alpha, and says whether they
    /// are all opaque (nil: SDL could not read them). Blending onto transparent black leaves colours premultiplied
    /// (rgb = Σ src·a, a = Σ a over), so copying the texture with straight-alpha blending would darken translucent
    /// edges; undoing it once here makes the copy match drawing the commands directly.
    private func readStraightAlpha(renderer: OpaquePointer, width: Int32, height: Int32) -> LayerOpacity? {
        let count = Int(width) * Int(height)
        // Worked on out of the property, so that the loop's reads and writes need no exclusivity check each.
        var pixels: [UInt32] = []
        swap(&pixels, &layerReadBack)
        defer { swap(&pixels, &layerReadBack) }
        if pixels.count < count { pixels = [UInt32](repeating: 0, count: count) }
        let status = pixels.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, width * 4)
        }
        guard status == 0 else { return nil }
        // Over the buffer's own memory, 16 pixels at a time: a run whose pixels are all opaque (most of them, in a
        // map tile) is only ANDed together, which the compiler makes a vector loop, and only a run with a
        // translucent pixel is converted. Pixel by pixel through the array, with its checks, this was most of a
        // first frame's read-back (eight map tiles of 512 × 512 at scale 2).
        let opaque = pixels.withUnsafeMutableBufferPointer { buffer -> Bool in
            precondition(count <= buffer.count)
            var allBits = UInt32.max, start = 0
            while start < count {
                let end = min(start + 16, count)
                var run = UInt32.max
                for i in start..<end { run &= buffer[i] }
                allBits &= run
                if run >> 24 != 255 {
                    for i in start..<end { buffer[i] = Self.straightAlpha(buffer[i]) }
                }
                start = end
            }
            return allBits >> 24 == 255
        }
        return opaque ? .opaque : .translucent
    }

    /// A premultiplied pixel (alpha over transparent black) with straight alpha: opaque and transparent ones as
    /// they are (transparent ones all zero).
    static func straightAlpha(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        if alpha == 255 { return pixel }
        if alpha == 0 { return 0 }
        func channel(_ shift: UInt32) -> UInt32 {
            min(255, (((pixel >> shift) & 0xFF) * 255 + alpha / 2) / alpha)
        }
        return alpha << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }
}
