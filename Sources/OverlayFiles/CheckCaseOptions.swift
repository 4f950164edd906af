/// How one case's images are compared, when the case file says: its own tolerance and budget of differing
/// pixels (in place of the run's), and masks painted over in both images before comparing, for what may differ
/// from run to run without being a regression (a clock, a caret, a live count).
public struct CheckCaseOptions: Equatable, Sendable {
    /// A pixel differs when a channel differs by more than this (0…255); nil: the run's `--tolerance`.
    public var tolerance: Int?
    /// A checkpoint passes when at most this many pixels differ; nil: no count limit of its own.
    public var maximumDifferingPixels: Int?
    /// A checkpoint passes when at most this fraction of its pixels differ (0…1); nil: the run's budget.
    public var maximumDifferingFraction: Double?
    /// The regions painted over, in the order given.
    public var masks: [CheckMask]

    /// Options that change nothing: the run's settings, no masks.
    public init(
        tolerance: Int? = nil, maximumDifferingPixels: Int? = nil, maximumDifferingFraction: Double? = nil,
        masks: [CheckMask] = []
    ) {
        self.tolerance = tolerance
        self.maximumDifferingPixels = maximumDifferingPixels
        self.maximumDifferingFraction = maximumDifferingFraction
        self.masks = masks
    }

    /// The most masks a case may list.
    public static let maximumMasks = 100
}

/// A region of the window painted over (with `CheckMask.color`) in the actual and the approved image alike, so
/// what it covers never counts as a difference.
public enum CheckMask: Equatable, Sendable {
    /// A rectangle in window points: `{"x": 0, "y": 0, "width": 390, "height": 44}`.
    case rectangle(x: Double, y: Double, width: Double, height: Double)
    /// The frame on screen (presentation frame, window coordinates) of the view whose `accessibilityIdentifier`
    /// is this, at the checkpoint's instant: `{"accessibilityIdentifier": "clock"}`. Every view with it is
    /// masked; none at that instant masks nothing.
    case view(accessibilityIdentifier: String)

    /// The mask's colour (RGBA): a magenta no scene draws, so a masked region is plain to see in every image.
    public static let color: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) = (255, 0, 255, 255)
}
