import CSDL2
import Foundation
import OverlayDrawing

/// Draws `DrawList`s into any SDL_Renderer (software or accelerated) with alpha blending: fills as rectangles,
/// curved shapes as feathered (anti-aliased) triangles, text through SDL2_ttf, layers through cached target
/// textures.
///
/// Textures are cached per renderer. Call `releaseResources(for:)` before destroying a renderer this rasterizer
/// has drawn into, and destroy the rasterizer before shutting SDL down. Not thread-safe: use it from the thread
/// that owns the renderer.
public final class DrawListRasterizer {
    /// Where the DejaVu fonts are read from.
    public let fontDirectory: String
    /// Font files that could not be opened (text in those faces was skipped).
    public var missingFonts: [String] { text.missingFonts }

    /// Where the font of `face` is read from.
    func fontPath(for face: FontFace) -> String { text.path(for: face) }
    /// How many times a layer's commands were rendered into its texture (once per key and size until evicted or
    /// invalidated).
    public internal(set) var layerRenderCount = 0
    /// How many text textures have been created.
    public var textTextureCount: Int { text.texturesCreated }
    /// The texts that did not fit their width even shrunk and were cut with "…", each once, in drawing order.
    public var cutTexts: [String] { text.cutTexts }

    /// The most bytes of layer textures kept (96 MiB: the map tiles of a 1920×1080-point window at scale 2 with
    /// room to pan). A frame that draws more keeps its own layers until the next frame.
    public static let layerByteLimit = 96 << 20
    /// How many layer textures are cached.
    public var cachedLayerCount: Int { layers.count }
    /// The bytes of the cached layer textures (4 a pixel).
    public var cachedLayerBytes: Int { layers.totalCost }

    /// The default font directory when neither the initialiser nor OVERLAYSIM_FONT_DIR names one.
    public static let defaultFontDirectory = "/usr/share/fonts/truetype/dejavu"

    let text: TextRenderer
    let batch = TriangleBatch()
    /// Layer textures: at most 256, and at most `layerByteLimit` bytes beyond what the current frame draws.
    var layers = BoundedCache<LayerKey, OpaquePointer>(capacity: 256, costLimit: DrawListRasterizer.layerByteLimit)
    /// The pixels of the layer just rendered, read back into one buffer that the next layer reuses: a fresh buffer
    /// per layer made the first frame fault in every page of each (eight map tiles at scale 2: 8 MB).
    /// Not kept past `layerReadBackLimit` pixels.
    var layerReadBack: [UInt32] = []
    /// The most pixels `layerReadBack` keeps between layers (1024 × 1024: a map tile at scale 4).
    static let layerReadBackLimit = 1 << 20
    /// Decoded images, per renderer (`DrawCommand.image`).
    var images = BoundedCache<ImageKey, OpaquePointer>(capacity: 64)
    /// Images that could not be decoded (reported once, then skipped).
    var failedImages: Set<String> = []
    /// How many images have been decoded and uploaded (once per image and renderer until evicted).
    public internal(set) var imagesDecoded = 0
    /// Pixel clip rectangles, each already intersected with the one below; `clipBase` is where the current
    /// target's stack starts (a layer's commands get a fresh stack on top).
    var clipStack: [SDL_Rect] = []
    var clipBase = 0
    /// The current target's size in pixels; huge shapes are cut to it.
    var targetBounds = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
    /// The previous frame's pixels after the commands it shares with the next one (`draw(_:into:pixels:)`).
    let prefix = FramePrefix()
    /// Whether the commands being run note the pixels they may change in `prefix.drawn` (a frame's commands after its
    /// copy point; not a layer's, which draw into the layer's texture).
    var tracksDrawnRows = false
    /// Whether each restore first counts the target's pixels that changed where no command noted a change (for
    /// tests: it reads the whole target), into `untrackedDifferences`.
    var checksDrawnRows = false
    var untrackedDifferences = 0
    /// Whether a shadow's interior box leaves out what the opaque card drawn right after it overwrites (the same
    /// pixels; switchable so that tests can compare).
    var skipsCoveredInteriors = true
    /// Whether a large shape is drawn as a fill inside and its triangles in pieces around it (switchable so that
    /// tests can compare it with the triangles drawn at once).
    var splitsLargeShapes = true
    /// Whether runs of opaque triangles are drawn without blending on the software renderer
    /// (`TriangleBatch.drawsOpaqueRunsUnblended`; the same pixels, switchable so that tests can compare).
    var drawsOpaqueTrianglesUnblended = true
    /// The length, in pixels, of the pieces a large shape's bands are drawn in: whole pixels, so that pieces meet
    /// exactly (switchable so that tests can compare lengths; infinity draws each band whole).
    var bandPiece = 64.0

    /// A rasterizer reading fonts from `fontDirectory`, else $OVERLAYSIM_FONT_DIR, else the DejaVu directory.
    public init(fontDirectory: String? = nil) {
        let environment = ProcessInfo.processInfo.environment["OVERLAYSIM_FONT_DIR"]
        let directory = fontDirectory ?? environment.flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultFontDirectory
        self.fontDirectory = directory
        text = TextRenderer(fontDirectory: directory)
    }

    deinit {
        layers.removeAll(where: { _ in true }, release: { SDL_DestroyTexture($0) })
        images.removeAll(where: { _ in true }, release: { SDL_DestroyTexture($0) })
    }

    /// Clears the renderer's current target to `list.background` and draws the list's commands, everything in
    /// points × `list.scale`; the pixels are in the target when it returns (SDL's queue of draw calls is flushed).
    /// Throws for a scale that is not a positive finite number or when SDL cannot clear.
    public func draw(_ list: DrawList, into renderer: OpaquePointer) throws {
        guard list.scale.isFinite, list.scale > 0 else {
            throw RenderError("cannot draw with scale \(list.scale): it must be a positive finite number")
        }
        var width: Int32 = 0, height: Int32 = 0
        guard SDL_GetRendererOutputSize(renderer, &width, &height) == 0 else {
            throw RenderError.sdl("SDL_GetRendererOutputSize failed")
        }
        guard begin(renderer: renderer, width: Int(width), height: Int(height), clears: list.background) else {
            throw RenderError.sdl("SDL_RenderClear failed")
        }
        prefix.invalidate()
        run(list.commands[...], scale: list.scale, renderer: renderer)
        batch.flush(into: renderer)
        SDL_RenderSetClipRect(renderer, nil)
        // A window's renderer queues draw calls and runs them at the next flush, present or read: done here, the
        // frame is drawn when this returns, and whoever times it (the window's present deadline) times the
        // rasterising, not the queueing. (A renderer made for a surface, as `OffscreenCanvas`'s, does not queue.)
        SDL_RenderFlush(renderer)
    }

    /// Starts a frame on a `width`×`height` target: no clip, blending on, fresh clip stack and cache frame; clears
    /// to `background` unless it is nil. False when SDL cannot clear.
    @discardableResult
    func begin(renderer: OpaquePointer, width: Int, height: Int, clears background: DrawColor?) -> Bool {
        targetBounds = PixelRect(x0: 0, y0: 0, x1: Double(width), y1: Double(height))
        SDL_RenderSetClipRect(renderer, nil)
        if let background {
            SDL_SetRenderDrawColor(renderer, background.red, background.green, background.blue, background.alpha)
            guard SDL_RenderClear(renderer) == 0 else { return false }
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        batch.snapsToWholePixels = Self.isSoftware(renderer)
        batch.drawsOpaqueRunsUnblended = drawsOpaqueTrianglesUnblended && batch.snapsToWholePixels
        clipStack.removeAll(keepingCapacity: true)
        clipBase = 0
        layers.beginFrame()
        images.beginFrame()
        return true
    }

    /// Whether `renderer` is SDL's software renderer (whose geometry has whole-pixel vertices).
    static func isSoftware(_ renderer: OpaquePointer) -> Bool {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return false }
        return strcmp(name, "software") == 0
    }

    /// Forgets every cached layer texture, so each layer is rendered again when next drawn.
    public func invalidateLayers() {
        layers.removeAll(where: { _ in true }, release: { SDL_DestroyTexture($0) })
    }

    /// Destroys the textures made for `renderer`. Call it before `SDL_DestroyRenderer(renderer)`.
    public func releaseResources(for renderer: OpaquePointer) {
        let id = Int(bitPattern: UnsafeRawPointer(renderer))
        layers.removeAll(where: { $0.renderer == id }, release: { SDL_DestroyTexture($0) })
        images.removeAll(where: { $0.renderer == id }, release: { SDL_DestroyTexture($0) })
        text.releaseTextures(for: renderer)
        if prefix.setup?.renderer == id { prefix.reset() }
    }

    /// Draws commands in order; consecutive shapes share one SDL_RenderGeometry call.
    func run(_ commands: ArraySlice<DrawCommand>, scale: Double, renderer: OpaquePointer) {
        for index in commands.indices {
            let command = commands[index]
            switch command {
            case .pushClip(let rect):
                batch.flush(into: renderer)
                pushClip(rect, scale: scale, renderer: renderer)
                continue
            case .popClip:
                batch.flush(into: renderer)
                popClip(renderer: renderer)
                continue
            default:
                break
            }
            if clipIsEmpty { continue }
            noteDrawn(by: command, scale: scale)
            switch command {
            case let .fill(rect, color):
                batch.flush(into: renderer)
                fill(rect, color: color, scale: scale, renderer: renderer)
            case let .roundedRect(rect, radii, color):
                guard let pixels = PixelRect(rect, scale: scale) else { continue }
                drawRoundedShape(
                    pixels, radii: Self.scaled(radii, scale), color: color, feather: 1, taper: true,
                    renderer: renderer)
            case let .shadow(rect, radii, color, radius, dx, dy):
                let moved = DrawRect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height)
                guard let pixels = PixelRect(moved, scale: scale) else { continue }
                let blur = radius * scale
                // The feather ring is the blur: from full colour half a blur inside to clear half a blur outside.
                let feather = blur.isFinite ? min(max(blur, 1), 4096) : 1
                // A card usually follows its shadow: under its opaque interior the shadow would be painted over.
                let next = index + 1 < commands.endIndex ? commands[index + 1] : nil
                drawRoundedShape(
                    pixels, radii: Self.scaled(radii, scale), color: color, feather: feather, taper: false,
                    covered: next.map { opaqueBoxes(of: $0, scale: scale) } ?? [], renderer: renderer)
            case let .line(from, to, width, color):
                batch.addLine(
                    from: PixelPoint(x: from.x * scale, y: from.y * scale),
                    to: PixelPoint(x: to.x * scale, y: to.y * scale),
                    width: width * scale, color: color, feather: 1)
            case let .polygon(points, color):
                batch.addPolygon(points, scale: scale, color: color, feather: 1)
            case let .circle(center, radius, color):
                guard radius.isFinite, radius > 0 else { continue }
                let box = DrawRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)
                guard let pixels = PixelRect(box, scale: scale) else { continue }
                batch.addRoundedRect(
                    pixels, radii: CornerRadii(all: radius * scale), color: color, feather: 1,
                    taperAtEdges: true, bounds: targetBounds)
            case let .text(string, origin, size, face, color, alignment, maxWidth):
                batch.flush(into: renderer)
                let drawn = text.draw(
                    string, x: origin.x * scale, y: origin.y * scale, pointSize: size, scale: scale, face: face,
                    color: color, alignment: alignment, maxWidth: maxWidth, renderer: renderer)
                if let drawn { noteDrawn(drawn) }
            case let .layer(key, origin, width, height, commands):
                batch.flush(into: renderer)
                drawLayer(
                    key: key, origin: origin, width: width, height: height, commands: commands,
                    scale: scale, renderer: renderer)
            case let .image(image, rect, opacity):
                batch.flush(into: renderer)
                drawImage(image, in: rect, opacity: opacity, scale: scale, renderer: renderer)
            case .pushClip, .popClip:
                break
            }
        }
    }

    static func scaled(_ radii: CornerRadii, _ scale: Double) -> CornerRadii {
        CornerRadii(
            topLeft: radii.topLeft * scale, topRight: radii.topRight * scale,
            bottomRight: radii.bottomRight * scale, bottomLeft: radii.bottomLeft * scale)
    }

    /// An axis-aligned fill with its edges rounded to whole pixels, so it covers exactly those pixels.
    private func fill(_ rect: DrawRect, color: DrawColor, scale: Double, renderer: OpaquePointer) {
        guard color.alpha > 0, var sdlRect = fillPixels(rect, scale: scale) else { return }
        Self.fillRect(&sdlRect, color: color, renderer: renderer)
    }

    /// The pixels a `fill` of `rect` covers (before clipping), nil when none.
    func fillPixels(_ rect: DrawRect, scale: Double) -> SDL_Rect? {
        guard let pixels = PixelRect(rect, scale: scale) else { return nil }
        let x0 = Self.pixelEdge(pixels.x0.rounded(), in: targetBounds.x1)
        let y0 = Self.pixelEdge(pixels.y0.rounded(), in: targetBounds.y1)
        let x1 = Self.pixelEdge(pixels.x1.rounded(), in: targetBounds.x1)
        let y1 = Self.pixelEdge(pixels.y1.rounded(), in: targetBounds.y1)
        guard x1 > x0, y1 > y0 else { return nil }
        return SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
    }

    /// Fills a pixel rectangle. An opaque colour is written without blending: the same pixels, but SDL's software
    /// renderer then fills rows directly instead of blending each pixel (the frame's largest cost otherwise).
    static func fillRect(_ rect: inout SDL_Rect, color: DrawColor, renderer: OpaquePointer) {
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
        if color.alpha == 255 {
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
            SDL_RenderFillRect(renderer, &rect)
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        } else {
            SDL_RenderFillRect(renderer, &rect)
        }
    }

    /// A pixel coordinate clamped to just outside 0…`extent`, as Int32 (huge values would trap on conversion).
    static func pixelEdge(_ value: Double, in extent: Double) -> Int32 {
        Int32(min(max(value, -1), extent + 1))
    }
}
