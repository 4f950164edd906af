import Foundation

extension View {
    /// Options of `View.animate`, as `UIView.AnimationOptions`. The curve options choose the timing; nested
    /// `animate` calls inherit the enclosing animation unless `overrideInheritedDuration` is given. The others
    /// are accepted for source compatibility and change nothing (animations are additive, so every animation
    /// already begins from the current state, and views always take touches).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The timing curve the options choose (ease-in-out by default).
        public var animationCurve: AnimationCurve {
            switch (rawValue >> 16) & 3 {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            default: return .easeInOut
            }
        }
    }

    /// Animates the changes made in `animations` over `duration` seconds, after `delay`, with the curve of
    /// `options`, as UIKit's method: the model values change at once, what is drawn follows the curve, and
    /// `completion` runs at the end with true (false when the animation is stopped before it).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        run(
            CubicTimingParameters(animationCurve: options.animationCurve), duration: duration, delay: delay,
            options: options, animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` without delay, ease-in-out.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` without delay or completion, ease-in-out.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// A spring animation that settles in `duration`, with a damping ratio and UIKit's normalised initial velocity
    /// (1 = the whole distance in one second).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = SpringTimingParameters(dampingRatio: dampingRatio, initialVelocity: CGVector(dx: velocity, dy: velocity))
        run(spring, duration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// UIKit's iOS 17 spring animation: a perceptual duration and a bounce (0 critically damped); it lasts until
    /// the spring settles.
    public static func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
        initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = SpringTimingParameters(duration: duration, bounce: bounce, initialVelocity: CGVector(dx: velocity, dy: velocity))
        run(spring, duration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// Runs `actions` with every change applied at once, even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        AnimationContext.perform(nil, actions)
    }

    /// The duration of the enclosing animation block, 0 outside one (as UIKit's).
    public static var inheritedAnimationDuration: TimeInterval {
        AnimationContext.current?.animator?.duration ?? 0
    }

    private static func run(
        _ timing: TimingCurveProvider, duration: TimeInterval, delay: TimeInterval,
        options: AnimationOptions, animations: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) {
        if let context = AnimationContext.current, !options.contains(.overrideInheritedDuration) {
            guard let outer = context.animator else {
                // Inside performWithoutAnimation: the changes apply at once.
                animations()
                completion?(true)
                return
            }
            // Nested in an animation: it joins it, as UIKit's inherited duration and curve.
            AnimationContext.perform(outer, begin: context.begin, animations)
            if let completion = completion { outer.addCompletion { completion($0 == .end) } }
            return
        }
        let animator = ViewPropertyAnimator(duration: duration, timingParameters: timing)
        animator.addAnimations(animations)
        if let completion = completion { animator.addCompletion { completion($0 == .end) } }
        animator.startAnimation(afterDelay: delay)
    }
}
