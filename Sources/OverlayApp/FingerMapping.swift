import Foundation

/// Where a finger is in the window, from the normalised coordinates SDL gives it.
///
/// SDL 2 gives a finger's position as two numbers from 0 to 1, but over what depends on who read the touch:
/// - **The window** (an event with a window id): the window system found the window under the finger and SDL
///   divides the position in the window by the window's size. X11's XInput 2 code divides by the size less one
///   pixel (a finger on the last pixel column is at 1); other drivers are taken to divide by the size, as SDL's
///   own mouse-made fingers do (a pixel's difference at the far edge at most).
/// - **The panel** (an event without a window, window id 0): SDL read the touchscreen itself (its evdev code, under
///   KMSDRM and the other drivers without a window system) and divides the position on the device by the device's
///   range, whatever the window covers. The touchscreen is taken to cover the display the window is on
///   (`SDL_GetWindowDisplayIndex`): 0 and 1 are that display's edges, and the window's position on it
///   (`SDL_GetWindowPosition`) is taken off. SDL 2 cannot say which display a touchscreen is mounted on; a panel
///   over another monitor maps as if it covered the window's.
///
/// Either way the result is in screen coordinates relative to the window, divided by the window's scale (screen
/// coordinates per point). A finger outside the window (a panel's finger next to a window smaller than the
/// screen) maps to a point outside `0..<width` × `0..<height`: `contains(_:)` says so, and the window ignores a
/// finger that goes down there, while a finger that went down inside keeps its coordinates as it leaves.
struct FingerMapping: Equatable {
    /// A rectangle in SDL's screen coordinates (pixels on X11 and KMSDRM).
    struct ScreenRect: Equatable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    /// What a finger's normalised coordinates are a fraction of.
    enum Space: Equatable {
        /// The window; `lessOnePixel` when the driver divides by the window's size less one pixel (X11).
        case window(lessOnePixel: Bool)
        /// The touch device, which covers the display the window is on.
        case panel
    }

    /// The window's frame in screen coordinates (`SDL_GetWindowPosition`, `SDL_GetWindowSize`).
    var window: ScreenRect
    /// The bounds of the display the window is on (`SDL_GetDisplayBounds`).
    var display: ScreenRect
    /// Screen coordinates per point.
    var scale: Double
    /// Whether the video driver divides window-relative touches by the size less one pixel (X11).
    var driverDividesByLessOnePixel = false

    /// The space of a finger event from touch device `touchID` for window `windowID` (0: none).
    func space(windowID: UInt32, touchID: Int64) -> Space {
        guard windowID != 0 else { return .panel }
        // SDL's fingers made from the mouse divide by the window's size on every driver.
        return .window(lessOnePixel: driverDividesByLessOnePixel && touchID != PointerSourcePolicy.mouseTouchID)
    }

    /// The window point, in points from the window's top left, of a finger at (`x`, `y`) normalised over `space`.
    func point(x: Double, y: Double, in space: Space) -> (x: Double, y: Double) {
        let pointScale = scale > 0 ? scale : 1
        switch space {
        case let .window(lessOnePixel):
            let inset = lessOnePixel ? 1.0 : 0.0
            return (x * max(window.width - inset, 0) / pointScale, y * max(window.height - inset, 0) / pointScale)
        case .panel:
            let screenX = display.x + x * display.width, screenY = display.y + y * display.height
            return ((screenX - window.x) / pointScale, (screenY - window.y) / pointScale)
        }
    }

    /// The normalised coordinates SDL gives a finger at window `point` in `space` (the inverse of
    /// `point(x:y:in:)`, for `SDLEventInjector`).
    func normalized(_ point: (x: Double, y: Double), in space: Space) -> (x: Double, y: Double) {
        let pointScale = scale > 0 ? scale : 1
        switch space {
        case let .window(lessOnePixel):
            let inset = lessOnePixel ? 1.0 : 0.0
            let width = max(window.width - inset, 1), height = max(window.height - inset, 1)
            return (point.x * pointScale / width, point.y * pointScale / height)
        case .panel:
            let screenX = window.x + point.x * pointScale, screenY = window.y + point.y * pointScale
            return ((screenX - display.x) / max(display.width, 1), (screenY - display.y) / max(display.height, 1))
        }
    }

    /// Whether window `point` is inside the window.
    func contains(_ point: (x: Double, y: Double)) -> Bool {
        let pointScale = scale > 0 ? scale : 1
        return point.x >= 0 && point.y >= 0 && point.x < window.width / pointScale && point.y < window.height / pointScale
    }
}
