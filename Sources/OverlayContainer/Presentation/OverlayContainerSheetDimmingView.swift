import Foundation
import OverlayUIKit

/// The view a sheet presentation puts behind the presented container, told about the presentation's life and
/// every translation of the overlay (<doc:SheetPresentation>). Every hook is optional (no-op by default).
///
/// Hooks called "…DidBegin" and `overlayViewControllerWillTranslate(context:)` run inside the slide's or the
/// overlay's animation: the view properties set there (its `alpha`) animate with it, as in UIKit.
public protocol OverlayContainerSheetDimmingView: View {
    /// The presentation is about to start (not animated).
    func presentationTransitionWillBegin()
    /// Alongside the presentation's slide.
    func presentationTransitionDidBegin()
    /// The dismissal is about to start (not animated).
    func dismissalTransitionWillBegin()
    /// Alongside the dismissal's slide.
    func dismissalTransitionDidBegin()
    /// The overlay translates: during a drag at once, during an animation along its spring.
    func overlayViewControllerWillTranslate(context: OverlayContainerTransitionCoordinatorContext)
}

extension OverlayContainerSheetDimmingView {
    public func presentationTransitionWillBegin() {}
    public func presentationTransitionDidBegin() {}
    public func dismissalTransitionWillBegin() {}
    public func dismissalTransitionDidBegin() {}
    public func overlayViewControllerWillTranslate(context: OverlayContainerTransitionCoordinatorContext) {}
}
