import CSDL2
import Foundation
import Synchronization

/// Starts the parts of SDL that OverlaySDL needs (core with no subsystems, SDL2_ttf, SDL2_image PNG) once per
/// process, and serialises what of them is process-wide, so that canvases may draw on several threads at once
/// (one canvas per thread).
package enum SDLRuntime {
    /// The outcome of the first start: a static `let` is initialised once, on first use, by one thread while any
    /// other waits (Swift's lazy globals), so SDL is initialised once whoever asks first.
    private static let started: Result<Void, RenderError> = initialise()

    /// Initialises SDL once; later calls return the first outcome.
    package static func start() throws {
        try started.get()
    }

    private static func initialise() -> Result<Void, RenderError> {
        // No video subsystem: the offscreen path needs only surfaces and the software renderer.
        if SDL_Init(0) != 0 { return .failure(.sdl("SDL_Init failed")) }
        if TTF_WasInit() == 0, TTF_Init() != 0 { return .failure(.sdl("TTF_Init failed")) }
        let png = Int32(IMG_INIT_PNG.rawValue)
        if IMG_Init(png) & png == 0 { return .failure(.sdl("IMG_Init(PNG) failed")) }
        // SDL works out the CPU's features on first use: it sets a static to 0, then adds each feature with `|=`,
        // unguarded. Two canvases made at once on two threads now and then (3 % of two-thread checks) read the set
        // unfinished or lost a feature, and every blit of that process then took the plain path instead of the SIMD
        // one, with alpha rounded differently at edges and in text. Asked here, under this once-only start, before
        // any canvas exists.
        _ = SDL_SIMDGetAlignment()
        return .success(())
    }

    /// SDL2_ttf opens and closes every font through one FreeType library object, and FreeType requires
    /// `FT_New_Face`/`FT_Done_Face` on a library to be serialised; a font, once open, is used by one thread only.
    private static let fontLock = Mutex(())

    /// `TTF_OpenFont` with light hinting, serialised with every other font's opening and closing.
    package static func openFont(_ path: String, pixelSize: Int32) -> OpaquePointer? {
        fontLock.withLock { _ in
            guard let font = TTF_OpenFont(path, pixelSize) else { return nil }
            TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
            return font
        }
    }

    /// `TTF_CloseFont`, serialised with every other font's opening and closing.
    package static func closeFont(_ font: OpaquePointer) {
        fontLock.withLock { _ in TTF_CloseFont(font) }
    }
}
