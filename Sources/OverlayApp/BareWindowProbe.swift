import CSDL2
import Foundation

/// A bare SDL window's first frame: what `run`'s first frame is measured against (the benchmark's `first-frame`
/// ratio). It does what every SDL program must before a frame shows (start SDL's video, open a window of the same
/// size and flags, make a software renderer, clear, present) and nothing of ours: no fonts, no scene, no layout.
public enum BareWindowProbe {
    /// Opens a `width`×`height` point window, presents one cleared frame and closes it; returns the monotonic
    /// instant (ns, CLOCK_MONOTONIC, as `run --report-first-frame` reports) just after the present.
    /// - Throws: `WindowError` naming what SDL refused.
    public static func presentOneFrame(width: Int32 = 390, height: Int32 = 844) throws -> UInt64 {
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw WindowError(description: "SDL_Init failed: \(String(cString: SDL_GetError()))") }
        defer { SDL_Quit() }
        // As `run` does with its software renderer on X11 (WindowHost): else SDL backs the window surface with an
        // OpenGL texture there, and the bare window would pay for starting OpenGL, which `run` does not.
        if SDL_GetCurrentVideoDriver().map({ String(cString: $0) }) == "x11" { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let centred = Int32(SDL_WINDOWPOS_CENTERED_MASK)
        guard let window = SDL_CreateWindow("bare", centred, centred, width, height, flags) else {
            throw WindowError(description: "cannot open a window: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_DestroyWindow(window) }
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw WindowError(description: "cannot create a renderer: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_DestroyRenderer(renderer) }
        SDL_SetRenderDrawColor(renderer, 0xF2, 0xEF, 0xE9, 0xFF)
        SDL_RenderClear(renderer)
        SDL_RenderPresent(renderer)
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }
}
