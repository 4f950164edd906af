import Foundation
import OverlayCheck
import OverlayFiles
@_spi(Benchmarks) import OverlayLab

/// The figures that open a real window (`run` as a child process): memory, first frame, idle cost, frame pacing.
extension BenchCommand {
    static let windowFigureNames = [
        ("run-peak-rss", "peak RSS of run, 60 s of scripted drags", "MB", "≤ 60 MB"),
        ("run-rss-growth", "RSS growth of run after the first 5 s", "MB", "≤ 0.5 MB (no growth)"),
        ("first-frame", "first frame on screen after start", "ms", "≤ 80 ms"),
        ("window-idle-cpu", "run, software renderer, nothing moving, 5 s", "% of one core", "≤ 5 % of one core"),
        ("window-frame-p99", "present-to-present interval, continuous drag, software renderer, scale 2, 120 Hz", "ms", "p99 ≤ 8.4 ms"),
        (
            "window-input-latency", "input-to-present latency, same drag: p99 ÷ (median present interval + 2 ms)", "×",
            "≤ 1 × (p99 within a step and 2 ms)"
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
                figures.append(
                    .atMost(
                        names[2].0, names[2].1, value: first.milliseconds.median, unit: "ms", limit: 80, target: names[2].3,
                        note: "median of \(first.milliseconds.count) launches: "
                            + first.milliseconds.map { String(format: "%.0f", $0) }.joined(separator: ", ") + " ms"))
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
        if wants(names[4].0) || wants(names[5].0) {
            progress("frame pacing over \(Int(plan.pacingDuration)) s of dragging")
            do {
                let pacing = try window.pacing(duration: plan.pacingDuration)
                let milliseconds = pacing.intervals.map { $0 * 1000 }
                let p99 = milliseconds.quantile(0.99)
                figures.append(
                    .atMost(
                        names[4].0, names[4].1, value: p99, unit: "ms", limit: 8.4, target: names[4].3,
                        note: String(
                            format: "median %.2f ms, max %.2f ms, %d intervals", milliseconds.median,
                            milliseconds.max() ?? Double.nan, milliseconds.count)
                            + (pacing.fitted.map { "; \($0)" } ?? "") + "; \(window.displayDescription)"))
                figures.append(latencyFigure(pacing, median: milliseconds.median))
            } catch {
                figures.append(.notMeasured(names[4].0, names[4].1, unit: names[4].2, target: names[4].3, why: "\(error)"))
                figures.append(.notMeasured(names[5].0, names[5].1, unit: names[5].2, target: names[5].3, why: "\(error)"))
            }
        }
        return (figures, "\(renderer), \(window.displayDescription)")
    }

    /// The input-to-present latency of the pacing run, as a ratio to that same run's step (its median present
    /// interval) plus 2 ms, so that a slower machine's longer frames do not move the target.
    private func latencyFigure(_ pacing: WindowBenchmarks.Pacing, median: Double) -> BenchFigure {
        let name = Self.windowFigureNames[5]
        let latencies = pacing.latencies.map { $0 * 1000 }
        guard latencies.count >= 10 else {
            return .notMeasured(name.0, name.1, unit: name.2, target: name.3, why: "only \(latencies.count) inputs shown")
        }
        let p99 = latencies.quantile(0.99)
        return .atMost(
            name.0, name.1, value: p99 / (median + 2), unit: name.2, limit: 1, target: name.3,
            note: String(
                format: "latency p99 %.2f ms, median %.2f ms, max %.2f ms over %d moves; present interval median %.2f ms", p99,
                latencies.median, latencies.max() ?? Double.nan, latencies.count, median))
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
