import CSDL2
import Foundation
import OverlayScenes

extension WindowHost {
    /// Seconds since the window opened, on SDL's performance counter.
    func now() -> Double {
        Double(SDL_GetPerformanceCounter() &- startCounter) / Double(SDL_GetPerformanceFrequency())
    }

    /// Paced by the steps: when to present the frame of the step just run, the same delay after each step's end
    /// (`presentDelay()`), so that frames reach the screen a step apart however long each took to draw; nil
    /// otherwise.
    func presentDeadline() -> Double? {
        guard let delay = presentDelay() else { return nil }
        let real = now()
        let offset = real - session.inputTime(forReal: real)
        let step = 1 / Double(session.simulation.stepsPerSecond)
        return session.simulation.nextStepTime - step + offset + WindowSession.inputLatencyMargin + delay
    }

    /// Paced by the steps: how long after a step's end (and the input margin, now none) the frame drawn last is
    /// presented (`PresentDelayEstimate/held(step:)`); nil when the display's refresh rate paces the frames.
    func presentDelay() -> Double? {
        guard displayRate == nil else { return nil }
        return presentDelayEstimate.held(step: 1 / Double(session.simulation.stepsPerSecond))
    }

    /// Asks the kernel to wake the window's thread within a microsecond of the time it sleeps to (the default timer
    /// slack lets a sleep run 50 µs long), where /proc allows it.
    package static func tightenTimerSlack() {
        try? "1000".write(toFile: "/proc/self/timerslack_ns", atomically: false, encoding: .utf8)
    }

    /// Seconds until the session's next step has ended in real time (with the input margin, now none, and a tenth of a
    /// millisecond to spare: a sleep ends late, by 50–100 µs here, not early). It was half a millisecond, which the
    /// present delay's headroom then had to cover too, and every input waited that much longer to show.
    func untilNextStep() -> Double {
        let real = now()
        let offset = real - session.inputTime(forReal: real)
        return session.simulation.nextStepTime + offset + WindowSession.inputLatencyMargin + 0.0001 - real
    }

    /// Keeps a presented frame's rasterising and hand-over times for `--report-frames`, the delay it was due at
    /// after its step's end when the steps pace the frames, and the share of its pixels put back from the copy of the
    /// frame's shared start when it started from that copy.
    func notePresentTimes(rasterising: Double, handingOver: Double, delay: Double?, putBack: Double?, handedOver: Double?) {
        presentTimes.rasterising.append(rasterising)
        presentTimes.handingOver.append(handingOver)
        if let delay {
            presentTimes.delays.append(delay)
            largestDelayChange = max(largestDelayChange, abs(presentDelayEstimate.lastChange ?? 0))
            presentTimes.margins.append(presentWakeMargin.margin(step: 1 / Double(session.simulation.stepsPerSecond)))
        }
        if let putBack { presentTimes.putBack.append(putBack) }
        if let handedOver { presentTimes.handedOver.append(handedOver) }
    }

    /// `--report-frames`' times: "; rasterising median A ms, slowest B ms; handing over median C ms", then, when the
    /// steps pace the frames, "; present delay median D ms, largest E ms, moved up to F ms a frame; wake margin median
    /// M ms, largest N ms; woke up to W ms late", then, when frames started from the copy of their shared start, "; put
    /// back median P % of the pixels over N frames", then, when frames were drawn into the window's surface, "; handed
    /// over median H % of the window, W of N frames whole"; nothing when no frame was presented.
    /// Rasterising is the draw calls (SDL runs them before the draw returns); handing over is the present call (on
    /// X11 with the software renderer, the X server's copy of the frame); the delay is `presentDelay()`, the
    /// first frame's included (it goes out at once), and how far it moved from a frame to the next leaves out the
    /// frames that took it at once (after a pause).
    func presentTimesSummary() -> String {
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let (rasterising, handingOver, delays, putBack, margins, handedOver) = presentTimes
        guard !rasterising.isEmpty, !handingOver.isEmpty else { return "" }
        var summary = String(
            format: "; rasterising median %.2f ms, slowest %.2f ms; handing over median %.2f ms", median(rasterising) * 1000,
            (rasterising.max() ?? 0) * 1000, median(handingOver) * 1000)
        if !delays.isEmpty {
            summary += String(
                format: "; present delay median %.2f ms, largest %.2f ms, moved up to %.3f ms a frame", median(delays) * 1000,
                (delays.max() ?? 0) * 1000, largestDelayChange * 1000)
        }
        if !margins.isEmpty {
            summary += String(
                format: "; wake margin median %.2f ms, largest %.2f ms; woke up to %.2f ms late", median(margins) * 1000,
                (margins.max() ?? 0) * 1000, latestWake * 1000)
        }
        if !putBack.isEmpty {
            summary += String(format: "; put back median %.1f %% of the pixels over %d frames", median(putBack) * 100, putBack.count)
        }
        if !handedOver.isEmpty {
            summary += String(
                format: "; handed over median %.1f %% of the window, %d of %d frames whole", median(handedOver) * 100,
                handedOver.filter { $0 >= 1 }.count, handedOver.count)
        }
        return summary
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
