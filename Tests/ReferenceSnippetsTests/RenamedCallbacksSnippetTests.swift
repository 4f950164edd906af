import OverlayContainer
import OverlayUIKit
import XCTest

// A 2.x delegate ported as the RenamedCallbacks article says: `didDragOverlay(toHeight:availableSpace:)` becomes
// `willTranslateOverlay` reading the coordinator's target height (while `isDragging`), and
// `didEndDraggingOverlay(transitionCoordinator:)` becomes `willEndDraggingOverlay(atVelocity:)` plus the move's
// `willTranslateOverlay`. The conformance is declared in an extension, so the compiler's near-miss check sees it.

private final class TrackingViewController: ViewController {
    let containerController = OverlayContainerViewController()
    /// (height, available space) for every drag step: what 2.x's didDragOverlay reported.
    private(set) var draggedHeights: [(CGFloat, CGFloat)] = []
    /// The release velocities, then the height the release moves to: what 2.x's didEndDraggingOverlay gave.
    private(set) var releases: [(velocity: CGFloat, target: CGFloat?)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        containerController.delegate = self
        containerController.viewControllers = [ViewController(), ViewController()]
        addChild(containerController, in: view)
    }
}

extension TrackingViewController: OverlayContainerViewControllerDelegate {
    func numberOfNotches(in containerViewController: OverlayContainerViewController) -> Int { 2 }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        heightForNotchAt index: Int,
        availableSpace: CGFloat
    ) -> CGFloat {
        index == 0 ? 200 : 600
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        willTranslateOverlay overlayViewController: ViewController,
        transitionCoordinator: OverlayContainerTransitionCoordinator
    ) {
        if transitionCoordinator.isDragging {
            draggedHeights.append((transitionCoordinator.targetTranslationHeight, containerViewController.availableSpace))
        } else if let last = releases.indices.last, releases[last].target == nil {
            releases[last].target = transitionCoordinator.targetTranslationHeight
        }
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        willEndDraggingOverlay overlayViewController: ViewController,
        atVelocity velocity: CGPoint
    ) {
        releases.append((velocity.y, nil))
    }
}

final class RenamedCallbacksSnippetTests: XCTestCase {
    func testThe3xCallbacksReportWhatThe2xOnesDid() {
        let window = SnippetWindow()
        let tracking = TrackingViewController()
        window.show(tracking)
        window.drive(tracking.containerController)
        window.run(0.1)
        XCTAssertEqual(tracking.containerController.translationHeight, 200)
        window.drag(from: CGPoint(x: 100, y: 844 - 190), to: CGPoint(x: 100, y: 844 - 390), duration: 0.2)
        window.run(1)
        let heights = tracking.draggedHeights.map(\.0)
        XCTAssertGreaterThan(heights.count, 5, "one call per drag step")
        XCTAssertEqual(heights, heights.sorted(), "an upward drag: the heights only grow")
        XCTAssertEqual(heights.last ?? 0, 390, accuracy: 1, "the finger's last height (it started 10 pt inside)")
        XCTAssertTrue(tracking.draggedHeights.allSatisfy { $0.1 == 844 }, "the available space")
        XCTAssertEqual(tracking.releases.count, 1)
        XCTAssertLessThan(tracking.releases[0].velocity, -500, "released moving up")
        XCTAssertEqual(tracking.releases[0].target, 600, "the release moves to the top notch")
        XCTAssertEqual(tracking.containerController.translationHeight, 600)
    }
}
