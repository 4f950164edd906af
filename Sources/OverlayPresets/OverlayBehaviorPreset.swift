import Foundation
import OverlayContainer
import OverlayPhysics
import OverlayUIKit

/// A bundle of the behaviour a scene applies to its container: the delegate-supplied objects (translation
/// function, target policy, animation controller) and the container options, so the feel of OverlayContainer,
/// our fluid variant and the peers can be compared on the same scene (<doc:BehaviorPresets>).
///
/// The `make…` methods return fresh objects on every call; a scene keeps the ones it hands to the container.
/// Applying a preset: return `makeTranslationFunction(availableSpace:)` from the delegate's
/// `overlayTranslationFunctionForOverlay`, an `OverlayPresetTransitioningDelegate` from
/// `transitioningDelegateForOverlay` (it also answers where a drag starts), call `apply(to:)` on the driving scroll
/// view, and forward `willStartDraggingOverlay` to the transitioning delegate (the Pulley policy needs it).
public struct OverlayBehaviorPreset: Hashable, Sendable {
    /// Which preset this is.
    public let name: OverlayBehaviorPresetName

    /// The preset called `name`.
    public init(name: OverlayBehaviorPresetName) {
        self.name = name
    }

    /// The preset called `name`.
    public static func named(_ name: OverlayBehaviorPresetName) -> OverlayBehaviorPreset {
        OverlayBehaviorPreset(name: name)
    }

    /// Every preset, in `OverlayBehaviorPresetName` order.
    public static var all: [OverlayBehaviorPreset] {
        OverlayBehaviorPresetName.allCases.map(named)
    }

    /// The translation function while dragging. `availableSpace` (the container's height) is the sheet's
    /// rubber-band dimension; the other presets ignore it.
    public func makeTranslationFunction(availableSpace: CGFloat) -> OverlayTranslationFunction {
        switch name {
        case .reference, .fluid:
            return RubberBandOverlayTranslationFunction()
        case .floatingPanel, .pulley:
            // FloatingPanel's `allowsRubberBanding` is false for both edges; Pulley's drawer has bounces = false.
            let clamp = RubberBandOverlayTranslationFunction()
            clamp.bouncesAtMaximumHeight = false
            clamp.bouncesAtMinimumHeight = false
            return clamp
        case .sheet:
            return ScrollViewRubberBandTranslationFunction(dimension: availableSpace)
        }
    }

    /// The policy that picks the notch after a release.
    public func makeTargetNotchPolicy() -> OverlayTranslationTargetNotchPolicy {
        switch name {
        case .reference:
            return RushingForwardTargetNotchPolicy()
        case .fluid:
            return MomentumProjectionTargetNotchPolicy(decelerationRate: .normal)
        case .floatingPanel:
            return AdjacentSegmentTargetNotchPolicy()
        case .pulley:
            return PulleyTargetNotchPolicy()
        case .sheet:
            return MomentumProjectionTargetNotchPolicy(decelerationRate: SheetBehaviorConstants.projectionRate)
        }
    }

    /// The animation controller that moves the overlay to its target notch.
    public func makeAnimationController(style: OverlayContainerViewController.OverlayStyle) -> OverlayAnimatedTransitioning {
        switch name {
        case .reference:
            return SpringOverlayTranslationAnimationController(style: style)
        case .fluid:
            // The reference's spring (response 0.3, the style's damping) plus the velocity hand-off.
            let controller = SpringOverlayTranslationAnimationController(style: style)
            controller.response = 0.3
            controller.handsOffVelocity = true
            return controller
        case .floatingPanel:
            return FloatingPanelAnimationController()
        case .pulley:
            return ConstantSpringAnimationController.pulley()
        case .sheet:
            return ConstantSpringAnimationController.sheet()
        }
    }

    /// Where a drag that begins during an animation starts from: FloatingPanel stops its spring where it is on
    /// screen, and so do the sheet and the fluid preset; the reference and Pulley start from the model height (the
    /// target) and let the animation blend on. `OverlayPresetTransitioningDelegate` hands it to the container.
    public var dragStart: OverlayDragStart {
        switch name {
        case .reference, .pulley: return .fromTargetHeight
        case .fluid, .floatingPanel, .sheet: return .fromDisplayedHeight
        }
    }

    /// The driving scroll view's `bounces`, or nil to leave the scene's setting. Pulley's drawer does not
    /// rubber-band (`bounces = false`).
    public var scrollViewBounces: Bool? {
        name == .pulley ? false : nil
    }

    /// Sets the scroll view options this preset owns (nothing when `scrollViewBounces` is nil).
    public func apply(to scrollView: ScrollView) {
        if let bounces = scrollViewBounces { scrollView.bounces = bounces }
    }
}
