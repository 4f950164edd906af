import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayDrawing
import OverlayFiles
import OverlayPhysics
import OverlayPresets
import OverlayScenes
import OverlaySimulation
import OverlayUIKit

/// `overlay-sim map`: the decision map of a preset's target policy. Release velocity runs along x from −4000 to
/// +4000 pt/s (positive is a downward flick, as `willEndDraggingOverlay(_:atVelocity:)` reports it) in 80 columns
/// of 100 pt/s; release height runs along y from 0 (bottom) to the container's height H (top) in 120 rows. Each
/// 4×4 pt cell is filled with the colour of the notch `targetNotchIndex(preset:…)` picks for the release at the
/// cell's centre, or with the dismissal colour where the sheet scene's dismissal policy
/// (`ThresholdOverlayContainerSheetDismissalPolicy`: a flick down faster than 2400 pt/s, or a target below
/// notch 1) would dismiss the sheet. The notch heights are marked on the left edge, a legend sits below.
public enum DecisionMap {
    /// Columns (velocity) and rows (height) of the grid.
    public static let columns = 80, rows = 120
    /// The velocity axis, points per second.
    public static let velocityRange = -4000.0...4000.0
    /// A cell's side in points.
    public static let cellSize = 4.0
    /// One panel (one preset): its size in points and where its grid starts inside it.
    public static let panelWidth = 420.0, panelHeight = 620.0
    public static let gridOrigin = DrawPoint(x: 70, y: 56)

    /// What a release in a cell leads to.
    public enum Outcome: Hashable, Sendable {
        case notch(Int)
        case dismissal
    }

    /// What the map is computed from: the scene's notch heights at its device size.
    public struct Setup: Equatable, Sendable {
        public var sceneName: String
        public var notchHeights: [Double]
        public var availableHeight: Double
        public var reachable: [Int]?
        /// Whether the sheet's dismissal rule applies (the sheet scene).
        public var dismisses: Bool

        public init(sceneName: String, notchHeights: [Double], availableHeight: Double, reachable: [Int]?, dismisses: Bool) {
            self.sceneName = sceneName
            self.notchHeights = notchHeights
            self.availableHeight = availableHeight
            self.reachable = reachable
            self.dismisses = dismisses
        }

        /// The setup of `scenario`'s scene: built and laid out at its device size (the sheet presented first).
        public init(scenario: Scenario) {
            let scene = BuiltInScene(scenario: scenario)
            let simulation = Simulation(scene: scene, stepsPerSecond: 60)
            if scenario.scene == .sheet {
                simulation.apply(TraceEvent(time: 0, kind: .key(.pressButton)))
                simulation.advance(to: 1)
            }
            self.init(
                sceneName: scenario.name, notchHeights: scene.notchHeights.map(Double.init),
                availableHeight: Double(
                    scene.container.view.bounds.height > 0
                        ? scene.container.view.bounds.height
                        : scene.window.bounds.height),
                reachable: scenario.reachable, dismisses: scenario.scene == .sheet)
        }
    }

    /// The release velocity at the centre of `column`.
    public static func velocity(column: Int) -> Double {
        velocityRange.lowerBound + (Double(column) + 0.5) * (velocityRange.upperBound - velocityRange.lowerBound) / Double(columns)
    }

    /// The release height at the centre of `row` (row 0 is the top, H).
    public static func height(row: Int, setup: Setup) -> Double {
        setup.availableHeight * (Double(rows - row) - 0.5) / Double(rows)
    }

    /// The outcome of a release at `height` and `velocity` with `preset`.
    public static func outcome(preset: OverlayBehaviorPreset, height: Double, velocity: Double, setup: Setup) -> Outcome {
        let heights = setup.notchHeights.map { CGFloat($0) }
        let index = targetNotchIndex(
            preset: preset, releaseHeight: CGFloat(height), releaseVelocity: CGFloat(velocity),
            notchHeights: heights, reachable: setup.reachable)
        guard setup.dismisses, heights.indices.contains(index) else { return .notch(index) }
        var policy = ThresholdOverlayContainerSheetDismissalPolicy()
        policy.dismissingVelocity = .value(2400)
        policy.dismissingPosition = .notch(index: min(1, heights.count - 1))
        let context = DismissalContext(
            velocity: CGPoint(x: 0, y: velocity), overlayTranslationHeight: CGFloat(height),
            heights: heights, reachableIndexes: setup.reachable ?? Array(heights.indices),
            targetTranslationHeight: heights[index])
        return policy.shouldDismiss(using: context) ? .dismissal : .notch(index)
    }

    /// Every cell, `[row][column]`.
    public static func grid(preset: OverlayBehaviorPreset, setup: Setup) -> [[Outcome]] {
        (0..<rows).map { row in
            (0..<columns).map { column in
                outcome(preset: preset, height: height(row: row, setup: setup), velocity: velocity(column: column), setup: setup)
            }
        }
    }

    /// A cell's colour.
    public static func color(_ outcome: Outcome) -> DrawColor {
        switch outcome {
        case let .notch(index): return ChartPalette.notch(index)
        case .dismissal: return ChartPalette.dismissal
        }
    }

    /// One panel per preset, side by side, at `scale`.
    public static func drawList(presets: [OverlayBehaviorPreset], setup: Setup, scale: Double = 1) -> DrawList {
        var list = DrawList(width: panelWidth * Double(max(presets.count, 1)), height: panelHeight, scale: scale, background: .white)
        for (index, preset) in presets.enumerated() {
            drawPanel(preset: preset, setup: setup, dx: panelWidth * Double(index), into: &list)
        }
        return list
    }

    private static func drawPanel(preset: OverlayBehaviorPreset, setup: Setup, dx: Double, into list: inout DrawList) {
        let origin = DrawPoint(x: dx + gridOrigin.x, y: gridOrigin.y)
        let gridWidth = Double(columns) * cellSize, gridHeight = Double(rows) * cellSize
        list.append(
            .text(
                "\(setup.sceneName) · \(preset.name.rawValue)", origin: DrawPoint(x: dx + 20, y: 12), size: 16, face: .bold,
                color: ChartPalette.height, alignment: .left, maxWidth: panelWidth - 30))
        let cells = grid(preset: preset, setup: setup)
        for (row, outcomes) in cells.enumerated() {
            // Runs of equal cells become one rectangle (same pixels, fewer commands).
            var start = 0
            while start < columns {
                var end = start + 1
                while end < columns && outcomes[end] == outcomes[start] { end += 1 }
                list.append(
                    .fill(
                        DrawRect(
                            x: origin.x + Double(start) * cellSize, y: origin.y + Double(row) * cellSize,
                            width: Double(end - start) * cellSize, height: cellSize), color(outcomes[start])))
                start = end
            }
        }
        let frame = ChartFrame(
            area: DrawRect(x: origin.x, y: origin.y, width: gridWidth, height: gridHeight),
            xRange: velocityRange, yRange: 0...setup.availableHeight)
        frame.drawAxes(xTitle: "release velocity (pt/s, + down)", yTitle: "", xTicks: 4, yTicks: 8, grid: false, into: &list)
        list.append(
            .text(
                "height (pt)", origin: DrawPoint(x: origin.x - 62, y: origin.y - 22), size: 12, face: .regular,
                color: ChartFrame.labelColor, alignment: .left, maxWidth: nil))
        // Notch heights: a marker outside the grid's right edge.
        for (index, notch) in setup.notchHeights.enumerated() where notch >= 0 && notch <= setup.availableHeight {
            let y = frame.y(notch)
            list.append(
                .polygon(
                    [
                        DrawPoint(x: origin.x + gridWidth + 2, y: y), DrawPoint(x: origin.x + gridWidth + 9, y: y - 4),
                        DrawPoint(x: origin.x + gridWidth + 9, y: y + 4),
                    ], color(.notch(index))))
            list.append(
                .text(
                    "\(index)", origin: DrawPoint(x: origin.x + gridWidth + 11, y: y - 7), size: 11, face: .bold,
                    color: color(.notch(index)), alignment: .left, maxWidth: nil))
        }
        // Legend.
        var x = dx + 20
        let y = origin.y + gridHeight + 44
        var entries = setup.notchHeights.indices.map {
            (Outcome.notch($0), "notch \($0) (\(ChartFrame.format(setup.notchHeights[$0].rounded())))")
        }
        if setup.dismisses { entries.append((.dismissal, "dismiss")) }
        for (entryIndex, (outcome, label)) in entries.enumerated() {
            if entryIndex == 3 { x = dx + 20 }
            let rowY = y + (entryIndex >= 3 ? 20 : 0)
            list.append(.fill(DrawRect(x: x, y: rowY, width: 12, height: 12), color(outcome)))
            list.append(
                .text(
                    label, origin: DrawPoint(x: x + 16, y: rowY - 1), size: 11, face: .regular, color: ChartFrame.labelColor,
                    alignment: .left, maxWidth: nil))
            x += 16 + Double(label.count) * 6.6 + 14
        }
    }
}

/// A dismissal context from plain values (a release, not dragging).
private struct DismissalContext: OverlayContainerSheetDismissalPolicyContext {
    let overlayViewController = ViewController()
    var isDragging: Bool { false }
    var velocity: CGPoint
    var overlayTranslationHeight: CGFloat
    var heights: [CGFloat]
    var reachableIndexes: [Int]
    var targetTranslationHeight: CGFloat
    var isAnimated: Bool { true }
    var isCancelled: Bool { false }
    var notchIndexes: Range<Int> { heights.indices }
    func height(forNotchAt index: Int) -> CGFloat { heights.indices.contains(index) ? heights[index] : 0 }
}
