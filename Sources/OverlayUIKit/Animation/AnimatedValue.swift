import Foundation

/// A number that follows an overlay animation, the way a UIKit property set inside an animation block does.
///
/// Setting a value with an animator makes the displayed value go from where it was to the new one along the
/// animator's progress (its `fractionComplete`, so a spring overshoots the same way the overlay does); without an
/// animator (a drag step, an instant move) it jumps. This is how the backdrop's and the sheet's dimming alpha
/// follow `translationProgress()` during animations.
public struct AnimatedValue {
    private var from: Double
    private var to: Double
    private weak var animator: OverlayAnimator?

    /// A value at rest.
    public init(_ value: Double) {
        from = value
        to = value
    }

    /// The value now: on its way between the old and the new value while the animator runs, else the new value.
    public var value: Double {
        guard let animator = animator, animator.isRunning else { return to }
        return from + (to - from) * animator.fractionComplete
    }

    /// The value it is going to.
    public var target: Double { to }

    /// Sets a new value, animated along `animator` when it is given and not finished.
    public mutating func set(_ newValue: Double, animatedBy animator: OverlayAnimator? = nil) {
        let current = value
        to = newValue.isFinite ? newValue : current
        if let animator = animator, !animator.isFinished {
            from = current
            self.animator = animator
        } else {
            from = to
            self.animator = nil
        }
    }
}
