import CSDL2
import Foundation

extension FingerMapping {
    /// The mapping for `window` as SDL knows it now: its position and size, the bounds of the display it is on,
    /// and whether the video driver is X11's (which divides window-relative touches by the size less one pixel).
    static func current(for window: OpaquePointer, scale: Double) -> FingerMapping {
        var x: Int32 = 0, y: Int32 = 0, width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        SDL_GetWindowSize(window, &width, &height)
        let frame = ScreenRect(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
        var bounds = SDL_Rect()
        // Without display bounds the touchscreen is taken to be the window itself.
        let display =
            SDL_GetDisplayBounds(max(0, SDL_GetWindowDisplayIndex(window)), &bounds) == 0 && bounds.w > 0 && bounds.h > 0
            ? ScreenRect(x: Double(bounds.x), y: Double(bounds.y), width: Double(bounds.w), height: Double(bounds.h)) : frame
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        return FingerMapping(window: frame, display: display, scale: scale, driverDividesByLessOnePixel: driver == "x11")
    }
}
