import Foundation

/// The stand-in for `UIViewController`: owns a lazily loaded `view` and a list of children.
open class ViewController {
    private var loadedView: View?

    /// The child view controllers, in the order they were added.
    public private(set) var children: [ViewController] = []

    /// The parent view controller, if this one is a child.
    public private(set) weak var parent: ViewController?

    /// A name for logs and tests.
    public var title: String?

    /// Presentation bookkeeping, kept by the presentation host.
    var presentationRecord = PresentationRecord()

    /// Creates a view controller; its view loads on first access.
    public init() {}

    /// The root view, loaded on first access through `loadView()` and then `viewDidLoad()`.
    public var view: View {
        if let view = loadedView { return view }
        loadView()
        if loadedView == nil { loadedView = View() }
        viewDidLoad()
        return loadedView!
    }

    /// The view if it has been loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Whether `view` has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view. Override and call `setView(_:)`; the default makes a plain `View`.
    open func loadView() {
        loadedView = View()
    }

    /// Sets the root view from inside `loadView()`.
    public func setView(_ view: View) {
        loadedView = view
    }

    /// Called once, after the view has loaded.
    open func viewDidLoad() {}

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
        children.append(child)
        child.parent = self
        viewIfLoaded?.noteHierarchyChange()
    }

    /// Removes this view controller from its parent.
    public func removeFromParent() {
        guard let parent = parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        parent.viewIfLoaded?.noteHierarchyChange()
    }
}

/// What a view controller knows about its own presentation.
struct PresentationRecord {
    /// Set while the view controller is presented (from the presentation's start to its dismissal's end).
    var presentationController: PresentationController?
    /// The view controller it presents, if any.
    weak var presentedViewController: ViewController?
}
