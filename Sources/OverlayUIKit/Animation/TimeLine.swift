import Foundation

/// The one way time moves forward in a tree: an advance from one instant to another, split at the instants where
/// animations end, so that their completions (and what those start) run at those exact instants whatever the step
/// (60 and 120 Hz agree). A clock, an overlay container and a host each advance through it (the TreeRuntime
/// article of OverlayUIKit).
public struct TimeLine {
    /// The most splits one advance takes: past it, an advance stops where it is and says so (a motion that keeps
    /// ending without time passing is a bug, not something to wait out).
    public static let splitLimit = 10_000

    /// Where the advance is now, and where it ends.
    public var now: Double { position }
    public let end: Double
    // Internal storage visible to the inlined `run`: every step of every tree runs it, with closures the caller's
    // optimiser can then inline (a call into this module could not be specialised for them).
    @usableFromInline var position: Double

    /// An advance from `start` to `end`.
    @inlinable
    public init(from start: Double = 0, to end: Double) {
        position = start
        self.end = end
    }

    /// Time left before `end`.
    @inlinable
    public var remaining: Double { end - position }

    /// Runs the advance: while time remains (or `endsNow` says something ends at this very instant), takes the
    /// next split (up to the nearest of `nextEnd` and `end`), hands its length to `advance`, and moves on; stops
    /// early when a split of no length ended nothing (`advance` returns whether anything ended). Returns false
    /// when it stopped at ``splitLimit``.
    @discardableResult @inlinable
    public mutating func run(
        endsNow: () -> Bool = { false }, nextEnd: () -> Double?, advance: (_ step: Double) -> Bool
    ) -> Bool {
        var splits = 0
        while position < end || endsNow() {
            guard splits < Self.splitLimit else { return false }
            splits += 1
            let remaining = self.remaining
            let step = min(remaining, nextEnd() ?? remaining)
            let ended = advance(step)
            position = step >= remaining ? end : position + step
            if !ended && step <= 0 { break }
        }
        return true
    }
}
