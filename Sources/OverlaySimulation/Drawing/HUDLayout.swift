import Foundation
import OverlayDrawing

/// Where the window's HUD goes: the text panel, the height chart and the recording badge, placed so that none of
/// them overlaps another or the scene's controls (its buttons), at any window width from 200 pt up. The text shrinks
/// (down to 8 pt), then long lines wrap, so nothing is cut; the panel moves below controls it would cover, and the
/// chart goes beside the panel, else below it, else nowhere (collapsed).
public struct HUDLayout: Equatable, Sendable {
    /// The text panel.
    public var panel: DrawRect
    /// The text as it is drawn: the lines given, the long ones wrapped.
    public var lines: [String] = []
    /// The text size in points (monospaced).
    public var fontSize: Double
    /// The distance between two text lines.
    public var lineHeight: Double { fontSize + 4 }
    /// The height chart, nil when it does not fit.
    public var chart: DrawRect?
    /// The recording badge, nil when not recording.
    public var badge: DrawRect?

    /// DejaVu Sans Mono's advance: 1233/2048 of the size.
    public static let characterWidth = 0.602
    static let margin = 8.0
    static let chartSize = (width: 180.0, height: 96.0)
    static let smallestChart = (width: 120.0, height: 72.0)
    /// The recording badge's size.
    public static let badgeSize = (width: 84.0, height: 22.0)

    /// The height of the strip at the overlay's top edge (its grabber, where a drag starts) that the HUD leaves
    /// clear.
    public static let grabberStrip = 28.0

    /// The layout for `lines` (nil: no text panel) in a window of `size` points, avoiding `obstacles` (the scene's
    /// controls, in window points) and the overlay card at `overlay` (window points; nil: none): the text panel
    /// stays off its grabber strip, the chart off the whole card (it is left out rather than drawn over it).
    public static func make(
        size: CGSize, lines: [String]?, chart wantsChart: Bool, recording: Bool,
        obstacles: [DrawRect], overlay: DrawRect? = nil
    ) -> HUDLayout {
        let width = Double(size.width), height = Double(size.height)
        var taken = obstacles
        if let overlay, !overlay.isEmpty {
            taken.append(DrawRect(x: overlay.x, y: overlay.y - margin, width: overlay.width, height: grabberStrip + margin))
        }
        var badge: DrawRect?
        if recording {
            let rect = DrawRect(x: width - margin - badgeSize.width, y: margin, width: badgeSize.width, height: badgeSize.height)
            badge = rect
            taken.append(rect)
        }
        var fontSize = 12.0
        var panel = DrawRect(x: margin, y: margin, width: 0, height: 0)
        var shown: [String] = []
        if let lines, !lines.isEmpty {
            let room = max(width - 2 * margin, 40)
            fontSize = max(8, min(12, (room - 16) / max(Double(lines.map(\.count).max() ?? 0) * characterWidth, 1)))
            let columns = max(8, Int(((room - 16) / (characterWidth * fontSize)).rounded(.down)))
            shown = lines.flatMap { wrap($0, columns: columns) }
            let longest = Double(shown.map(\.count).max() ?? 0)
            let panelWidth = min(room, longest * characterWidth * fontSize + 16)
            let panelHeight = Double(shown.count) * (fontSize + 4) + 12
            panel = place(DrawRect(x: margin, y: margin, width: panelWidth, height: panelHeight), avoiding: taken)
            taken.append(panel)
        }
        var chart: DrawRect?
        if wantsChart {
            for (chartWidth, chartHeight) in [chartSize, smallestChart] where chart == nil {
                // Beside the panel at the top right, else under the panel on the left.
                let candidates = [
                    DrawRect(x: width - margin - chartWidth, y: margin, width: chartWidth, height: chartHeight),
                    DrawRect(x: margin, y: panel.maxY + margin, width: chartWidth, height: chartHeight),
                ]
                for candidate in candidates {
                    let placed = place(candidate, avoiding: taken)
                    if let overlay,
                        placed.overlaps(
                            DrawRect(x: overlay.x, y: overlay.y - margin, width: overlay.width, height: overlay.height + margin))
                    {
                        continue
                    }
                    if placed.x >= margin - 1e-9, placed.maxX <= width - margin + 1e-9, placed.maxY <= height / 2 {
                        chart = placed
                        break
                    }
                }
            }
        }
        return HUDLayout(panel: panel, lines: shown, fontSize: fontSize, chart: chart, badge: badge)
    }

    /// `line` cut into pieces of at most `columns` characters, at a space where it can, the pieces after the first
    /// indented by two spaces.
    static func wrap(_ line: String, columns: Int) -> [String] {
        var pieces: [String] = []
        var rest = Substring(line)
        while rest.count > columns {
            let limit = rest.index(rest.startIndex, offsetBy: columns)
            let cut = rest[..<limit].lastIndex(of: " ").flatMap { $0 > rest.startIndex ? $0 : nil } ?? limit
            pieces.append(String(rest[..<cut]))
            rest = "  " + rest[cut...].drop { $0 == " " }
        }
        pieces.append(String(rest))
        return pieces
    }

    /// `rect` moved down below every rectangle of `taken` it would overlap.
    static func place(_ rect: DrawRect, avoiding taken: [DrawRect]) -> DrawRect {
        var placed = rect
        var moved = true
        while moved {
            moved = false
            for other in taken where placed.overlaps(other) {
                placed.y = other.maxY + margin
                moved = true
            }
        }
        return placed
    }
}

extension DrawRect {
    /// Whether two rectangles share some area (touching edges do not count).
    public func overlaps(_ other: DrawRect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }
}
