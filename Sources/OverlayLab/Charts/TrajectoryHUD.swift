import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayDrawing
import OverlayFiles
import OverlayPhysics
import OverlayPresets
import OverlaySimulation
import OverlayUIKit

/// The HUD's live trajectory: the displayed height over the last 2 s as a polyline in a small chart at the top
/// right of the window, and, while a finger drags the overlay, a marker at the notch the policy in use would pick
/// if the finger lifted now (the current height and pan velocity), with a dashed line from the overlay's edge.
public final class TrajectoryHUD {
    /// Seconds of history kept and drawn.
    public static let window = 2.0
    /// The chart's translucent backdrop.
    public static let chartBackground = DrawColor(hex: 0x000000, opacity: 0.62)
    /// The chart's title ("height, last 2 s").
    public static let chartTitle = DrawColor(hex: 0xFFFFFF, opacity: 0.85)
    private var samples: [(time: Double, height: Double)] = []

    public init() {}

    /// Records the simulation's current displayed height (call after every step).
    public func observe(_ simulation: Simulation) {
        let now = simulation.currentTime
        if let last = samples.last, last.time > now { samples.removeAll() }  // a new scene or session
        guard let container = simulation.container else { return }
        samples.append((now, Double(container.displayedTranslationHeight)))
        let cutoff = now - TrajectoryHUD.window
        if let firstKept = samples.firstIndex(where: { $0.time >= cutoff }), firstKept > 0 { samples.removeFirst(firstKept) }
    }

    /// Forgets the history (a scene switch).
    public func reset() { samples.removeAll() }

    /// The heights recorded over the last 2 s, oldest first.
    public var recentHeights: [Double] { samples.map(\.height) }

    /// Appends the trajectory chart (in `chart`; nothing when nil) and the target marker to `list` (the scene's own
    /// coordinates). The marker shows, while a finger moves the overlay (the frame log's `dragging`), the notch the
    /// policy in use would pick if it lifted now (the model height and the velocity of that finger), and while the
    /// overlay then animates, the notch it is going to; it stays clear of `avoiding` (the HUD's text panel).
    public func draw(_ simulation: Simulation, chart: DrawRect?, avoiding panel: DrawRect? = nil, into list: inout DrawList) {
        guard let container = simulation.container else { return }
        let heights = (0..<container.numberOfNotches).map { Double(container.heightForNotch(at: $0)) }
        var frame: ChartFrame?
        if let panel = chart {
            let maxHeight = max(Double(container.view.bounds.height), heights.max() ?? 0, samples.map(\.height).max() ?? 0, 1)
            list.append(.roundedRect(panel, CornerRadii(all: 8), TrajectoryHUD.chartBackground))
            let now = simulation.currentTime
            let chartFrame = ChartFrame(
                area: DrawRect(x: panel.x + 8, y: panel.y + 18, width: panel.width - 16, height: panel.height - 26),
                xRange: (now - TrajectoryHUD.window)...now, yRange: 0...maxHeight)
            list.append(
                .text(
                    "height, last 2 s", origin: DrawPoint(x: panel.x + 8, y: panel.y + 3), size: 10, face: .monospaced,
                    color: TrajectoryHUD.chartTitle, alignment: .left, maxWidth: panel.width - 16))
            for (index, notch) in heights.enumerated() {
                let y = chartFrame.y(notch)
                list.append(
                    .line(
                        from: DrawPoint(x: chartFrame.area.x, y: y), to: DrawPoint(x: chartFrame.area.maxX, y: y), width: 1,
                        color: ChartPalette.notch(index).withOpacity(0.7)))
            }
            chartFrame.drawSeries(samples.map { ($0.time, $0.height) }, width: 1.5, color: DrawColor(hex: 0xFFD60A), into: &list)
            frame = chartFrame
        }

        let target: Int?
        if container.isFingerDraggingOverlay {
            target = simulation.tuning?.projectedTargetNotch(height: container.translationHeight, velocity: container.overlayFingerVelocity)
        } else if container.isAnimating, heights.indices.contains(container.lastReachedNotchIndex) {
            target = container.lastReachedNotchIndex
        } else {
            target = nil
        }
        guard let target else { return }
        let targetHeight = heights[target]
        let frameInWindow = container.view.frameInWindow
        let bottom = Double(frameInWindow.maxY)
        let y = bottom - targetHeight, from = bottom - Double(container.displayedTranslationHeight)
        var x = Double(frameInWindow.minX) + 24
        if let panel, panel.overlaps(DrawRect(x: x - 8, y: min(y, from) - 10, width: 110, height: abs(from - y) + 20)) {
            x = panel.maxX + 16
        }
        let color = ChartPalette.notch(target)
        var segment = min(from, y)
        while segment < max(from, y) {
            list.append(
                .line(from: DrawPoint(x: x, y: segment), to: DrawPoint(x: x, y: min(segment + 6, max(from, y))), width: 2, color: color))
            segment += 10
        }
        list.append(.circle(center: DrawPoint(x: x, y: y), radius: 7, color: DrawColor.white))
        list.append(.circle(center: DrawPoint(x: x, y: y), radius: 5, color: color))
        // The label in white on the HUD's opaque pill: the notch colours are for the chart, too dark to read on the
        // map and too light on the card.
        let label = "→ notch \(target)"
        let pill = DrawRect(x: x + 11, y: y - 9, width: Double(label.count) * 8.2 + 8, height: 18)
        list.append(.roundedRect(pill, CornerRadii(all: 5), ViewTreeDrawer.hudLabelBackground))
        list.append(
            .text(
                label, origin: DrawPoint(x: x + 15, y: y - 8), size: 12, face: .bold, color: ViewTreeDrawer.hudText,
                alignment: .left, maxWidth: nil))
        // The same marker on the trajectory chart's right edge.
        if let frame {
            list.append(.circle(center: DrawPoint(x: frame.area.maxX, y: frame.y(targetHeight)), radius: 3.5, color: color))
        }
    }
}
