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
        var images = [RGBAImage?](repeating: nil, count: times.count)
        try renderEach(scenario: scenario, trace: trace, times: times, stepsPerSecond: stepsPerSecond, scale: scale, canvas: canvas) {
            index, image, _ in images[index] = image
        }
        return images.compactMap { $0 }
    }

    /// `simulation` (fresh: at time 0) replaying `trace` (its `screenshot` events are not applied), drawn at `scale`
    /// at each of `times` (seconds, in any order); the images come back in `times`' order. A user's own root
    /// comes in this way (`HostedRoot.simulation(stepsPerSecond:)`).
    public static func render(
        _ simulation: Simulation, trace: Trace, times: [Double], scale: Double, canvas: OffscreenCanvas
    ) throws -> [RGBAImage] {
        let drawer = ViewTreeDrawer()
        var images = [RGBAImage?](repeating: nil, count: times.count)
        try replay(simulation, trace: trace, times: times, step: drawer.observe) { index, simulation in
            images[index] = try canvas.render(drawer.drawList(simulation, scale: scale))
        }
        return images.compactMap { $0 }
    }

    /// The frame log of the whole replay, every step and the closing line, as `overlay-sim simulate` prints it.
    public static func frameLog(scenario: Scenario, trace: Trace, stepsPerSecond: Int) -> String {
        // Without a limit nothing is thrown.
        (try? frameLog(scenario: scenario, trace: trace, stepsPerSecond: stepsPerSecond, limit: .max)) ?? ""
    }

    /// The frame log of `simulation` (fresh: at time 0) replaying the whole `trace`, every step and the closing line.
    public static func frameLog(_ simulation: Simulation, trace: Trace) -> String {
        (try? frameLog(simulation, trace: trace, limit: .max)) ?? ""
    }

    /// The frame log, built line by line as the replay makes them (no list of records kept beside it).
    /// - Throws: ``FrameLogTooLong`` as soon as it passes `limit` bytes, so a day-long trace stops early.
    public static func frameLog(scenario: Scenario, trace: Trace, stepsPerSecond: Int, limit: Int) throws -> String {
        try frameLog(Simulation(scene: BuiltInScene(scenario: scenario), stepsPerSecond: stepsPerSecond), trace: trace, limit: limit)
    }

    /// `frameLog(scenario:…)` for a fresh `simulation` of any root.
    static func frameLog(_ simulation: Simulation, trace: Trace, limit: Int) throws -> String {
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
