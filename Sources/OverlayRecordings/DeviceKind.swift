import OverlayFiles

/// What kind of pointing device a recorded device is, decided as udev's input_id builtin decides (the
/// `ID_INPUT_*` properties libinput reads), or taken from the recording's own udev properties when it has them.
public enum DeviceKind: String, Equatable, Sendable {
    /// Positions on the screen itself: what a recording is replayed from.
    case touchscreen
    /// A finger tool on a pad that is not the screen.
    case touchpad
    /// A pen or stylus (a tablet, or a touchscreen's pen interface).
    case tablet
    /// Absolute axes with mouse buttons (a virtual machine's mouse).
    case absoluteMouse = "absolute mouse"
    /// No absolute position axes that touch could come from.
    case other
}

extension LibinputDevice {
    /// The device's kind: the recording's `ID_INPUT_TOUCHSCREEN`, `ID_INPUT_TABLET` or `ID_INPUT_TOUCHPAD` udev
    /// property when one is set to 1, else input_id's order on the evdev description (key codes declared or seen
    /// in the events): a pen or stylus tool makes a tablet; a finger tool on a device without INPUT_PROP_DIRECT a
    /// touchpad; mouse buttons with ABS_X/ABS_Y an absolute mouse; then BTN_TOUCH or INPUT_PROP_DIRECT a
    /// touchscreen. ABS_MT_POSITION_X/Y are judged the same way, without the mouse-button step. A device none of
    /// that decides is a touchpad when its properties say it is a pad (INPUT_PROP_POINTER or INPUT_PROP_BUTTONPAD
    /// without INPUT_PROP_DIRECT).
    public var kind: DeviceKind { classification.kind }

    /// The kind and, for messages, what decided it.
    var classification: (kind: DeviceKind, reason: String) {
        for (property, kind) in [
            ("ID_INPUT_TABLET", DeviceKind.tablet), ("ID_INPUT_TOUCHSCREEN", .touchscreen), ("ID_INPUT_TOUCHPAD", .touchpad),
        ] where udevProperties[property] == "1" {
            return (kind, "udev: \(property)=1")
        }
        let keys = keyCodes.union(events.lazy.filter { $0.type == EvdevCode.key && $0.value != 0 }.map(\.code))
        let pen = keys.contains(EvdevCode.buttonToolPen) || keys.contains(EvdevCode.buttonStylus)
        let fingerOnPad = keys.contains(EvdevCode.buttonToolFinger) && !keys.contains(EvdevCode.buttonToolPen) && !isDirect
        let mouseButtons = [EvdevCode.buttonLeft, EvdevCode.buttonRight, EvdevCode.buttonMiddle].contains(where: keys.contains)
        let touch = keys.contains(EvdevCode.buttonTouch) || isDirect
        var found: [(DeviceKind, String)] = []
        for (present, withMouse) in [(hasSingleTouchAxes, true), (hasMultiTouchPositions, false)] where present {
            if pen {
                found.append((.tablet, "a pen or stylus tool (BTN_TOOL_PEN or BTN_STYLUS)"))
            } else if fingerOnPad {
                found.append((.touchpad, "a finger tool (BTN_TOOL_FINGER) without INPUT_PROP_DIRECT"))
            } else if withMouse, mouseButtons {
                found.append((.absoluteMouse, "absolute axes with mouse buttons (BTN_LEFT, BTN_RIGHT or BTN_MIDDLE)"))
            } else if touch {
                found.append((.touchscreen, "BTN_TOUCH or INPUT_PROP_DIRECT"))
            }
        }
        // udev sets every flag found; a pen makes any device a tablet, and a touchscreen flag wins over a mouse's.
        for kind in [DeviceKind.tablet, .touchscreen, .touchpad, .absoluteMouse] {
            if let match = found.first(where: { $0.0 == kind }) { return match }
        }
        if hasSingleTouchAxes || hasMultiTouchPositions {
            // udev says nothing; a recording without key codes may still say it is a pad by its properties.
            if !isDirect, properties.contains(EvdevCode.propertyPointer) || properties.contains(EvdevCode.propertyButtonpad) {
                return (.touchpad, "INPUT_PROP_POINTER or INPUT_PROP_BUTTONPAD without INPUT_PROP_DIRECT")
            }
            return (.other, "absolute axes without BTN_TOUCH or INPUT_PROP_DIRECT")
        }
        return (.other, "no ABS_X/ABS_Y nor ABS_MT_POSITION_X/Y axes")
    }
}
