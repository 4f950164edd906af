import CSDL2
import OverlayDrawing

/// Draws single lines of text with SDL2_ttf: fonts cached per (face, pixel size), rendered strings cached as
/// textures per (string, face, size, colour, width limit, renderer), so repeated text costs one copy per frame. A
/// text wider than its limit shrinks (to 85 % of its size at most), and only then is cut with "…".
final class TextRenderer {
    struct FontKey: Hashable {
        var face: FontFace
        var pixelSize: Int
    }

    struct TextureKey: Hashable {
        var text: String
        var face: FontFace
        var pixelSize: Int
        var color: DrawColor
        /// The width limit in pixels, or -1 for none: part of the key because it decides the ellipsis cut.
        var maxWidth: Int
        var renderer: Int
    }

    struct TextTexture {
        /// nil when the text renders to nothing (e.g. an ellipsis that does not fit): remembered, not retried.
        var texture: OpaquePointer?
        var width: Int32
        var height: Int32
    }

    let fontDirectory: String
    /// Font files that could not be opened; text in those faces is skipped.
    private(set) var missingFonts: [String] = []
    private var fonts = BoundedCache<FontKey, OpaquePointer>(capacity: 32)
    // About twice the strings one frame draws (even five compared panes with their HUDs use fewer than 80): enough
    // to never re-render within a frame, small enough that memory stops growing within seconds of scrolling.
    private var textures = BoundedCache<TextureKey, TextTexture>(capacity: 96)
    /// How many text textures were created (tests check that repeated strings reuse theirs).
    private(set) var texturesCreated = 0
    /// The texts drawn cut with "…" (each once), for `run --report-cut-text`.
    private(set) var cutTexts: [String] = []

    static let ellipsis = "…"
    /// Font sizes beyond this many pixels are clamped (FreeType copes, memory would not).
    static let maximumPixelSize = 512

    init(fontDirectory: String) {
        self.fontDirectory = fontDirectory
    }

    deinit {
        releaseAll()
    }

    /// The font file of `face`.
    func path(for face: FontFace) -> String {
        fontDirectory.hasSuffix("/") ? fontDirectory + Self.fileName(for: face) : fontDirectory + "/" + Self.fileName(for: face)
    }

    static func fileName(for face: FontFace) -> String {
        switch face {
        case .regular: return "DejaVuSans.ttf"
        case .bold: return "DejaVuSans-Bold.ttf"
        case .monospaced: return "DejaVuSansMono.ttf"
        }
    }

    /// Draws `text` with its top at `y` and its anchor at `x` (pixels); returns where it was copied, nil when nothing
    /// was drawn.
    @discardableResult
    func draw(
        _ text: String, x: Double, y: Double, pointSize: Double, scale: Double, face: FontFace, color: DrawColor,
        alignment: TextAlignment, maxWidth: Double?, renderer: OpaquePointer
    ) -> SDL_Rect? {
        guard !text.isEmpty, color.alpha > 0, x.isFinite, y.isFinite else { return nil }
        let pixels = (pointSize * scale).rounded()
        guard pixels.isFinite, pixels >= 1 else { return nil }
        let pixelSize = min(Int(pixels), Self.maximumPixelSize)
        var limit = -1
        if let maxWidth {
            guard maxWidth.isFinite else { return nil }
            let limitPixels = (maxWidth * scale).rounded(.down)
            guard limitPixels >= 1 else { return nil }
            limit = Int(min(limitPixels, 1_000_000))
        }
        let key = TextureKey(
            text: text, face: face, pixelSize: pixelSize, color: color, maxWidth: limit,
            renderer: Int(bitPattern: UnsafeRawPointer(renderer)))
        let entry: TextTexture
        if let cached = textures.value(for: key) {
            entry = cached
        } else {
            guard let font = fittingFont(text, face: face, pixelSize: pixelSize, maxWidth: limit) else { return nil }
            entry = makeTexture(text, font: font, color: color, maxWidth: limit, renderer: renderer)
            textures.insert(entry, for: key) { Self.destroy($0) }
        }
        guard let texture = entry.texture else { return nil }
        let left: Double
        switch alignment {
        case .left: left = x.rounded()
        case .center: left = (x - Double(entry.width) / 2).rounded()
        case .right: left = x.rounded() - Double(entry.width)
        }
        guard abs(left) < 1e6, abs(y) < 1e6 else { return nil }
        var destination = SDL_Rect(x: Int32(left), y: Int32(y.rounded()), w: entry.width, h: entry.height)
        SDL_RenderCopy(renderer, texture, nil, &destination)
        return destination
    }

    /// Destroys the textures made for `renderer` (call before that renderer is destroyed).
    func releaseTextures(for renderer: OpaquePointer) {
        let id = Int(bitPattern: UnsafeRawPointer(renderer))
        textures.removeAll(where: { $0.renderer == id }, release: { Self.destroy($0) })
    }

    func releaseAll() {
        textures.removeAll(where: { _ in true }, release: { Self.destroy($0) })
        fonts.removeAll(where: { _ in true }, release: { SDLRuntime.closeFont($0) })
    }

    private static func destroy(_ entry: TextTexture) {
        if let texture = entry.texture { SDL_DestroyTexture(texture) }
    }

    private func font(face: FontFace, pixelSize: Int) -> OpaquePointer? {
        let key = FontKey(face: face, pixelSize: pixelSize)
        if let font = fonts.value(for: key) { return font }
        let path = path(for: face)
        guard let font = SDLRuntime.openFont(path, pixelSize: Int32(pixelSize)) else {
            if !missingFonts.contains(path) { missingFonts.append(path) }
            return nil
        }
        fonts.insert(font, for: key) { SDLRuntime.closeFont($0) }
        return font
    }

    /// How far a text may shrink to fit its width limit before it is cut with "…": enough for the rounding of a
    /// size in points to whole pixels and of hinted advances at any scale (a 12 pt monospaced line at scale 1.21
    /// is 15 px, 3 % wider than 12 × 1.21; at 0.8, 4 %), and for the estimate of a proportional line's width
    /// (`TextMetrics`), not so far that a label meant to be cut becomes unreadably small.
    static let largestShrink = 0.85

    /// The font `text` is drawn in: the requested size, or the largest smaller one down to `largestShrink` of it
    /// that fits `maxWidth` pixels (-1: no limit); still the requested size when none fits (the text is then cut).
    private func fittingFont(_ text: String, face: FontFace, pixelSize: Int, maxWidth: Int) -> OpaquePointer? {
        guard let requested = font(face: face, pixelSize: pixelSize) else { return nil }
        guard maxWidth >= 0, Self.measure(text, font: requested) > maxWidth else { return requested }
        let smallest = max(1, Int((Double(pixelSize) * Self.largestShrink).rounded(.up)))
        var size = pixelSize - 1
        while size >= smallest {
            if let smaller = font(face: face, pixelSize: size), Self.measure(text, font: smaller) <= maxWidth { return smaller }
            size -= 1
        }
        return requested
    }

    /// The width of `text` in pixels (0 when it cannot be measured).
    private static func measure(_ text: String, font: OpaquePointer) -> Int {
        var width: Int32 = 0, height: Int32 = 0
        guard TTF_SizeUTF8(font, text, &width, &height) == 0 else { return 0 }
        return Int(width)
    }

    /// `text`, or its longest prefix plus "…" that fits `maxWidth` pixels (nil when even "…" does not fit).
    static func fitted(_ text: String, font: OpaquePointer, maxWidth: Int) -> String? {
        guard maxWidth >= 0, measure(text, font: font) > maxWidth else { return text }
        let characters = Array(text)
        // Binary search for the longest prefix whose cut form fits; width grows with the prefix length.
        var low = 0, high = characters.count - 1, best: String?
        while low <= high {
            let mid = (low + high) / 2
            var prefix = String(characters[0..<mid])
            while prefix.last?.isWhitespace == true { prefix.removeLast() }
            let candidate = prefix + ellipsis
            if measure(candidate, font: font) <= maxWidth {
                best = candidate
                low = mid + 1
            } else {
                high = mid - 1
            }
        }
        return best
    }

    private func makeTexture(
        _ text: String, font: OpaquePointer, color: DrawColor, maxWidth: Int,
        renderer: OpaquePointer
    ) -> TextTexture {
        let none = TextTexture(texture: nil, width: 0, height: 0)
        guard let shown = Self.fitted(text, font: font, maxWidth: maxWidth), !shown.isEmpty else { return none }
        if shown != text && !cutTexts.contains(text) { cutTexts.append(text) }
        let foreground = SDL_Color(r: color.red, g: color.green, b: color.blue, a: color.alpha)
        guard let surface = TTF_RenderUTF8_Blended(font, shown, foreground) else { return none }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return none }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        texturesCreated += 1
        return TextTexture(texture: texture, width: surface.pointee.w, height: surface.pointee.h)
    }
}
