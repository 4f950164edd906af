import OverlayDrawing
import OverlayFiles

/// How the film and the plot mark a recording's idle stretch that the replay shortened (see `IdleCut`): the plot
/// draws a dashed grey line at the middle of the shortened stretch with the recorded length beside it; the film
/// lays a caption across the top of each frame taken in the stretch. Nothing else in the image changes.
public enum IdleCutMarks {
    /// The marks' grey, as the plot's scene events.
    public static let color = DrawColor(hex: 0x8E8E93)
    /// The film caption's backdrop: near-black, a little translucent.
    public static let captionBackground = DrawColor(hex: 0x1C1C1E, opacity: 0.85)

    /// The caption of a film frame taken in `cut`: a dark band across the top of the frame, 44 pt tall, with the
    /// recorded length and what the replay shows of it ("⋯ 20 h idle · replayed as 2 s").
    public static func drawFilmCaption(_ cut: IdleCut, into list: inout DrawList) {
        let band = DrawRect(x: 12, y: 12, width: max(0, list.width - 24), height: 44)
        list.append(.roundedRect(band, CornerRadii(all: 10), captionBackground))
        list.append(
            .text(
                "\(cut.label) · replayed as \(IdleCut.duration(cut.replayed))", origin: DrawPoint(x: list.width / 2, y: band.y + 12),
                size: 17, face: .bold, color: .white, alignment: .center, maxWidth: band.width - 16))
    }

    /// A dashed vertical line at the middle of `cut` across `frame`'s area and, with `labelled`, the recorded length
    /// at its top right.
    static func drawPlotMarker(_ cut: IdleCut, in frame: ChartFrame, labelled: Bool, into list: inout DrawList) {
        let x = frame.x(cut.start + cut.replayed / 2)
        guard x >= frame.area.x, x <= frame.area.maxX else { return }
        var y = frame.area.y
        while y < frame.area.maxY {
            list.append(
                .line(from: DrawPoint(x: x, y: y), to: DrawPoint(x: x, y: min(y + 6, frame.area.maxY)), width: 1.5, color: color))
            y += 10
        }
        if labelled {
            list.append(
                .text(
                    cut.label, origin: DrawPoint(x: x + 5, y: frame.area.y + 4), size: 11, face: .bold, color: color, alignment: .left,
                    maxWidth: nil))
        }
    }
}
