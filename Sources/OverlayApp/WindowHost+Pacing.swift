import CSDL2
import Foundation
import OverlayScenes

extension WindowHost {
    /// Seconds since the window opened, on SDL's performance counter.
    func now() -> Double {
        Double(SDL_GetPerformanceCounter() &- startCounter) / Double(SDL_GetPerformanceFrequency())
    }

    /// Paced by the steps: when to present the frame of the step just run, the same delay after each step's end
    /// (`presentDelay(step:)`), so that frames reach the screen a step apart however long each took to draw; nil
    /// otherwise.
    func presentDeadline() -> Double? {
        guard displayRate == nil else { return nil }
        let real = now()
        let offset = real - session.inputTime(forReal: real)
        let step = 1 / Double(session.simulation.stepsPerSecond)
        return session.simulation.nextStepTime - step + offset + WindowSession.inputLatencyMargin + presentDelay(step: step)
    }

    /// The delay between a step's end (and the input margin) and the present of its frame: the longest rasterising
    /// of the last `drawTimeWindow` frames plus `presentHeadroom`, at most `presentShare` of a step. It used to be
    /// that share always: every present then came at the very end of its step, and SDL's software present, which
    /// waits for the X server to copy the frame (2 ms for 780 × 1688 pixels on an idle 2-core machine, tens under
    /// load), ate into the next step's time, so one slow frame pushed two steps into one frame (a 16.7 ms interval
    /// at 120 Hz); and every input waited that share of a step longer to show.
    func presentDelay(step: Double) -> Double {
        let longest = step * WindowHost.presentShare
        guard let slowest = recentDrawTimes.max() else { return longest }
        return min(longest, slowest + WindowHost.presentHeadroom)
    }

    /// The most of a step between its end and the present of its frame.
    static let presentShare = 0.85

    /// The time between a step's end and its frame's present besides rasterising: waking (0.5 ms after the input
    /// margin), reading the input and running the step, with room for a frame slower than the last ones.
    static let presentHeadroom = 0.0015

    /// Asks the kernel to wake the window's thread within a microsecond of the time it sleeps to (the default timer
    /// slack lets a sleep run 50 µs long), where /proc allows it.
    static func tightenTimerSlack() {
        try? "1000".write(toFile: "/proc/self/timerslack_ns", atomically: false, encoding: .utf8)
    }

    /// Seconds until the session's next step has ended in real time (with the input margin and half a millisecond
    /// to spare).
    func untilNextStep() -> Double {
        let real = now()
        let offset = real - session.inputTime(forReal: real)
        return session.simulation.nextStepTime + offset + WindowSession.inputLatencyMargin + 0.0005 - real
    }

    /// How many frames' rasterising times the present deadline looks back on.
    static let drawTimeWindow = 60

    /// Keeps the time a frame took to rasterise.
    func noteDrawTime(_ seconds: Double) {
        recentDrawTimes.append(seconds)
        if recentDrawTimes.count > WindowHost.drawTimeWindow { recentDrawTimes.removeFirst() }
    }

    /// Keeps a presented frame's rasterising and hand-over times for `--report-frames`.
    func notePresentTimes(rasterising: Double, handingOver: Double) {
        presentTimes.rasterising.append(rasterising)
        presentTimes.handingOver.append(handingOver)
    }

    /// `--report-frames`' times: "; rasterising median A ms, slowest B ms; handing over median C ms", or nothing when
    /// no frame was presented. Rasterising is the draw calls (SDL runs them before the draw returns); handing over is
    /// the present call (on X11 with the software renderer, the X server's copy of the frame).
    func presentTimesSummary() -> String {
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let (rasterising, handingOver) = presentTimes
        guard !rasterising.isEmpty, !handingOver.isEmpty else { return "" }
        return String(
            format: "; rasterising median %.2f ms, slowest %.2f ms; handing over median %.2f ms", median(rasterising) * 1000,
            (rasterising.max() ?? 0) * 1000, median(handingOver) * 1000)
    }

    /// `--present-log`'s text: a line per present, its instant (seconds since the window opened) and then the
    /// input-to-present latency of every pointer or wheel input that frame was the first to show (seconds from the
    /// input's own timestamp).
    func presentLog() -> String {
        presents.map { present in
            ([present.time] + present.latencies).map { String(format: "%.6f", $0) }.joined(separator: " ") + "\n"
        }.joined()
    }
}
