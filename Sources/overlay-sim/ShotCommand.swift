import ArgumentParser
import Foundation
import OverlayApp
import OverlayContainerManager
import OverlayFiles
import OverlayPhysics
import OverlayPresets
import OverlayRender
import OverlayScenes
import OverlayUIKit

/// `overlay-sim shot`: a headless screenshot, with no display needed.
struct ShotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shot",
        abstract: "Renders a scene offscreen (software renderer) to a PNG, optionally after replaying a trace.",
        discussion: """
            The PNG is written to a temporary name and renamed, so an existing file is never left half-written. \
            `screenshot` events in the trace write their PNGs as the replay reaches them, at paths relative to the \
            folder of --out (absolute paths, `..` that climbs out of it and links leading outside are refused, status 2).
            """
    )

    @OptionGroup var scenario: ScenarioOption
    @OptionGroup var presetOption: PresetOption

    @Option(help: "A trace JSON file, or libinput recording (.yml), to replay first.")
    var trace: String?

    @OptionGroup var recording: RecordingOptions

    @Flag(help: "Draw each finger down as a translucent disc with a short trail, as phones' \"show taps\" do.")
    var showTouches = false

    @Option(parsing: .unconditional, help: "The instant (seconds) to render; default: the trace's end, or 0 without a trace.")
    var at: Double?

    @OptionGroup var scale: ScaleOption<ScreenshotScale>
    @OptionGroup var stepRate: StepRateOption
    @OptionGroup var output: ImageOutputOption

    func validate() throws {
        if let at = at {
            guard at.isFinite, at >= 0, at <= 86_400 else { throw ValidationError("--at must be between 0 and 86400 seconds") }
        }
    }

    func run() throws {
        let loadedScenario = try scenario.load(preset: presetOption.preset)
        let out = output.out
        // Screenshot events write beside --out, never elsewhere.
        let loadedTrace =
            try trace.map {
                try ScenarioLoading.trace(
                    $0, for: loadedScenario, options: recording.importOptions,
                    screenshotsInto: ScenarioLoading.folder(of: out))
            }
            ?? Trace(events: [], until: 0)
        let renderScale = scale.value(orElse: loadedScenario.device.scale)
        // Refused before the replay: a scene too large to draw is not replayed first.
        do {
            try OffscreenCanvas.checkSize(width: loadedScenario.device.width, height: loadedScenario.device.height, scale: renderScale)
        } catch {
            throw CommandFailure.usage("\(error)")
        }
        try output.checkFolder()
        let canvas: OffscreenCanvas
        do {
            canvas = try OffscreenCanvas()
        } catch {
            throw CommandFailure.cannotWrite(out, error)
        }
        // A screenshot event that cannot be written stops the shot, naming its own path.
        var failure: CommandFailure?
        let replay = HeadlessReplay(
            scenario: loadedScenario, trace: loadedTrace, at: at, stepsPerSecond: stepRate.stepsPerSecond,
            showsTouches: showTouches
        ) {
            path, simulation, drawer in
            guard failure == nil else { return }
            do {
                try OutputPath.checkFolder(of: path)
                try PNGFile.write(try canvas.render(drawer.drawList(simulation, scale: renderScale)), to: path)
                FileHandle.standardError.write(Data("screenshot: \(path)\n".utf8))
            } catch let error as CommandFailure {
                failure = error
            } catch {
                failure = CommandFailure.cannotWrite(path, error)
            }
        }
        if let failure = failure { throw failure }
        do {
            try PNGFile.write(try canvas.render(replay.drawer.drawList(replay.simulation, scale: renderScale)), to: out)
        } catch {
            throw CommandFailure.cannotWrite(out, error)
        }
        print(out)
    }
}
