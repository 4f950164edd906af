import ArgumentParser
import Foundation
import OverlayApp
import OverlayRender

/// `overlay-sim-bench`: the figures that need the real window (memory of `run`, first frame, idle CPU, frame pacing,
/// input latency), each with its target. The micro-benchmarks (animation step, simulate, frames, pointer flood,
/// check) are in ordo-one's harness in the Benchmarks package (scripts/bench); `scripts/run bench` runs both.
/// A program of its own, so that the shipping `overlay-sim` carries no benchmark code; it runs the `overlay-sim`
/// built beside it.
@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "overlay-sim-bench",
        abstract: "Measures the window's figures (memory of run, first frame, idle CPU, frame pacing, input latency).",
        discussion: """
            Run it from a release build with `overlay-sim` built beside it (scripts/run bench does both, and runs the \
            micro-benchmarks of the Benchmarks package too). It starts Xvfb when there is no display; where a figure \
            cannot be measured it says why and is not met.
            """
    )

    @Flag(help: "Print a JSON list of {name, value, unit, target, met, note} instead of the table.")
    var json = false

    @Flag(help: "Short sessions: checks that every figure runs, not how fast.")
    var quick = false

    @Option(help: ArgumentHelp("Measure only the figures whose names start with this.", visibility: .hidden))
    var only: String?

    @Flag(
        help: ArgumentHelp("Open a bare SDL window, present one frame and report it (what first-frame compares with).", visibility: .hidden)
    )
    var bareWindow = false

    @Option(
        help: ArgumentHelp(
            "Keep present deadlines at this many a second with nothing to draw and print the instants (what the frame pacing figures' notes compare with).",
            visibility: .hidden))
    var barePacing: Int?

    @Option(help: ArgumentHelp("How long --bare-pacing runs, in seconds.", visibility: .hidden))
    var barePacingSeconds: Double = 8

    mutating func validate() throws {
        if let barePacing, !(1...1000).contains(barePacing) {
            throw ValidationError("--bare-pacing must be from 1 to 1000 deadlines a second, not \(barePacing)")
        }
        guard barePacingSeconds.isFinite, barePacingSeconds > 0, barePacingSeconds <= 600 else {
            throw ValidationError("--bare-pacing-seconds must be more than 0 and at most 600, not \(barePacingSeconds)")
        }
    }

    struct Plan {
        var memoryDuration: Double, memorySettledAfter: Double
        var launches: Int
        var idleDuration: Double
        var pacingDuration: Double
    }

    var plan: Plan {
        quick
            ? Plan(memoryDuration: 3, memorySettledAfter: 1.5, launches: 1, idleDuration: 1, pacingDuration: 3)
            : Plan(memoryDuration: 60, memorySettledAfter: 5, launches: 7, idleDuration: 5, pacingDuration: 10)
    }

    func run() throws {
        if bareWindow {
            // The line `run --report-first-frame` prints, so that the same reader takes both.
            let presented = try BareWindowProbe.presentOneFrame()
            FileHandle.standardError.write(
                Data("first frame: bare window (monotonic \(presented) ns), renderer software, video bare\n".utf8))
            return
        }
        if let barePacing {
            FileHandle.standardOutput.write(Data(BarePacing.text(BarePacing.instants(hz: barePacing, seconds: barePacingSeconds)).utf8))
            return
        }
        func progress(_ text: String) {
            if !json { FileHandle.standardError.write(Data("bench: \(text)…\n".utf8)) }
        }
        func wants(_ name: String) -> Bool { only.map { name.hasPrefix($0) } ?? true }

        let (figures, windowRenderer) = measureWindow(plan, wants: wants, progress: progress)
        var machine = MachineInfo.description
        machine["headless renderer"] = OffscreenCanvas.rendererDescription
        machine["window renderer"] = windowRenderer
        if json {
            FileHandle.standardOutput.write(Data(BenchReport.json(figures, machine: machine).utf8))
        } else {
            let lines = [
                "machine: \(machine["cpu"]!), \(machine["cores"]!) cores, \(machine["memory"]!), \(machine["kernel"]!), \(machine["build"]!) build",
                "SDL renderer: window \(windowRenderer)",
            ]
            FileHandle.standardOutput.write(Data(BenchReport.table(figures, machine: lines).utf8))
        }
    }
}
