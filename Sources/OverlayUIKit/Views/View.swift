import Foundation
import OverlayDrawing

/// A rectangle in the view tree: the small stand-in for `UIView` that OverlaySim lays out, hit-tests, animates and
/// draws.
///
/// Coordinates follow UIKit: `frame` is in the superview's coordinates, y grows downward, and a view's
/// `bounds.origin` is the offset of its content (non-zero only for a scrolled `ScrollView`). A view without a
/// superview is a root: its frame is in window coordinates.
///
/// The animatable properties (`frame`, `center`, `alpha`, `backgroundColor`, `cornerRadii`/`cornerRadius`,
/// `transform`) keep two values, as a UIKit layer and its presentation layer do: the model value, which code
/// reads and writes, and the presentation value (`presentationFrame`, `presentationAlpha`, …), what is drawn:
/// the model value plus the offsets of the animations running on it. Changed inside an animation context (an
/// animator's blocks, `View.animate`, an overlay's or a presentation's alongside block) a property animates
/// additively with that animation's timing; changed outside one it applies at once (the ViewAnimation article).
///
/// Deviation from UIKit, on purpose: hit-testing and coordinate conversion use what is on screen, the
/// presentation frames. UIKit uses the model frames, so during an animation a touch can miss what the user sees;
/// here it cannot.
open class View: CoordinateSpace, LinkAnchored {
    /// Corner radii of a view's background, in points: the draw list's own type (one type from the view to the
    /// renderer).
    public typealias CornerRadii = OverlayDrawing.CornerRadii

    // Each animatable property in two halves (`AnimatedProperty`): its model value, and the animations running on
    // it. A write of `frameModel` is followed by `noteLayoutChange()`.
    final var frameModel = CGRect.zero
    final var frameAnimations: [AnimatedProperty<CGRect>.Additive] = []
    final var alphaModel: CGFloat = 1
    final var alphaAnimations: [AnimatedProperty<CGFloat>.Additive] = []
    final var backgroundModel = RGBAColor.clear
    final var backgroundAnimations: [AnimatedProperty<RGBAColor>.Additive] = []
    final var hasBackgroundColor = false
    final var radiiModel = CornerRadii.zero
    final var radiiAnimations: [AnimatedProperty<CornerRadii>.Additive] = []
    final var transformModel = CGAffineTransform.identity
    final var transformAnimations: [AnimatedProperty<CGAffineTransform>.Additive] = []

    /// The view's rectangle in its superview's coordinates (model value; animatable). A new size resizes the
    /// subviews that have an `autoresizingMask`.
    open var frame: CGRect {
        get { frameModel }
        set {
            let old = frameModel
            let context = animationContext(from: old, to: newValue)
            frameModel = newValue
            if context != nil || !frameAnimations.isEmpty {
                var animations = takeOut(&frameAnimations)
                AnimatedProperty.change(&animations, from: old, to: newValue, in: context)
                swap(&animations, &frameAnimations)
            }
            noteLayoutChange()
            context?.animator?.noteTarget(self)
            if newValue.size != old.size {
                autoresizeSubviews(from: old.size)
                setNeedsLayout()
            }
        }
    }

    /// How the view follows its superview's size changes, as UIKit's (empty by default: it does not).
    public var autoresizingMask: AutoresizingMask {
        get { autoresizingRule }
        set { autoresizingRule = newValue }
    }
    // This and the other properties read at every step or touch are stored privately behind a public computed one:
    // a public stored property is checked at run time on every access, private storage is proven exclusive.
    private var autoresizingRule: AutoresizingMask = []

    /// The view's own rectangle: origin is the content offset (zero except for scroll views), size is the frame's.
    public var bounds: CGRect { CGRect(origin: boundsOrigin, size: frame.size) }

    /// The origin of `bounds`. Scroll views return their content offset.
    open var boundsOrigin: CGPoint { .zero }

    /// The frame's centre in the superview's coordinates; setting it moves the frame (animatable).
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The parent view, if any (weak, the back-link rule of the TreeRuntime article: the parent owns its subviews).
    public private(set) var superview: View? {
        get { superviewAnchor?.liveTarget }
        set { _ = exchange(&superviewAnchor, with: newValue?.typedAnchor) }
    }
    // The parent's typed anchor: read at every walk up the tree, without a cast. Replaced (`exchange(_:with:)`), so
    // that every access is proven exclusive (the TreeRuntime article, "Exclusive by construction").
    private var superviewAnchor: TypedLinkAnchor<View>?

    /// The children, back to front.
    public var subviews: [View] { subviewList }
    // Changed only taken out and swapped back (`takeOut(_:)`), as every stored list of the tree: see
    // ExclusiveStorage.swift.
    private var subviewList: [View] = []

    /// A hidden view is neither drawn nor hit.
    public var isHidden: Bool {
        get { hiddenFlag }
        set { hiddenFlag = newValue }
    }
    private var hiddenFlag = false

    /// Opacity 0…1 (model value; animatable). Views shown below 0.01 are not hit, as in UIKit.
    open var alpha: CGFloat {
        get { alphaModel }
        set {
            let old = alphaModel
            let context = animationContext(from: old, to: newValue)
            alphaModel = newValue
            if context != nil || !alphaAnimations.isEmpty {
                var animations = takeOut(&alphaAnimations)
                AnimatedProperty.change(&animations, from: old, to: newValue, in: context)
                swap(&animations, &alphaAnimations)
            }
            context?.animator?.noteTarget(self)
        }
    }

    /// When false, the view and its subviews take no touches.
    public var isUserInteractionEnabled: Bool {
        get { takesTouches }
        set { takesTouches = newValue }
    }
    private var takesTouches = true

    /// A name for logs, tests and the renderer ("header", "row 3", ...).
    public var identifier: String?

    /// The name tests find the view by, as UIKit's `accessibilityIdentifier` (a check case masks a view by it).
    public var accessibilityIdentifier: String?

    // MARK: - Appearance (read by the renderer; nothing here draws)

    /// The fill behind the view's content, nil for none (model value; animatable, nil counting as clear).
    open var backgroundColor: RGBAColor? {
        get { hasBackgroundColor ? backgroundModel : nil }
        set {
            hasBackgroundColor = newValue != nil
            let old = backgroundModel, new = newValue ?? .clear
            let context = animationContext(from: old, to: new)
            backgroundModel = new
            if context != nil || !backgroundAnimations.isEmpty {
                var animations = takeOut(&backgroundAnimations)
                AnimatedProperty.change(&animations, from: old, to: new, in: context)
                swap(&animations, &backgroundAnimations)
            }
            context?.animator?.noteTarget(self)
        }
    }

    /// A transform about the view's centre, applied to what is drawn, hit-tested and converted (animatable;
    /// component by component). The drawing shows translation and scale; a rotation or shear is drawn as the
    /// rectangle that holds the transformed view. `frame` stays the untransformed rectangle.
    open var transform: CGAffineTransform {
        get { transformModel }
        set {
            let old = transformModel
            let context = animationContext(from: old, to: newValue)
            transformModel = newValue
            if context != nil || !transformAnimations.isEmpty {
                var animations = takeOut(&transformAnimations)
                AnimatedProperty.change(&animations, from: old, to: newValue, in: context)
                swap(&animations, &transformAnimations)
            }
            context?.animator?.noteTarget(self)
        }
    }

    /// A soft shadow under the background.
    public var shadow: ViewShadow?

    /// Whether drawing of the subviews is clipped to the bounds.
    public var clipsToBounds = false

    /// The colour of tinted content (a button's title): its own, else the superview's, else the system blue.
    public var tintColor: RGBAColor {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue }
    }
    private var ownTintColor: RGBAColor?

    /// Sets the same radius on every corner.
    public func setCornerRadius(_ radius: CGFloat) {
        cornerRadius = radius
    }

    // MARK: - Owners

    /// The clock of an overlay container, set on its root view: the views under it animate on it.
    package final var ownAnimationClock: AnimationClock?
    /// The clock of a root view that has no own clock, made when first asked for.
    final var rootAnimationClock: AnimationClock?

    /// What links to this view hold (``WeakLink``).
    public final var linkAnchor: LinkAnchor { typedAnchor }
    /// The same anchor, typed: what this view's subviews hold as their superview.
    final var typedAnchor: TypedLinkAnchor<View> { anchorSlot.existingAnchor ?? anchorSlot.keep(TypedLinkAnchor(typed: self)) }
    private var anchorSlot = TypedLinkAnchorSlot<View>()
    deinit { anchorSlot.ownerIsGoing() }

    /// The view controller whose root view this is (told of this view's layout passes).
    package internal(set) final var viewController: ViewController? {
        get { viewControllerAnchor?.liveTarget }
        set { _ = exchange(&viewControllerAnchor, with: newValue?.typedAnchor) }
    }
    private var viewControllerAnchor: TypedLinkAnchor<ViewController>?

    /// Insets of the screen's unsafe edges (a notch, a home indicator), set by a host on the view that fills the
    /// screen (a window's root) to simulate a device; zero by default. The views under it report them in their
    /// `safeAreaInsets`.
    public var screenSafeAreaInsets: EdgeInsets = .zero {
        didSet { if screenSafeAreaInsets != oldValue { setNeedsLayoutInSubtree() } }
    }

    /// Optional layout code run by `layoutSubviews()`; lets scenes lay out plain views without subclassing.
    public var layoutHandler: ((View) -> Void)? {
        get { layoutBlock }
        set { layoutBlock = newValue }
    }
    private var layoutBlock: ((View) -> Void)?

    /// Whether `layoutIfNeeded()` should call `layoutSubviews()`.
    public var needsLayout: Bool { needsOwnLayout }
    // Stored privately: a public stored property is checked at run time on every access (other modules may
    // access it directly), a computed one over private storage is not.
    private var needsOwnLayout = true

    /// Bumped on a root view whenever a view is added or removed anywhere in its tree (`hierarchyVersion`).
    private var hierarchyChanges = 0

    /// The runtime of the tree this view is in, once someone asked for it: nil, or its root's (``treeRuntime``).
    final var runtimeLink: ViewTreeRuntime?

    /// Whether some descendant needs layout: `layoutIfNeeded()` skips clean subtrees instead of walking them.
    /// Invariant (outside a layout pass): a view that needs layout, or has such a descendant, has this set on every
    /// ancestor, so a clean tree costs one check at its root.
    private var subtreeNeedsLayout = false

    /// Creates a view with a frame.
    public init(frame: CGRect = .zero) {
        // A view made inside an animation block starts where it is put: its first frame is not animated.
        AnimationContext.perform(nil) { self.frame = frame }
    }

    // MARK: - Gestures

    /// The recognizers attached to this view (`gestureRecognizers`, View+Gestures.swift). Read at every touch down:
    /// changed only taken out and swapped back, as `subviews` (ExclusiveStorage.swift).
    final var recognizerList: [GestureRecognizer] = []

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
        var list = takeOut(&subviewList)
        list.insert(view, at: max(0, min(index, list.count)))
        swap(&list, &subviewList)
        view.superview = self
        view.takeRuntimeLink(from: self)
        // What ran on the moved root's own clock now runs on this tree's.
        if let orphan = view.rootAnimationClock {
            view.rootAnimationClock = nil
            animationClock.adopt(contentsOf: orphan)
        }
        // The moved subtree keeps its own flags; marking this view lays it out at the next pass, and a subtree that
        // needs layout (a new view always does) marks the walk into it, as `setNeedsLayout()` does for its ancestors.
        setNeedsLayout()
        if !view.isLayoutClean { subtreeNeedsLayout = true }
        noteHierarchyChange()
    }

    /// Removes the view from its superview; a no-op for a root view.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        var list = takeOut(&parent.subviewList)
        list.removeAll { $0 === self }
        swap(&list, &parent.subviewList)
        superview = nil
        setRuntimeLinkInSubtree(nil)
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
        noteLayoutChange()
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
        noteLayoutChange()
        needsOwnLayout = true
        // Always to the root (no early stop at a marked ancestor): a pass clears the flags top-down, so during one
        // an ancestor's flag says nothing about those above it.
        var ancestor = superview
        while let view = ancestor {
            view.subtreeNeedsLayout = true
            ancestor = view.superview
        }
    }

    /// Whether neither this view nor any view under it needs layout: `layoutIfNeeded()` would do nothing.
    package final var isLayoutClean: Bool { !needsLayout && !subtreeNeedsLayout }

    /// Lays out the subviews. The default calls `layoutHandler`.
    open func layoutSubviews() {
        layoutHandler?(self)
    }

    /// Runs `layoutSubviews()` where needed, top-down through the tree.
    public func layoutIfNeeded() {
        guard needsOwnLayout || subtreeNeedsLayout else { return }
        if needsOwnLayout {
            needsOwnLayout = false
            let owner = viewController
            owner?.viewWillLayoutSubviews()
            layoutSubviews()
            owner?.viewDidLayoutSubviews()
        }
        // Set again by this view's own layout if it marked a subview; when it is clear no view under this one needs
        // layout (the invariant holds here too: an inserted subview marks it), so the subviews are not visited.
        guard subtreeNeedsLayout else { return }
        // Cleared before they are visited: a view marked while they are laid out sets it again, for the next pass,
        // as a full walk would find it then.
        subtreeNeedsLayout = false
        // The subviews as they are now (the copy keeps them alive whatever a layout changes); a clean one is skipped
        // on its flags, read in place, so that it costs no retain.
        let children = subviewList
        for index in children.indices where !children[index].isLayoutClean { children[index].layoutIfNeeded() }
    }

    /// Marks this view and every view under it for layout (the safe area changed).
    func setNeedsLayoutInSubtree() {
        setNeedsLayout()
        for subview in subviews { subview.setNeedsLayoutInSubtree() }
    }

    // MARK: - Hit-testing (on what is on screen)

    /// Whether `point`, in this view's coordinates, is inside the bounds on screen.
    open func point(inside point: CGPoint, with event: TouchEvent?) -> Bool {
        presentationBounds.contains(point)
    }

    /// The deepest visible, interactive view containing `point` (in this view's coordinates), front-most first,
    /// as `UIView.hitTest(_:with:)`. Override it (calling `super`) to change which view takes a touch.
    open func hitTest(_ point: CGPoint, with event: TouchEvent?) -> View? {
        guard !isHidden, isUserInteractionEnabled, presentationAlpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convertFromSuperview(point), with: event) {
                return hit
            }
        }
        return self
    }

    /// `point(inside:with:)` without an event.
    public final func point(inside point: CGPoint) -> Bool {
        self.point(inside: point, with: nil)
    }

    /// `hitTest(_:with:)` without an event.
    public final func hitTest(_ point: CGPoint) -> View? {
        hitTest(point, with: nil)
    }
}
