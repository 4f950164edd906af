import Foundation

/// Adopted by a presentation controller that keeps views of its own (dimming, tap catcher) in the container
/// view: `PresentationHost.layout()` calls it, like UIKit's `containerViewWillLayoutSubviews()`, before it
/// frames the presented view.
public protocol PresentationContainerLayout: AnyObject {
    /// The container view is about to be laid out; frame your views from `containerView.bounds`.
    func containerViewWillLayoutSubviews()
}
