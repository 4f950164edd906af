import Foundation

/// UIKit's `UIEvent` as seen here: the touch event being delivered (`hitTest(_:with:)`, `point(inside:with:)`).
public typealias Event = TouchEvent

extension View {
    // MARK: - Coordinates (through what is on screen: presentation frames and transforms)

    /// Converts a point from the superview's coordinates to this view's.
    public func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        let frame = presentationFrame
        let transform = presentationTransform
        guard !transform.isIdentity else {
            return CGPoint(x: point.x - frame.origin.x + boundsOrigin.x, y: point.y - frame.origin.y + boundsOrigin.y)
        }
        let local = CGPoint(x: point.x - frame.midX, y: point.y - frame.midY).applying(transform.inverted())
        return CGPoint(x: local.x + boundsOrigin.x + frame.width / 2, y: local.y + boundsOrigin.y + frame.height / 2)
    }

    /// Converts a point from this view's coordinates to the superview's.
    public func convertToSuperview(_ point: CGPoint) -> CGPoint {
        let frame = presentationFrame
        let transform = presentationTransform
        guard !transform.isIdentity else {
            return CGPoint(x: point.x + frame.origin.x - boundsOrigin.x, y: point.y + frame.origin.y - boundsOrigin.y)
        }
        let local = CGPoint(x: point.x - boundsOrigin.x - frame.width / 2, y: point.y - boundsOrigin.y - frame.height / 2)
            .applying(transform)
        return CGPoint(x: local.x + frame.midX, y: local.y + frame.midY)
    }

    /// Converts a point from this view's coordinates to window coordinates.
    public func convertToWindow(_ point: CGPoint) -> CGPoint {
        var result = point
        var current: View? = self
        while let view = current {
            result = view.convertToSuperview(result)
            current = view.superview
        }
        return result
    }

    /// Converts a point from window coordinates to this view's.
    public func convertFromWindow(_ point: CGPoint) -> CGPoint {
        if let parent = superview {
            return convertFromSuperview(parent.convertFromWindow(point))
        }
        return convertFromSuperview(point)
    }

    /// This view's bounds on screen, in window coordinates (with a transform on the way, the rectangle that holds
    /// the transformed bounds).
    public var frameInWindow: CGRect {
        var view: View? = self
        var transformed = false
        while let current = view, !transformed {
            transformed = !current.presentationTransform.isIdentity
            view = current.superview
        }
        let bounds = presentationBounds
        guard transformed else { return CGRect(origin: convertToWindow(boundsOrigin), size: bounds.size) }
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
        ].map(convertToWindow)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x = xs.min()!, y = ys.min()!
        return CGRect(x: x, y: y, width: xs.max()! - x, height: ys.max()! - y)
    }

    // MARK: - Clock

    /// The clock this view's animations and scroll motion run on: the nearest overlay container's above it, else
    /// its root view's (see `AnimationClock`).
    public var animationClock: AnimationClock {
        var view = self
        while true {
            if let clock = view.ownAnimationClock { return clock }
            guard let parent = view.superview else { break }
            view = parent
        }
        if let clock = view.rootAnimationClock { return clock }
        let clock = AnimationClock()
        view.rootAnimationClock = clock
        return clock
    }

    // MARK: - Safe area

    /// How far the screen's unsafe edges reach into this view, edge by edge, as UIKit's `safeAreaInsets`: zero
    /// unless a host sets `screenSafeAreaInsets` on the view that fills the screen (a window's root). The nearest
    /// view at or above this one with insets set is the screen; model frames.
    public var safeAreaInsets: EdgeInsets {
        var origin = CGPoint.zero
        var view = self
        while view.screenSafeAreaInsets == .zero, let parent = view.superview {
            origin.x += view.frame.origin.x - parent.boundsOrigin.x
            origin.y += view.frame.origin.y - parent.boundsOrigin.y
            view = parent
        }
        let screen = view.screenSafeAreaInsets
        guard screen != .zero else { return .zero }
        let size = view.bounds.size, own = bounds.size
        return EdgeInsets(
            top: min(own.height, max(0, screen.top - origin.y)),
            left: min(own.width, max(0, screen.left - origin.x)),
            bottom: min(own.height, max(0, origin.y + own.height - (size.height - screen.bottom))),
            right: min(own.width, max(0, origin.x + own.width - (size.width - screen.right))))
    }
}
