import CSDL2
import OverlayRender

/// The software renderer's target where the window surface cannot be it: on Wayland. There SDL's window surface is
/// as large as the window in window units, so on an output with a scale (2 on most HiDPI laptops) a frame drawn into
/// it would be scaled up by the compositor, blurred; and with framebuffer acceleration off SDL has no renderer at
/// all. This canvas is an SDL surface at the drawable's size in pixels, drawn by the software renderer (the same
/// rasteriser as `shot` and the goldens), copied each frame into a streaming texture of the window's own
/// accelerated renderer and presented: what SDL does for its window surface there too, at the right density.
final class DensityCanvas {
    private let window: OpaquePointer
    /// The window's renderer, which only shows the canvas.
    private let presenter: OpaquePointer
    private var surface: UnsafeMutablePointer<SDL_Surface>?
    private var texture: OpaquePointer?
    /// The software renderer drawing into `surface`.
    private(set) var renderer: OpaquePointer?
    private var size = (width: Int32(0), height: Int32(0))
    /// Called with a software renderer about to be destroyed (its textures must leave the rasteriser's caches).
    private let releasing: (OpaquePointer) -> Void

    /// A canvas for `window`, nil when SDL cannot give the window a renderer (the error is SDL's).
    init?(window: OpaquePointer, releasing: @escaping (OpaquePointer) -> Void) {
        guard let presenter = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue) else { return nil }
        self.window = window
        self.presenter = presenter
        self.releasing = releasing
    }

    deinit {
        destroyTarget()
        SDL_DestroyRenderer(presenter)
    }

    /// The drawable's size in pixels (the window's size times the output's scale).
    var pixelSize: (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(presenter, &width, &height)
        return (width, height)
    }

    /// The software renderer and its pixels at the drawable's current size (made anew when that size changed).
    func target() -> (renderer: OpaquePointer, pixels: TargetPixels)? {
        let wanted = pixelSize
        guard wanted.width > 0, wanted.height > 0 else { return nil }
        if wanted != size || renderer == nil {
            destroyTarget()
            guard let surface = SDL_CreateRGBSurfaceWithFormat(0, wanted.width, wanted.height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
            else { return nil }
            self.surface = surface
            renderer = SDL_CreateSoftwareRenderer(surface)
            texture = SDL_CreateTexture(
                presenter, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), wanted.width,
                wanted.height)
            size = wanted
        }
        guard let renderer, let surface, texture != nil, let pixels = TargetPixels(surface: surface) else { return nil }
        return (renderer, pixels)
    }

    /// Shows what the software renderer drew.
    func present() {
        guard let renderer, let surface, let texture else { return }
        SDL_RenderFlush(renderer)
        SDL_UpdateTexture(texture, nil, surface.pointee.pixels, surface.pointee.pitch)
        SDL_RenderCopy(presenter, texture, nil, nil)
        SDL_RenderPresent(presenter)
    }

    private func destroyTarget() {
        if let renderer {
            releasing(renderer)
            SDL_DestroyRenderer(renderer)
        }
        if let texture { SDL_DestroyTexture(texture) }
        if let surface { SDL_FreeSurface(surface) }
        renderer = nil
        texture = nil
        surface = nil
        size = (0, 0)
    }
}
