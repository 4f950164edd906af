import Foundation
import OverlayCheck
import OverlayFiles
@_spi(Benchmarks) import OverlayLab

/// The figures that open a real window (`run` as a child process): memory, first frame, idle cost, frame pacing.
extension BenchCommand {
    static let windowFigureNames = [
        ("run-peak-rss", "peak RSS of run, 60 s of scripted drags", "MB", "≤ 60 MB"),
        ("run-rss-growth", "RSS growth of run after the first 5 s", "MB", "≤ 0.5 MB (no growth)"),
        ("first-frame", "first frame on screen after start ÷ a bare SDL window's (same size, launched in turn)", "×", "≤ 1.5 ×"),
        ("window-idle-cpu", "run, software renderer, nothing moving, 5 s", "% of one core", "≤ 5 % of one core"),
        (
            "window-frame-p99-120hz",
            "present-to-present interval p99 ÷ the step interval, continuous drag, software renderer, scale 2, 120 Hz",
            "×", "≤ 1.01 ×"
        ),
        (
            "window-input-latency", "input-to-present latency p99 ÷ (one step + 2 ms), same drag at 120 Hz", "×",
            "≤ 1 × (p99 within a step and 2 ms)"
        ),
        (
            "window-frame-p99-60hz",
            "present-to-present interval p99 ÷ the step interval, continuous drag, software renderer, scale 2, 60 Hz",
            "×", "≤ 1.01 ×"
        ),
    ]

    func windowNotMeasured(why: String) -> [BenchFigure] {
        Self.windowFigureNames.map { BenchFigure.notMeasured($0.0, $0.1, unit: $0.2, target: $0.3, why: why) }
    }

    /// The window figures `wants` asks for, and a description of the window's renderer and display.
    func measureWindow(_ plan: Plan, wants: (String) -> Bool, progress: (String) -> Void) -> ([BenchFigure], String) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("overlay-sim-bench-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        guard let executable = OverlaySimExecutable.path() else {
            return (windowNotMeasured(why: OverlaySimExecutable.missing), "?")
        }
        let window = WindowBenchmarks(executable: executable, scratch: scratch)
        if let why = window.unavailable { return (windowNotMeasured(why: why), "not measured (\(why))") }
        let names = Self.windowFigureNames
        var figures: [BenchFigure] = []
        var renderer = "?"
        if wants(names[0].0) || wants(names[1].0) {
            progress("memory of run over \(Int(plan.memoryDuration)) s (\(window.displayDescription))")
            figures += memoryFigures(window, plan: plan, scratch: scratch)
        }
        if wants(names[2].0) {
            progress("first frame")
            do {
                let first = try window.firstFrame(launches: plan.launches)
                renderer = first.renderer
                let ours = first.milliseconds.median, bare = first.bareMilliseconds.median
                func list(_ values: [Double]) -> String { values.map { String(format: "%.0f", $0) }.joined(separator: ", ") }
                figures.append(
                    .atMost(
                        names[2].0, names[2].1, value: ours / bare, unit: "×", limit: 1.5, target: names[2].3,
                        note: String(
                            format: "run %.0f ms ÷ bare window %.0f ms, medians of %d launches each: ", ours, bare, first.milliseconds.count
                        )
                            + "run \(list(first.milliseconds)); bare \(list(first.bareMilliseconds)) ms; "
                            + "run drew its first frame while its window opened in \(first.drawnAhead) of \(first.milliseconds.count)"))
            } catch {
                figures.append(.notMeasured(names[2].0, names[2].1, unit: names[2].2, target: names[2].3, why: "\(error)"))
            }
        }
        if wants(names[3].0) {
            progress("idle window")
            do {
                let idle = try window.idleCPU(duration: plan.idleDuration, settle: 1.5)
                figures.append(
                    .atMost(
                        names[3].0, names[3].1, value: idle.share * 100, unit: names[3].2, limit: 5, target: names[3].3,
                        note: "CPU time from /proc over \(plan.idleDuration) s after 1.5 s; \(idle.presented)"))
            } catch {
                figures.append(.notMeasured(names[3].0, names[3].1, unit: names[3].2, target: names[3].3, why: "\(error)"))
            }
        }
        for (hz, frameName, latencyName) in [(120, names[4], Optional(names[5])), (60, names[6], nil)]
        where wants(frameName.0) || latencyName.map({ wants($0.0) }) == true {
            progress("frame pacing at \(hz) Hz over \(Int(plan.pacingDuration)) s of dragging")
            let step = 1000 / Double(hz)
            do {
                // Just before the window, in turn: how evenly any loop kept such deadlines on this machine then.
                let bare = Result { try window.barePacing(duration: plan.pacingDuration, hz: hz) }
                let pacing = try window.pacing(duration: plan.pacingDuration, hz: hz)
                let milliseconds = pacing.intervals.map { $0 * 1000 }
                let p99 = milliseconds.quantile(0.99)
                figures.append(
                    .atMost(
                        frameName.0, frameName.1, value: p99 / step, unit: "×", limit: 1.01, target: frameName.3,
                        note: String(
                            format: "p99 %.2f ms, median %.2f ms, max %.2f ms, %d intervals; step %.2f ms", p99, milliseconds.median,
                            milliseconds.max() ?? Double.nan, milliseconds.count, step)
                            + "; " + Self.barePacingNote(window: pacing.intervals, bare: bare, step: step / 1000)
                            + (pacing.fitted.map { "; \($0)" } ?? "") + "; \(window.displayDescription)"))
                if latencyName != nil { figures.append(latencyFigure(pacing, step: step)) }
            } catch {
                figures.append(.notMeasured(frameName.0, frameName.1, unit: frameName.2, target: frameName.3, why: "\(error)"))
                if let latencyName {
                    figures.append(.notMeasured(latencyName.0, latencyName.1, unit: latencyName.2, target: latencyName.3, why: "\(error)"))
                }
            }
        }
        return (figures, "\(renderer), \(window.displayDescription)")
    }

    /// How many of the window's intervals were over 1.01 steps, and the p99 and that count of a loop that kept the
    /// same deadlines with nothing to draw just before (`BarePacing`), or why that loop did not run.
    static func barePacingNote(window: [Double], bare: Result<[Double], Error>, step: Double) -> String {
        func over(_ intervals: [Double]) -> Int { intervals.filter { $0 > 1.01 * step }.count }
        let ours = "\(over(window)) of \(window.count) intervals over 1.01 steps"
        switch bare {
        case .success(let intervals):
            return ours + "; a loop keeping the same deadlines with nothing to draw, just before: "
                + String(
                    format: "p99 %.3f × the step, %d of %d over 1.01 steps", intervals.quantile(0.99) / step, over(intervals),
                    intervals.count)
        case .failure(let error):
            return ours + "; the loop with nothing to draw did not run: \(error)"
        }
    }

    /// The input-to-present latency of the pacing run, as a ratio to one step interval plus 2 ms (the target: an
    /// input shows within the step that reads it and the present's own cost).
    private func latencyFigure(_ pacing: WindowBenchmarks.Pacing, step: Double) -> BenchFigure {
        let name = Self.windowFigureNames[5]
        let latencies = pacing.latencies.map { $0 * 1000 }
        guard latencies.count >= 10 else {
            return .notMeasured(name.0, name.1, unit: name.2, target: name.3, why: "only \(latencies.count) inputs shown")
        }
        let p99 = latencies.quantile(0.99)
        return .atMost(
            name.0, name.1, value: p99 / (step + 2), unit: name.2, limit: 1, target: name.3,
            note: String(
                format: "latency p99 %.2f ms, median %.2f ms, max %.2f ms over %d moves; step %.2f ms", p99, latencies.median,
                latencies.max() ?? Double.nan, latencies.count, step))
    }

    private func memoryFigures(_ window: WindowBenchmarks, plan: Plan, scratch: String) -> [BenchFigure] {
        let names = Self.windowFigureNames
        do {
            let script = "\(scratch)/drags.json"
            try ScriptedSession.maps(duration: plan.memoryDuration).encodeJSON().write(toFile: script, atomically: true, encoding: .utf8)
            let memory = try window.memory(script: script, duration: plan.memoryDuration, settledAfter: plan.memorySettledAfter)
            let peak = Double(memory.peak) / 1e6, growth = Double(memory.growth) / 1e6
            let first = memory.samples.first { $0.0 >= plan.memorySettledAfter }?.1 ?? 0
            return [
                .atMost(
                    names[0].0, "peak RSS of run, \(Int(plan.memoryDuration)) s of scripted drags", value: peak, unit: "MB",
                    limit: 60, target: names[0].3, note: "VmHWM of the child, \(window.displayDescription)"),
                .atMost(
                    names[1].0, "RSS growth of run after the first \(plan.memorySettledAfter) s", value: growth, unit: "MB",
                    limit: 0.5, target: names[1].3,
                    note: String(
                        format: "VmRSS %.1f MB at %.1f s, max after it %.1f MB; %d samples", Double(first) / 1e6,
                        plan.memorySettledAfter, Double(first + memory.growth) / 1e6, memory.samples.count)),
            ]
        } catch {
            return names[0..<2].map { BenchFigure.notMeasured($0.0, $0.1, unit: $0.2, target: $0.3, why: "\(error)") }
        }
    }
}
