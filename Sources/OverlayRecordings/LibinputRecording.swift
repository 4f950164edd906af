import OverlayFiles

/// A `libinput record` file: the recorded devices, each with its description and its events.
///
/// Only what replaying a touchscreen needs is kept; other keys are ignored, as the file format asks.
public struct LibinputRecording: Equatable, Sendable {
    /// The devices in the order the file lists them.
    public var devices: [LibinputDevice]
    /// What the reader repaired or left out of the file as a whole (a last line cut short), one sentence each.
    public var notes: [String]

    /// Creates a recording.
    public init(devices: [LibinputDevice], notes: [String] = []) {
        self.devices = devices
        self.notes = notes
    }
}

/// One recorded device node.
public struct LibinputDevice: Equatable, Sendable {
    /// The device's name (`evdev.name`), or "" when the file gives none.
    public var name: String
    /// The device's absolute axes (`evdev.absinfo`), by EV_ABS code.
    public var axes: [Int: AbsoluteAxis]
    /// The device's input properties (`evdev.properties`: INPUT_PROP_* numbers).
    public var properties: Set<Int>
    /// The EV_KEY codes the device declares (`evdev.codes[1]`), empty when not given.
    public var keyCodes: Set<Int>
    /// The device's udev properties (`udev.properties`: `ID_INPUT_TOUCHSCREEN=1`…), empty when not given.
    public var udevProperties: [String: String]
    /// The device's events in file order; each frame ends with a SYN_REPORT (or with the recording).
    public var events: [EvdevEvent]
    /// The line of the device's entry in the file, for messages.
    public var line: Int

    /// Creates a device.
    public init(
        name: String, axes: [Int: AbsoluteAxis], properties: Set<Int>, keyCodes: Set<Int> = [],
        udevProperties: [String: String] = [:], events: [EvdevEvent], line: Int = 0
    ) {
        self.udevProperties = udevProperties
        self.name = name
        self.axes = axes
        self.properties = properties
        self.keyCodes = keyCodes
        self.events = events
        self.line = line
    }

    /// Whether positions are on the screen itself (INPUT_PROP_DIRECT): a touchscreen, not a touchpad.
    public var isDirect: Bool { properties.contains(EvdevCode.propertyDirect) }

    /// Whether the device speaks multi-touch protocol B (slots with tracking ids and positions).
    public var hasMultiTouchSlots: Bool {
        axes[EvdevCode.multiTouchSlot] != nil && axes[EvdevCode.multiTouchTrackingID] != nil && hasMultiTouchPositions
    }

    /// Whether the device reports contacts with ABS_MT_POSITION_X/Y (protocol B with slots, else protocol A).
    public var hasMultiTouchPositions: Bool {
        axes[EvdevCode.multiTouchPositionX] != nil && axes[EvdevCode.multiTouchPositionY] != nil
    }

    /// Whether the device reports a single contact with ABS_X/ABS_Y and BTN_TOUCH.
    public var hasSingleTouchAxes: Bool {
        axes[EvdevCode.absoluteX] != nil && axes[EvdevCode.absoluteY] != nil
    }
}

/// An absolute axis's range as the kernel describes it (`struct input_absinfo`).
public struct AbsoluteAxis: Equatable, Sendable {
    /// The smallest value the axis reports.
    public var minimum: Int
    /// The largest value the axis reports (inclusive).
    public var maximum: Int
    /// Noise the kernel filters out.
    public var fuzz: Int
    /// The dead zone around the centre (joysticks).
    public var flat: Int
    /// Units per millimetre; 0 when the device does not say.
    public var resolution: Int

    /// Creates an axis description.
    public init(minimum: Int, maximum: Int, fuzz: Int = 0, flat: Int = 0, resolution: Int = 0) {
        self.minimum = minimum
        self.maximum = maximum
        self.fuzz = fuzz
        self.flat = flat
        self.resolution = resolution
    }
}

/// One `struct input_event`: `[sec, usec, type, code, value]`.
public struct EvdevEvent: Equatable, Sendable {
    /// Seconds of the timestamp.
    public var seconds: Int
    /// Microseconds of the timestamp (0…999 999).
    public var microseconds: Int
    /// EV_SYN, EV_KEY, EV_ABS…
    public var type: Int
    /// The code within the type (ABS_MT_POSITION_X…).
    public var code: Int
    /// The value.
    public var value: Int
    /// The line of the event in the file, for messages.
    public var line: Int

    /// Creates an event.
    public init(seconds: Int, microseconds: Int, type: Int, code: Int, value: Int, line: Int = 0) {
        self.seconds = seconds
        self.microseconds = microseconds
        self.type = type
        self.code = code
        self.value = value
        self.line = line
    }

    /// The timestamp in microseconds (exact).
    public var timeInMicroseconds: Int { seconds * 1_000_000 + microseconds }

    /// Whether this event ends a frame.
    public var isSynReport: Bool { type == EvdevCode.synchronization && code == EvdevCode.synReport }
}
