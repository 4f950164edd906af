/// Decides which SDL pointer events OverlaySim consumes, so that one physical action never arrives twice when SDL
/// synthesises mouse events from touches (`SDL_TOUCH_MOUSE_EVENTS`, on by default) or touches from the mouse
/// (`SDL_MOUSE_TOUCH_EVENTS`, off by default on desktops).
///
/// With mouse-to-touch synthesis on, every pointer arrives as finger events and mouse button/motion events are
/// ignored (one code path, finger semantics, which is what a touchscreen rig tests). Otherwise real mouse events
/// and real finger events are both taken, and each side's synthetic copies are dropped.
struct PointerSourcePolicy: Equatable {
    /// SDL's id for mouse events synthesised from touches.
    static let touchMouseID = UInt32.max
    /// SDL's id for finger events synthesised from the mouse.
    static let mouseTouchID = Int64(-1)

    /// Whether `SDL_MOUSE_TOUCH_EVENTS` is on.
    var mouseArrivesAsTouch: Bool

    /// Whether to take a mouse button or motion event from mouse `which`.
    func acceptsMouse(which: UInt32) -> Bool {
        !mouseArrivesAsTouch && which != Self.touchMouseID
    }

    /// Whether to take a finger event from touch device `touchID`.
    func acceptsFinger(touchID: Int64) -> Bool {
        mouseArrivesAsTouch || touchID != Self.mouseTouchID
    }
}
