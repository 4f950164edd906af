import OverlayFiles
import OverlayRender
import OverlayScenes
import OverlaySimulation

/// One replay of a trace that stops at each checkpoint to render the scene, giving the image `overlay-sim shot
/// --at T` gives for each: the same steps, each event applied at its own time, physics advanced exactly to `T`,
/// and a drawer that has seen every step (so the scroll indicator's fade is right).
public enum CheckpointReplay {
    /// The scene of `scenario` replaying `trace` (its `screenshot` events are not applied) at `stepsPerSecond`,
    /// drawn at `scale` at each of `times` (seconds, in any order); the images come back in `times`' order.
    public static func render(
        scenario: Scenario, trace: Trace, times: [Double], stepsPerSecond: Int, scale: Double,
        canvas: OffscreenCanvas
    ) throws -> [RGBAImage] {
        let simulation = Simulation(scene: BuiltInScene(scenario: scenario), stepsPerSecond: stepsPerSecond)
        let drawer = ViewTreeDrawer()
        let events = trace.withoutScreenshots.events
        var next = 0
        func applyEvents(through instant: Double) {
            let first = next
            while next < events.count, events[next].time <= instant + 1e-12 { next += 1 }
            if next > first { simulation.apply(contentsOf: Array(events[first..<next])) }
        }
        var images = [RGBAImage?](repeating: nil, count: times.count)
        for (index, time) in times.enumerated().sorted(by: { $0.element < $1.element }) {
            // As Simulation.run does for a trace ending at `time`: whole steps, then the rest of the way.
            while simulation.nextStepEnds(by: time) {
                applyEvents(through: simulation.nextStepTime)
                simulation.step()
                drawer.observe(simulation)
            }
            applyEvents(through: time)
            simulation.advance(to: time)
            images[index] = try canvas.render(drawer.drawList(simulation, scale: scale))
        }
        return images.compactMap { $0 }
    }

    /// The frame log of the whole replay, every step and the closing line, as `overlay-sim simulate` prints it.
    public static func frameLog(scenario: Scenario, trace: Trace, stepsPerSecond: Int) -> String {
        // Without a limit nothing is thrown.
        (try? frameLog(scenario: scenario, trace: trace, stepsPerSecond: stepsPerSecond, limit: .max)) ?? ""
    }

    /// The frame log, built line by line as the replay makes them (no list of records kept beside it).
    /// - Throws: ``FrameLogTooLong`` as soon as it passes `limit` bytes, so a day-long trace stops early.
    public static func frameLog(scenario: Scenario, trace: Trace, stepsPerSecond: Int, limit: Int) throws -> String {
        let simulation = Simulation(scene: BuiltInScene(scenario: scenario), stepsPerSecond: stepsPerSecond)
        var output = ""
        try simulation.replay(trace.withoutScreenshots, every: 1) { record in
            output += FrameLog.line(for: record)
            output += "\n"
            if output.utf8.count > limit { throw FrameLogTooLong(limit: limit, time: record.time) }
        }
        output += FrameLog.finalLine(for: simulation.takeRecord()) + "\n"
        if output.utf8.count > limit { throw FrameLogTooLong(limit: limit, time: simulation.currentTime) }
        return output
    }
}

/// A frame log that grew past the size allowed (the largest approved frame log `check` reads).
public struct FrameLogTooLong: Error, CustomStringConvertible {
    /// The bytes allowed, and the replay's instant when the log passed them.
    public var limit: Int
    public var time: Double

    public var description: String {
        "the frame log passes \(limit / 1_048_576) MB at \(String(format: "%.3f", time)) s (the largest approved "
            + "frame log read); shorten the trace or set \"frameLog\": false"
    }
}
