import Foundation

// The corner radii, and what every setter of an animatable property shares (`AnimatedProperty`).
extension View {
    /// Corner radii of the background (top left, top right, bottom right, bottom left), points (animatable).
    public var cornerRadii: (topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat, bottomLeft: CGFloat) {
        get {
            let radii = radiiModel
            return (CGFloat(radii.topLeft), CGFloat(radii.topRight), CGFloat(radii.bottomRight), CGFloat(radii.bottomLeft))
        }
        set {
            setCornerRadii(
                CornerRadii(
                    topLeft: Double(newValue.topLeft), topRight: Double(newValue.topRight),
                    bottomRight: Double(newValue.bottomRight), bottomLeft: Double(newValue.bottomLeft)))
        }
    }

    /// The radius of every corner, as `layer.cornerRadius` (reads the top-left one; animatable).
    public var cornerRadius: CGFloat {
        get { CGFloat(radiiModel.topLeft) }
        set { setCornerRadii(CornerRadii(all: Double(newValue))) }
    }

    /// The animation context a change from `old` to `new` animates in: the innermost block of the thread driving
    /// this tree when the value changes, else nil. Looked up before the property is written, and its animator told
    /// after, so that nothing runs while the property is accessed.
    @inline(__always)
    final func animationContext<Value: Equatable>(from old: Value, to new: Value) -> AnimationContext? {
        old == new ? nil : AnimationContext.current
    }

    func setCornerRadii(_ new: CornerRadii) {
        let old = radiiModel
        let context = animationContext(from: old, to: new)
        radiiModel = new
        if context != nil || !radiiAnimations.isEmpty {
            var animations = takeOut(&radiiAnimations)
            AnimatedProperty.change(&animations, from: old, to: new, in: context)
            swap(&animations, &radiiAnimations)
        }
        context?.animator?.noteTarget(self)
    }
}
