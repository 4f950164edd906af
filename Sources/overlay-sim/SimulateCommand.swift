import ArgumentParser
import Foundation
import OverlayApp
import OverlayContainerManager
import OverlayDrawing
import OverlayFiles
import OverlayPhysics
import OverlayPresets
import OverlayRender
import OverlayScenes
import OverlaySimulation
import OverlayUIKit

/// `overlay-sim simulate`: replays a trace headless and prints the frame log (JSON Lines).
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Replays a trace on a scenario without rendering and prints the frame log as JSON Lines.",
        discussion: """
            Each line is one step (or one every N steps) with t, height, modelHeight, notch, position, dragging, \
            animating, contentOffset and the delegate callbacks fired since the previous line; the last line has \
            "final": true. Lines are printed as they are made. A malformed scenario or trace file prints a \
            message naming the file and the field, prints no log at all, and exits with status 2. `screenshot` \
            events are skipped (`overlay-sim shot` writes them from the same trace), unless --refuse-screenshots \
            makes them an error.
            """
    )

    @OptionGroup var scenario: RequiredScenarioOption
    @OptionGroup var presetOption: PresetOption

    @Option(help: "The trace JSON file, or libinput recording (.yml), to replay.")
    var trace: String

    @OptionGroup var recording: RecordingOptions

    @OptionGroup var stepRate: StepRateOption

    @Option(parsing: .unconditional, help: "Print one line every N steps (callbacks of the skipped steps are kept).")
    var every: Int = 1

    @Flag(help: "Refuse a trace with `screenshot` events (status 2) instead of skipping them.")
    var refuseScreenshots = false

    func validate() throws {
        guard every >= 1 else { throw ValidationError("--every must be at least 1, got \(every)") }
    }

    func run() throws {
        let loadedScenario = try scenario.load(preset: presetOption.preset)
        let loadedTrace = try ScenarioLoading.trace(trace, for: loadedScenario, options: recording.importOptions)
        if refuseScreenshots {
            do {
                try SimulateCommand.refuseScreenshots(in: loadedTrace, file: trace)
            } catch let error as FileFormatError {
                throw CommandFailure.malformedFile(error)
            }
        }
        let simulation = Simulation(scene: BuiltInScene(scenario: loadedScenario), stepsPerSecond: stepRate.stepsPerSecond)
        // Each line goes out as it is made (in blocks): memory stays flat however long the trace.
        let output = BufferedOutput(descriptor: 1, name: "stdout")
        try simulation.replay(SimulateCommand.skippingScreenshots(loadedTrace), every: every) { record in
            try output.write(FrameLog.line(for: record) + "\n")
        }
        try output.write(FrameLog.finalLine(for: simulation.takeRecord()) + "\n")
        try output.flush()
    }

    /// With --refuse-screenshots: a `screenshot` event is an error, found before any line is printed.
    static func refuseScreenshots(in trace: Trace, file: String) throws {
        for (index, event) in trace.events.enumerated() {
            if case .screenshot = event.kind {
                throw FileFormatError(
                    file: file, field: "events[\(index)].kind",
                    message: "screenshot events are refused (--refuse-screenshots); `overlay-sim shot` writes them")
            }
        }
    }

    /// The trace without its `screenshot` events, which have nothing to draw into here. It ends where the whole
    /// trace ends (its `until`, or 2 s after its last event), so the log covers the same time as `shot`'s replay.
    static func skippingScreenshots(_ trace: Trace) -> Trace {
        trace.withoutScreenshots
    }
}
