import Foundation
import OverlayDrawing

/// Panes of the same scene with different presets, side by side, each labelled with its preset at the top and
/// separated by a divider: the `compare` window and its PNG.
public enum ComparedPanes {
    /// The panes' draw lists (each `paneWidth` × `height` points) composed into one, labelled with `name`.
    public static func compose(
        _ panes: [(list: DrawList, name: String)], paneWidth: Double, height: Double,
        scale: Double
    ) -> DrawList {
        var combined = DrawList(width: 0, height: 0, scale: scale)
        combined.reset(width: paneWidth * Double(panes.count), height: height, scale: scale, background: .black)
        for (index, pane) in panes.enumerated() {
            combined.append(pane.list, dx: paneWidth * Double(index), dy: 0)
        }
        for (index, pane) in panes.enumerated() {
            let x = paneWidth * Double(index)
            if index > 0 {
                combined.append(.fill(DrawRect(x: x - 1, y: 0, width: 2, height: height), DrawColor(hex: 0x1C1C1E)))
            }
            let labelWidth = min(paneWidth - 16, Double(pane.name.count) * 8 + 20)
            let label = DrawRect(x: x + (paneWidth - labelWidth) / 2, y: height - 34, width: labelWidth, height: 24)
            combined.append(.roundedRect(label, CornerRadii(all: 12), DrawColor(hex: 0x1C1C1E, opacity: 0.82)))
            combined.append(
                .text(
                    pane.name, origin: DrawPoint(x: label.x + label.width / 2, y: label.y + 4), size: 13, face: .bold,
                    color: DrawColor(hex: 0xFFFFFF), alignment: .center, maxWidth: label.width - 8))
        }
        return combined
    }
}
