import CSDL2
import Foundation

/// Starts the parts of SDL that OverlaySDL needs (core with no subsystems, SDL2_ttf, SDL2_image PNG) once per
/// process. SDL_Init/TTF_Init are reference counted but not thread-safe, hence the lock.
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
        return .success(())
    }
}
