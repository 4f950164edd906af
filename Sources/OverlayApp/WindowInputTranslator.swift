import CSDL2
import Foundation
import OverlayFiles
import OverlayScenes

/// Turns SDL events into OverlaySim inputs in points: mouse button 1 and fingers become pointer events (one code
/// path), the wheel scrolls, a window resize becomes a `resize` event; synthetic duplicates are dropped by
/// `PointerSourcePolicy`.
struct WindowInputTranslator {
    /// Pixels per point in window coordinates.
    var scale: Double
    var policy: PointerSourcePolicy
    private var mouseDown = false
    private var fingers: [Int64: Int] = [:]
    private var mouseLocation = (x: 0.0, y: 0.0)

    init(scale: Double, policy: PointerSourcePolicy) {
        self.scale = scale > 0 ? scale : 1
        self.policy = policy
    }

    /// The pointer number used for a finger: the lowest one not in use (the mouse uses 0 only when no finger is down).
    private mutating func pointer(forFinger id: Int64) -> Int {
        if let existing = fingers[id] { return existing }
        var candidate = 0
        let used = Set(fingers.values)
        while used.contains(candidate) { candidate += 1 }
        fingers[id] = candidate
        return candidate
    }

    mutating func translate(_ event: SDL_Event, time: Double, windowSize: CGSize) -> WindowInput? {
        switch SDL_EventType(rawValue: event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard Int32(button.button) == SDL_BUTTON_LEFT, policy.acceptsMouse(which: button.which) else { return nil }
            let isDown = event.type == SDL_MOUSEBUTTONDOWN.rawValue
            guard isDown != mouseDown else { return nil }
            mouseDown = isDown
            let x = Double(button.x) / scale, y = Double(button.y) / scale
            mouseLocation = (x, y)
            return .trace(TraceEvent(time: time, kind: .pointer(phase: isDown ? .down : .up, x: x, y: y, pointer: 0, source: .mouse)))
        case SDL_MOUSEMOTION:
            let motion = event.motion
            mouseLocation = (Double(motion.x) / scale, Double(motion.y) / scale)
            guard mouseDown, policy.acceptsMouse(which: motion.which) else { return nil }
            return .trace(TraceEvent(time: time, kind: .pointer(phase: .move, x: mouseLocation.x, y: mouseLocation.y, pointer: 0, source: .mouse)))
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            guard wheel.which != PointerSourcePolicy.touchMouseID else { return nil }
            // SDL: positive y scrolls away from the user (content moves down, offset decreases); 40 pt a notch.
            let dy = -Double(wheel.preciseY) * 40
            guard dy != 0 else { return nil }
            return .trace(TraceEvent(time: time, kind: .wheel(x: mouseLocation.x, y: mouseLocation.y, dy: dy)))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let finger = event.tfinger
            guard policy.acceptsFinger(touchID: finger.touchId) else { return nil }
            let x = Double(finger.x) * Double(windowSize.width), y = Double(finger.y) * Double(windowSize.height)
            let phase: PointerPhase
            switch SDL_EventType(rawValue: event.type) {
            case SDL_FINGERDOWN:
                if fingers[finger.fingerId] != nil { return nil }
                phase = .down
            case SDL_FINGERUP:
                guard fingers[finger.fingerId] != nil else { return nil }
                phase = .up
            default:
                guard fingers[finger.fingerId] != nil else { return nil }
                phase = .move
            }
            let pointer = pointer(forFinger: finger.fingerId)
            if phase == .up { fingers[finger.fingerId] = nil }
            return .trace(TraceEvent(time: time, kind: .pointer(phase: phase, x: x, y: y, pointer: pointer, source: .touch)))
        case SDL_WINDOWEVENT:
            guard event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue) else { return nil }
            let width = max(1, Double(event.window.data1)) / scale, height = max(1, Double(event.window.data2)) / scale
            return .trace(TraceEvent(time: time, kind: .resize(width: width, height: height)))
        case SDL_KEYDOWN:
            let shifted = UInt32(event.key.keysym.mod) & UInt32(KMOD_SHIFT.rawValue) != 0
            return WindowInputTranslator.keyName(event.key.keysym.sym, shifted: shifted).flatMap(KeyCommand.init(keyName:))
                .map(WindowInput.key)
        default:
            return nil
        }
    }

    /// The name `KeyCommand.bindings` gives an SDL key: a printable key is its character (SDL's key codes for
    /// them are their ASCII codes), the others are named; nil for a key no binding could name.
    static func keyName(_ symbol: SDL_Keycode, shifted: Bool = false) -> String? {
        // SDL's key codes ignore Shift: on most layouts "?" is Shift and the slash key.
        if shifted && Int(symbol) == Int(SDLK_SLASH.rawValue) { return "?" }
        switch Int(symbol) {
        case Int(SDLK_F1.rawValue): return "f1"
        case Int(SDLK_EXCLAIM.rawValue)...Int(SDLK_z.rawValue): return Unicode.Scalar(UInt8(symbol)).description
        case Int(SDLK_SPACE.rawValue): return "space"
        case Int(SDLK_TAB.rawValue): return "tab"
        case Int(SDLK_BACKSPACE.rawValue): return "backspace"
        case Int(SDLK_ESCAPE.rawValue): return "escape"
        case Int(SDLK_UP.rawValue): return "up"
        case Int(SDLK_DOWN.rawValue): return "down"
        case Int(SDLK_LEFT.rawValue): return "left"
        case Int(SDLK_RIGHT.rawValue): return "right"
        default: return nil
        }
    }
}
