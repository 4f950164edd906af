import OverlayFiles

/// How a touchscreen's absolute range is laid onto the window.
public enum RecordingFit: String, CaseIterable, Equatable, Sendable {
    /// The panel's whole range covers the whole window, each axis scaled on its own: what a full-screen window
    /// on that panel sees.
    case stretch
    /// The panel keeps its proportions (in millimetres when both axes give a resolution, else in device units)
    /// and is centred in the window at the largest size that fits.
    case aspect
}

/// What to take from a recording and how to map it.
public struct RecordingImportOptions: Equatable, Sendable {
    /// The device to replay, by its index in the file's `devices` list (0-based); nil picks the touchscreen.
    public var device: Int?
    /// How positions map onto the window.
    public var fit: RecordingFit
    /// Keep the kernel's frame timestamps as recorded, instead of the panel's recovered frame clock
    /// (`PanelFrameClock`: runs of evenly scanned frames are given evenly spaced times).
    public var keepsKernelTimestamps: Bool

    /// Creates options; the defaults pick the touchscreen, stretch its range over the window and recover the
    /// panel's frame clock.
    public init(device: Int? = nil, fit: RecordingFit = .stretch, keepsKernelTimestamps: Bool = false) {
        self.device = device
        self.fit = fit
        self.keepsKernelTimestamps = keepsKernelTimestamps
    }
}

/// A recording turned into a trace, with what was taken from it (for the import command's summary).
public struct TouchscreenImport: Equatable, Sendable {
    /// The trace: one `touch` pointer per contact, in window points, times from the device's first event.
    public var trace: Trace
    /// The index of the device replayed in the file's `devices` list.
    public var deviceIndex: Int
    /// Its name.
    public var deviceName: String
    /// How many contacts (tracking ids) went down.
    public var contacts: Int
    /// The most contacts down at once.
    public var simultaneousContacts: Int

    /// Reads the recording at `path` and converts its touchscreen's contacts for a window of `window` points.
    /// - Throws: `FileFormatError` for a malformed file, a touchpad, or a device choice the file cannot satisfy.
    public static func load(path: String, window: DeviceSize, options: RecordingImportOptions = .init()) throws -> TouchscreenImport {
        try convert(LibinputRecording.load(path: path), file: path, window: window, options: options)
    }

    /// Converts a decoded recording (see `load(path:window:options:)`).
    public static func convert(
        _ recording: LibinputRecording, file: String, window: DeviceSize,
        options: RecordingImportOptions = .init()
    ) throws -> TouchscreenImport {
        let index = try chooseDevice(recording, file: file, requested: options.device)
        let device = recording.devices[index]
        let mapping = try TouchscreenMapping(device: device, index: index, file: file, window: window, fit: options.fit)
        var decoder = ContactDecoder(device: device, index: index, file: file, mapping: mapping)
        let trace = try decoder.decode(frameClock: !options.keepsKernelTimestamps)
        return TouchscreenImport(
            trace: trace, deviceIndex: index, deviceName: device.name,
            contacts: decoder.contactCount, simultaneousContacts: decoder.mostSimultaneous)
    }

    /// `requested`, checked; or the one touchscreen among the devices.
    static func chooseDevice(_ recording: LibinputRecording, file: String, requested: Int?) throws -> Int {
        let devices = recording.devices
        func label(_ index: Int) -> String {
            "devices[\(index)] \"\(devices[index].name)\""
        }
        if let requested {
            guard devices.indices.contains(requested) else {
                throw FileFormatError(
                    file: file,
                    message: "--device \(requested): the recording has \(devices.count) "
                        + "device\(devices.count == 1 ? "" : "s") (0–\(devices.count - 1))")
            }
            try checkTouchscreen(devices[requested], label: label(requested), file: file)
            return requested
        }
        let touchscreens = devices.indices.filter {
            devices[$0].isDirect && (devices[$0].hasMultiTouchSlots || devices[$0].hasSingleTouchAxes)
        }
        if touchscreens.count == 1 { return touchscreens[0] }
        if touchscreens.count > 1 {
            throw FileFormatError(
                file: file,
                message: "holds \(touchscreens.count) touchscreens ("
                    + touchscreens.map(label).joined(separator: ", ") + "); choose one with --device N")
        }
        // No touchscreen: explain with the first device that has touch axes (a touchpad, most likely).
        if let candidate = devices.indices.first(where: { devices[$0].hasMultiTouchSlots || devices[$0].hasSingleTouchAxes }) {
            try checkTouchscreen(devices[candidate], label: label(candidate), file: file)
        }
        throw FileFormatError(
            file: file,
            message: "holds no touchscreen (no device has absolute touch axes: "
                + devices.indices.map(label).joined(separator: ", ") + ")")
    }

    /// Touchpads and devices without touch axes are refused with the reason.
    private static func checkTouchscreen(_ device: LibinputDevice, label: String, file: String) throws {
        guard device.hasMultiTouchSlots || device.hasSingleTouchAxes else {
            throw FileFormatError(
                file: file,
                message: "\(label) has no absolute touch axes "
                    + "(ABS_MT_SLOT, ABS_MT_TRACKING_ID and ABS_MT_POSITION_X/Y, or ABS_X/ABS_Y): it is not a touchscreen")
        }
        guard device.isDirect else {
            throw FileFormatError(
                file: file,
                message: "\(label) is a touchpad, not a touchscreen (INPUT_PROP_DIRECT "
                    + "is not among its properties): its positions are on the pad, not on a screen, so they cannot be "
                    + "replayed as touches; record the touchscreen itself")
        }
    }
}
