import Foundation
import OverlayContainer
import OverlayUIKit
import XCTest

// The snippets in this target are written the way an iOS developer writes OverlayContainer code (in our own
// words, after the reference's README and example app), with only the mechanical replacements
// UIViewController → ViewController, UIView → View, UIScrollView → ScrollView, UITableView → TableView,
// UIColor → RGBAColor (and the other UI prefixes dropped). That they compile is the first test; each file also
// runs its snippet and checks what it does.

/// A window for the snippets: a root view of a phone's size with a presentation host, a touch router, and a clock
/// driven at 60 Hz (the window's own clock, then every container's `tick`).
final class SnippetWindow {
    let root: Window
    var host: PresentationHost { root.presentationHost }
    let router: TouchRouter
    private(set) var time = 0.0
    private var containers: [OverlayContainerViewController] = []

    init(size: CGSize = CGSize(width: 390, height: 844), safeArea: EdgeInsets = .zero) {
        root = Window(size: size)
        root.screenSafeAreaInsets = safeArea
        router = TouchRouter(root: root)
        root.touchRouter = router
    }

    /// Shows `viewController` full-window: `window.rootViewController = …`.
    func show(_ viewController: ViewController) {
        root.rootViewController = viewController
        layout()
    }

    /// Containers to tick every frame (an app's display link).
    func drive(_ container: OverlayContainerViewController) {
        containers.append(container)
    }

    func layout() {
        for container in containers { container.layoutIfNeeded() }
        root.layoutIfNeeded()
    }

    /// Runs frames of 1/60 s for `seconds`.
    func run(_ seconds: Double) {
        for _ in 0..<Int((seconds * 60).rounded()) {
            time += 1.0 / 60
            layout()
            root.animationClock.advance(by: 1.0 / 60)
            for container in containers { container.advancePhysics(by: 1.0 / 60) }
            host.advance(by: 1.0 / 60)
            layout()
        }
    }

    /// A drag from `from` to `to` over `duration` seconds at 120 Hz, then a release (unless `release` is false:
    /// `lift(at:)` ends it).
    func drag(from: CGPoint, to: CGPoint, duration: Double, release: Bool = true) {
        router.handle(TouchEvent(phase: .began, location: from, time: time))
        let steps = max(1, Int(duration * 120))
        for step in 1...steps {
            time += 1.0 / 120
            let f = CGFloat(step) / CGFloat(steps)
            router.handle(
                TouchEvent(
                    phase: .moved, location: CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f),
                    time: time))
            layout()
            if step % 2 == 0 { run(0) }
        }
        if release { lift(at: to) }
    }

    func lift(at point: CGPoint) {
        router.handle(TouchEvent(phase: .ended, location: point, time: time))
        layout()
    }

    func tap(at point: CGPoint) {
        router.handle(TouchEvent(phase: .began, location: point, time: time))
        time += 0.05
        router.handle(TouchEvent(phase: .ended, location: point, time: time))
        layout()
    }
}

extension ViewController {
    /// The example app's helper: adds a child view controller whose view fills `containerView`.
    func addChild(_ child: ViewController, in containerView: View) {
        guard containerView.isDescendant(of: view) else { return }
        addChild(child)
        containerView.addSubview(child.view)
        child.view.frame = containerView.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        child.didMove(toParent: self)
    }
}
