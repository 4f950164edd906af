import Foundation
import OverlayDrawing

extension TableView {
    /// Seconds the scroll indicator stays after the list stops, then seconds it takes to fade.
    package static let indicatorHold = 0.35, indicatorFade = 0.25

    /// Notes whether the list moved since the last note (a window or a replay calls this after every step, drawn or
    /// not): the scroll indicator shows while the list moves, then stays `indicatorHold` s and fades.
    package func noteScrollMotion(at time: Double) {
        let offset = contentOffset.y
        if let known = indicatorMotion {
            if offset != known.offset || isTracking || isDecelerating { indicatorMotion = (offset, time) }
        } else {
            indicatorMotion = (offset, -.infinity)
        }
    }

    /// 1 while the list moves, then held and faded out.
    func indicatorOpacity(at time: Double) -> Double {
        if isTracking || isDecelerating { return 1 }
        guard let lastMoved = indicatorMotion?.lastMoved else { return 0 }
        let since = time - lastMoved
        if since <= TableView.indicatorHold { return 1 }
        return max(0, 1 - (since - TableView.indicatorHold) / TableView.indicatorFade)
    }

    /// The rows that intersect the visible part (so a million rows cost what a screenful does), each with its
    /// title, detail and a one-pixel separator, then the scroll indicator while it shows.
    func drawRows(in context: ViewDrawingContext) {
        let frame = context.frameInWindow
        guard !frame.isEmpty else { return }
        let width = Double(frame.width), height = Double(frame.height)
        let hairline = 1 / max(context.scale, 1)
        let rowHeight = Double(self.rowHeight)
        let offset = Double(contentOffset.y)
        let title = context.fadedColor(RGBAColor(hex: 0x1C1C1E))
        let detail = context.fadedColor(RGBAColor(hex: 0x8E8E93))
        let separator = context.fadedColor(RGBAColor(hex: 0xE5E5EA))
        for row in visibleRows {
            let top = Double(row) * rowHeight - offset
            let content = self.row(at: row)
            if let background = content.backgroundColor {
                context.appendFaded(.fill(DrawRect(x: 0, y: top, width: width, height: rowHeight), context.fadedColor(background)))
            }
            context.appendFaded(
                .text(
                    content.title, origin: DrawPoint(x: 16, y: top + (rowHeight - 20) / 2), size: 17, face: .regular,
                    color: content.titleColor.map(context.fadedColor) ?? title, alignment: .left, maxWidth: width - 96))
            if let text = content.detail {
                context.appendFaded(
                    .text(
                        text, origin: DrawPoint(x: width - 16, y: top + (rowHeight - 18) / 2), size: 15, face: .regular,
                        color: content.detailColor.map(context.fadedColor) ?? detail, alignment: .right, maxWidth: nil))
            }
            // A one-pixel separator whatever the scale, like UIKit's hairlines.
            context.appendFaded(.fill(DrawRect(x: 16, y: top + rowHeight - hairline, width: width - 16, height: hairline), separator))
        }
        let indicator = indicatorOpacity(at: context.time) * context.opacity
        let contentHeight = Double(contentSize.height)
        if indicator > 0, contentHeight > height {
            let length = max(36, height * height / contentHeight)
            let maximumOffset = Double(maximumContentOffsetY - minimumContentOffsetY)
            let progress = maximumOffset > 0 ? min(max((offset - Double(minimumContentOffsetY)) / maximumOffset, 0), 1) : 0
            let y = 2 + (height - 4 - length) * progress
            context.appendFaded(
                .roundedRect(
                    DrawRect(x: width - 6, y: y, width: 3, height: length), CornerRadii(all: 1.5),
                    DrawColor(hex: 0x000000, opacity: 0.35).withOpacity(indicator)))
        }
    }
}
