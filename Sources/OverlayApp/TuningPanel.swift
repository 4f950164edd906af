import Foundation
import OverlayDrawing
import OverlayFiles
import OverlayRender
import OverlayScenes
import OverlaySimulation

/// The tuning lab's side panel (key T): the live parameters of the current preset, one row each. ↑/↓ select a
/// row, ←/→ change it (Shift-free steps sized for each parameter), and a click on a row's − or + does the same;
/// every change goes through `OverlayTuning.tune(_:)` (a built-in scene's own, or `ContainerTuning` for a user's
/// container), so the next gesture uses it. E saves the parameters as a scenario
/// file. The panel sits on the right edge of the window, over the scene, and swallows the pointer presses that
/// start on it.
final class TuningPanel {
    /// While a take is recorded the values stay as they are: a take replays with the values it started with (the
    /// scenario's), so a change in the middle would make the live run differ from its replay.
    var isLocked = false
    /// Called for a change refused while locked (the window says why).
    var refusedChange: (() -> Void)?
    /// One editable row.
    struct Row {
        var label: String
        var value: (TuningParameters) -> String
        var change: (inout TuningParameters, Double) -> Void
    }

    var isVisible = false
    private(set) var selected = 0
    private var pressInside = false
    static let width = 250.0, rowHeight = 24.0, top = 118.0

    /// The rows for a scene (one per notch at the end).
    func rows(notchCount: Int) -> [Row] {
        var rows: [Row] = [
            Row(
                label: "spring response", value: { String(format: "%.2f s", $0.springResponse) },
                change: { $0.springResponse += 0.05 * $1 }),
            Row(
                label: "spring damping", value: { String(format: "%.2f", $0.springDamping) },
                change: { $0.springDamping += 0.05 * $1 }),
            Row(
                label: "rubber band", value: { String(format: "%.2f", $0.rubberBandFactor) },
                change: { $0.rubberBandFactor += 0.05 * $1 }),
            Row(label: "bounces", value: { $0.bounces ? "on" : "off" }, change: { parameters, _ in parameters.bounces.toggle() }),
            Row(
                label: "min velocity", value: { String(format: "%.0f pt/s", $0.minimumVelocity) },
                change: { $0.minimumVelocity += 50 * $1 }),
            Row(
                label: "min duration", value: { String(format: "%.2f s", $0.minimumDuration) },
                change: { $0.minimumDuration += 0.02 * $1 }),
            Row(
                label: "deceleration", value: { String(format: "%.4f", $0.decelerationRate) },
                change: { $0.decelerationRate += 0.001 * $1 }),
        ]
        for index in 0..<notchCount {
            rows.append(
                Row(
                    label: "notch \(index)",
                    value: { $0.notchHeights.indices.contains(index) ? String(format: "%.0f pt", $0.notchHeights[index]) : "—" },
                    change: { if $0.notchHeights.indices.contains(index) { $0.notchHeights[index] += 10 * $1 } }))
        }
        return rows
    }

    /// Handles T and the arrow keys' commands (E saves through `save(_:directory:)`); returns whether the command
    /// was the panel's.
    func handleKey(_ command: KeyCommand, tuning: OverlayTuning?) -> Bool {
        guard let tuning else {
            isVisible = false
            return false
        }
        switch command {
        case .toggleTuningPanel:
            isVisible.toggle()
            return true
        case .selectPreviousTuningRow, .selectNextTuningRow, .decreaseTuningValue, .increaseTuningValue:
            guard isVisible else { return false }
            let count = rows(notchCount: tuning.notchHeights.count).count
            switch command {
            case .selectPreviousTuningRow: selected = (selected + count - 1) % count
            case .selectNextTuningRow: selected = (selected + 1) % count
            case .decreaseTuningValue: change(row: selected, by: -1, tuning: tuning)
            default: change(row: selected, by: 1, tuning: tuning)
            }
            return true
        default:
            return false
        }
    }

    /// Whether a pointer event belongs to the panel (a press that started on it, up to its release); a press on a
    /// row selects it, on its − or + changes it.
    func consumes(_ event: TraceEvent, tuning: OverlayTuning?, size: CGSize) -> Bool {
        guard case let .pointer(phase, x, y, _, _) = event.kind else { return false }
        switch phase {
        case .down:
            guard isVisible, let tuning, let panel = frame(tuning, size: size), x >= panel.x, x <= panel.maxX, y >= panel.y,
                y <= panel.maxY
            else { return false }
            pressInside = true
            let row = Int((y - panel.y - 8) / TuningPanel.rowHeight)
            if row >= 0 && row < rows(notchCount: tuning.notchHeights.count).count {
                selected = row
                if x < panel.x + 34 { change(row: row, by: -1, tuning: tuning) }
                if x > panel.maxX - 34 { change(row: row, by: 1, tuning: tuning) }
            }
            return true
        case .move:
            return pressInside
        case .up, .cancel:
            defer { pressInside = false }
            return pressInside
        }
    }

    private func change(row: Int, by direction: Double, tuning: OverlayTuning) {
        let rows = rows(notchCount: tuning.notchHeights.count)
        guard rows.indices.contains(row) else { return }
        guard !isLocked else {
            refusedChange?()
            return
        }
        var parameters = tuning.tuningParameters
        rows[row].change(&parameters, direction)
        tuning.tune(parameters)
    }

    /// E: the current parameters as a scenario file (the scene's scenario with them written in, or for a user's
    /// container a scenario of its size with them), atomically, into `directory`; returns the file's path.
    func save(_ tuning: OverlayTuning, directory: String) throws -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let path = (directory as NSString).appendingPathComponent("overlay-sim-tuning-\(formatter.string(from: Date())).json")
        try AtomicFile.write(tuning.tunedScenario.encodeJSON(), to: path)
        return path
    }

    /// Where the panel goes in a pane of `size` points: on its right edge; nil when it would not fit.
    func frame(_ tuning: OverlayTuning?, size: CGSize) -> DrawRect? {
        guard let tuning else { return nil }
        let width = min(TuningPanel.width, Double(size.width) - 16)
        guard width > 60 else { return nil }
        let count = rows(notchCount: tuning.notchHeights.count).count
        return DrawRect(
            x: Double(size.width) - width - 8, y: TuningPanel.top, width: width,
            height: Double(count) * TuningPanel.rowHeight + 36)
    }

    /// Draws the panel over the scene (scene coordinates).
    func draw(_ tuning: OverlayTuning?, size: CGSize, into list: inout DrawList) {
        guard isVisible, let tuning, let panel = frame(tuning, size: size) else { return }
        let parameters = tuning.tuningParameters
        let rows = rows(notchCount: tuning.notchHeights.count)
        list.append(.roundedRect(panel, CornerRadii(all: 10), DrawColor(hex: 0x1C1C1E, opacity: 0.86)))
        let white = DrawColor(hex: 0xFFFFFF), dim = DrawColor(hex: 0xFFFFFF, opacity: 0.6)
        for (index, row) in rows.enumerated() {
            let y = panel.y + 8 + Double(index) * TuningPanel.rowHeight
            if index == selected {
                list.append(
                    .roundedRect(
                        DrawRect(x: panel.x + 4, y: y, width: panel.width - 8, height: TuningPanel.rowHeight),
                        CornerRadii(all: 6), DrawColor(hex: 0x0A84FF, opacity: 0.55)))
            }
            list.append(
                .text(
                    "−", origin: DrawPoint(x: panel.x + 18, y: y + 3), size: 15, face: .bold, color: dim, alignment: .center, maxWidth: nil)
            )
            list.append(
                .text(
                    "+", origin: DrawPoint(x: panel.maxX - 18, y: y + 3), size: 15, face: .bold, color: dim, alignment: .center,
                    maxWidth: nil))
            list.append(
                .text(
                    row.label, origin: DrawPoint(x: panel.x + 34, y: y + 5), size: 12, face: .monospaced, color: white,
                    alignment: .left, maxWidth: panel.width - 140))
            list.append(
                .text(
                    row.value(parameters), origin: DrawPoint(x: panel.maxX - 34, y: y + 5), size: 12, face: .monospaced,
                    color: white, alignment: .right, maxWidth: 100))
        }
        list.append(
            .text(
                "\(tuning.preset.name.rawValue) · ↑↓ ←→ · E saves", origin: DrawPoint(x: panel.x + 12, y: panel.maxY - 22),
                size: 11, face: .monospaced, color: dim, alignment: .left, maxWidth: panel.width - 24))
    }
}

extension TuningPanel {
    /// `--params FILE`: the file's spring, rubber band, policy, deceleration and notches over each scene.
    static func apply(_ file: Scenario?, to simulations: [Simulation]) {
        guard let file else { return }
        for simulation in simulations {
            guard let tuning = simulation.tuning, let container = simulation.container else { continue }
            tuning.tune(
                TuningParameters.from(
                    scenario: file, availableHeight: Double(container.view.bounds.height),
                    fallback: tuning.tuningParameters))
        }
    }
}
