import CSDL2
import Foundation
import OverlayFiles
import OverlayScenes

/// Turns SDL events into OverlaySim inputs in points: mouse button 1 and fingers become pointer events (one code
/// path), the wheel scrolls, a window resize becomes a `resize` event; synthetic duplicates are dropped by
/// `PointerSourcePolicy`. A finger's normalised coordinates become window points through `FingerMapping` (over
/// the window or over the panel, as SDL gives them); a finger that goes down outside the window is ignored, and
/// one that went down inside keeps its coordinates, outside too, until it lifts. Events keep SDL's order, also
/// several in one millisecond. When the window loses focus every pointer down is cancelled (a `cancel` each, where it
/// was): the system has taken the touches, as UIKit cancels them, and what SDL sends for them afterwards (an
/// SDL_FINGERUP without a motion, a button release) is ignored.
struct WindowInputTranslator {
    /// Pixels per point in window coordinates.
    var scale: Double
    var policy: PointerSourcePolicy
    /// The window's size in pixels as the session knows it (the host sets it when the window opens).
    var windowPixels: (width: Int32, height: Int32) = (0, 0)
    /// Where the window is, for fingers (the host sets it from SDL before each finger event).
    var fingerMapping: FingerMapping
    /// The mouse's pointer number while button 1 is down.
    private var mousePointer: Int?
    /// Each finger down: its pointer number and where it was last, in points.
    private var fingers: [Int64: (pointer: Int, x: Double, y: Double)] = [:]
    private var mouseLocation = (x: 0.0, y: 0.0)

    init(scale: Double, policy: PointerSourcePolicy) {
        self.scale = scale > 0 ? scale : 1
        self.policy = policy
        let none = FingerMapping.ScreenRect(x: 0, y: 0, width: 0, height: 0)
        fingerMapping = FingerMapping(window: none, display: none, scale: self.scale)
    }

    /// The lowest pointer number not in use by a finger or the mouse (the mouse alone is pointer 0), so that a
    /// recording never has two pointers down under one number.
    private func freePointer() -> Int {
        let used = Set(fingers.values.map(\.pointer) + (mousePointer.map { [$0] } ?? []))
        var candidate = 0
        while used.contains(candidate) { candidate += 1 }
        return candidate
    }

    /// What `event` means for the session: usually one input or none, a `cancel` per pointer down on focus loss.
    mutating func translate(_ event: SDL_Event, time: Double) -> [WindowInput] {
        switch SDL_EventType(rawValue: event.type) {
        case SDL_QUIT:
            return [.quit]
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard Int32(button.button) == SDL_BUTTON_LEFT, policy.acceptsMouse(which: button.which) else { return [] }
            let isDown = event.type == SDL_MOUSEBUTTONDOWN.rawValue
            guard isDown != (mousePointer != nil) else { return [] }
            let pointer = mousePointer ?? freePointer()
            mousePointer = isDown ? pointer : nil
            let x = Double(button.x) / scale, y = Double(button.y) / scale
            mouseLocation = (x, y)
            return [
                .trace(TraceEvent(time: time, kind: .pointer(phase: isDown ? .down : .up, x: x, y: y, pointer: pointer, source: .mouse)))
            ]
        case SDL_MOUSEMOTION:
            let motion = event.motion
            mouseLocation = (Double(motion.x) / scale, Double(motion.y) / scale)
            guard let pointer = mousePointer, policy.acceptsMouse(which: motion.which) else { return [] }
            return [
                .trace(
                    TraceEvent(
                        time: time, kind: .pointer(phase: .move, x: mouseLocation.x, y: mouseLocation.y, pointer: pointer, source: .mouse)))
            ]
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            guard wheel.which != PointerSourcePolicy.touchMouseID else { return [] }
            // SDL: positive y scrolls away from the user (content moves down, offset decreases); 40 pt a notch.
            let dy = -Double(wheel.preciseY) * 40
            guard dy != 0 else { return [] }
            return [.trace(TraceEvent(time: time, kind: .wheel(x: mouseLocation.x, y: mouseLocation.y, dy: dy)))]
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let finger = event.tfinger
            guard policy.acceptsFinger(touchID: finger.touchId) else { return [] }
            let space = fingerMapping.space(windowID: finger.windowID, touchID: finger.touchId)
            let (x, y) = fingerMapping.point(x: Double(finger.x), y: Double(finger.y), in: space)
            let known = fingers[finger.fingerId]
            let phase: PointerPhase
            switch SDL_EventType(rawValue: event.type) {
            case SDL_FINGERDOWN:
                // A panel's finger beside the window is not the window's, nor are its motions and its lift.
                guard known == nil, fingerMapping.contains((x, y)) else { return [] }
                phase = .down
            case SDL_FINGERUP:
                guard known != nil else { return [] }
                phase = .up
            default:
                guard known != nil else { return [] }
                phase = .move
            }
            let pointer = known?.pointer ?? freePointer()
            fingers[finger.fingerId] = phase == .up ? nil : (pointer, x, y)
            return [.trace(TraceEvent(time: time, kind: .pointer(phase: phase, x: x, y: y, pointer: pointer, source: .touch)))]
        case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue):
            return cancelAll(time: time)
        case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
            // SDL also reports the size a window already has (a full-screen window's, once it shows): no change.
            let pixels = (width: event.window.data1, height: event.window.data2)
            guard pixels != windowPixels else { return [] }
            windowPixels = pixels
            let width = max(1, Double(pixels.width)) / scale, height = max(1, Double(pixels.height)) / scale
            return [.trace(TraceEvent(time: time, kind: .resize(width: width, height: height)))]
        case SDL_KEYDOWN:
            let shifted = UInt32(event.key.keysym.mod) & UInt32(KMOD_SHIFT.rawValue) != 0
            return WindowInputTranslator.keyName(event.key.keysym.sym, shifted: shifted).flatMap(KeyCommand.init(keyName:))
                .map { [WindowInput.key($0)] } ?? []
        default:
            return []
        }
    }

    /// A `cancel` for every pointer down, where it was last, in pointer order; forgets them.
    private mutating func cancelAll(time: Double) -> [WindowInput] {
        var cancelled: [(pointer: Int, x: Double, y: Double, source: PointerSource)] =
            fingers.values.map { ($0.pointer, $0.x, $0.y, .touch) }
        if let pointer = mousePointer { cancelled.append((pointer, mouseLocation.x, mouseLocation.y, .mouse)) }
        fingers = [:]
        mousePointer = nil
        return cancelled.sorted { $0.pointer < $1.pointer }.map { pointer in
            .trace(
                TraceEvent(
                    time: time,
                    kind: .pointer(
                        phase: .cancel, x: pointer.x, y: pointer.y, pointer: pointer.pointer,
                        source: pointer.source)))
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

    /// The SDL key (and whether Shift is held) that `keyName(_:shifted:)` names `name`; nil for a name it never gives.
    static func keySymbol(forName name: String) -> (symbol: SDL_Keycode, shifted: Bool)? {
        let named: [String: SDL_KeyCode] = [
            "f1": SDLK_F1, "space": SDLK_SPACE, "tab": SDLK_TAB, "backspace": SDLK_BACKSPACE, "escape": SDLK_ESCAPE,
            "up": SDLK_UP, "down": SDLK_DOWN, "left": SDLK_LEFT, "right": SDLK_RIGHT,
        ]
        if name == "?" { return (SDL_Keycode(SDLK_SLASH.rawValue), true) }
        if let key = named[name] { return (SDL_Keycode(key.rawValue), false) }
        guard name.unicodeScalars.count == 1, let scalar = name.unicodeScalars.first,
            (Int(SDLK_EXCLAIM.rawValue)...Int(SDLK_z.rawValue)).contains(Int(scalar.value))
        else { return nil }
        return (SDL_Keycode(scalar.value), false)
    }
}
