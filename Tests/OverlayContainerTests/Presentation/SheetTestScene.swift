import Foundation
import OverlayPhysics
import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayUIKit

/// A window in code: a root view with the presenting view controller's view, a presentation host above it, a
/// touch router, and an overlay container (notches 100, 300, H − 200 with H = 844) ready to be presented as a
/// sheet. The container is laid out before the presentation, so it rests on notch 0 (as the example moves it
/// before presenting).
final class SheetScene {
    static let size = CGSize(width: 390, height: 844)
    static let notches: [CGFloat] = [100, 300, 844 - 200]

    let root = View(frame: CGRect(origin: .zero, size: SheetScene.size))
    let presenting = ViewController()
    let host: PresentationHost
    let router: TouchRouter
    let delegate = RecordingDelegate(heights: SheetScene.notches)
    let container = OverlayContainerViewController()
    let overlay = ViewController()
    let sheet: OverlayContainerSheetPresentationController
    private var touchTime = 100.0
    /// Objects the scene keeps alive (sheet delegates are weak).
    var retained: [AnyObject] = []

    init() {
        presenting.view.frame = root.bounds
        root.addSubview(presenting.view)
        host = PresentationHost(rootView: root)
        router = TouchRouter(root: root)
        overlay.view.identifier = "overlayContent"
        container.delegate = delegate
        container.viewControllers = [overlay]
        container.view.frame = root.bounds
        container.layoutIfNeeded()
        sheet = OverlayContainerSheetPresentationController(presentedViewController: container, presenting: presenting)
    }

    var dimming: TransparentOverlayContainerSheetDimmingView {
        sheet.dimmingView as! TransparentOverlayContainerSheetDimmingView
    }

    /// The dimming alpha on screen.
    var alpha: CGFloat { dimming.presentationAlpha }

    func present(animated: Bool = true, completion: (() -> Void)? = nil) {
        presenting.present(container, presentationController: sheet, animated: animated, completion: completion)
    }

    /// Presents and lets the slide end.
    func presentAndSettle() {
        present()
        run(seconds: PresentationHost.transitionDuration)
    }

    /// One window frame: the host's slides, then the container's layout pass and physics.
    func frame(_ dt: Double = 1.0 / 60) {
        host.advance(by: dt)
        container.tick(dt)
    }

    func run(seconds: Double, hz: Double = 60) {
        for _ in 0..<Int((seconds * hz).rounded()) { frame(1 / hz) }
    }

    /// A tap in window coordinates through the router: down, then up 50 ms later.
    func tap(at point: CGPoint) {
        router.handle(TouchEvent(phase: .began, location: point, time: touchTime))
        touchTime += 0.05
        router.handle(TouchEvent(phase: .ended, location: point, time: touchTime))
        touchTime += 1
    }

    /// Moves the overlay to a notch without animation and runs the layout pass.
    func rest(atNotch index: Int) {
        container.moveOverlay(toNotchAt: index, animated: false)
        container.layoutIfNeeded()
    }

    /// A pan on the overlay's top edge: the finger moves by `offset` (y down), then lifts at `velocity`.
    /// Does not run the layout pass that performs the release.
    func drag(by offset: CGFloat, releaseVelocity velocity: CGFloat? = nil) {
        let pan = container.panDriver!
        let start = CGPoint(x: 100, y: SheetScene.size.height - container.translationHeight + 10)
        _ = pan.gestureBegan(startingLocation: start, translation: .zero)
        pan.gestureChanged(translation: CGPoint(x: 0, y: offset))
        if let velocity = velocity { pan.gestureEnded(velocity: CGPoint(x: 0, y: velocity)) }
    }

    var isDismissed: Bool { host.presentations.isEmpty && container.presentationController == nil }
}

/// A sheet delegate with a settable policy and tap answer, counting the tap questions.
final class SheetDelegateStub: OverlayContainerSheetPresentationControllerDelegate {
    var policy: OverlayContainerSheetDismissalPolicy = ThresholdOverlayContainerSheetDismissalPolicy()
    var dismissesOnTap = true
    var tapQuestions = 0

    func overlayContainerSheetDismissalPolicy(for presentationController: OverlayContainerSheetPresentationController)
        -> OverlayContainerSheetDismissalPolicy
    {
        policy
    }

    func overlayContainerSheetPresentationControllerShouldDismissOnTap(
        _ presentationController: OverlayContainerSheetPresentationController
    ) -> Bool {
        tapQuestions += 1
        return dismissesOnTap
    }
}

/// A policy that counts how often it is asked.
final class CountingPolicy: OverlayContainerSheetDismissalPolicy {
    var answer = true
    var calls = 0

    func shouldDismiss(using context: OverlayContainerSheetDismissalPolicyContext) -> Bool {
        calls += 1
        return answer
    }
}

/// UIKit's ease-in-out (0.42, 0, 0.58, 1) solved independently by bisection on x(s).
func easeInOutReference(_ t: Double) -> Double {
    func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if bezier(mid, 0.42, 0.58) < t { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, 0, 1)
}
