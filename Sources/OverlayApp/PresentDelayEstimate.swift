/// How long after a step's end its frame is presented, when the window paces itself by the steps (Xvfb, which
/// reports no refresh rate): long enough for the frames of the last `span` seconds to have been rasterised, except the
/// slowest one in `framesPerOutlier` (at most `outliers` of them), plus a headroom, and never more than a share of
/// the step.
///
/// Every present comes the same delay after its step's end, so two presents are a step apart as long as the delay
/// does not change between them: any change shows as an interval that long or short. The frame's rasterising
/// follows what is on screen (a card being dragged up and down grows and shrinks it by 2–3 ms over a second), so the
/// delay has to look back further than such a motion lasts, or it rises and falls with it and every rise is a long
/// interval. One frame that a neighbour on the machine slowed would then hold it high for as long and make every
/// input wait for it; leaving out the few slowest frames means such a frame is presented late instead, once (the
/// present is never before its frame is drawn). How many are left out follows the step rate, so that the same share
/// of frames may come late at any rate: one in 120, two of the 240 frames of 2 s at 120 Hz, one of the 120 at 60 Hz.
/// Two at 60 Hz let one frame in 60 come late, and a present interval's 99th percentile was then a late one.
///
/// The first frame, and the first after a pause (no frame for `pause` seconds: nothing moved), are not counted. The
/// first opens the fonts and draws the map's tiles; the first after a pause changes a still scene (the launch hint
/// put away, the frame's copy of the map taken anew): work the frames after it do not repeat. Counted, the two of
/// them and one more slow frame at a drag's start (its first move) held the delay at the share of a step, and every
/// input of that drag waiting for it, until the first left the span 2 s later. Neither frame follows a present a
/// step before it, so no interval depends on the delay it had.
///
/// A frame is presented at `held(step:)`, which follows that delay by at most `largestChange` of a step from one
/// frame to the next: a slow frame joining the few slowest raised the delay by 0.1–0.25 ms at once, and the present
/// after it came that much more than a step after the one before, one to four times in 8 s of a drag at 120 Hz.
/// Spread over a few frames, no such change makes an interval more than half a percent longer or shorter than the step.
package struct PresentDelayEstimate: Sendable {
    /// How far back the rasterising times go, in seconds.
    package let span: Double
    /// The most of the slowest frames in that span the delay leaves out.
    package let outliers: Int
    /// The delay leaves out the slowest frame for every this many frames the span holds at the step rate.
    package let framesPerOutlier: Double
    /// Added to the rasterising that the delay covers: what else happens between a step's end and its present (the
    /// wake, reading the input, running the step), and room for a frame the machine slows a little. The least
    /// headroom; it is `headroomShare` of the step where that is more.
    package let headroom: Double
    /// The headroom as a share of the step, where that is more than `headroom`: 2 ms at 60 Hz, 1 ms at 120 Hz. With
    /// 0.85 ms at every rate more frames in a hundred came late at 60 Hz than at 120 Hz (the pacing figures' 99th
    /// percentiles 1.06 and 1.006 in one set of bench runs), and the longer step has room for more: in ten-second
    /// drags at 60 Hz this took the intervals over 1.01 steps from 50 to 18.
    package let headroomShare: Double
    /// The most of a step the delay may take.
    package let share: Double
    /// Seconds without a frame after which the next frame is not counted.
    package let pause: Double
    /// The most, as a share of the step, that the delay a frame is presented at differs from the previous frame's.
    package let largestChange: Double

    /// Rasterising times of the frames in the span, oldest first, each with its instant (seconds on the window's
    /// clock).
    private var recent: [(time: Double, seconds: Double)] = []
    /// The `outliers` + 1 slowest of `recent`, slowest first (fewer while it holds fewer): worked out when a frame is
    /// noted, so that the loop asks for the delay as often as it likes, without allocating once it has its storage.
    private var slowest: [Double] = []

    /// The window's: 2 s back (two cycles of a finger going up and down once a second), the two slowest frames
    /// left out, 0.85 ms of headroom or 12 % of the step where that is more, at most 0.85 of a step; a quarter of a
    /// second without a frame is a pause (15 steps at 60 Hz: nothing moved, not a frame that came late); a frame's
    /// delay within half a percent of a step of the one before (the other half of the 1 % that the intervals' 99th
    /// percentile may take is the wake's).
    package init(
        span: Double = 2, outliers: Int = 2, framesPerOutlier: Double = 120, headroom: Double = 0.00085, headroomShare: Double = 0.12,
        share: Double = 0.85, pause: Double = 0.25, largestChange: Double = 0.005
    ) {
        precondition(
            span > 0 && outliers >= 0 && framesPerOutlier > 0 && headroom >= 0 && headroomShare >= 0 && share > 0 && share <= 1 && pause > 0
                && largestChange > 0,
            "a present delay needs a span, a headroom, a share of a step, a pause and a largest change")
        self.span = span
        self.outliers = outliers
        self.framesPerOutlier = framesPerOutlier
        self.headroom = headroom
        self.headroomShare = headroomShare
        self.share = share
        self.pause = pause
        self.largestChange = largestChange
    }

    /// Notes that the frame drawn at `time` took `seconds` to rasterise, unless it is the first or comes after a
    /// pause; frames older than the span leave.
    package mutating func note(rasterising seconds: Double, at time: Double) {
        let previous = lastFrameTime
        lastFrameTime = time
        lastRasterising = seconds
        notedFrames += 1
        lastCounted = false
        guard let previous, time - previous <= pause else { return }
        lastCounted = true
        recent.append((time, seconds))
        let oldest = time - span
        if let first = recent.firstIndex(where: { $0.time > oldest }), first > 0 { recent.removeFirst(first) }
        // One pass that keeps the outliers + 1 slowest in order: a few hundred comparisons, no sort.
        slowest.removeAll(keepingCapacity: true)
        for frame in recent where slowest.count <= outliers || frame.seconds > slowest[outliers] {
            let place = slowest.firstIndex { frame.seconds > $0 } ?? slowest.count
            slowest.insert(frame.seconds, at: place)
            if slowest.count > outliers + 1 { slowest.removeLast() }
        }
    }

    /// How many of the slowest frames the delay leaves out at steps of `step` seconds: one for every
    /// `framesPerOutlier` frames the span holds at that rate, at most `outliers`.
    package func leftOut(step: Double) -> Int {
        let frames = span / step
        guard frames.isFinite, frames > 0 else { return 0 }
        return min(outliers, Int((frames / framesPerOutlier + 1e-9).rounded(.down)))
    }

    /// The delay between a step's end and its frame's present, for steps of `step` seconds: the share of the step
    /// until more frames than it leaves out were noted.
    package func delay(step: Double) -> Double {
        let longest = step * share
        let skipped = leftOut(step: step)
        guard slowest.count > skipped else { return longest }
        return min(longest, slowest[skipped] + max(headroom, headroomShare * step))
    }

    /// The delay the frame noted last is presented at, for steps of `step` seconds: `delay(step:)`, reached from the
    /// previous frame's by at most `largestChange` of a step. Taken at once by a frame that is not counted (it
    /// follows no present a step before) and by the first frame after the span held enough frames (the share of a
    /// step until then is no measured delay: following it down would make a drag's first inputs wait for it).
    /// Called after `note(rasterising:at:)`; asked again before the next frame is noted, it gives the same delay.
    package mutating func held(step: Double) -> Double {
        if let heldDelay, heldFrame == notedFrames { return heldDelay }
        heldFrame = notedFrames
        lastChange = nil
        let wanted = delay(step: step)
        guard slowest.count > leftOut(step: step) else {
            heldDelay = nil
            return wanted
        }
        var next = wanted
        if lastCounted, let previous = heldDelay {
            let change = largestChange * step
            next = min(max(wanted, previous - change), previous + change)
            lastChange = next - previous
        }
        heldDelay = next
        return next
    }

    /// How far the last `held(step:)` moved from the frame before, nil when it took the delay at once.
    package private(set) var lastChange: Double?

    /// The rasterising time of the last frame noted, counted or not, if any.
    package private(set) var lastRasterising: Double?
    /// When the last frame noted was drawn.
    private var lastFrameTime: Double?
    /// Whether the last frame noted was counted (it followed another within a pause).
    private var lastCounted = false
    /// The delay the frame `heldFrame` was held at, nil while the span held too few frames or before any frame.
    private var heldDelay: Double?
    /// How many frames were noted, and how many when `heldDelay` was worked out.
    private var notedFrames = 0
    private var heldFrame = 0
}
