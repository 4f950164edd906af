import OverlayFiles

/// The Linux evdev numbers a touchscreen recording is read with (linux/input-event-codes.h).
public enum EvdevCode {
    /// Event type: frame markers.
    public static let synchronization = 0x00  // EV_SYN
    /// Event type: keys and buttons.
    public static let key = 0x01  // EV_KEY
    /// Event type: absolute axes.
    public static let absolute = 0x03  // EV_ABS

    /// EV_SYN code: the end of a frame; the events since the previous one happened together.
    public static let synReport = 0  // SYN_REPORT
    /// EV_SYN code: the kernel's buffer overflowed; events up to the next SYN_REPORT are incomplete.
    public static let synDropped = 3  // SYN_DROPPED
    /// EV_SYN code: the end of one contact's values in a frame of multi-touch protocol A.
    public static let synMultiTouchReport = 2  // SYN_MT_REPORT

    /// EV_KEY code: a single-touch device's contact (1 down, 0 up).
    public static let buttonTouch = 0x14a  // BTN_TOUCH
    /// EV_KEY code: mouse buttons (an absolute mouse has them).
    public static let buttonLeft = 0x110  // BTN_LEFT
    public static let buttonRight = 0x111  // BTN_RIGHT
    public static let buttonMiddle = 0x112  // BTN_MIDDLE
    /// EV_KEY code: a pen's tip is near (tablets).
    public static let buttonToolPen = 0x140  // BTN_TOOL_PEN
    /// EV_KEY code: a finger is on a pad (touchpads).
    public static let buttonToolFinger = 0x145  // BTN_TOOL_FINGER
    /// EV_KEY code: a stylus button (tablets).
    public static let buttonStylus = 0x14b  // BTN_STYLUS

    /// EV_ABS code: single-touch horizontal position.
    public static let absoluteX = 0x00  // ABS_X
    /// EV_ABS code: single-touch vertical position.
    public static let absoluteY = 0x01  // ABS_Y
    /// EV_ABS code: the multi-touch slot the following events are about (protocol B).
    public static let multiTouchSlot = 0x2f  // ABS_MT_SLOT
    /// EV_ABS code: a contact's horizontal position.
    public static let multiTouchPositionX = 0x35  // ABS_MT_POSITION_X
    /// EV_ABS code: a contact's vertical position.
    public static let multiTouchPositionY = 0x36  // ABS_MT_POSITION_Y
    /// EV_ABS code: a new contact's identifier in the current slot, or -1 when the contact lifts.
    public static let multiTouchTrackingID = 0x39  // ABS_MT_TRACKING_ID
    /// EV_ABS code: what touches (MT_TOOL_FINGER 0, MT_TOOL_PEN 1, MT_TOOL_PALM 2).
    public static let multiTouchToolType = 0x37  // ABS_MT_TOOL_TYPE
    /// ABS_MT_TOOL_TYPE value: a palm, which libinput leaves out.
    public static let toolPalm = 2  // MT_TOOL_PALM

    /// Input property: positions are on the screen itself (a touchscreen), not on a separate pad.
    public static let propertyDirect = 0x01  // INPUT_PROP_DIRECT
    /// Input property: the device moves a pointer on the screen (touchpads, mice).
    public static let propertyPointer = 0x00  // INPUT_PROP_POINTER
    /// Input property: the pad itself is the button (clickpads).
    public static let propertyButtonpad = 0x02  // INPUT_PROP_BUTTONPAD
}
