import Foundation

/// A rectangle in the view tree: the small stand-in for `UIView` that OverlaySim lays out, hit-tests and draws.
///
/// Coordinates follow UIKit: `frame` is in the superview's coordinates, y grows downward, and a view's
/// `bounds.origin` is the offset of its content (non-zero only for a scrolled `ScrollView`). A view without a
/// superview is a root: its frame is in window coordinates.
///
/// Deviation from UIKit, on purpose: `frame` is what is on screen (the presentation value). UIKit hit-tests
/// against model frames, so during an animation a touch could miss what the user sees; here it cannot.
open class View: CoordinateSpace {
    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect = .zero {
        didSet { if frame.size != oldValue.size { setNeedsLayout() } }
    }

    /// The view's own rectangle: origin is the content offset (zero except for scroll views), size is the frame's.
    public var bounds: CGRect { CGRect(origin: boundsOrigin, size: frame.size) }

    /// The origin of `bounds`. Scroll views return their content offset.
    open var boundsOrigin: CGPoint { .zero }

    /// The parent view, if any.
    public private(set) weak var superview: View?

    /// The children, back to front.
    public private(set) var subviews: [View] = []

    /// A hidden view is neither drawn nor hit.
    public var isHidden = false

    /// Opacity 0…1. Views with alpha below 0.01 are not hit, as in UIKit.
    public var alpha: CGFloat = 1

    /// When false, the view and its subviews take no touches.
    public var isUserInteractionEnabled = true

    /// A name for logs, tests and the renderer ("header", "row 3", ...).
    public var identifier: String?

    // MARK: - Appearance (read by the renderer; nothing here draws)

    /// The fill behind the view's content, nil for none.
    public var backgroundColor: RGBAColor?

    /// Corner radii of the background (top left, top right, bottom right, bottom left), points.
    public var cornerRadii: (topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat, bottomLeft: CGFloat) = (0, 0, 0, 0)

    /// A soft shadow under the background.
    public var shadow: ViewShadow?

    /// Whether drawing of the subviews is clipped to the bounds.
    public var clipsToBounds = false

    /// The opacity on screen: `alpha`, unless a subclass animates it (a backdrop following the overlay).
    open var displayedAlpha: CGFloat { alpha }

    /// Sets the same radius on every corner.
    public func setCornerRadius(_ radius: CGFloat) {
        cornerRadii = (radius, radius, radius, radius)
    }

    /// Optional layout code run by `layoutSubviews()`; lets scenes lay out plain views without subclassing.
    public var layoutHandler: ((View) -> Void)?

    /// Whether `layoutIfNeeded()` should call `layoutSubviews()`.
    public private(set) var needsLayout = true

    /// Bumped on a root view whenever a view is added or removed anywhere in its tree (`hierarchyVersion`).
    private var hierarchyChanges = 0

    /// Whether some descendant needs layout: `layoutIfNeeded()` skips clean subtrees instead of walking them.
    /// Invariant (outside a layout pass): a view that needs layout, or has such a descendant, has this set on every
    /// ancestor, so a clean tree costs one check at its root.
    private var subtreeNeedsLayout = false

    /// Creates a view with a frame.
    public init(frame: CGRect = .zero) {
        self.frame = frame
    }

    // MARK: - Gestures

    /// The gesture recognizers attached to this view; they see touches that start on it or its descendants.
    public private(set) var gestureRecognizers: [GestureRecognizer] = []

    /// Attaches a recognizer (moving it from its previous view, if any).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches a recognizer.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

    /// A pointer went down on this view or a descendant (before any recognizer sees it). Scroll views stop there.
    open func touchDown(_ touch: TouchEvent) {}

    /// The pointer that went down here lifted or was cancelled, after the recognizers saw it.
    open func touchUp(_ touch: TouchEvent) {}

    // MARK: - Hierarchy

    /// Adds `view` on top of the other subviews, removing it from its previous superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` (0 = at the back), removing it from its previous superview first.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        view.removeFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        // The moved subtree keeps its own flags; marking this view walks layout into it at the next pass.
        setNeedsLayout()
        noteHierarchyChange()
    }

    /// Removes the view from its superview; a no-op for a root view.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout()
        parent.noteHierarchyChange()
    }

    /// A number that changes whenever a view is added to or removed from the tree this view is the root of (read
    /// it on a root: a host caches what it finds in the tree, such as scroll views, until it changes).
    public var hierarchyVersion: Int { hierarchyChanges }

    /// Tells this view's root that its tree changed (a view controller's children changed, say).
    public func noteHierarchyChange() {
        var root = self
        while let parent = root.superview { root = parent }
        root.hierarchyChanges &+= 1
    }

    // MARK: - Drawing

    /// Draws the view's own content, like UIKit's `draw(_:)`: override it and append draw-list commands to
    /// `context` in the view's own coordinates (its bounds, origin at the top left). The renderer moves them to
    /// the view's place on screen, clips them to its bounds and fades them with its alpha; they go above the
    /// background and below the subviews. Called for every frame drawn; the default draws nothing.
    open func draw(in context: ViewDrawingContext) {}

    // MARK: - Layout

    /// Marks the view for layout at the next `layoutIfNeeded()`.
    public func setNeedsLayout() {
        needsLayout = true
        // Always to the root (no early stop at a marked ancestor): a pass clears the flags top-down, so during one
        // an ancestor's flag says nothing about those above it.
        var ancestor = superview
        while let view = ancestor {
            view.subtreeNeedsLayout = true
            ancestor = view.superview
        }
    }

    /// Lays out the subviews. The default calls `layoutHandler`.
    open func layoutSubviews() {
        layoutHandler?(self)
    }

    /// Runs `layoutSubviews()` where needed, top-down through the tree.
    public func layoutIfNeeded() {
        guard needsLayout || subtreeNeedsLayout else { return }
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        // Cleared after this view's own layout (which marks the subviews it resized) and before they are visited:
        // a view marked while they are laid out sets it again, for the next pass, as a full walk would find it then.
        subtreeNeedsLayout = false
        for subview in subviews {
            subview.layoutIfNeeded()
        }
    }

    // MARK: - Hit-testing

    /// Whether `point`, in this view's coordinates, is inside its bounds.
    open func point(inside point: CGPoint) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive view containing `point` (in this view's coordinates), front-most first.
    open func hitTest(_ point: CGPoint) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convertFromSuperview(point)) {
                return hit
            }
        }
        return self
    }

    // MARK: - Coordinates

    /// Converts a point from the superview's coordinates to this view's.
    public func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - frame.origin.x + boundsOrigin.x, y: point.y - frame.origin.y + boundsOrigin.y)
    }

    /// Converts a point from this view's coordinates to the superview's.
    public func convertToSuperview(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x + frame.origin.x - boundsOrigin.x, y: point.y + frame.origin.y - boundsOrigin.y)
    }

    public func convertToWindow(_ point: CGPoint) -> CGPoint {
        var result = point
        var current: View? = self
        while let view = current {
            result = view.convertToSuperview(result)
            current = view.superview
        }
        return result
    }

    public func convertFromWindow(_ point: CGPoint) -> CGPoint {
        if let parent = superview {
            return convertFromSuperview(parent.convertFromWindow(point))
        }
        return convertFromSuperview(point)
    }

    /// This view's bounds expressed in window coordinates.
    public var frameInWindow: CGRect {
        CGRect(origin: convertToWindow(boundsOrigin), size: frame.size)
    }
}

/// A view's drop shadow: colour and opacity, blur radius and offset in points.
public struct ViewShadow: Hashable, Sendable {
    public var color: RGBAColor
    public var radius: CGFloat
    public var offset: CGSize

    /// Creates a shadow.
    public init(color: RGBAColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.2), radius: CGFloat = 3, offset: CGSize = CGSize(width: 0, height: 1)) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
}
