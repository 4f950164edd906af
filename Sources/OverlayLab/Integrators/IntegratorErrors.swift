import Foundation
import OverlayPhysics

/// The maximum error (pt) of each spring method at 60 and 120 Hz on each of the comparison's moves, over the frames
/// ours runs, against the Float80 closed form: what `overlay-sim integrators` prints (the cost of a step is the
/// Benchmarks package's `AnimationStep`).
package struct IntegratorErrors: Sendable {
    /// The step rates compared.
    package static let rates = [60, 120]
    /// [move][method][rate], in the order of `IntegratorComparison.moves`, `SpringMethod.allCases`, `rates`.
    package var values: [[[Double]]]

    /// Runs every method on every move at both rates.
    package static func measure() -> IntegratorErrors {
        IntegratorErrors(
            values: IntegratorComparison.moves.map { move in
                SpringMethod.allCases.map { method in
                    rates.map { IntegratorComparison.run(method, move, hz: $0).maximumError }
                }
            })
    }

    /// The method's worst error over every move and rate.
    package func worst(_ method: SpringMethod) -> Double {
        let index = SpringMethod.allCases.firstIndex(of: method)!
        return values.flatMap { $0[index] }.max() ?? .nan
    }

    /// The method's errors on the headline move (the first), one per rate.
    package func headline(_ method: SpringMethod) -> [Double] {
        values[0][SpringMethod.allCases.firstIndex(of: method)!]
    }

    /// The full table, for people: a row per move, a column per method and rate, and, given, each method's cost
    /// per 60 Hz step in nanoseconds.
    package func table(costs: [SpringMethod: Double]?) -> [String] {
        let rates = IntegratorErrors.rates
        var rows: [[String]] = [
            ["move (300 pt)"] + SpringMethod.allCases.flatMap { method in rates.map { "\(method.shortTitle) \($0) Hz" } }
        ]
        for (move, values) in zip(IntegratorComparison.moves, values) {
            rows.append([move.label] + values.flatMap { $0.map(IntegratorChart.formatError) })
        }
        if let costs {
            rows.append(
                ["ns per 60 Hz step"]
                    + SpringMethod.allCases.flatMap { method in
                        [String(format: "%.1f ns", costs[method] ?? .nan), ""]
                    })
        }
        var widths = Array(repeating: 0, count: rows[0].count)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        let lines = rows.map { row in
            row.enumerated().map { index, cell in
                index == 0
                    ? cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[index] - cell.count) + cell
            }.joined(separator: "  ")
        }
        let key = SpringMethod.allCases.map(\.title).joined(separator: "; ")
        return [
            "Spring methods: max |position − closed form (Float80)| over each move, every frame while ours runs",
            "(\(key))", "",
        ] + lines
    }
}
