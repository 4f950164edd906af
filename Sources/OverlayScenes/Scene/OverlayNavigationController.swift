import Foundation
import OverlayPhysics
import OverlayUIKit
import OverlayContainer
import OverlayContainerManager
import OverlayDrawing

/// A navigation stack inside the overlay, like the reference's `OverlayNavigationViewController` (a navigation
/// controller with its bar hidden and a custom animation): a pushed screen slides up from the bottom of the overlay
/// in 0.3 s (ease-out); a pop slides the top screen down in 0.3 s (ease-in). `didShow` is told when a transition
/// ends, with the new top screen.
final class OverlayNavigationController: ViewController {
    static let duration = 0.3

    private(set) var stack: [SearchViewController] = []
    private var slides: [ObjectIdentifier: SlideTransition] = [:]
    private var popping: Set<ObjectIdentifier> = []
    /// Called when a push or pop has finished, with the screen now on top.
    var didShow: ((SearchViewController) -> Void)?

    init(root: SearchViewController) {
        super.init()
        title = "navigation"
        stack = [root]
        addChild(root)
    }

    override func loadView() {
        let root = PassThroughView()
        root.identifier = "navigation"
        root.layoutHandler = { [unowned self] _ in self.layoutScreens() }
        setView(root)
        for screen in stack { root.addSubview(screen.view) }
    }

    var top: SearchViewController { stack[stack.count - 1] }
    var isTransitioning: Bool { !slides.isEmpty }

    func push(_ screen: SearchViewController) {
        guard !isTransitioning else { return }
        stack.append(screen)
        addChild(screen)
        view.addSubview(screen.view)
        slides[ObjectIdentifier(screen)] = SlideTransition(from: Double(view.bounds.height), to: 0,
                                                           duration: Self.duration, curve: .easeOut)
        layoutScreens()
    }

    func pop() {
        guard !isTransitioning, stack.count > 1 else { return }
        let screen = top
        popping.insert(ObjectIdentifier(screen))
        slides[ObjectIdentifier(screen)] = SlideTransition(from: 0, to: Double(view.bounds.height),
                                                           duration: Self.duration, curve: .easeIn)
    }

    var timeUntilNextTransitionEnds: Double? { slides.values.map(\.remaining).min() }

    func advance(by time: Double) {
        guard !slides.isEmpty else { return }
        var finished: [SearchViewController] = []
        for screen in stack {
            let key = ObjectIdentifier(screen)
            guard var slide = slides[key] else { continue }
            slide.advance(by: time)
            slides[key] = slide
            if slide.isFinished { finished.append(screen) }
        }
        for screen in finished {
            let key = ObjectIdentifier(screen)
            slides[key] = nil
            if popping.remove(key) != nil {
                screen.view.removeFromSuperview()
                screen.removeFromParent()
                stack.removeAll { $0 === screen }
            }
        }
        layoutScreens()
        if !finished.isEmpty { didShow?(top) }
    }

    private func layoutScreens() {
        guard let root = viewIfLoaded else { return }
        let bounds = root.bounds
        for screen in stack {
            let offset = slides[ObjectIdentifier(screen)]?.value ?? 0
            screen.view.frame = CGRect(x: 0, y: CGFloat(offset), width: bounds.width, height: bounds.height)
        }
    }
}
