import Foundation
import OverlayContainerManager
import OverlayDrawing
import OverlayFiles
import OverlayPhysics
import OverlayPresets
import OverlaySimulation
import OverlayUIKit

/// `overlay-sim plot`: a replay as a chart. The upper panel shows the displayed translation height against time
/// with a dashed line per notch (labelled, in the notch's colour), a red arrow and label at each release (its
/// velocity, pt/s, positive down) and the callbacks as markers along the bottom edge (▲ willMove:N,
/// ● didMove:N, | willStartDragging); the lower panel shows the driving scroll view's content offset. A recording's
/// idle stretch that the replay shortened is a dashed grey line through both panels, labelled "⋯ 20 h idle".
public enum TrajectoryPlot {
    /// The canvas size in points.
    public static let width = 900.0, height = 600.0

    /// The chart of `recording`, `width`×`height` points at `scale`. With `expected` (the approved run's
    /// displayed height against time, from its frame log) that run is drawn too, wide and pale under the actual
    /// one, so where two runs part is seen at a glance.
    public static func drawList(
        _ recording: ReplayRecording, expected: [(time: Double, height: Double)]? = nil,
        scale: Double = 1
    ) -> DrawList {
        var list = DrawList(width: width, height: height, scale: scale, background: .white)
        let expectedHeights = expected?.map(\.height) ?? []
        let duration = max(recording.samples.last?.time ?? 1, expected?.last?.time ?? 0, 0.1)
        let maxHeight = max(
            recording.samples.map(\.height).max() ?? 0, recording.notchHeights.max() ?? 0, recording.availableHeight, 1,
            expectedHeights.max() ?? 0)
        let minHeight = min(recording.samples.map(\.height).min() ?? 0, 0, expectedHeights.min() ?? 0)
        let top = ChartFrame(
            area: DrawRect(x: 70, y: 70, width: 800, height: 330),
            xRange: 0...duration, yRange: minHeight...(maxHeight * 1.05))
        let subject = expected == nil ? "displayed height and content offset" : "approved against actual displayed height"
        list.append(
            .text(
                "\(recording.sceneName) · \(recording.presetName) — \(subject)",
                origin: DrawPoint(x: 20, y: 14), size: 16, face: .bold, color: ChartPalette.height,
                alignment: .left, maxWidth: width - 40))
        drawLegend(comparing: expected != nil, into: &list)
        top.drawAxes(xTitle: "", yTitle: "height (pt)", into: &list)

        // Notch lines, dashed.
        list.append(.pushClip(top.area))
        for (index, notch) in recording.notchHeights.enumerated() {
            let y = top.y(notch)
            var x = top.area.x
            while x < top.area.maxX {
                list.append(
                    .line(
                        from: DrawPoint(x: x, y: y), to: DrawPoint(x: min(x + 8, top.area.maxX), y: y), width: 1.5,
                        color: ChartPalette.notch(index)))
                x += 14
            }
            list.append(
                .text(
                    "notch \(index)  \(ChartFrame.format(notch.rounded()))", origin: DrawPoint(x: top.area.maxX - 6, y: y - 16),
                    size: 11, face: .regular, color: ChartPalette.notch(index), alignment: .right, maxWidth: nil))
        }
        list.append(.popClip)
        if let expected {
            top.drawSeries(expected.map { ($0.time, $0.height) }, width: 6, color: ChartPalette.approved, into: &list)
        }
        top.drawSeries(recording.samples.map { ($0.time, $0.height) }, width: 2, color: ChartPalette.height, into: &list)

        // Releases: an arrow in the direction the finger moved (down for positive velocity) and the velocity.
        for release in recording.releases {
            let x = top.x(release.time), y = top.y(release.height)
            let direction = release.velocity > 0 ? 1.0 : -1.0
            let length = min(60, 12 + abs(release.velocity) / 50)
            let tip = DrawPoint(x: x, y: y + direction * length)
            if abs(release.velocity) >= 1 {
                list.append(.line(from: DrawPoint(x: x, y: y), to: tip, width: 2, color: ChartPalette.release))
                list.append(
                    .polygon(
                        [tip, DrawPoint(x: x - 5, y: tip.y - direction * 8), DrawPoint(x: x + 5, y: tip.y - direction * 8)],
                        ChartPalette.release))
            }
            list.append(.circle(center: DrawPoint(x: x, y: y), radius: 3.5, color: ChartPalette.release))
            list.append(
                .text(
                    "\(Int(release.velocity.rounded())) pt/s", origin: DrawPoint(x: x + 7, y: y - (direction > 0 ? 18 : -4)),
                    size: 11, face: .bold, color: ChartPalette.release, alignment: .left, maxWidth: nil))
        }

        // Idle stretches the replay shortened: a dashed line at each cut, labelled with the recorded pause.
        for cut in recording.idleCuts { IdleCutMarks.drawPlotMarker(cut, in: top, labelled: true, into: &list) }

        // Callbacks along the bottom edge of the upper panel.
        for sample in recording.samples where !sample.events.isEmpty {
            let x = top.x(sample.time)
            for event in sample.events { drawEventMarker(event, x: x, baseline: top.area.maxY, into: &list) }
        }

        // Lower panel: the content offset.
        let offsets = recording.samples.compactMap { sample in sample.contentOffset.map { (sample.time, $0) } }
        let lowValue = min(offsets.map(\.1).min() ?? 0, 0), highValue = max(offsets.map(\.1).max() ?? 0, 10)
        let pad = (highValue - lowValue) * 0.08
        let bottom = ChartFrame(
            area: DrawRect(x: 70, y: 450, width: 800, height: 100), xRange: 0...duration,
            yRange: (lowValue - pad)...(highValue + pad))
        bottom.drawAxes(xTitle: "time (s)", yTitle: "content offset (pt)", yTicks: 3, into: &list)
        if offsets.isEmpty {
            list.append(
                .text(
                    "no driving scroll view", origin: DrawPoint(x: bottom.area.x + bottom.area.width / 2, y: bottom.area.y + 40),
                    size: 12, face: .regular, color: ChartFrame.labelColor, alignment: .center, maxWidth: nil))
        } else {
            bottom.drawSeries(offsets, width: 2, color: ChartPalette.contentOffset, into: &list)
        }
        for cut in recording.idleCuts { IdleCutMarks.drawPlotMarker(cut, in: bottom, labelled: false, into: &list) }
        return list
    }

    private static func drawEventMarker(_ event: FrameLogEvent, x: Double, baseline: Double, into list: inout DrawList) {
        switch event {
        case let .container(.willMove(notch)):
            let color = ChartPalette.notch(notch)
            list.append(
                .polygon(
                    [DrawPoint(x: x, y: baseline - 16), DrawPoint(x: x - 5, y: baseline - 7), DrawPoint(x: x + 5, y: baseline - 7)], color))
        case let .container(.didMove(notch)):
            list.append(.circle(center: DrawPoint(x: x, y: baseline - 11), radius: 4.5, color: ChartPalette.notch(notch)))
        case .container(.willStartDragging):
            list.append(
                .line(from: DrawPoint(x: x, y: baseline - 20), to: DrawPoint(x: x, y: baseline), width: 2, color: DrawColor(hex: 0x636366)))
        case .container(.willEndDragging), .container(.willTranslate):
            break
        case .scene, .manager:
            // Scene and named-container events (present, push:1, appear:toasts:3, …): a small grey diamond and the name.
            list.append(
                .polygon(
                    [
                        DrawPoint(x: x, y: baseline - 30), DrawPoint(x: x + 4, y: baseline - 26),
                        DrawPoint(x: x, y: baseline - 22), DrawPoint(x: x - 4, y: baseline - 26),
                    ], DrawColor(hex: 0x8E8E93)))
            list.append(
                .text(
                    event.description, origin: DrawPoint(x: x + 6, y: baseline - 33), size: 10, face: .regular,
                    color: DrawColor(hex: 0x8E8E93), alignment: .left, maxWidth: nil))
        }
    }

    /// The legend's labels, in order.
    public static func legendLabels(comparing: Bool) -> [String] {
        (comparing ? ["approved height", "actual height"] : ["displayed height"])
            + ["content offset", "notch", "release velocity", "willMove", "didMove", "drag start"]
    }

    /// The legend's width estimated from its labels (11 pt text, 6.6 pt a character or less): a symbol, a label, a gap.
    public static func legendWidth(comparing: Bool) -> Double {
        let labels = legendLabels(comparing: comparing)
        return labels.map { 18 + Double($0.count) * 6.6 }.reduce(0, +) + 18 * Double(labels.count - 1)
    }

    private static func drawLegend(comparing: Bool, into list: inout DrawList) {
        // Over the plot area, moved left (as far as the title's margin) when it would pass the right margin.
        var x = max(20, min(70, width - 20 - legendWidth(comparing: comparing)))
        let y = 40.0
        func item(_ label: String, _ draw: (Double) -> Void) {
            draw(x)
            list.append(
                .text(
                    label, origin: DrawPoint(x: x + 18, y: y - 7), size: 11, face: .regular, color: ChartFrame.labelColor,
                    alignment: .left, maxWidth: nil))
            x += 18 + Double(label.count) * 6.6 + 18
        }
        if comparing {
            item("approved height") { x in
                list.append(.line(from: DrawPoint(x: x, y: y), to: DrawPoint(x: x + 14, y: y), width: 6, color: ChartPalette.approved))
            }
            item("actual height") { x in
                list.append(.line(from: DrawPoint(x: x, y: y), to: DrawPoint(x: x + 14, y: y), width: 2, color: ChartPalette.height))
            }
        } else {
            item("displayed height") { x in
                list.append(.line(from: DrawPoint(x: x, y: y), to: DrawPoint(x: x + 14, y: y), width: 2, color: ChartPalette.height))
            }
        }
        item("content offset") { x in
            list.append(.line(from: DrawPoint(x: x, y: y), to: DrawPoint(x: x + 14, y: y), width: 2, color: ChartPalette.contentOffset))
        }
        item("notch") { x in
            list.append(.line(from: DrawPoint(x: x, y: y), to: DrawPoint(x: x + 14, y: y), width: 1.5, color: ChartPalette.notch(0)))
        }
        item("release velocity") { x in list.append(.circle(center: DrawPoint(x: x + 7, y: y), radius: 3.5, color: ChartPalette.release)) }
        item("willMove") { x in
            list.append(
                .polygon(
                    [DrawPoint(x: x + 7, y: y - 5), DrawPoint(x: x + 2, y: y + 4), DrawPoint(x: x + 12, y: y + 4)], ChartPalette.notch(1)))
        }
        item("didMove") { x in list.append(.circle(center: DrawPoint(x: x + 7, y: y), radius: 4.5, color: ChartPalette.notch(1))) }
        item("drag start") { x in
            list.append(
                .line(from: DrawPoint(x: x + 7, y: y - 7), to: DrawPoint(x: x + 7, y: y + 7), width: 2, color: DrawColor(hex: 0x636366)))
        }
    }
}
