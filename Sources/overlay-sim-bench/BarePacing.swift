import Foundation
import OverlayApp
import OverlayCheck

/// A loop that waits for present deadlines a step apart as the window does, with nothing to draw: how evenly this
/// machine's timer and scheduler let any loop keep such deadlines at the time of a pacing run. The frame pacing
/// figures give its p99 interval beside theirs, measured just before each (`overlay-sim-bench --bare-pacing`).
///
/// The window's p99 is judged against the step alone. Where this loop's p99 is over the target too, the machine's
/// timer and scheduler were uneven in that spell even for a loop with nothing to draw; where it is met and the
/// window's is not, the window's late presents came with its drawing.
enum BarePacing {
    /// Waits for `seconds` of deadlines at `hz` and returns the instants it reached them (seconds since it started).
    /// Each wait is the window's (`PresentWakeMargin.wait(until:step:clock:)`: asleep until the wake margin before the
    /// deadline, then watching the clock), on a thread with the window's timer slack. A wake past the next deadline
    /// skips the deadlines it missed, as the window runs the missed steps and presents once.
    static func instants(hz: Int, seconds: Double) -> [Double] {
        WindowHost.tightenTimerSlack()
        let step = 1 / Double(hz)
        let origin = ChildProcess.monotonicNanoseconds()
        func now() -> Double { Double(ChildProcess.monotonicNanoseconds() &- origin) / 1e9 }
        var margin = PresentWakeMargin()
        let last = Int((seconds * Double(hz)).rounded(.down))
        var instants: [Double] = []
        instants.reserveCapacity(last)
        var index = 1
        while index <= last {
            _ = margin.wait(until: Double(index) * step, step: step, clock: now)
            let reached = now()
            instants.append(reached)
            index = max(index + 1, Int((reached / step).rounded(.down)) + 1)
        }
        return instants
    }

    /// The text `--bare-pacing` prints: an instant per line, in seconds to the microsecond.
    static func text(_ instants: [Double]) -> String {
        instants.map { String(format: "%.6f\n", $0) }.joined()
    }
}
