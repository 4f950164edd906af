import ArgumentParser
import Foundation
import OverlayPhysics
import OverlayUIKit
import OverlayContainer
import OverlayPresets
import OverlayContainerManager
import OverlayDrawing
import OverlayFiles
import OverlayScenes
import OverlayRender
import OverlayApp

/// `overlay-sim compare`: the same scene with several presets side by side, driven by the same input.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Shows a scene with several presets side by side, driven by the same input, to compare their feel.",
        discussion: """
        With --out (or without a display) it replays the trace in every pane and writes one PNG with the panes side \
        by side; otherwise it opens a window as wide as all panes, where a drag in any pane drives them all.
        """
    )

    @Option(help: "A built-in scene name or a scenario JSON file.")
    var scenario: String = "maps"

    @Option(help: "Comma-separated presets, e.g. reference,fluid (2 to 5 of reference, fluid, floatingpanel, pulley, sheet).")
    var presets: String = "reference,fluid"

    @Option(help: "A trace to replay (headless).")
    var trace: String?

    @Option(help: "The instant to render (headless); default: the trace's end.")
    var at: Double?

    @Option(help: "Write the side-by-side PNG here instead of opening a window.")
    var out: String?

    @Option(help: "Steps per second: 60 or 120.")
    var hz: Int = 60

    @Option(help: "Pixels per point.")
    var scale: Double = 1

    @Option(help: "Quit the window after this many seconds.")
    var quitAfter: Double?

    var presetList: [String] {
        presets.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    func validate() throws {
        guard hz == 60 || hz == 120 else { throw ValidationError("--hz must be 60 or 120, got \(hz)") }
        guard scale.isFinite, scale > 0, scale <= 8 else { throw ValidationError("--scale must be above 0 and at most 8") }
        let list = presetList
        guard (2...5).contains(list.count) else { throw ValidationError("--presets needs 2 to 5 presets, got \(list.count)") }
        for preset in list where !Scenario.knownPresets.contains(preset) {
            throw ValidationError("--presets: \(preset) is not one of \(Scenario.knownPresets.joined(separator: ", "))")
        }
    }

    func run() throws {
        let loaded = try ScenarioLoading.load(scenario, preset: nil)
        let environment = ProcessInfo.processInfo.environment
        let hasDisplay = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        if out == nil && hasDisplay {
            let options = WindowOptions(scenario: loaded, stepsPerSecond: hz, scale: scale, quitAfter: quitAfter,
                                        comparedPresets: presetList)
            do {
                try WindowHost(options: options).run()
            } catch let error as WindowError {
                FileHandle.standardError.write(Data("overlay-sim: \(error)\n".utf8))
                throw ExitCode(1)
            }
            return
        }
        let path = out ?? "compare-\(loaded.name).png"
        let events = try trace.map(ScenarioLoading.trace) ?? Trace(events: [], until: 0)
        var combined = DrawList(width: 0, height: 0, scale: scale)
        combined.reset(width: loaded.device.width * Double(presetList.count), height: loaded.device.height, scale: scale, background: .black)
        for (index, preset) in presetList.enumerated() {
            var paneScenario = loaded
            paneScenario.preset = preset
            let replay = HeadlessReplay(scenario: paneScenario, trace: events, at: at, stepsPerSecond: hz)
            let container = replay.simulation.scene.container
            let pane = replay.drawer.drawList(replay.simulation, scale: scale, hud: SceneDrawer.HUD(lines: [
                preset, String(format: "height %.1f  notch %d", Double(container.displayedTranslationHeight), container.lastReachedNotchIndex),
            ]))
            combined.append(pane, dx: loaded.device.width * Double(index), dy: 0)
        }
        do {
            try PNGFile.write(try OffscreenCanvas().render(combined), to: path)
            print(path)
        } catch {
            FileHandle.standardError.write(Data("overlay-sim: cannot write \(path): \(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}
