import Foundation
import OverlayUIKit

/// The ground under the overlay: a terrain map drawn by itself (contour bands, a lake, the trails as dashed
/// lines), scaled to the view's size.
final class TerrainView: View {
    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = RGBAColor(hex: 0xDDE8D0)
    }

    override func draw(in context: ViewDrawingContext) {
        let size = context.size
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x * size.width, y: y * size.height) }
        // Contour bands, darker as they climb.
        let bands: [(CGFloat, UInt32)] = [(0.34, 0xCFDFC0), (0.26, 0xC0D5AE), (0.18, 0xB1CB9D), (0.10, 0xA2C08C)]
        for (radius, colour) in bands {
            let points = (0..<24).map { step -> CGPoint in
                let angle = CGFloat(step) / 24 * 2 * .pi
                let wobble = 1 + 0.12 * sin(angle * 3)
                return point(0.62 + radius * wobble * cos(angle), 0.28 + radius * 0.55 * wobble * sin(angle))
            }
            context.fillPolygon(points, color: RGBAColor(hex: colour))
        }
        context.fillCircle(center: point(0.22, 0.5), radius: size.width * 0.16, color: RGBAColor(hex: 0x9CC9E3))
        // Trails: dashed lines between waypoints.
        let routes: [[CGPoint]] = [
            [point(0.1, 0.1), point(0.3, 0.22), point(0.52, 0.2), point(0.62, 0.28)],
            [point(0.9, 0.62), point(0.74, 0.44), point(0.62, 0.28)],
            [point(0.05, 0.72), point(0.22, 0.66), point(0.4, 0.58), point(0.74, 0.44)],
        ]
        for route in routes {
            for (from, to) in zip(route, route.dropFirst()) {
                let length = hypot(to.x - from.x, to.y - from.y)
                let dashes = max(1, Int(length / 12))
                for dash in stride(from: 0, to: dashes, by: 2) {
                    let start = CGFloat(dash) / CGFloat(dashes), end = CGFloat(dash + 1) / CGFloat(dashes)
                    context.strokeLine(
                        from: CGPoint(x: from.x + (to.x - from.x) * start, y: from.y + (to.y - from.y) * start),
                        to: CGPoint(x: from.x + (to.x - from.x) * end, y: from.y + (to.y - from.y) * end),
                        width: 3, color: RGBAColor(hex: 0xB3261E))
                }
            }
        }
        context.fillCircle(center: point(0.62, 0.28), radius: 7, color: .white)
        context.fillCircle(center: point(0.62, 0.28), radius: 5, color: RGBAColor(hex: 0xB3261E))
        context.drawText(
            "Falcon Crest", at: CGPoint(x: 0.62 * size.width + 10, y: 0.28 * size.height - 24), fontSize: 13,
            weight: .bold, color: RGBAColor(hex: 0x1B2A1E))
    }
}
