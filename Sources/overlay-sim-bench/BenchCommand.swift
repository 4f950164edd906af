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

/// `overlay-sim-bench`: measures the project's performance figures in one run and prints each with its target.
/// A program of its own, so that the shipping `overlay-sim` carries no benchmark code; the figures that need the
/// window or `check` run the `overlay-sim` built beside it.
@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "overlay-sim-bench",
        abstract:
            "Measures the performance figures (spring step, accuracy, peer integrators, simulate speed, frames, input, check, memory, start-up).",
        discussion: """
            Run it from a release build with `overlay-sim` built beside it (scripts/run bench does both). The window figures start Xvfb when there is no \
            display; where they cannot be measured the figure says why and is not met. Timings are medians of many \
            repetitions after a warm-up; frame figures interleave a memcpy of the frame's bytes, the 100-row and the 1,000,000-row frames so that \
            a busy machine slows them alike.
            """
    )

    @Flag(help: "Print a JSON list of {name, value, unit, target, met, note} instead of the table.")
    var json = false

    @Flag(help: "Few repetitions and short sessions: checks that everything runs, not how fast.")
    var quick = false

    @Flag(help: "Skip the figures that open a window (first frame, memory of run).")
    var noWindow = false

    @Option(help: ArgumentHelp("Measure only the figures whose names start with this (for profiling).", visibility: .hidden))
    var only: String?

    struct Plan {
        var springBatches: Int, stepsPerBatch: Int
        var peerBatches: Int
        var simulateRepetitions: Int
        var frames: Int, warmUpFrames: Int
        var floodRepetitions: Int
        var memoryDuration: Double, memorySettledAfter: Double
        var launches: Int
        var idleDuration: Double
        var pacingDuration: Double
    }

    var plan: Plan {
        quick
            ? Plan(
                springBatches: 21, stepsPerBatch: 10_000, peerBatches: 7, simulateRepetitions: 3, frames: 20, warmUpFrames: 5,
                floodRepetitions: 1, memoryDuration: 3, memorySettledAfter: 1.5, launches: 1, idleDuration: 1, pacingDuration: 3)
            : Plan(
                springBatches: 301, stepsPerBatch: 100_000, peerBatches: 101, simulateRepetitions: 1001, frames: 300, warmUpFrames: 30,
                floodRepetitions: 11, memoryDuration: 60, memorySettledAfter: 5, launches: 7, idleDuration: 5, pacingDuration: 10)
    }

    func run() throws {
        let plan = plan
        var figures: [BenchFigure] = []
        func progress(_ text: String) {
            if !json { FileHandle.standardError.write(Data("bench: \(text)…\n".utf8)) }
        }

        func wants(_ name: String) -> Bool { only.map { name.hasPrefix($0) } ?? true }

        if wants("animation-step") {
            progress("animation step")
            let step = PhysicsBenchmarks.animationStep(samples: plan.springBatches, stepsPerBatch: plan.stepsPerBatch)
            figures.append(
                .atMost(
                    "animation-step", "one overlay's spring animation, one step (ViewPropertyAnimator)", value: step.median,
                    unit: "ns", limit: 40, target: "≤ 40 ns median",
                    note: String(
                        format: "p99 %.2f ns; advance + displayed height, a new animator per move made as the container makes one", step.p99
                    )))
        }

        if wants("spring-accuracy") { progress("spring accuracy") }
        for hz in [60, 120] where wants("spring-accuracy") {
            figures.append(
                .atMost(
                    "spring-accuracy-\(hz)hz", "animation max error vs closed form, 300 pt, \(hz) Hz",
                    value: PhysicsBenchmarks.maximumStepError(hz: hz), unit: "pt", limit: 1e-6, target: "≤ 1e-6 pt",
                    note:
                        "ViewPropertyAnimator, 10 springs (ζ 0.576…1.3, v0 0 and 3000 pt/s), every step until it ends, vs Float80 closed form"
                ))
        }

        // The full table of the peer comparison goes under the figures (text mode only).
        var peerTable: [String] = []
        if wants("peer-integrators") {
            progress("peer integrators")
            let errors = IntegratorErrors.measure()
            let costs = PeerIntegratorBenchmarks.costs(samples: plan.peerBatches, stepsPerBatch: plan.stepsPerBatch)
            figures.append(PeerIntegratorBenchmarks.figure(errors, costs: costs))
            peerTable = errors.table(costs: costs.perStep)
        }

        let session = ScriptedSession.maps(duration: 10)
        if wants("step-rate") {
            progress("60 vs 120 Hz")
            figures.append(
                .atMost(
                    "step-rate-independence", "60 Hz vs 120 Hz trajectories at shared instants",
                    value: SimulationBenchmarks.stepRateDifference(session), unit: "pt", limit: 1e-6, target: "≤ 1e-6 pt",
                    note: "10 s scripted maps session: displayed and model height, content offset"))
        }

        if wants("simulate") {
            progress("simulate")
            let simulateSeconds = SimulationBenchmarks.simulateSession(session, repetitions: plan.simulateRepetitions)
            let speed = 10 / simulateSeconds
            figures.append(
                BenchFigure(
                    name: "simulate-speed", title: "simulate a 10 s scripted session, no rendering",
                    value: speed, unit: "× real time", target: "≥ 20,000 × real time", met: speed >= 20_000,
                    note: String(
                        format: "median %.3f ms for %d events, 600 steps at 60 Hz, frame records", simulateSeconds * 1000,
                        session.events.count)))
        }

        if wants("frame") {
            progress("headless frames")
            figures += try frameFigures(plan)
        }

        if wants("pointer-flood") {
            progress("100,000 pointer events")
            let flood = SimulationBenchmarks.pointerFlood(count: 100_000, repetitions: plan.floodRepetitions)
            let landed = abs(flood.finalHeight - flood.expectedHeight) <= 1e-6
            figures.append(
                BenchFigure(
                    name: "pointer-flood", title: "100,000 pointer events delivered in one frame",
                    value: flood.seconds * 1000, unit: "ms", target: "≤ 20 ms, ends where the last event says",
                    met: flood.seconds <= 0.020 && landed,
                    note: String(
                        format: "height %.6f pt, expected %.6f pt%@", flood.finalHeight, flood.expectedHeight,
                        landed ? "" : " (MISSED)")))
        }

        if wants("check") {
            progress("check of the example suite")
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("overlay-sim-bench-check-\(getpid())").path
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            figures.append(CheckBenchmarks.figure(runs: quick ? 1 : 7, scratch: scratch))
        }

        var windowRenderer = "not used (--no-window)"
        if !Self.windowFigureNames.contains(where: { wants($0.0) }) {
            windowRenderer = "not used (--only)"
        } else if noWindow {
            figures += windowNotMeasured(why: "--no-window")
        } else {
            let (windowFigures, renderer) = measureWindow(plan, wants: wants, progress: progress)
            figures += windowFigures
            windowRenderer = renderer
        }

        var machine = MachineInfo.description
        machine["headless renderer"] = OffscreenCanvas.rendererDescription
        machine["window renderer"] = windowRenderer
        if json {
            FileHandle.standardOutput.write(Data(BenchReport.json(figures, machine: machine).utf8))
        } else {
            let lines = [
                "machine: \(machine["cpu"]!), \(machine["cores"]!) cores, \(machine["memory"]!), \(machine["kernel"]!), \(machine["build"]!) build",
                "SDL renderer: headless \(machine["headless renderer"]!); window \(windowRenderer)",
            ]
            FileHandle.standardOutput.write(Data(BenchReport.table(figures, machine: lines).utf8))
            if !peerTable.isEmpty {
                FileHandle.standardOutput.write(Data(("\n" + peerTable.joined(separator: "\n") + "\n").utf8))
            }
        }
    }

    private func frameFigures(_ plan: Plan) throws -> [BenchFigure] {
        let frames = try FrameBenchmarks.run(frames: plan.frames, warmUp: plan.warmUpFrames)
        let copyMedian = frames.memcpy.median * 1000
        let median = frames.hundredRows.median * 1000, p99 = frames.hundredRows.quantile(0.99) * 1000
        let millionMedian = frames.millionRows.median * 1000, millionP99 = frames.millionRows.quantile(0.99) * 1000
        let ratio = median / copyMedian, p99Ratio = p99 / copyMedian
        let millionRatio = millionMedian / median
        return [
            BenchFigure(
                name: "frame-vs-memcpy", title: "headless maps frame 390×844 pt @2 ÷ memcpy of its 5.3 MB, median",
                value: ratio, unit: "×", target: "median ≤ 25 ×, p99 ≤ 40 ×",
                met: ratio.isFinite && p99Ratio.isFinite && ratio <= 25 && p99Ratio <= 40,
                note: String(
                    format: "p99 %.1f ×; frame median %.2f ms, p99 %.2f ms; memcpy median %.3f ms, p99 %.3f ms; %d of each, interleaved",
                    p99Ratio, median, p99, copyMedian, frames.memcpy.quantile(0.99) * 1000, frames.hundredRows.count)),
            .atMost(
                "frame-million-rows", "same with 1,000,000 rows (median vs 100 rows)", value: millionRatio, unit: "×", limit: 1.1,
                target: "≤ 1.1 × the 100-row frame",
                note: String(format: "median %.2f ms, p99 %.2f ms (p99 ratio %.2f)", millionMedian, millionP99, millionP99 / p99)),
        ]
    }
}
