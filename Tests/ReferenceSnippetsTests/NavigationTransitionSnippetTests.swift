import OverlayContainer
import OverlayUIKit
import XCTest

// The example app's overlay navigation: a navigation controller is the overlay, and its delegate hands pushes and
// pops to an animation controller that slides the new screen up from the bottom and the popped one down.

private final class OverlayNavigationAnimationController: NSObject, ViewControllerAnimatedTransitioning {
    let operation: NavigationController.Operation

    init(operation: NavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let containerView = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        switch operation {
        case .push:
            let finalFrame = transitionContext.finalFrame(for: toVC)
            containerView.addSubview(toVC.view)
            toVC.view.frame = finalFrame.offsetBy(dx: 0, dy: finalFrame.height)
            View.animate(
                withDuration: duration, delay: 0, options: [.curveEaseOut],
                animations: { toVC.view.frame = finalFrame },
                completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        case .pop, .none:
            let initialFrame = transitionContext.initialFrame(for: fromVC)
            View.animate(
                withDuration: duration, delay: 0, options: [.curveEaseIn],
                animations: { fromVC.view.frame = initialFrame.offsetBy(dx: 0, dy: initialFrame.height) },
                completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        }
    }
}

private final class ScreenViewController: ViewController {
    private(set) var calls: [String] = []
    override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
}

private final class OverlayNavigationViewController: ViewController, NavigationControllerDelegate,
    OverlayContainerViewControllerDelegate
{
    let overlayController = OverlayContainerViewController()
    let first = ScreenViewController()
    private(set) lazy var navigation = NavigationController(rootViewController: first)
    private(set) var shown: [ViewController] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigation.delegate = self
        overlayController.delegate = self
        overlayController.viewControllers = [ViewController(), navigation]
        addChild(overlayController, in: view)
    }

    func numberOfNotches(in containerViewController: OverlayContainerViewController) -> Int { 1 }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        heightForNotchAt index: Int,
        availableSpace: CGFloat
    ) -> CGFloat {
        500
    }

    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        OverlayNavigationAnimationController(operation: operation)
    }

    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        shown.append(viewController)
    }
}

final class NavigationTransitionSnippetTests: XCTestCase {
    func testTheAnimationControllerSlidesScreensOnTheOverlaysClock() {
        let window = SnippetWindow()
        let screen = OverlayNavigationViewController()
        window.show(screen)
        window.drive(screen.overlayController)
        window.run(0.1)
        let navigation = screen.navigation
        XCTAssertEqual(navigation.view.bounds.size, CGSize(width: 390, height: 500))

        let second = ScreenViewController()
        navigation.pushViewController(second, animated: true)
        XCTAssertTrue(navigation.isTransitioning)
        XCTAssertTrue(second.view.superview === navigation.view, "the animation controller added it")
        XCTAssertEqual(second.view.presentationFrame.minY, 500, "it starts below the overlay's screen")
        window.run(0.15)
        XCTAssertGreaterThan(second.view.presentationFrame.minY, 0)
        XCTAssertLessThan(second.view.presentationFrame.minY, 250, "ease-out: past half way at half the time")
        XCTAssertEqual(screen.first.calls, ["willAppear", "didAppear", "willDisappear"])
        XCTAssertEqual(second.calls, ["willAppear"])
        XCTAssertTrue(screen.shown.isEmpty, "didShow waits for completeTransition")
        window.run(0.2)
        XCTAssertFalse(navigation.isTransitioning)
        XCTAssertEqual(second.view.presentationFrame, navigation.view.bounds)
        XCTAssertEqual(second.calls, ["willAppear", "didAppear"])
        XCTAssertEqual(screen.first.calls, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        XCTAssertTrue(screen.shown.last === second)

        navigation.popViewController(animated: true)
        window.run(0.15)
        XCTAssertGreaterThan(second.view.presentationFrame.minY, 0, "sliding down")
        XCTAssertTrue(second.parent === navigation, "still a child until the transition completes")
        window.run(0.2)
        XCTAssertNil(second.parent)
        XCTAssertNil(second.view.superview)
        XCTAssertEqual(second.calls, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        XCTAssertEqual(screen.first.calls.suffix(2), ["willAppear", "didAppear"])
        XCTAssertTrue(screen.shown.last === screen.first)
        XCTAssertEqual(screen.first.view.frame, navigation.view.bounds)
    }
}
