import ArgumentParser
import Foundation
import OverlayApp
import OverlayContainer
import OverlayContainerManager
import OverlayDrawing
import OverlayFiles
import OverlayLab
import OverlayPhysics
import OverlayPresets
import OverlayRender
import OverlayScenes
import OverlaySimulation
import OverlayUIKit

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

    @Option(help: ArgumentHelp("Write every presented frame of the window to this PNG (tests).", visibility: .hidden))
    var dumpFrame: String?

    @OptionGroup var scenario: ScenarioOption

    @Option(
        help: ArgumentHelp(
            "2 to 5 comma-separated presets (of reference, fluid, floatingpanel, pulley, sheet), or all; "
                + "default: reference,fluid."),
        transform: PresetList.init(parsing:))
    var presets = PresetList([.reference, .fluid])

    @Option(help: "A trace to replay (headless).")
    var trace: String?

    @Option(parsing: .unconditional, help: "The instant to render (headless); default: the trace's end.")
    var at: Double?

    @Option(help: "Write the side-by-side PNG here (FILE.png) instead of opening a window.")
    var out: String?

    @OptionGroup var stepRate: StepRateOption
    @OptionGroup var scale: ScaleOption<WindowScale>

    @Option(parsing: .unconditional, help: "Quit the window after this many seconds.")
    var quitAfter: Double?

    /// The presets named by `--presets`, in order.
    var presetList: [OverlayBehaviorPresetName] { presets.presets }

    func validate() throws {
        let count = presetList.count
        guard (2...5).contains(count) else { throw ValidationError("--presets needs 2 to 5 presets, got \(count)") }
        if let at = at {
            guard at.isFinite, at >= 0, at <= 86_400 else { throw ValidationError("--at must be between 0 and 86400 seconds") }
        }
        if let quitAfter = quitAfter {
            guard quitAfter.isFinite, quitAfter >= 0 else { throw ValidationError("--quit-after must be a finite number of seconds ≥ 0") }
        }
        if let out = out { try OutputPath.validatePNG(out) }
    }

    func run() throws {
        let loaded = try scenario.load()
        let hz = stepRate.stepsPerSecond, scale = scale.value
        let environment = ProcessInfo.processInfo.environment
        let hasDisplay = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        if out == nil && hasDisplay {
            var options = WindowOptions(
                scenario: loaded, stepsPerSecond: hz, scale: scale, quitAfter: quitAfter,
                comparedPresets: presetList)
            options.frameDumpPath = dumpFrame
            do {
                try WindowHost(options: options).run()
            } catch let error as WindowError {
                throw CommandFailure.failed("\(error)")
            }
            return
        }
        let path = out ?? "compare-\(loaded.name).png"
        try OutputPath.checkFolder(of: path)
        let events = try trace.map { try ScenarioLoading.trace($0, for: loaded) } ?? Trace(events: [], until: 0)
        var panes: [(list: DrawList, name: String)] = []
        for preset in presetList {
            let replay = HeadlessReplay(scenario: loaded.applying(preset), trace: events, at: at, stepsPerSecond: hz)
            guard let container = replay.simulation.container else { continue }
            let pane = replay.drawer.drawList(
                replay.simulation, scale: scale,
                hud: ViewTreeDrawer.HUD(lines: [
                    preset.rawValue,
                    String(format: "height %.1f  notch %d", Double(container.displayedTranslationHeight), container.lastReachedNotchIndex),
                ]))
            panes.append((pane, preset.rawValue))
        }
        let combined = ComparedPanes.compose(panes, paneWidth: loaded.device.width, height: loaded.device.height, scale: scale)
        try ImageOutput.write(combined, to: path)
    }
}
