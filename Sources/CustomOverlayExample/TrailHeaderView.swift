import Foundation
import OverlayDrawing
import OverlayUIKit

/// The overlay's header, drawn by itself: a grabber, the app's badge (a PNG shipped with the example), a title
/// and a subtitle, and a hairline under them.
final class TrailHeaderView: View {
    static let height: CGFloat = 84

    var title = "Trails nearby"
    var subtitle = ""
    /// The badge, read from the example's resources (nil if it is missing: the header draws a plain disc).
    private let badge = Bundle.module.path(forResource: "trail-badge", ofType: "png").flatMap { try? DrawImage(pngFile: $0) }

    override func draw(in context: ViewDrawingContext) {
        let width = context.size.width
        context.fill(CGRect(x: (width - 40) / 2, y: 7, width: 40, height: 5), color: RGBAColor(hex: 0xC9D1C8), cornerRadius: 2.5)
        let badgeFrame = CGRect(x: 16, y: 22, width: 48, height: 48)
        if let badge {
            context.drawImage(badge, in: badgeFrame)
        } else {
            context.fillCircle(center: CGPoint(x: badgeFrame.midX, y: badgeFrame.midY), radius: 24, color: RGBAColor(hex: 0x2E7D32))
        }
        context.drawText(
            title, at: CGPoint(x: 76, y: 24), fontSize: 22, weight: .bold, color: RGBAColor(hex: 0x1B2A1E),
            maxWidth: width - 92)
        context.drawText(subtitle, at: CGPoint(x: 76, y: 52), fontSize: 15, color: RGBAColor(hex: 0x5F6B61), maxWidth: width - 92)
        context.fill(CGRect(x: 0, y: TrailHeaderView.height - 1, width: width, height: 1), color: RGBAColor(hex: 0xE3E8E1))
    }
}
