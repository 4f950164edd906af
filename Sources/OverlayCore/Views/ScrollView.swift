import Foundation

/// Insets on the four edges, like `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Creates insets.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets()
}

/// The stand-in for `UIScrollView`: a view whose content, `contentSize` large, is shifted by `contentOffset`.
///
/// This is the model the overlay container needs to find and pin a driving scroll view; tracking,
/// deceleration and bouncing are driven from outside by the gesture layer.
open class ScrollView: View {
    /// The offset of the content's origin from the view's origin; y > 0 scrolls into the content.
    open var contentOffset: CGPoint = .zero

    /// The size of the scrollable content.
    public var contentSize: CGSize = .zero

    /// Insets around the content set by the app.
    public var contentInset: EdgeInsets = .zero

    /// Extra insets from the environment (UIKit's safe-area adjustment). OverlaySim has no safe area, so this is
    /// zero unless a scene sets it.
    public var safeAreaAdjustment: EdgeInsets = .zero

    /// `contentInset` plus the safe-area adjustment, as UIKit's `adjustedContentInset`.
    public var adjustedContentInset: EdgeInsets {
        EdgeInsets(
            top: contentInset.top + safeAreaAdjustment.top,
            left: contentInset.left + safeAreaAdjustment.left,
            bottom: contentInset.bottom + safeAreaAdjustment.bottom,
            right: contentInset.right + safeAreaAdjustment.right
        )
    }

    /// Whether the view bounces vertically even when its content is shorter than the view.
    public var alwaysBounceVertical = false

    /// Whether the view bounces past its content edges.
    public var bounces = true

    open override var boundsOrigin: CGPoint { contentOffset }
}
