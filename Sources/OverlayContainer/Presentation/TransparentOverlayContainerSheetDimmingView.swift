import Foundation
import OverlayUIKit

/// The default dimming view: black, whose alpha goes from `dismissedAlpha` to `minimumAlpha` as the sheet slides
/// in, then follows the overlay between `minimumAlpha` (lowest reachable notch) and `maximumAlpha` (highest), and
/// goes back to `dismissedAlpha` as the sheet slides out (<doc:SheetPresentation>).
///
/// It sets its `alpha`, as the reference's does: inside the slide's or the overlay's animation the change
/// animates (`presentationAlpha` is what is drawn), during a drag it applies at once.
open class TransparentOverlayContainerSheetDimmingView: View, OverlayContainerSheetDimmingView {
    /// The alpha before the presentation and after the dismissal. Default 0.
    public var dismissedAlpha: CGFloat = 0
    /// The alpha at the end of the presentation and at the lowest reachable notch. Default 0.3.
    public var minimumAlpha: CGFloat = 0.3
    /// The alpha at the highest reachable notch. Default 0.6.
    public var maximumAlpha: CGFloat = 0.6

    /// Creates the view at alpha 0 (the host's layout sizes it to the container view).
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        identifier = "sheetDimming"
        backgroundColor = .black
        alpha = 0
    }

    open func presentationTransitionWillBegin() {
        alpha = dismissedAlpha
    }

    open func presentationTransitionDidBegin() {
        alpha = minimumAlpha
    }

    open func dismissalTransitionWillBegin() {}

    open func dismissalTransitionDidBegin() {
        alpha = dismissedAlpha
    }

    /// `clamp(minimumAlpha + translationProgress() · (maximumAlpha − minimumAlpha), 0, 1)`.
    open func overlayViewControllerWillTranslate(context: OverlayContainerTransitionCoordinatorContext) {
        let alpha = minimumAlpha + context.translationProgress() * (maximumAlpha - minimumAlpha)
        self.alpha = min(max(alpha, 0), 1)
    }
}
