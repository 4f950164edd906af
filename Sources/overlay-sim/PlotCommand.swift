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

/// `overlay-sim plot`: a replay as a PNG chart (displayed height and content offset against time).
struct PlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Replays a trace headless and charts the displayed height and the content offset against time.",
        discussion: """
        The chart (900×600 points) has a dashed line per notch, a red arrow and label at each release (the \
        willEndDragging velocity, pt/s, positive down), and the callbacks as markers (▲ willMove, ● didMove, \
        | drag start). Drawn by our renderer, written atomically.
        """
    )

    @OptionGroup var replay: ReplayOptions

    @Option(help: "Pixels per point of the chart.")
    var scale: Double = 1

    @Option(help: "The PNG file to write.")
    var out: String

    func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 4 else { throw ValidationError("--scale must be above 0 and at most 4") }
    }

    func run() throws {
        let (loadedScenario, loadedTrace) = try replay.load()
        let recording = ReplayRecording.record(scenario: loadedScenario, trace: loadedTrace, stepsPerSecond: replay.hz)
        try ImageOutput.write(TrajectoryPlot.drawList(recording, scale: scale), to: out)
    }
}

/// Rendering a draw list offscreen to a PNG; a failure exits 1 with the path.
enum ImageOutput {
    static func write(_ list: DrawList, to path: String) throws {
        do {
            let image = try OffscreenCanvas().render(list)
            try PNGFile.write(image, to: path)
            print(path)
        } catch {
            FileHandle.standardError.write(Data("overlay-sim: cannot write \(path): \(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}
