import Foundation

/// The stand-in for `UIViewController`: owns a lazily loaded `view` and a list of children.
open class ViewController: LinkAnchored {
    private var loadedView: View?
    /// The tree runtime a subclass's layout check last marked (``markCheckedTree(_:)``).
    private var checkedTree: ViewTreeRuntime?

    /// The child view controllers, in the order they were added.
    public var children: [ViewController] { childList }
    // Changed only taken out and swapped back: see ExclusiveStorage.swift.
    private var childList: [ViewController] = []

    /// The parent view controller, if this one is a child.
    @WeakLink public private(set) var parent: ViewController?

    /// A name for logs and tests.
    public var title: String?

    /// What links to this view controller hold (``WeakLink``).
    public final var linkAnchor: LinkAnchor { typedAnchor }
    /// The same anchor, typed: what this view controller's root view holds as its view controller.
    final var typedAnchor: TypedLinkAnchor<ViewController> { anchorSlot.existingAnchor ?? anchorSlot.keep(TypedLinkAnchor(typed: self)) }
    private var anchorSlot = TypedLinkAnchorSlot<ViewController>()
    deinit { anchorSlot.ownerIsGoing() }

    /// Presentation bookkeeping, kept by the presentation host.
    final var presentationRecord = PresentationRecord()

    /// Where the view is in its appearance lifecycle (<doc:AppearanceLifecycle>).
    var appearance = AppearancePhase.disappeared

    /// The nib name given to ``init(nibName:bundle:)``: always nil here (there are no nibs).
    public private(set) var nibName: String?
    /// The bundle given to ``init(nibName:bundle:)``.
    public private(set) var nibBundle: Bundle?

    /// Creates a view controller; its view loads on first access.
    public init() {}

    /// UIKit's designated initializer, so that subclasses written for UIKit (`super.init(nibName: nil, bundle:
    /// nil)`, `override init(nibName:bundle:)`) compile unchanged. There is no nib loading: the view comes from
    /// `loadView()`, and a nib name stops the program with a message saying so (it would otherwise show nothing).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        precondition(
            nibNameOrNil == nil,
            "ViewController(nibName: \"\(nibNameOrNil ?? "")\"): nib loading is not supported; build the view in loadView()")
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
    }

    /// The root view, loaded on first access through `loadView()` and then `viewDidLoad()`.
    /// Set it from `loadView()` (`view = View()`), as in UIKit.
    public var view: View {
        get {
            if let view = loadedView { return view }
            loadView()
            if loadedView == nil { _ = exchange(&loadedView, with: View()) }
            loadedView?.viewController = self
            viewDidLoad()
            return loadedView!
        }
        set { setView(newValue) }
    }

    /// The view if it has been loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Whether `view` has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Remembers `runtime` as the tree a subclass's layout check last found its views placed in (nil: none), for
    /// ``checkedTreeLayoutStamp``.
    package final func markCheckedTree(_ runtime: ViewTreeRuntime?) {
        // Most marks repeat the last (each drag step): compared first, as replacing it retains and releases.
        guard checkedTree !== runtime else { return }
        _ = exchange(&checkedTree, with: runtime)
    }

    /// Whether `runtime` is the tree last marked with ``markCheckedTree(_:)``.
    package final func isCheckedTree(_ runtime: ViewTreeRuntime?) -> Bool {
        checkedTree === runtime
    }

    /// The layout stamp of the loaded view's tree while that tree is the one last marked, else nil: what a check
    /// run several times a step compares. The mark, the view and its runtime are read in this one function with no
    /// call between them, so none of them is retained (handing the mark to a call would retain it).
    package final var checkedTreeLayoutStamp: Int? {
        guard let marked = checkedTree, let link = loadedView?.runtimeLink, link === marked else { return nil }
        return link.layoutStamp
    }

    /// Creates the root view. Override and call `setView(_:)`; the default makes a plain `View`.
    open func loadView() {
        _ = exchange(&loadedView, with: View())
    }

    /// Sets the root view from inside `loadView()`.
    public func setView(_ view: View) {
        if let old = loadedView, old !== view, old.viewController === self { old.viewController = nil }
        _ = exchange(&loadedView, with: view)
        view.viewController = self
    }

    /// Called once, after the view has loaded.
    open func viewDidLoad() {}

    /// The view is about to be added to what is on screen (<doc:AppearanceLifecycle>).
    open func viewWillAppear(_ animated: Bool) {}

    /// The view is on screen: its appearance (animated or not) has finished.
    open func viewDidAppear(_ animated: Bool) {}

    /// The view is about to leave the screen.
    open func viewWillDisappear(_ animated: Bool) {}

    /// The view has left the screen: its disappearance has finished.
    open func viewDidDisappear(_ animated: Bool) {}

    /// The children that hear this view controller's appearance calls: when appearing, those whose view lies in
    /// its view (a navigation controller tells only its top one); when disappearing, those on screen.
    func childrenForwardedAppearance(appearing: Bool) -> [ViewController] {
        if !appearing { return children.filter { $0.appearance.isOnScreen } }
        guard let view = viewIfLoaded else { return [] }
        return children.filter { child in child.viewIfLoaded.map { $0.isDescendant(of: view) } ?? false }
    }

    /// Called right before the root view lays out its subviews (its `layoutSubviews()`), as UIKit's.
    open func viewWillLayoutSubviews() {}

    /// Called right after the root view laid out its subviews, as UIKit's.
    open func viewDidLayoutSubviews() {}

    /// Called before the view controller is added to or removed from a parent; `addChild(_:)` calls it.
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the view controller was added to or removed from a parent (call it yourself after
    /// `addChild(_:)` and adding the view, as in UIKit; `removeFromParent()` calls it with nil).
    open func didMove(toParent parent: ViewController?) {}

    /// How the view controller is presented, as UIKit's: `.custom` asks `transitioningDelegate` for the
    /// presentation controller.
    public var modalPresentationStyle: ModalPresentationStyle = .automatic

    /// Supplies the presentation controller of a `.custom` presentation.
    public weak var transitioningDelegate: ViewControllerTransitioningDelegate?

    /// The view controller's layout pass, UIKit's `view.layoutIfNeeded()` with the `viewWillLayoutSubviews` of
    /// every view controller on the way: by default the children's passes, in order, then the loaded view's
    /// `layoutIfNeeded()`. A presentation host runs it inside the presentation's animation, so what the pass
    /// changes animates with the slide (the PresentationFlow article). A no-op before the view has loaded.
    open func layoutIfNeeded() {
        guard let view = viewIfLoaded else { return }
        for child in children { child.layoutIfNeeded() }
        view.layoutIfNeeded()
    }

    /// The window's size changed (a rotation, a window resize) and this view controller's view, the window's
    /// root, already has the new size: lay out what must follow at once. UIKit's `viewWillTransition(to:with:)`
    /// without the coordinator: a resize here is instant. The default does nothing; the view's own layout pass
    /// runs in the next layout phase either way.
    open func viewWillTransition(to size: CGSize) {}

    /// Adds a child view controller (its view is not added to the hierarchy; the parent does that).
    public func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        var list = takeOut(&childList)
        list.append(child)
        swap(&list, &childList)
        child.parent = self
        viewIfLoaded?.noteHierarchyChange()
    }

    /// Removes this view controller from its parent (calling `didMove(toParent: nil)`, as UIKit does).
    public func removeFromParent() {
        guard let parent = parent else { return }
        var list = takeOut(&parent.childList)
        list.removeAll { $0 === self }
        swap(&list, &parent.childList)
        self.parent = nil
        parent.viewIfLoaded?.noteHierarchyChange()
        didMove(toParent: nil)
    }
}

/// What a view controller knows about its own presentation.
struct PresentationRecord {
    /// Set while the view controller is presented (from the presentation's start to its dismissal's end).
    var presentationController: PresentationController?
    /// The view controller it presents, if any.
    @WeakLink var presentedViewController: ViewController?
}

/// How a view controller is presented, as `UIModalPresentationStyle`. Presentations here always slide up over
/// the window; `.custom` takes its presentation controller from the transitioning delegate.
public enum ModalPresentationStyle: Int, Hashable, Sendable {
    case automatic, fullScreen, pageSheet, formSheet, overFullScreen, overCurrentContext, custom
}

/// Supplies the presentation controller of a `.custom` presentation, as `UIViewControllerTransitioningDelegate`.
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The presentation controller for `presented`, or nil for a plain one.
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        nil
    }
}
