import ArgumentParser
import Foundation
import OverlayApp
import OverlayContainerManager
import OverlayDrawing
import OverlayFiles
import OverlayLab
import OverlayPhysics
import OverlayPresets
import OverlayRender
import OverlayScenes
import OverlayUIKit

/// `overlay-sim plot`: a replay as a PNG chart (displayed height and content offset against time).
struct PlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Replays a trace headless and charts the displayed height and the content offset against time.",
        discussion: """
            The chart (900×600 points) has a dashed line per notch, a red arrow and label at each release (the \
            willEndDragging velocity, pt/s, positive down), and the callbacks as markers (▲ willMove, ● didMove, \
            | drag start); a recording's idle stretch shortened to 2 s is marked by a dashed grey line and its recorded \
            length (⋯ 20 h idle). Drawn by our renderer, written atomically.
            """
    )

    @OptionGroup var replay: ReplayOptions

    @OptionGroup var scale: ScaleOption<ChartScale>
    @OptionGroup var output: ImageOutputOption

    func run() throws {
        let (loadedScenario, loadedTrace, idleCuts) = try replay.load()
        try output.checkFolder()
        var recording = ReplayRecording.record(scenario: loadedScenario, trace: loadedTrace, stepsPerSecond: replay.hz)
        recording.idleCuts = idleCuts
        try ImageOutput.write(TrajectoryPlot.drawList(recording, scale: scale.value), to: output.out)
    }
}
