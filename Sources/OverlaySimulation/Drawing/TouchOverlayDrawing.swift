import OverlayDrawing

/// The touch overlay, as phones' "show taps" draw it on screen recordings: each finger down is a translucent grey
/// disc with a white rim, 44 pt across (a fingertip), and every finger leaves a short trail that narrows to
/// nothing over `TouchTrails.trailDuration`, so a flick still shows its direction just after the lift.
enum TouchOverlayDrawing {
    static let radius = 22.0
    static let rimWidth = 2.0
    static let trailWidth = 12.0
    static let disc = DrawColor(hex: 0x1C1C1E, opacity: 0.3)
    static let rim = DrawColor(hex: 0xFFFFFF, opacity: 0.7)
    /// Opaque: the rasteriser's triangles of one polygon may overlap by a pixel, which would show in a translucent fill.
    static let trail = DrawColor(hex: 0x8E8E93)

    /// Appends the overlay for the fingers visible at `time`.
    static func append(_ trails: TouchTrails, at time: Double, into list: inout DrawList) {
        let fingers = trails.visible(at: time)
        for finger in fingers {
            appendTrail(finger.samples, at: time, into: &list)
        }
        for finger in fingers where finger.isDown {
            guard let last = finger.samples.last else { continue }
            let center = DrawPoint(x: last.x, y: last.y)
            list.append(.circle(center: center, radius: radius + rimWidth, color: rim))
            list.append(.circle(center: center, radius: radius, color: disc))
        }
    }

    /// The trail as one tapering polygon (a comet): full width at the newest position, nothing where a position
    /// is `TouchTrails.trailDuration` old. One shape, so no seams where segments would meet; after a lift the
    /// whole comet narrows until it is gone.
    private static func appendTrail(_ samples: [TouchTrails.Sample], at time: Double, into list: inout DrawList) {
        guard samples.count >= 2 else { return }
        var left: [DrawPoint] = [], right: [DrawPoint] = []
        for (index, sample) in samples.enumerated() {
            let halfWidth = trailWidth / 2 * max(0, min(1, 1 - (time - sample.time) / TouchTrails.trailDuration))
            // The normal of the path's direction through this position (the neighbours' chord).
            let before = samples[max(0, index - 1)], after = samples[min(samples.count - 1, index + 1)]
            let dx = after.x - before.x, dy = after.y - before.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { continue }
            let nx = -dy / length * halfWidth, ny = dx / length * halfWidth
            left.append(DrawPoint(x: sample.x + nx, y: sample.y + ny))
            right.append(DrawPoint(x: sample.x - nx, y: sample.y - ny))
        }
        guard left.count >= 2 else { return }
        list.append(.polygon(left + right.reversed(), trail))
    }
}
