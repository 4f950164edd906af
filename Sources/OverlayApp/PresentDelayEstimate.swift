/// How long after a step's end its frame is presented, when the window paces itself by the steps (Xvfb, which
/// reports no refresh rate): long enough for the frames of the last `span` seconds to have been rasterised, except the
/// `outliers` slowest, plus a headroom, and never more than a share of the step.
///
/// Every present comes the same delay after its step's end, so two presents are a step apart as long as the delay
/// does not change between them: any change shows as an interval that long or short. The frame's rasterising
/// follows what is on screen (a card being dragged up and down grows and shrinks it by 2–3 ms over a second), so the
/// delay has to look back further than such a motion lasts, or it rises and falls with it and every rise is a long
/// interval. One frame that a neighbour on the machine slowed would then hold it high for as long and make every
/// input wait for it; leaving out the few slowest frames means such a frame is presented late instead, once (the
/// present is never before its frame is drawn).
package struct PresentDelayEstimate: Sendable {
    /// How far back the rasterising times go, in seconds.
    package let span: Double
    /// How many of the slowest frames in that span the delay leaves out.
    package let outliers: Int
    /// Added to the rasterising that the delay covers: what else happens between a step's end and its present (the
    /// wake, reading the input, running the step).
    package let headroom: Double
    /// The most of a step the delay may take.
    package let share: Double

    /// Rasterising times of the frames in the span, oldest first, each with its instant (seconds on the window's
    /// clock).
    private var recent: [(time: Double, seconds: Double)] = []
    /// The (outliers + 1)-th slowest of `recent`, once it holds more than `outliers`: worked out when a frame is
    /// noted, so that the loop asks for the delay as often as it likes.
    private var covered: Double?
    /// The slowest times found so far while `covered` is worked out, slowest first (kept to reuse its storage).
    private var slowest: [Double] = []

    /// The window's: 2 s back (two cycles of a finger going up and down once a second), the two slowest frames
    /// left out, 0.85 ms of headroom, at most 0.85 of a step.
    package init(span: Double = 2, outliers: Int = 2, headroom: Double = 0.00085, share: Double = 0.85) {
        precondition(
            span > 0 && outliers >= 0 && headroom >= 0 && share > 0 && share <= 1,
            "a present delay needs a span, a headroom and a share of a step")
        self.span = span
        self.outliers = outliers
        self.headroom = headroom
        self.share = share
    }

    /// Notes that the frame drawn at `time` took `seconds` to rasterise; frames older than the span leave.
    package mutating func note(rasterising seconds: Double, at time: Double) {
        recent.append((time, seconds))
        let oldest = time - span
        if let first = recent.firstIndex(where: { $0.time > oldest }), first > 0 { recent.removeFirst(first) }
        // One pass that keeps the outliers + 1 slowest in order: a few hundred comparisons, no sort, no allocation
        // once `slowest` has its storage.
        slowest.removeAll(keepingCapacity: true)
        for frame in recent where slowest.count <= outliers || frame.seconds > slowest[outliers] {
            let place = slowest.firstIndex { frame.seconds > $0 } ?? slowest.count
            slowest.insert(frame.seconds, at: place)
            if slowest.count > outliers + 1 { slowest.removeLast() }
        }
        covered = slowest.count > outliers ? slowest[outliers] : nil
    }

    /// The delay between a step's end and its frame's present, for steps of `step` seconds: the share of the step
    /// until more frames than `outliers` were noted.
    package func delay(step: Double) -> Double {
        let longest = step * share
        guard let covered else { return longest }
        return min(longest, covered + headroom)
    }

    /// The rasterising time of the last frame noted, if any.
    package var lastRasterising: Double? { recent.last?.seconds }
}
