import OverlayFiles

/// A recording turned into a trace, with what was taken from it (for the import command's summary).
public struct TouchscreenImport: Equatable, Sendable {
    /// The trace: one `touch` pointer per contact, in window points, times from the device's first event.
    public var trace: Trace
    /// The index of the device replayed in the file's `devices` list.
    public var deviceIndex: Int
    /// Its name.
    public var deviceName: String
    /// How many contacts went down.
    public var contacts: Int
    /// The most contacts down at once.
    public var simultaneousContacts: Int
    /// How many contacts were palms (ABS_MT_TOOL_TYPE MT_TOOL_PALM), left out of the trace.
    public var palms: Int
    /// What was repaired or left out, one sentence each (a contact that never lifts, a frame cut short…).
    public var warnings: [String]
    /// The panel's size as replayed (after calibration and rotation): in millimetres when both position axes
    /// give a resolution, else in device units.
    public var panelSize: (width: Double, height: Double)
    /// Whether `panelSize` is in millimetres.
    public var panelSizeIsPhysical: Bool
    /// The idle stretches shortened (with `RecordingImportOptions.idleLimit`), in trace order.
    public var idleCuts: [IdleCut] = []

    public static func == (lhs: TouchscreenImport, rhs: TouchscreenImport) -> Bool {
        lhs.trace == rhs.trace && lhs.deviceIndex == rhs.deviceIndex && lhs.deviceName == rhs.deviceName && lhs.contacts == rhs.contacts
            && lhs.simultaneousContacts == rhs.simultaneousContacts && lhs.palms == rhs.palms && lhs.warnings == rhs.warnings
            && lhs.panelSize == rhs.panelSize && lhs.panelSizeIsPhysical == rhs.panelSizeIsPhysical && lhs.idleCuts == rhs.idleCuts
    }

    /// A window as wide as `window` whose height gives it the panel's aspect, to the nearest point.
    public func windowMatchingPanel(width: Double) -> (width: Double, height: Double) {
        (width, (width * panelSize.height / panelSize.width).rounded())
    }

    /// Reads the recording at `path` (a `libinput record` YAML file, or an `evemu-record` file) and converts its
    /// touchscreen's contacts for a window of `window` points.
    /// - Throws: `FileFormatError` for a malformed file, a device that is no touchscreen, no touch at all, or a
    ///   device choice the file cannot satisfy.
    public static func load(path: String, window: DeviceSize, options: RecordingImportOptions = .init()) throws -> TouchscreenImport {
        try convert(LibinputRecording.load(anyFormatAt: path), file: path, window: window, options: options)
    }

    /// Converts a decoded recording (see `load(path:window:options:)`).
    public static func convert(
        _ recording: LibinputRecording, file: String, window: DeviceSize,
        options: RecordingImportOptions = .init()
    ) throws -> TouchscreenImport {
        let index = try chooseDevice(recording, file: file, requested: options.device, force: options.forcesDevice)
        let device = recording.devices[index]
        guard RecordingImportOptions.rotations.contains(options.rotation) else {
            throw FileFormatError(file: file, message: "rotation \(options.rotation)° is not one of 0, 90, 180 and 270")
        }
        let mapping = try TouchscreenMapping(
            device: device, index: index, file: file, window: window, fit: options.fit, rotation: options.rotation)
        var decoder = ContactDecoder(device: device, index: index, file: file, mapping: mapping)
        var trace = try decoder.decode(clock: .kernel)
        var clockNote: String?
        if options.clock == .panel {
            // The panel clock only takes jitter out: if it would change a release by more than 5 %, the stamps stand.
            var panelDecoder = ContactDecoder(device: device, index: index, file: file, mapping: mapping)
            let panelTrace = try panelDecoder.decode(clock: .panel)
            let change = ReleaseVelocities.largestChange(from: trace, to: panelTrace)
            if change <= 0.05 {
                trace = panelTrace
            } else {
                clockNote =
                    "the panel clock would change a release velocity by \(Int((change * 100).rounded())) %: the kernel's stamps are kept"
            }
        }
        let label = "devices[\(index)] \"\(device.name)\""
        guard decoder.contactCount > 0 else {
            let palms =
                decoder.palmCount > 0 ? " (only \(decoder.palmCount) palm\(decoder.palmCount == 1 ? "" : "s"), which are left out)" : ""
            let what = device.events.isEmpty ? "has no events (the recording ends before them)" : "has no touch\(palms)"
            throw FileFormatError(file: file, message: "\(label) \(what): there is nothing to replay")
        }
        var warnings = recording.notes + (decoder.warnings + (clockNote.map { [$0] } ?? [])).map { "\(label): \($0)" }
        var idleCuts: [IdleCut] = []
        if let limit = options.idleLimit {
            let collapsed = IdleStretches.collapse(&trace, longerThan: limit)
            idleCuts = collapsed.cuts
            warnings += collapsed.notes.map { "\(label): \($0)" }
        }
        if decoder.palmCount > 0 {
            warnings.append("\(label): \(decoder.palmCount) palm contact\(decoder.palmCount == 1 ? "" : "s") (MT_TOOL_PALM) left out")
        }
        return TouchscreenImport(
            trace: trace, deviceIndex: index, deviceName: device.name, contacts: decoder.contactCount,
            simultaneousContacts: decoder.mostSimultaneous, palms: decoder.palmCount, warnings: warnings,
            panelSize: mapping.panelSize, panelSizeIsPhysical: PanelGeometry(device: device).isPhysical, idleCuts: idleCuts)
    }

    /// `requested`, checked; or the one touchscreen among the devices.
    static func chooseDevice(_ recording: LibinputRecording, file: String, requested: Int?, force: Bool = false) throws -> Int {
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
            try checkTouchscreen(devices[requested], label: label(requested), file: file, force: force)
            return requested
        }
        let touchscreens = devices.indices.filter { devices[$0].kind == .touchscreen }
        if touchscreens.count == 1 { return touchscreens[0] }
        if touchscreens.count > 1 {
            throw FileFormatError(
                file: file,
                message: "holds \(touchscreens.count) touchscreens ("
                    + touchscreens.map(label).joined(separator: ", ") + "); choose one with --device N")
        }
        // No touchscreen: explain with the first device that has position axes (a touchpad, most likely).
        if let candidate = devices.indices.first(where: { devices[$0].hasMultiTouchPositions || devices[$0].hasSingleTouchAxes }) {
            try checkTouchscreen(devices[candidate], label: label(candidate), file: file, force: false)
        }
        throw FileFormatError(
            file: file,
            message: "holds no touchscreen (no device has absolute touch axes: "
                + devices.indices.map(label).joined(separator: ", ") + ")")
    }

    /// Devices without position axes are refused; so are other kinds than touchscreens, unless forced.
    private static func checkTouchscreen(_ device: LibinputDevice, label: String, file: String, force: Bool) throws {
        guard device.hasMultiTouchPositions || device.hasSingleTouchAxes else {
            throw FileFormatError(
                file: file,
                message: "\(label) has no absolute touch axes "
                    + "(ABS_MT_POSITION_X/Y, or ABS_X/ABS_Y): it is not a touchscreen")
        }
        let (kind, reason) = device.classification
        guard kind != .touchscreen, !force else { return }
        let why: String
        switch kind {
        case .touchpad: why = "its positions are on the pad, not on a screen, so they cannot be replayed as touches"
        case .tablet: why = "a pen is not a finger (a tablet's or a touchscreen's pen interface)"
        default: why = "udev would not take it for a touchscreen"
        }
        let article = kind == .absoluteMouse ? "an" : "a"
        throw FileFormatError(
            file: file,
            message: "\(label) is \(kind == .other ? "not a pointing device udev knows" : "\(article) \(kind.rawValue)"), not a "
                + "touchscreen (\(reason)): \(why); record the touchscreen itself, or replay it anyway with --device N --force-device")
    }
}
