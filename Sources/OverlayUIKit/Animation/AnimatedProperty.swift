import Foundation
import OverlayDrawing

/// A value that animations offset additively: it can be added, subtracted and scaled component by component.
protocol AdditiveVector: Equatable {
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    func scaled(by factor: Double) -> Self
}

extension CGFloat: AdditiveVector {
    func scaled(by factor: Double) -> CGFloat { self * CGFloat(factor) }
}

extension CGRect: AdditiveVector {
    static func + (lhs: CGRect, rhs: CGRect) -> CGRect {
        CGRect(
            x: lhs.origin.x + rhs.origin.x, y: lhs.origin.y + rhs.origin.y,
            width: lhs.size.width + rhs.size.width, height: lhs.size.height + rhs.size.height)
    }

    static func - (lhs: CGRect, rhs: CGRect) -> CGRect {
        CGRect(
            x: lhs.origin.x - rhs.origin.x, y: lhs.origin.y - rhs.origin.y,
            width: lhs.size.width - rhs.size.width, height: lhs.size.height - rhs.size.height)
    }

    func scaled(by factor: Double) -> CGRect {
        let f = CGFloat(factor)
        return CGRect(x: origin.x * f, y: origin.y * f, width: size.width * f, height: size.height * f)
    }
}

extension RGBAColor: AdditiveVector {
    static func + (lhs: RGBAColor, rhs: RGBAColor) -> RGBAColor {
        RGBAColor(red: lhs.red + rhs.red, green: lhs.green + rhs.green, blue: lhs.blue + rhs.blue, alpha: lhs.alpha + rhs.alpha)
    }

    static func - (lhs: RGBAColor, rhs: RGBAColor) -> RGBAColor {
        RGBAColor(red: lhs.red - rhs.red, green: lhs.green - rhs.green, blue: lhs.blue - rhs.blue, alpha: lhs.alpha - rhs.alpha)
    }

    func scaled(by factor: Double) -> RGBAColor {
        RGBAColor(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha * factor)
    }
}

extension CGAffineTransform: AdditiveVector {
    static func + (lhs: CGAffineTransform, rhs: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: lhs.a + rhs.a, b: lhs.b + rhs.b, c: lhs.c + rhs.c, d: lhs.d + rhs.d, tx: lhs.tx + rhs.tx, ty: lhs.ty + rhs.ty)
    }

    static func - (lhs: CGAffineTransform, rhs: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: lhs.a - rhs.a, b: lhs.b - rhs.b, c: lhs.c - rhs.c, d: lhs.d - rhs.d, tx: lhs.tx - rhs.tx, ty: lhs.ty - rhs.ty)
    }

    func scaled(by factor: Double) -> CGAffineTransform {
        let f = CGFloat(factor)
        return CGAffineTransform(a: a * f, b: b * f, c: c * f, d: d * f, tx: tx * f, ty: ty * f)
    }
}

extension View.CornerRadii: AdditiveVector {
    static func + (lhs: View.CornerRadii, rhs: View.CornerRadii) -> View.CornerRadii {
        View.CornerRadii(
            topLeft: lhs.topLeft + rhs.topLeft, topRight: lhs.topRight + rhs.topRight,
            bottomRight: lhs.bottomRight + rhs.bottomRight, bottomLeft: lhs.bottomLeft + rhs.bottomLeft)
    }

    static func - (lhs: View.CornerRadii, rhs: View.CornerRadii) -> View.CornerRadii {
        View.CornerRadii(
            topLeft: lhs.topLeft - rhs.topLeft, topRight: lhs.topRight - rhs.topRight,
            bottomRight: lhs.bottomRight - rhs.bottomRight, bottomLeft: lhs.bottomLeft - rhs.bottomLeft)
    }

    func scaled(by factor: Double) -> View.CornerRadii {
        View.CornerRadii(
            topLeft: topLeft * factor, topRight: topRight * factor, bottomRight: bottomRight * factor,
            bottomLeft: bottomLeft * factor)
    }
}

/// One animatable property of a view: the model value code reads and writes, and the additive animations running
/// on it (the ViewAnimation article). The presentation value, what is drawn, is the model value plus every running
/// animation's offset: `delta · remaining`, where `delta` is the old model value minus the new one and `remaining`
/// goes from 1 to 0 along its animator's timing.
///
/// A view keeps the two halves in stored properties of their own (`frameModel`, `frameAnimations`, …): the model
/// is a plain value, so reading it needs no run-time exclusivity check; the list holds animators, so it is only
/// ever changed taken out of its property (`takeOut(_:)`) and swapped back, so that no animator is released while
/// the property is being accessed. This type puts the halves together for the rare work on both.
struct AnimatedProperty<Value: AdditiveVector> {
    struct Additive {
        let animator: ViewPropertyAnimator
        let delta: Value
        let begin: Double
    }

    var model: Value
    var animations: [Additive]

    init(model: Value, animations: [Additive]) {
        self.model = model
        self.animations = animations
    }

    /// What is on screen now.
    var presentation: Value {
        guard !animations.isEmpty else { return model }
        var value = model
        for animation in animations {
            let remaining = animation.animator.remainingFraction(begin: animation.begin)
            if remaining != 0 { value = value + animation.delta.scaled(by: remaining) }
        }
        return value
    }

    /// What a change of the model value from `old` to `new` does to `animations`: the finished ones are dropped,
    /// and inside an animation block (`context`, from `View.animationContext(from:to:)`) the change animates
    /// from `old` with the block's animator, whom the caller then tells about the view.
    static func change(_ animations: inout [Additive], from old: Value, to new: Value, in context: AnimationContext?) {
        if !animations.isEmpty { animations.removeAll { $0.animator.isFinished } }
        guard let context, let animator = context.animator else { return }
        animations.append(Additive(animator: animator, delta: old - new, begin: context.begin))
    }

    /// Ends `animator`'s animations of this property at `position`: the model takes the start value, the current
    /// presentation value, or stays at the end value.
    mutating func settle(_ animator: ViewPropertyAnimator, at position: ViewAnimatingPosition) {
        guard animations.contains(where: { $0.animator === animator }) else { return }
        for animation in animations where animation.animator === animator {
            switch position {
            case .end: break
            case .start: model = model + animation.delta
            case .current: model = model + animation.delta.scaled(by: animator.remainingFraction(begin: animation.begin))
            }
        }
        animations.removeAll { $0.animator === animator }
    }

    /// Stops `animator`'s animations of this property where they are (the model takes the current value) and
    /// returns what would take the model from there to the start values and to the end values; nil when it
    /// animates none.
    mutating func stop(_ animator: ViewPropertyAnimator) -> (toStart: Value, toEnd: Value)? {
        guard animations.contains(where: { $0.animator === animator }) else { return nil }
        var toStart = model - model, toEnd = model - model
        for animation in animations where animation.animator === animator {
            let current = animation.delta.scaled(by: animator.remainingFraction(begin: animation.begin))
            model = model + current
            toStart = toStart + (animation.delta - current)
            toEnd = toEnd - current
        }
        animations.removeAll { $0.animator === animator }
        return (toStart, toEnd)
    }
}
