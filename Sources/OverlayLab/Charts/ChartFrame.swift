import Foundation
import OverlayContainerManager
import OverlayDrawing
import OverlayFiles
import OverlayPhysics
import OverlayUIKit

/// A rectangular plotting area mapping data coordinates to canvas points, with the axes, ticks and labels the
/// plot and the decision map share. Data y grows upwards; canvas y grows downwards.
struct ChartFrame {
    /// The plotting area on the canvas.
    var area: DrawRect
    var xRange: ClosedRange<Double>
    var yRange: ClosedRange<Double>

    static let axisColor = DrawColor(hex: 0x3A3A3C)
    static let gridColor = DrawColor(hex: 0xE5E5EA)
    static let labelColor = DrawColor(hex: 0x3A3A3C)

    func x(_ value: Double) -> Double {
        let span = xRange.upperBound - xRange.lowerBound
        return area.x + (span > 0 ? (value - xRange.lowerBound) / span : 0) * area.width
    }

    func y(_ value: Double) -> Double {
        let span = yRange.upperBound - yRange.lowerBound
        return area.maxY - (span > 0 ? (value - yRange.lowerBound) / span : 0) * area.height
    }

    func point(_ x: Double, _ y: Double) -> DrawPoint { DrawPoint(x: self.x(x), y: self.y(y)) }

    /// Round tick values (1, 2 or 5 × 10ⁿ apart) covering `range` with about `count` ticks.
    static func ticks(_ range: ClosedRange<Double>, count: Int) -> [Double] {
        let span = range.upperBound - range.lowerBound
        guard span > 0, span.isFinite, count > 0 else { return [range.lowerBound] }
        let raw = span / Double(count)
        let magnitude = pow(10, floor(log10(raw)))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? 10 * magnitude
        var values: [Double] = []
        var value = (range.lowerBound / step).rounded(.up) * step
        while value <= range.upperBound + step * 1e-9 {
            values.append(abs(value) < step * 1e-9 ? 0 : value)
            value += step
        }
        return values
    }

    static func format(_ value: Double) -> String {
        if value == value.rounded() { return String(Int(value)) }
        return String(format: "%g", value)
    }

    /// Grid lines, the frame, tick labels and the axis titles. `yLabel` writes a y tick's label (a log scale's
    /// "10⁻³" for the tick −3).
    func drawAxes(
        xTitle: String, yTitle: String, xTicks: Int = 8, yTicks: Int = 6, grid: Bool = true,
        yLabel: (Double) -> String = ChartFrame.format, into list: inout DrawList
    ) {
        for value in ChartFrame.ticks(xRange, count: xTicks) {
            let px = x(value)
            if grid {
                list.append(
                    .line(from: DrawPoint(x: px, y: area.y), to: DrawPoint(x: px, y: area.maxY), width: 1, color: ChartFrame.gridColor))
            }
            list.append(
                .line(from: DrawPoint(x: px, y: area.maxY), to: DrawPoint(x: px, y: area.maxY + 4), width: 1, color: ChartFrame.axisColor))
            list.append(
                .text(
                    ChartFrame.format(value), origin: DrawPoint(x: px, y: area.maxY + 6), size: 11, face: .regular,
                    color: ChartFrame.labelColor, alignment: .center, maxWidth: nil))
        }
        for value in ChartFrame.ticks(yRange, count: yTicks) {
            let py = y(value)
            if grid {
                list.append(
                    .line(from: DrawPoint(x: area.x, y: py), to: DrawPoint(x: area.maxX, y: py), width: 1, color: ChartFrame.gridColor))
            }
            list.append(
                .line(from: DrawPoint(x: area.x - 4, y: py), to: DrawPoint(x: area.x, y: py), width: 1, color: ChartFrame.axisColor))
            list.append(
                .text(
                    yLabel(value), origin: DrawPoint(x: area.x - 7, y: py - 7), size: 11, face: .regular,
                    color: ChartFrame.labelColor, alignment: .right, maxWidth: nil))
        }
        drawFrame(into: &list)
        list.append(
            .text(
                xTitle, origin: DrawPoint(x: area.x + area.width / 2, y: area.maxY + 22), size: 12, face: .regular,
                color: ChartFrame.labelColor, alignment: .center, maxWidth: nil))
        list.append(
            .text(
                yTitle, origin: DrawPoint(x: area.x, y: area.y - 20), size: 12, face: .regular,
                color: ChartFrame.labelColor, alignment: .left, maxWidth: nil))
    }

    /// The four sides of the plotting area.
    func drawFrame(into list: inout DrawList) {
        let corners = [
            DrawPoint(x: area.x, y: area.y), DrawPoint(x: area.maxX, y: area.y),
            DrawPoint(x: area.maxX, y: area.maxY), DrawPoint(x: area.x, y: area.maxY),
        ]
        for index in 0..<4 {
            list.append(.line(from: corners[index], to: corners[(index + 1) % 4], width: 1, color: ChartFrame.axisColor))
        }
    }

    /// A polyline through data points (segments; a NaN breaks it), clipped to the area.
    func drawSeries(_ points: [(Double, Double)], width: Double, color: DrawColor, into list: inout DrawList) {
        list.append(.pushClip(area))
        var previous: DrawPoint?
        for (xValue, yValue) in points {
            guard xValue.isFinite, yValue.isFinite else {
                previous = nil
                continue
            }
            let current = point(xValue, yValue)
            if let previous = previous { list.append(.line(from: previous, to: current, width: width, color: color)) }
            previous = current
        }
        list.append(.popClip)
    }
}

/// Colours shared by the charts: one per notch (cycled), and the sheet's dismissal.
public enum ChartPalette {
    /// The colour of notch `index` (cells of the decision map, notch lines of the plot).
    public static func notch(_ index: Int) -> DrawColor {
        let colors: [UInt32] = [0x4C78A8, 0x59A14F, 0xF28E2B, 0xB07AA1, 0x76B7B2, 0xEDC948, 0x9C755F, 0xFF9DA7]
        return DrawColor(hex: colors[((index % colors.count) + colors.count) % colors.count])
    }

    /// Dismissal cells (the sheet).
    public static let dismissal = DrawColor(hex: 0xE15759)
    /// The displayed height line of the plot.
    public static let height = DrawColor(hex: 0x1C1C1E)
    /// The content offset line of the plot.
    public static let contentOffset = DrawColor(hex: 0x0A84FF)
    /// The approved run's height when a check compares two runs: a pale orange, wide, beneath the actual line.
    public static let approved = DrawColor(hex: 0xFFB37A)
    /// Release velocity markers.
    public static let release = DrawColor(hex: 0xD62728)
}
