import Foundation
import OverlayPhysics
import OverlayUIKit

/// What a renderer needs to draw one shown view at an instant; all values follow the transition progress.
public struct ContainerViewPresentation: Hashable, Sendable {
    /// The laid-out frame in the container's coordinates (before offset and scale).
    public var frame: CGRect
    /// The view's opacity, 0…1.
    public var opacity: Double
    /// The translation applied to `frame`, points.
    public var offset: CGPoint
    /// The scale applied about the frame's centre.
    public var scale: CGFloat
    /// The transition progress p (0 = absent, 1 = present).
    public var progress: Double
    /// The background colour, nil without a background.
    public var backgroundColor: RGBAColor?
    /// The background's opacity factor (multiplies the colour's alpha).
    public var backgroundOpacity: Double
    /// The shadow to draw.
    public var shadow: ContainerShadowStyle

    /// The rectangle on screen: `frame` scaled about its centre, then moved by `offset`.
    public var displayedFrame: CGRect {
        let width = frame.width * scale, height = frame.height * scale
        return CGRect(
            x: frame.midX - width / 2 + offset.x, y: frame.midY - height / 2 + offset.y,
            width: width, height: height)
    }

    /// The values of `transition` at progress `p` for a view at `frame` in a container of `bounds`, appearing or
    /// shown (`isRemoval` false) or disappearing.
    static func transitionValues(
        _ transition: ContainerTransition, progress p: Double, frame: CGRect,
        bounds: CGRect, isRemoval: Bool = false
    ) -> (opacity: Double, offset: CGPoint, scale: CGFloat) {
        switch transition {
        case .identity:
            return (1, .zero, 1)
        case .opacity:
            return (p, .zero, 1)
        case .move(let edge):
            let hidden: CGPoint
            switch edge {
            case .top: hidden = CGPoint(x: 0, y: bounds.minY - frame.maxY)
            case .bottom: hidden = CGPoint(x: 0, y: bounds.maxY - frame.minY)
            case .leading: hidden = CGPoint(x: bounds.minX - frame.maxX, y: 0)
            case .trailing: hidden = CGPoint(x: bounds.maxX - frame.minX, y: 0)
            }
            let share = CGFloat(1 - p)
            return (1, CGPoint(x: hidden.x * share, y: hidden.y * share), 1)
        case .scale(let factor):
            return (1, .zero, factor + (1 - factor) * CGFloat(p))
        case .combined(let parts):
            var result: (opacity: Double, offset: CGPoint, scale: CGFloat) = (1, .zero, 1)
            for part in parts {
                let values = transitionValues(part, progress: p, frame: frame, bounds: bounds, isRemoval: isRemoval)
                result.opacity *= values.opacity
                result.offset.x += values.offset.x
                result.offset.y += values.offset.y
                result.scale *= values.scale
            }
            return result
        case .asymmetric(let insertion, let removal):
            return transitionValues(
                isRemoval ? removal : insertion, progress: p, frame: frame, bounds: bounds, isRemoval: isRemoval)
        case .custom(let custom):
            let values = custom.values(
                ContainerTransitionContext(progress: p, isRemoval: isRemoval, frame: frame, containerBounds: bounds))
            return (values.opacity, values.offset, values.scale)
        }
    }
}
