import Foundation

/// How long before a present's deadline the window stops sleeping and watches the clock instead, when it paces
/// itself by the steps: the latest the sleeps of the last `span` seconds woke after the instant they slept to, plus
/// `spare`, never less than `least` and never more than `share` of a step.
///
/// A frame drawn in time still goes out late if the sleep before its present ends after the deadline. Most sleeps end
/// 50–100 µs late and `least` covers them; but a woken thread may wait for its core (a busy machine, or a virtual
/// machine whose host runs the core late), and here sleeps ended 1–3 ms late in bursts, often enough that at 60 Hz the
/// present intervals' 99th percentile was such a frame. Watching the clock costs a core for as long as the margin, so
/// it grows only while late wakes are seen, and shrinks back once they have left the span.
package struct PresentWakeMargin: Sendable {
    /// How far back the wakes are remembered, in seconds.
    package let span: Double
    /// The margin when no sleep woke late.
    package let least: Double
    /// Added to the latest wake seen.
    package let spare: Double
    /// The most of a step the margin may take.
    package let share: Double

    /// The latest wake (seconds after the instant slept to) in each slice of the span, the current slice at
    /// `current`; allocated once.
    private var latest: [Double]
    private var current = 0
    /// Where the current slice began on the window's clock; nil before the first wake.
    private var sliceStart: Double?

    /// The window's: 2 s back in 8 slices, at least 0.3 ms, 0.2 ms to spare, at most a quarter of a step.
    package init(span: Double = 2, least: Double = 0.0003, spare: Double = 0.0002, share: Double = 0.25, slices: Int = 8) {
        precondition(
            span > 0 && least >= 0 && spare >= 0 && share > 0 && share <= 1 && slices > 0,
            "a wake margin needs a span, a least margin, a spare, a share of a step and slices")
        self.span = span
        self.least = least
        self.spare = spare
        self.share = share
        latest = Array(repeating: 0, count: slices)
    }

    /// Notes a sleep that was to end at `target` and ended at `woke` (the window's clock, seconds). A wake that is
    /// not a number, or earlier than its target, counts as on time.
    package mutating func note(sleptTo target: Double, wokeAt woke: Double) {
        guard woke.isFinite, target.isFinite else { return }
        let slice = span / Double(latest.count)
        if let start = sliceStart {
            // Slices the clock has left are forgotten; after a pause longer than the span, all of them.
            let passed = Int(min(max(0, (woke - start) / slice), Double(latest.count)))
            for _ in 0..<passed {
                current = (current + 1) % latest.count
                latest[current] = 0
            }
            if passed > 0 { sliceStart = start + Double(passed) * slice }
            if passed == latest.count { sliceStart = woke }
        } else {
            sliceStart = woke
        }
        latest[current] = max(latest[current], woke - target)
    }

    /// Waits for `deadline` (seconds on `clock`) as the window waits for a present: asleep until the margin before
    /// it, for frames `step` seconds apart, then watching the clock. The sleep's wake is noted; returns how long after
    /// the instant it slept to it woke, nil when the margin left no time to sleep.
    package mutating func wait(until deadline: Double, step: Double, clock: () -> Double) -> Double? {
        let sleepTo = deadline - margin(step: step)
        var late: Double?
        let wait = sleepTo - clock()
        if wait > 0 {
            usleep(UInt32(wait * 1e6))
            let woke = clock()
            note(sleptTo: sleepTo, wokeAt: woke)
            late = woke - sleepTo
        }
        while clock() < deadline {}
        return late
    }

    /// The margin for frames `step` seconds apart.
    package func margin(step: Double) -> Double {
        let lateness = latest.max() ?? 0
        let wanted = lateness > 0 ? lateness + spare : 0
        return min(max(least, wanted), max(least, share * step))
    }

    /// The latest wake of the span, seconds after the instant slept to (0 when none was late).
    package var latestWake: Double { latest.max() ?? 0 }
}
