import Foundation
import OverlayFiles

/// One measured figure of `overlay-sim-bench`: its value, unit, target and whether the target is met.
struct BenchFigure {
    /// Stable identifier (the `name` field of `--json`).
    var name: String
    /// What was measured, for the table.
    var title: String
    /// The measured value; nil when it could not be measured.
    var value: Double?
    var unit: String
    /// The target as text ("≤ 15 ns median").
    var target: String
    /// nil when not measured.
    var met: Bool?
    /// Extra detail for the table (the p99, the reference frame, why it was not measured, ...).
    var note: String = ""

    /// A figure whose target is `value ≤ limit`.
    static func atMost(
        _ name: String, _ title: String, value: Double, unit: String, limit: Double, target: String,
        note: String = ""
    ) -> BenchFigure {
        BenchFigure(
            name: name, title: title, value: value, unit: unit, target: target,
            met: value.isFinite && value <= limit, note: note)
    }

    /// A figure that could not be measured, with the reason.
    static func notMeasured(_ name: String, _ title: String, unit: String, target: String, why: String) -> BenchFigure {
        BenchFigure(name: name, title: title, value: nil, unit: unit, target: target, met: nil, note: "not measured (\(why))")
    }
}

/// Formatting of the figures: an aligned table for people, a JSON list for programs.
enum BenchReport {
    static func formatted(_ value: Double?, unit: String) -> String {
        guard let value else { return "—" }
        let number: String
        if value != 0 && (abs(value) < 1e-3 || abs(value) >= 1e7) {
            number = String(format: "%.2e", value)
        } else if abs(value) >= 100 {
            number = String(format: "%.0f", value)
        } else if abs(value) >= 10 {
            number = String(format: "%.1f", value)
        } else {
            number = String(format: "%.3g", value)
        }
        return unit.isEmpty ? number : "\(number) \(unit)"
    }

    static func table(_ figures: [BenchFigure], machine: [String]) -> String {
        var lines = machine
        lines.append("")
        let rows = figures.map { figure -> [String] in
            let met = figure.met.map { $0 ? "yes" : "NO" } ?? "—"
            return [figure.title, formatted(figure.value, unit: figure.unit), figure.target, met, figure.note]
        }
        let header = ["figure", "measured", "target", "met", "notes"]
        var widths = header.map(\.count)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                index == cells.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }
        lines.append(line(header))
        lines.append(line(widths.map { String(repeating: "-", count: $0) }))
        lines += rows.map(line)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `[{"name":…,"value":…,"unit":…,"target":…,"met":…}, …]` (value and met are null when not measured).
    static func json(_ figures: [BenchFigure], machine: [String: String]) -> String {
        let string = JSONWriter.quoted
        func number(_ value: Double?) -> String {
            guard let value, value.isFinite else { return "null" }
            return "\(value)"
        }
        var objects = figures.map { figure in
            "{\"name\":\(string(figure.name)),\"value\":\(number(figure.value)),\"unit\":\(string(figure.unit)),"
                + "\"target\":\(string(figure.target)),\"met\":\(figure.met.map { $0 ? "true" : "false" } ?? "null"),"
                + "\"note\":\(string(figure.note))}"
        }
        // The machine rides along as a last object with the same keys, so the list stays uniform.
        let description = machine.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "; ")
        objects.append("{\"name\":\"machine\",\"value\":null,\"unit\":\"\",\"target\":\"\",\"met\":null,\"note\":\(string(description))}")
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }
}
