import ArgumentParser
import Foundation
import OverlayApp
import OverlayContainerManager
import OverlayFiles
import OverlayPhysics
import OverlayPresets
import OverlayScenes
import OverlayUIKit

/// `overlay-sim run`: the desktop window.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        // Only used when `run` is parsed as a root of its own (`OverlaySimCommand.main`'s fast path for the window):
        // a pseudo-root skips ArgumentParser's completion-script check.
        _superCommandName: "overlay-sim",
        abstract: "Opens a window on a scene: drag with the mouse or a touchscreen.",
        discussion: """
            Without a display it says so and exits with status 1: use `shot` or `simulate` instead.

            \(KeyCommand.helpText)
            """
    )

    @OptionGroup var scenario: ScenarioOption
    @OptionGroup var presetOption: PresetOption
    @OptionGroup var stepRate: StepRateOption
    @OptionGroup var scale: ScaleOption<WindowScale>

    @Flag(help: "Print the frame log (JSON Lines) on stdout.")
    var logEvents = false

    @Option(parsing: .unconditional, help: "Quit after this many seconds.")
    var quitAfter: Double?

    @Option(help: "Save the whole session as a trace file here when the window closes.")
    var record: String?

    @Option(
        help: "A scenario JSON file whose spring, rubber band, policy, deceleration and notches tune the scene (T shows them, E saves).")
    var params: String?

    @Flag(help: "Start with the HUD visible.")
    var hud = false

    @Flag(help: "Draw each finger down as a translucent disc with a short trail (K toggles).")
    var showTouches = false

    @Flag(
        help:
            "Cover the whole display; the scene takes the panel's size, and without --scale the scale comes from the panel's density (a point the size of an iPhone's)."
    )
    var fullscreen = false

    @Option(help: "Folder for screenshots and recordings made with S and R.")
    var outputDirectory: String = "."

    @Option(help: "Renderer: auto (accelerated where there is a GPU, else software), software or accelerated.")
    var renderer: WindowRendererChoice = .auto

    @Option(help: ArgumentHelp("Replay this trace file in real time as the window's input (benchmarks).", visibility: .hidden))
    var script: String?

    @Option(
        help: ArgumentHelp(
            "Push this trace into SDL's event queue as finger, mouse and key events, each at its time (tests).",
            visibility: .hidden))
    var inject: String?

    @Flag(
        help: ArgumentHelp(
            "With --inject: the trace's touch positions are 0…1 across the display, pushed without a window as SDL sends a touchscreen it reads itself (tests).",
            visibility: .hidden))
    var injectPanel = false

    @Flag(help: ArgumentHelp("Print on stderr when the first frame is on screen (benchmarks).", visibility: .hidden))
    var reportFirstFrame = false

    @Flag(help: ArgumentHelp("Draw the first frame once the window is open, not while it opens (benchmarks).", visibility: .hidden))
    var noFirstFrameAhead = false

    @Option(help: ArgumentHelp("Write every presented frame, read back from the window, to this PNG (tests).", visibility: .hidden))
    var dumpFrame: String?

    @Flag(
        help: ArgumentHelp(
            "Print how many frames the window presented, and how long they took to rasterise and present, when it closes (tests).",
            visibility: .hidden))
    var reportFrames = false

    @Flag(help: ArgumentHelp("Print every text cut with an ellipsis to fit when the window closes (tests).", visibility: .hidden))
    var reportCutText = false

    @Option(
        help: ArgumentHelp(
            "Write the instant of every presented frame to this file when the window closes (benchmarks).",
            visibility: .hidden))
    var presentLog: String?

    func validate() throws {
        if let quitAfter = quitAfter {
            guard quitAfter.isFinite, quitAfter >= 0 else { throw ValidationError("--quit-after must be a finite number of seconds ≥ 0") }
        }
        if injectPanel && inject == nil {
            throw ValidationError("--inject-panel says how to read the --inject trace: give --inject TRACE too")
        }
        if script != nil && inject != nil {
            throw ValidationError("--script and --inject both feed the window: give one")
        }
        // A recording replays against its scenario alone; values laid over it would make the replay differ.
        if params != nil && record != nil {
            throw ValidationError(
                "--params and --record: a take replays with its scenario's values; record with --scenario FILE instead (E saves one)")
        }
    }

    func run() throws {
        let loaded = try scenario.load(preset: presetOption.preset)
        // A script's screenshot events save into the output folder (the window names the files itself).
        let scriptTrace = try script.map { try ScenarioLoading.trace($0, for: loaded, screenshotsInto: outputDirectory) }
        let injectedTrace = try inject.map { try ScenarioLoading.trace($0, for: loaded, screenshotsInto: outputDirectory) }
        // Refused before the window opens, not when a session is already lost.
        if let record { try OutputPath.checkFolder(of: record) }
        try OutputPath.checkFolder(outputDirectory)
        var options = WindowOptions(
            scenario: loaded, stepsPerSecond: stepRate.stepsPerSecond, scale: scale.value,
            logsEvents: logEvents, quitAfter: quitAfter, recordPath: record, showsHUD: hud,
            outputDirectory: outputDirectory,
            tuningScenario: try params.map { try ScenarioLoading.load($0) },
            script: scriptTrace, reportsFirstFrame: reportFirstFrame, renderer: renderer)
        options.frameDumpPath = dumpFrame
        options.drawsFirstFrameAhead = !noFirstFrameAhead
        options.reportsFrameCount = reportFrames
        options.reportsCutText = reportCutText
        options.showsLaunchHint = true
        options.presentLogPath = presentLog
        options.showsTouches = showTouches
        options.fullscreen = fullscreen
        options.scaleIsExplicit = scale.scale != nil
        options.injectedTrace = injectedTrace
        options.injectsOnPanel = injectPanel
        let host = WindowHost(options: options)
        do {
            try host.run()
        } catch let error as WindowError {
            throw CommandFailure.failed("\(error)")
        }
        if let signal = host.interruptingSignal, let name = host.interruptingSignalName {
            // The session ended normally (recording saved); the status still tells the caller it was interrupted.
            throw CommandFailure(status: 128 + signal, message: "interrupted by \(name); the window closed as on Esc")
        }
    }
}

// The renderer names are the raw values. OverlayApp knows nothing of the command line, so the conformance lives here.
extension WindowRendererChoice: ExpressibleByArgument {}
