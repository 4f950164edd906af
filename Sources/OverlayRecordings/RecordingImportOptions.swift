import OverlayFiles

/// Which clock a recording's frames are timed with.
public enum RecordingClock: String, CaseIterable, Equatable, Sendable {
    /// Each frame at its kernel timestamp (SYN_REPORT), to the microsecond: what the finger did.
    case kernel
    /// The panel's scan clock recovered from the stamps (`PanelFrameClock`): runs of jittered frames are put on
    /// their own fitted scan grid, never moving a frame by more than half a scan or 4 ms; if that would change a
    /// release velocity (as the gesture pipeline's tracker estimates it) by more than 5 %, the stamps are kept,
    /// with a warning.
    case panel
}

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
    /// Replay `device` whatever kind it is (a touchpad, a tablet's pen…) as long as it has position axes.
    public var forcesDevice: Bool
    /// Which clock frames are timed with.
    public var clock: RecordingClock
    /// A clockwise rotation of the panel, in degrees (0, 90, 180 or 270), applied after the recording's own
    /// LIBINPUT_CALIBRATION_MATRIX: for a panel mounted turned against the screen it was recorded on.
    public var rotation: Int
    /// When set, a stretch longer than this many seconds with no finger down is shortened to it, and said in the
    /// warnings (`film` and `plot` replay a 20-hour pause in seconds); nil keeps every time as recorded.
    public var idleLimit: Double?

    /// The rotations `rotation` may be.
    public static let rotations = [0, 90, 180, 270]

    /// Creates options; the defaults pick the touchscreen, stretch its range over the window, keep the kernel's
    /// timestamps and do not rotate.
    public init(
        device: Int? = nil, forcesDevice: Bool = false, fit: RecordingFit = .stretch, clock: RecordingClock = .kernel, rotation: Int = 0,
        idleLimit: Double? = nil
    ) {
        self.idleLimit = idleLimit
        self.rotation = rotation
        self.device = device
        self.forcesDevice = forcesDevice
        self.fit = fit
        self.clock = clock
    }
}
