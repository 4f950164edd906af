import Foundation
import OverlayUIKit

/// The default dimming view: black, whose alpha goes from `dismissedAlpha` to `minimumAlpha` as the sheet slides
/// in, then follows the overlay between `minimumAlpha` (lowest reachable notch) and `maximumAlpha` (highest), and
/// goes back to `dismissedAlpha` as the sheet slides out (<doc:SheetPresentation>).
///
/// `alpha` holds the model value (what the alpha goes to, used for hit-testing); `displayedAlpha` is what a
/// renderer should draw black with, following the running animation.
open class TransparentOverlayContainerSheetDimmingView: View, OverlayContainerSheetDimmingView {
    /// The alpha before the presentation and after the dismissal. Default 0.
    public var dismissedAlpha: CGFloat = 0
    /// The alpha at the end of the presentation and at the lowest reachable notch. Default 0.3.
    public var minimumAlpha: CGFloat = 0.3
    /// The alpha at the highest reachable notch. Default 0.6.
    public var maximumAlpha: CGFloat = 0.6

    /// The alpha as it animates: set with the current implicit animator, if any.
    public private(set) var animatedAlpha = AnimatedValue(0)

    /// The alpha to draw the black fill with now.
    open override var displayedAlpha: CGFloat { CGFloat(animatedAlpha.value) }

    /// Creates the view at alpha 0 (the host's layout sizes it to the container view).
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        identifier = "sheetDimming"
        backgroundColor = .black
        alpha = 0
    }

    /// Sets the model alpha and animates the displayed one along `ImplicitAnimation.currentAnimator`.
    public func setDimmingAlpha(_ value: CGFloat) {
        alpha = value
        animatedAlpha.set(Double(value), animatedBy: ImplicitAnimation.currentAnimator)
    }

    open func presentationTransitionWillBegin() {
        setDimmingAlpha(dismissedAlpha)
    }

    open func presentationTransitionDidBegin() {
        setDimmingAlpha(minimumAlpha)
    }

    open func dismissalTransitionWillBegin() {}

    open func dismissalTransitionDidBegin() {
        setDimmingAlpha(dismissedAlpha)
    }

    /// `clamp(minimumAlpha + translationProgress() · (maximumAlpha − minimumAlpha), 0, 1)`.
    open func overlayViewControllerWillTranslate(context: OverlayContainerTransitionCoordinatorContext) {
        let alpha = minimumAlpha + context.translationProgress() * (maximumAlpha - minimumAlpha)
        setDimmingAlpha(min(max(alpha, 0), 1))
    }
}
