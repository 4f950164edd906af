import ArgumentParser
import Foundation
import OverlayLab
import OverlayScenes

/// `overlay-sim integrators`: our spring step against Wave's and Advance's methods, without the timings (those are
/// the Benchmarks package's `AnimationStep`): the error table and, with `--out`, the chart of the headline move.
struct IntegratorsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "integrators",
        abstract: "Compares our spring step with Wave's and Advance's methods: prints the error table, charts one move.",
        discussion: """
            Ten 300 pt moves, each run by our ViewPropertyAnimator (the closed form evaluated from the start at each step), \
            semi-implicit Euler at the frame rate (Wave's method) and RK4 on 8 ms sub-steps interpolated to the frame \
            (Advance's method), sampled at every frame of 60 and 120 Hz while ours runs, against the closed form in \
            Float80. With --out, the 0.3 s ζ 0.7 move at --hz: positions, and errors on a log scale (900×640 points).
            """
    )

    @OptionGroup var stepRate: StepRateOption
    @OptionGroup var scale: ScaleOption<ChartScale>

    @Option(help: "The PNG file to chart the 0.3 s ζ 0.7 move into (FILE.png).")
    var out: String?

    func validate() throws {
        if let out { try OutputPath.validatePNG(out) }
    }

    func run() throws {
        if let out { try OutputPath.checkFolder(of: out) }
        let table = IntegratorErrors.measure().table(costs: nil)
        print(table.joined(separator: "\n"))
        if let out {
            try ImageOutput.write(IntegratorChart.drawList(hz: stepRate.stepsPerSecond, scale: scale.value), to: out)
        }
    }
}
