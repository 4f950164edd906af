import ArgumentParser
import Foundation
import OverlayPhysics
import OverlayUIKit
import OverlayPresets
import OverlayContainerManager
import OverlayFiles
import OverlayScenes
import OverlayRender
import OverlayApp

/// `overlay-sim shot`: a headless screenshot, with no display needed.
struct ShotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shot",
        abstract: "Renders a scene offscreen (software renderer) to a PNG, optionally after replaying a trace.",
        discussion: """
        The PNG is written to a temporary name and renamed, so an existing file is never left half-written. \
        `screenshot` events in the trace write their PNGs as the replay reaches them.
        """
    )

    @Option(help: "A built-in scene name or a scenario JSON file.")
    var scenario: String = "maps"

    @Option(help: "Behaviour preset: reference, fluid, floatingpanel, pulley or sheet.")
    var preset: String?

    @Option(help: "A trace JSON file to replay first.")
    var trace: String?

    @Option(help: "The instant (seconds) to render; default: the trace's end, or 0 without a trace.")
    var at: Double?

    @Option(help: "Pixels per point; default: the scenario's device scale.")
    var scale: Double?

    @Option(help: "Steps per second of the replay: 60 or 120.")
    var hz: Int = 60

    @Option(help: "The PNG file to write.")
    var out: String

    func validate() throws {
        guard hz == 60 || hz == 120 else { throw ValidationError("--hz must be 60 or 120, got \(hz)") }
        if let at = at { guard at.isFinite, at >= 0, at <= 86_400 else { throw ValidationError("--at must be between 0 and 86400 seconds") } }
        if let scale = scale { guard scale.isFinite, scale > 0, scale <= 8 else { throw ValidationError("--scale must be above 0 and at most 8") } }
    }

    func run() throws {
        let loadedScenario = try ScenarioLoading.load(scenario, preset: preset)
        let loadedTrace = try trace.map(ScenarioLoading.trace) ?? Trace(events: [], until: 0)
        let renderScale = scale ?? loadedScenario.device.scale
        do {
            let canvas = try OffscreenCanvas()
            var failure: Error?
            let replay = HeadlessReplay(scenario: loadedScenario, trace: loadedTrace, at: at, stepsPerSecond: hz) { path, simulation, drawer in
                do {
                    try PNGFile.write(try canvas.render(drawer.drawList(simulation, scale: renderScale)), to: path)
                    FileHandle.standardError.write(Data("screenshot: \(path)\n".utf8))
                } catch {
                    failure = failure ?? error
                }
            }
            if let failure = failure { throw failure }
            try PNGFile.write(try canvas.render(replay.drawer.drawList(replay.simulation, scale: renderScale)), to: out)
            print(out)
        } catch let error as FileFormatError {
            FileHandle.standardError.write(Data("overlay-sim: \(error)\n".utf8))
            throw ExitCode(1)
        } catch {
            FileHandle.standardError.write(Data("overlay-sim: cannot write \(out): \(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}
