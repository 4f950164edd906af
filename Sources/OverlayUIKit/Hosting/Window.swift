import Foundation

/// The root of a view tree on screen, like `UIWindow`: it holds the root view controller's view (filling it), the
/// presentation host whose layer lies above that view (so `present(_:animated:)` works from any view controller
/// in the window), the touch router of its host, and objects to advance with time (``addFrameDriven(_:)``).
///
/// A host makes the window (OverlaySimulation's `Simulation(root:container:size:stepsPerSecond:)`); content reaches
/// it through `view.window`.
open class Window: View {
    /// The view controller whose view fills the window. Setting it does what ``setRootViewController(_:)`` does
    /// (nil takes the root's view out of the window).
    public var rootViewController: ViewController? {
        get { root }
        set {
            if let newValue { setRootViewController(newValue) } else { removeRootViewController() }
        }
    }
    private var root: ViewController?
    /// The screen the window shows on: its size in points, and its pixels per point. This window's own (there is
    /// no process-wide screen); it follows ``resize(to:)``.
    public let screen: Screen
    /// The window's modal presentations (its layer is kept on top of the window's subviews).
    public private(set) lazy var presentationHost = PresentationHost(rootView: self)
    /// The gesture layer delivering the host's input to this window (set by the host, which keeps it: the router
    /// holds the window, so a strong reference here would keep both alive after the host lets them go).
    @WeakLink public var touchRouter: TouchRouter?
    /// Objects the host advances with time besides the view controllers that adopt `FrameDriven`, in the order
    /// they were added.
    public private(set) var frameDrivenObjects: [FrameDriven] = []

    /// A window of `size` points on a screen of `scale` pixels per point.
    public init(size: CGSize, scale: CGFloat = 1) {
        screen = Screen(bounds: CGRect(origin: .zero, size: size), scale: scale)
        super.init(frame: CGRect(origin: .zero, size: size))
        identifier = "hostWindow"
        runtimeLink = ViewTreeRuntime()
    }

    /// Puts `viewController`'s view in the window, filling it, in place of the previous root's (and loads the
    /// presentation host, whose layer stays on top). The previous root disappears and the new one appears, in the
    /// order of <doc:AppearanceLifecycle>.
    public func setRootViewController(_ viewController: ViewController) {
        guard viewController !== root else { return }
        let previous = root
        previous?.beginAppearanceTransition(false, animated: false)
        let view = viewController.view
        viewController.beginAppearanceTransition(true, animated: false)
        previous?.viewIfLoaded?.removeFromSuperview()
        root = viewController
        insertSubview(view, at: 0)
        view.frame = bounds
        _ = presentationHost
        previous?.endAppearanceTransition()
        viewController.endAppearanceTransition()
    }

    private func removeRootViewController() {
        guard let previous = root else { return }
        previous.beginAppearanceTransition(false, animated: false)
        previous.viewIfLoaded?.removeFromSuperview()
        root = nil
        previous.endAppearanceTransition()
    }

    /// Changes the window's size: the root view follows, then the root view controller hears of it
    /// (`viewWillTransition(to:)`) and the presentations are laid out again.
    public func resize(to size: CGSize) {
        frame = CGRect(origin: frame.origin, size: size)
        screen.bounds = CGRect(origin: .zero, size: size)
        guard let root = rootViewController else { return }
        let previous = root.view.bounds.size
        root.view.frame = bounds
        if previous != size { root.viewWillTransition(to: size) }
        presentationHost.layout()
    }

    /// Adds an object the host advances with time (a container manager, a timer), after the view controllers.
    public func addFrameDriven(_ object: FrameDriven) {
        guard !frameDrivenObjects.contains(where: { $0 === object }) else { return }
        frameDrivenObjects.append(object)
        noteHierarchyChange()
    }

    /// Removes an object added with `addFrameDriven(_:)`.
    public func removeFrameDriven(_ object: FrameDriven) {
        frameDrivenObjects.removeAll { $0 === object }
        noteHierarchyChange()
    }
}

/// The screen of a window, as `UIScreen` reached through `view.window?.screen` (what iOS recommends over the
/// process-wide `UIScreen.main`, which has no stand-in here): its bounds in points and its scale.
public final class Screen {
    /// The screen's rectangle in points (the window fills it).
    public internal(set) var bounds: CGRect
    /// Pixels per point: 1 offscreen and in tests, the host's scale on a high-density display.
    public internal(set) var scale: CGFloat

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }
}

extension View {
    /// The window this view is in, nil when its tree has none at its root.
    public var window: Window? {
        var current: View? = self
        while let view = current {
            if let window = view as? Window { return window }
            current = view.superview
        }
        return nil
    }
}
