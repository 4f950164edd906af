/// Whether a run writes approved results.
public enum GoldenUpdate: String, Sendable {
    /// Compare only; a missing golden is a failure.
    case never
    /// Record goldens that are missing, compare the others.
    case missing
    /// Record the cases that fail (differ or lack a golden) anew, whole, as `all` does; leave passing cases alone.
    case changed
    /// Record every golden anew (only changed files are rewritten; stale checkpoints are removed).
    case all
}

/// How a run compares and what it writes.
public struct CheckSettings: Sendable, Equatable {
    /// A pixel differs when a channel differs by more than this (0…255).
    public var channelTolerance: Int
    /// A checkpoint passes when at most this fraction of its pixels differ.
    public var maximumDifferingFraction: Double
    /// Numbers in a frame log may differ by this much.
    public var frameLogTolerance: Double
    public var update: GoldenUpdate
    /// Whether each checkpoint's approved image is copied into the output (for a report).
    public var copiesExpected: Bool

    /// By default images match exactly (rendering is deterministic; a tolerance is opt-in) and frame-log numbers
    /// within the log's rounding.
    public init(
        channelTolerance: Int = 0, maximumDifferingFraction: Double = 0, frameLogTolerance: Double = 0.001,
        update: GoldenUpdate = .never, copiesExpected: Bool = false
    ) {
        self.channelTolerance = channelTolerance
        self.maximumDifferingFraction = maximumDifferingFraction
        self.frameLogTolerance = frameLogTolerance
        self.update = update
        self.copiesExpected = copiesExpected
    }

    /// One line for reports: what "differs" meant in this run.
    public var summary: String {
        "channel tolerance \(channelTolerance), at most \(maximumDifferingFraction * 100) % of pixels differing, "
            + "frame-log numeric tolerance \(frameLogTolerance)"
    }
}
