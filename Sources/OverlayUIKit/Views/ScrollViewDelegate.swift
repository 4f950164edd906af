import Foundation
import OverlayPhysics

/// Hears a scroll view's scrolling, like `UIScrollViewDelegate` (every method optional).
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (by a finger, deceleration, a bounce or code).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A finger started dragging the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifts. `velocity` is the content's velocity in points per **millisecond** (UIKit's unit;
    /// positive y scrolls toward the end); `targetContentOffset` is where deceleration will stop, and may be changed.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint)
    /// The drag ended; `decelerate` tells whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content came to rest after a deceleration or a bounce.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
}
