import ArgumentParser
import Foundation
import OverlayPhysics
import OverlayUIKit
import OverlayPresets
import OverlayContainerManager
import OverlayDrawing
import OverlayFiles
import OverlayScenes
import OverlayRender
import OverlayApp

/// `overlay-sim simulate`: replays a trace headless and prints the frame log (JSON Lines).
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Replays a trace on a scenario without rendering and prints the frame log as JSON Lines.",
        discussion: """
        Each line is one step (or one every N steps) with t, height, modelHeight, notch, position, dragging, \
        animating, contentOffset and the delegate callbacks fired since the previous line; the last line has \
        "final": true. A malformed scenario or trace file prints a message naming the file and the field, \
        prints no log at all, and exits with status 2.
        """
    )

    @OptionGroup var scenario: RequiredScenarioOption
    @OptionGroup var presetOption: PresetOption

    @Option(help: "The trace JSON file to replay.")
    var trace: String

    @OptionGroup var stepRate: StepRateOption

    @Option(help: "Print one line every N steps (callbacks of the skipped steps are kept).")
    var every: Int = 1

    func validate() throws {
        guard every >= 1 else { throw ValidationError("--every must be at least 1, got \(every)") }
    }

    func run() throws {
        let loaded = (try scenario.load(preset: presetOption.preset), try ScenarioLoading.trace(trace))
        do {
            try SimulateCommand.checkSupported(loaded.1, file: trace)
        } catch let error as FileFormatError {
            throw CommandFailure.malformedFile(error)
        }
        let simulation = Simulation(scene: Scene(scenario: loaded.0), stepsPerSecond: stepRate.stepsPerSecond)
        let records = simulation.run(trace: loaded.1, every: every)
        var output = records.map(FrameLog.line(for:)).joined(separator: "\n")
        if !output.isEmpty { output += "\n" }
        output += FrameLog.finalLine(for: simulation.takeRecord()) + "\n"
        FileHandle.standardOutput.write(Data(output.utf8))
    }

    /// Events this build cannot carry out are refused up front, so that no partial log is printed.
    static func checkSupported(_ trace: Trace, file: String) throws {
        for (index, event) in trace.events.enumerated() {
            if case .screenshot = event.kind {
                throw FileFormatError(file: file, field: "events[\(index)].kind",
                                      message: "screenshot events need the renderer, which `simulate` does not use; use `overlay-sim shot`")
            }
        }
    }
}
