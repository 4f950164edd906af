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

    @Option(help: "A built-in scene name (see `overlay-sim scenes`) or a scenario JSON file.")
    var scenario: String

    @Option(help: "Behaviour preset: reference, fluid, floatingpanel, pulley or sheet.")
    var preset: String?

    @Option(help: "The trace JSON file to replay.")
    var trace: String

    @Option(help: "Steps per second: 60 or 120.")
    var hz: Int = 60

    @Option(help: "Print one line every N steps (callbacks of the skipped steps are kept).")
    var every: Int = 1

    func validate() throws {
        guard hz == 60 || hz == 120 else { throw ValidationError("--hz must be 60 or 120, got \(hz)") }
        guard every >= 1 else { throw ValidationError("--every must be at least 1, got \(every)") }
    }

    func run() throws {
        let loaded = (try ScenarioLoading.load(scenario, preset: preset), try ScenarioLoading.trace(trace))
        do {
            try SimulateCommand.checkSupported(loaded.1, file: trace)
        } catch let error as FileFormatError {
            FileHandle.standardError.write(Data("overlay-sim: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let simulation = Simulation(scene: Scene(scenario: loaded.0), stepsPerSecond: hz)
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

/// `overlay-sim scenes`: lists the built-in scenes.
struct ScenesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "scenes", abstract: "Lists the built-in scenes.")

    func run() throws {
        for scenario in BuiltInScenarios.all {
            let notches = scenario.notches.map { notch -> String in
                switch notch {
                case let .points(points): return "\(points) pt"
                case let .fraction(fraction): return "\(fraction)·H"
                case let .belowTop(points): return "H − \(points) pt"
                }
            }
            print("\(scenario.name)\t\(scenario.scene.rawValue) example, \(Int(scenario.device.width))×\(Int(scenario.device.height)) pt, notches \(notches.joined(separator: ", "))")
        }
    }
}
