import Foundation
import OverlayDrawing

extension Label {
    /// The label's text as one draw-list command in its own coordinates. The text's top sits 0.6 of its size
    /// above the middle (DejaVu Sans' cap height and descent roughly balance there), and a label drawn at another
    /// size than its frame (a scale on the way) scales its text by the same factor.
    func drawText(in context: ViewDrawingContext) {
        context.clipsContent = false
        let rect = context.frameInWindow
        guard !text.isEmpty, !rect.isEmpty else { return }
        let height = Double(presentationFrame.height)
        let scale = height > 0 && Double(rect.height) != height ? Double(rect.height) / height : 1
        let size = Double(fontSize) * scale
        let width = Double(rect.width)
        let textAlignment: TextAlignment
        let x: Double
        switch alignment {
        case .left:
            textAlignment = .left
            x = 0
        case .center:
            textAlignment = .center
            x = width / 2
        case .right:
            textAlignment = .right
            x = width
        }
        let face: FontFace = weight == .bold ? .bold : weight == .monospaced ? .monospaced : .regular
        context.appendFaded(
            .text(
                text, origin: DrawPoint(x: x, y: Double(rect.height) / 2 - size * 0.6), size: size, face: face,
                color: context.fadedColor(textColor), alignment: textAlignment, maxWidth: width))
    }
}
