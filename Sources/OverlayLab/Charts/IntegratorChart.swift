import Foundation
import OverlayDrawing
import OverlayPhysics

/// `overlay-sim integrators --out`: one move run by each spring method at a display rate. The upper panel shows
/// the position against time (the closed form as a thin grey curve, each method as its frames joined by lines);
/// the lower panel shows each method's error against the Float80 closed form on a log scale.
package enum IntegratorChart {
    /// The canvas size in points.
    package static let width = 900.0, height = 640.0

    /// The colour of each method's line.
    static func color(_ method: SpringMethod) -> DrawColor {
        switch method {
        case .overlayAnimator: return ChartPalette.height
        case .semiImplicitEuler: return DrawColor(hex: 0xF28E2B)
        case .fixedStepRK4: return DrawColor(hex: 0x59A14F)
        }
    }

    static let exactColor = DrawColor(hex: 0xA0A0A8)
    /// Errors below this (ours' are at most a few 10⁻¹⁴ pt, some exactly 0) are drawn on the lower edge.
    static let errorFloor = -16.0

    /// The chart of `move` at `hz`, over the frames ours runs, `width`×`height` points at `scale`.
    package static func drawList(_ move: SpringMove = IntegratorComparison.headline, hz: Int = 60, scale: Double = 1) -> DrawList {
        var list = DrawList(width: width, height: height, scale: scale, background: .white)
        let runs = SpringMethod.allCases.map { ($0, IntegratorComparison.run($0, move, hz: hz)) }
        let duration = (runs.first?.1.times.last ?? 0.5) + 1 / Double(hz)
        let start = -move.distance

        list.append(
            .text(
                "\(Int(move.distance)) pt move, \(move.label), \(hz) Hz: each method against the closed form",
                origin: DrawPoint(x: 20, y: 14), size: 16, face: .bold, color: ChartPalette.height,
                alignment: .left, maxWidth: width - 40))
        drawLegend(runs, into: &list)

        // Upper panel: position from 0 to the target.
        let exact = ExactSpring(move.spring)
        let curve = stride(from: 0.0, through: duration, by: 0.001).map { t -> (Double, Double) in
            let u = exact.displacement(u0: Float80(start), v0: Float80(move.releaseVelocity), t: Float80(t))
            return (t, Double(u) - start)
        }
        let positions = runs.flatMap(\.1.displacements).map { $0 - start } + curve.map(\.1)
        let top = ChartFrame(
            area: DrawRect(x: 70, y: 110, width: 800, height: 270), xRange: 0...duration,
            yRange: min(0, positions.min() ?? 0)...((positions.max() ?? move.distance) * 1.04))
        top.drawAxes(xTitle: "", yTitle: "position (pt)", into: &list)
        top.drawSeries(curve, width: 3, color: exactColor, into: &list)
        for (method, run) in runs.reversed() {
            let points = [(0.0, 0.0)] + zip(run.times, run.displacements).map { ($0, $1 - start) }
            top.drawSeries(points, width: 1.5, color: color(method), into: &list)
            drawFrameDots(points, in: top, color: color(method), into: &list)
        }

        // Lower panel: log10 of the error; a method's error of 0 sits on the floor.
        let logErrors = runs.flatMap(\.1.errors).map { log10(max($0, 1e-300)) }
        let ceiling = max(0, (logErrors.max() ?? 0).rounded(.up))
        let bottom = ChartFrame(
            area: DrawRect(x: 70, y: 440, width: 800, height: 160), xRange: 0...duration,
            yRange: errorFloor...ceiling)
        bottom.drawAxes(
            xTitle: "time (s)", yTitle: "|position − closed form| (pt, log scale)", yTicks: 9,
            yLabel: powerOfTen, into: &list)
        for (method, run) in runs.reversed() {
            let points = zip(run.times, run.errors).map { ($0, max(errorFloor, log10(max($1, 1e-300)))) }
            bottom.drawSeries(points, width: 1.5, color: color(method), into: &list)
            drawFrameDots(points, in: bottom, color: color(method), into: &list)
        }
        return list
    }

    /// A dot per display frame: where each method's value is actually shown.
    private static func drawFrameDots(
        _ points: [(Double, Double)], in frame: ChartFrame, color: DrawColor,
        into list: inout DrawList
    ) {
        list.append(.pushClip(frame.area))
        for (x, y) in points where x > 0 {
            list.append(.circle(center: frame.point(x, y), radius: 2.5, color: color))
        }
        list.append(.popClip)
    }

    private static func drawLegend(_ runs: [(SpringMethod, MethodRun)], into list: inout DrawList) {
        var x = 70.0, y = 44.0
        func item(_ label: String, color: DrawColor, width lineWidth: Double) {
            list.append(.line(from: DrawPoint(x: x, y: y), to: DrawPoint(x: x + 16, y: y), width: lineWidth, color: color))
            list.append(
                .text(
                    label, origin: DrawPoint(x: x + 22, y: y - 7), size: 11, face: .regular, color: ChartFrame.labelColor,
                    alignment: .left, maxWidth: nil))
            x += 22 + Double(label.count) * 6.2 + 24
        }
        item("closed form (Float80)", color: exactColor, width: 3)
        for (index, (method, run)) in runs.enumerated() {
            if index == 1 {
                x = 70
                y += 20
            }
            item("\(method.title): max \(formatError(run.maximumError))", color: color(method), width: 2)
        }
    }

    /// "41.0 pt", "0.94 pt", "1.1e-13 pt".
    package static func formatError(_ value: Double) -> String {
        if value == 0 { return "0 pt" }
        if value >= 10 { return String(format: "%.1f pt", value) }
        if value >= 1e-3 { return String(format: "%.2g pt", value) }
        return String(format: "%.1e pt", value)
    }

    /// "10⁻³" for −3, "1" for 0, "10" for 1.
    static func powerOfTen(_ exponent: Double) -> String {
        let power = Int(exponent.rounded())
        if power == 0 { return "1" }
        if power == 1 { return "10" }
        let superscripts: [Character: Character] = [
            "-": "⁻", "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴",
            "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸", "9": "⁹",
        ]
        return "10" + String(String(power).map { superscripts[$0] ?? $0 })
    }
}
