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

    @OptionGroup var scenario: ScenarioOption

    @Option(help: "Comma-separated presets, e.g. reference,fluid (2 to 5 of reference, fluid, floatingpanel, pulley, sheet).")
    var presets: String = "reference,fluid"

    @Option(help: "A trace to replay (headless).")
    var trace: String?

    @Option(help: "The instant to render (headless); default: the trace's end.")
    var at: Double?

    @Option(help: "Write the side-by-side PNG here instead of opening a window.")
    var out: String?

    @OptionGroup var stepRate: StepRateOption
    @OptionGroup var scale: ScaleOption<WindowScale>

    @Option(help: "Quit the window after this many seconds.")
    var quitAfter: Double?

    /// The presets named by `--presets`, in order (checked by `validate()`).
    var presetList: [OverlayBehaviorPresetName] {
        presetNames.compactMap(OverlayBehaviorPresetName.init(rawValue:))
    }

    private var presetNames: [String] {
        presets.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    func validate() throws {
        let names = presetNames
        guard (2...5).contains(names.count) else { throw ValidationError("--presets needs 2 to 5 presets, got \(names.count)") }
        let known = OverlayBehaviorPresetName.allCases.map(\.rawValue)
        for name in names where !known.contains(name) {
            throw ValidationError("--presets: \(name) is not one of \(known.joined(separator: ", "))")
        }
    }

    func run() throws {
        let loaded = try scenario.load()
        let hz = stepRate.stepsPerSecond, scale = scale.value
        let environment = ProcessInfo.processInfo.environment
        let hasDisplay = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        if out == nil && hasDisplay {
            let options = WindowOptions(scenario: loaded, stepsPerSecond: hz, scale: scale, quitAfter: quitAfter,
                                        comparedPresets: presetList.map(\.rawValue))
            do {
                try WindowHost(options: options).run()
            } catch let error as WindowError {
                throw CommandFailure.failed("\(error)")
            }
            return
        }
        let path = out ?? "compare-\(loaded.name).png"
        let events = try trace.map(ScenarioLoading.trace) ?? Trace(events: [], until: 0)
        var combined = DrawList(width: 0, height: 0, scale: scale)
        combined.reset(width: loaded.device.width * Double(presetList.count), height: loaded.device.height, scale: scale, background: .black)
        for (index, preset) in presetList.enumerated() {
            let replay = HeadlessReplay(scenario: loaded.applying(preset), trace: events, at: at, stepsPerSecond: hz)
            let container = replay.simulation.scene.container
            let pane = replay.drawer.drawList(replay.simulation, scale: scale, hud: SceneDrawer.HUD(lines: [
                preset.rawValue, String(format: "height %.1f  notch %d", Double(container.displayedTranslationHeight), container.lastReachedNotchIndex),
            ]))
            combined.append(pane, dx: loaded.device.width * Double(index), dy: 0)
        }
        try ImageOutput.write(combined, to: path)
    }
}
