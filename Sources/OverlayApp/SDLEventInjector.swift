import CSDL2
import Foundation
import OverlayFiles

/// `run --inject FILE` (hidden, for tests): feeds a trace to the window through SDL's own event queue, so that the
/// window's translation of real SDL events (`WindowInputTranslator`) is what a test exercises.
///
/// Each event is pushed with `SDL_PushEvent` when its time comes on the window's clock, and the window reads it in
/// the same turn of its loop and stamps it like any other event (the instant it reads it), so pushing at the
/// event's time is what gives it that time (as late as the loop wakes); the recording keeps the instant the window
/// applied it at.
///
/// - Pointer events with `source: touch` become SDL_FINGERDOWN / SDL_FINGERMOTION / SDL_FINGERUP from a touch
///   device of their own (`touchID`, not SDL_MOUSE_TOUCHID), a finger id per contact, and positions normalised to
///   the window as the video driver normalises them (`FingerMapping`). With `onPanel` (`run --inject-panel`) the
///   trace's touch positions are already normalised to the panel (0…1 across the display the window is on) and
///   are pushed as they are, without a window, as SDL sends the touches it reads from the device itself. A
///   `cancel` is the system taking the touches: SDL_WINDOWEVENT_FOCUS_LOST, then the SDL_FINGERUP (without a
///   motion) that SDL sends for a finger still down after that.
/// - Pointer events with `source: mouse` become button 1 presses, motions and releases at whole pixels; a
///   `cancel`, a focus loss.
/// - `wheel` is a motion to its point and a wheel event; `key` a key press (Shift and / for `?`).
/// - `resize` resizes the real window (`SDL_SetWindowSize`): SDL reports the new size as it would a user's resize.
/// - Everything else (notch moves, reachability, scene and container commands, screenshots) has no SDL event and
///   is handed back to be applied directly, at its own time, as `--script` applies it.
final class SDLEventInjector {
    /// The touch device the injected fingers come from: any id but SDL_MOUSE_TOUCHID (−1), which marks the
    /// fingers SDL makes up from the mouse.
    static let touchID: SDL_TouchID = 0x0715
    private let trace: Trace
    private var index = 0
    /// The SDL finger id of each pointer down.
    private var fingers: [Int: SDL_FingerID] = [:]
    /// Where each finger was last pushed, normalised, for SDL_FINGERMOTION's deltas.
    private var lastPositions: [Int: (x: Float, y: Float)] = [:]
    private var nextFingerID: SDL_FingerID = 1
    /// Whether the trace's touch positions are normalised to the panel (pushed without a window).
    private let onPanel: Bool

    init(trace: Trace, onPanel: Bool = false) {
        self.trace = trace
        self.onPanel = onPanel
    }

    /// The time of the next event to push, nil when the trace is done.
    var nextTime: Double? { index < trace.events.count ? trace.events[index].time : nil }

    /// Pushes the events due by the simulation instant `now` into SDL's queue, in the trace's order (several in one
    /// millisecond too), for a window placed as `mapping` says; returns those SDL has no event for, to apply
    /// directly.
    func pushEvents(dueBy now: Double, window: OpaquePointer, mapping: FingerMapping) -> [TraceEvent] {
        var direct: [TraceEvent] = []
        while index < trace.events.count, trace.events[index].time <= now {
            let event = trace.events[index]
            index += 1
            if !push(event, window: window, mapping: mapping) { direct.append(event) }
        }
        return direct
    }

    /// Pushes the SDL events that stand for `event`; false when there are none.
    private func push(_ event: TraceEvent, window: OpaquePointer, mapping: FingerMapping) -> Bool {
        let windowID = SDL_GetWindowID(window)
        let scale = mapping.scale
        switch event.kind {
        case let .pointer(phase, x, y, pointer, .touch):
            let fingerWindowID = onPanel ? 0 : windowID
            let normalized: (x: Double, y: Double) =
                onPanel ? (x, y) : mapping.normalized((x, y), in: mapping.space(windowID: windowID, touchID: Self.touchID))
            let position = (x: Float(normalized.x), y: Float(normalized.y))
            if phase == .down {
                fingers[pointer] = nextFingerID
                nextFingerID += 1
                lastPositions[pointer] = position
            }
            guard let finger = fingers[pointer] else { return true }
            if phase == .cancel { pushWindowEvent(SDL_WINDOWEVENT_FOCUS_LOST, windowID: windowID) }
            let type: SDL_EventType = phase == .down ? SDL_FINGERDOWN : phase == .move ? SDL_FINGERMOTION : SDL_FINGERUP
            // A finger the system took is released where it was: no motion first.
            let at = phase == .cancel ? (lastPositions[pointer] ?? position) : position
            let last = lastPositions[pointer] ?? at
            var sdl = SDL_Event()
            sdl.tfinger = SDL_TouchFingerEvent(
                type: type.rawValue, timestamp: 0, touchId: Self.touchID, fingerId: finger,
                x: at.x, y: at.y, dx: at.x - last.x, dy: at.y - last.y,
                pressure: phase == .up || phase == .cancel ? 0 : 1, windowID: fingerWindowID)
            SDL_PushEvent(&sdl)
            if phase == .up || phase == .cancel {
                fingers[pointer] = nil
                lastPositions[pointer] = nil
            } else {
                lastPositions[pointer] = at
            }
        case let .pointer(phase, x, y, _, .mouse):
            let px = Int32((x * scale).rounded()), py = Int32((y * scale).rounded())
            var sdl = SDL_Event()
            switch phase {
            case .down, .up:
                let type = phase == .down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP
                sdl.button = SDL_MouseButtonEvent(
                    type: type.rawValue, timestamp: 0, windowID: windowID, which: 0,
                    button: UInt8(SDL_BUTTON_LEFT), state: UInt8(phase == .down ? SDL_PRESSED : SDL_RELEASED),
                    clicks: 1, padding1: 0, x: px, y: py)
            case .move:
                sdl.motion = SDL_MouseMotionEvent(
                    type: SDL_MOUSEMOTION.rawValue, timestamp: 0, windowID: windowID, which: 0,
                    state: 1 << (UInt32(SDL_BUTTON_LEFT) - 1), x: px, y: py, xrel: 0, yrel: 0)
            case .cancel:
                pushWindowEvent(SDL_WINDOWEVENT_FOCUS_LOST, windowID: windowID)
                return true
            }
            SDL_PushEvent(&sdl)
        case let .wheel(x, y, dy):
            let px = Int32((x * scale).rounded()), py = Int32((y * scale).rounded())
            var motion = SDL_Event()
            motion.motion = SDL_MouseMotionEvent(
                type: SDL_MOUSEMOTION.rawValue, timestamp: 0, windowID: windowID, which: 0,
                state: 0, x: px, y: py, xrel: 0, yrel: 0)
            SDL_PushEvent(&motion)
            // The window scrolls 40 pt per wheel notch, positive notches away from the user.
            let notches = Float(-dy / 40)
            var wheel = SDL_Event()
            wheel.wheel = SDL_MouseWheelEvent(
                type: SDL_MOUSEWHEEL.rawValue, timestamp: 0, windowID: windowID, which: 0,
                x: 0, y: Int32(notches.rounded()), direction: SDL_MOUSEWHEEL_NORMAL.rawValue,
                preciseX: 0, preciseY: notches, mouseX: px, mouseY: py)
            SDL_PushEvent(&wheel)
        case let .key(command):
            guard let key = WindowInputTranslator.keySymbol(forName: command.keyName) else { return false }
            var sdl = SDL_Event()
            sdl.key.type = SDL_KEYDOWN.rawValue
            sdl.key.windowID = windowID
            sdl.key.state = UInt8(SDL_PRESSED)
            sdl.key.keysym.sym = key.symbol
            sdl.key.keysym.mod = UInt16(key.shifted ? KMOD_LSHIFT.rawValue : KMOD_NONE.rawValue)
            SDL_PushEvent(&sdl)
        case let .resize(width, height):
            SDL_SetWindowSize(window, Int32((width * scale).rounded()), Int32((height * scale).rounded()))
        default:
            return false
        }
        return true
    }

    private func pushWindowEvent(_ kind: SDL_WindowEventID, windowID: UInt32) {
        var sdl = SDL_Event()
        sdl.window.type = SDL_WINDOWEVENT.rawValue
        sdl.window.windowID = windowID
        sdl.window.event = UInt8(kind.rawValue)
        SDL_PushEvent(&sdl)
    }
}
