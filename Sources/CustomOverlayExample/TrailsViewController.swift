import Foundation
import OverlayContainer
import OverlayUIKit

/// The root: a terrain map with the trail list as an overlay over it, in an overlay container of three notches.
final class TrailsViewController: ViewController {
    let container = OverlayContainerViewController(style: .expandableHeight)
    private let list = TrailListViewController()
    private let notches = TrailNotches()

    override func loadView() {
        setView(TerrainView())
    }

    override func viewDidLoad() {
        container.delegate = notches
        notches.list = list
        container.viewControllers = [list]
        addChild(container)
        view.addSubview(container.view)
        view.layoutHandler = { [container] view in container.view.frame = view.bounds }
        container.moveOverlay(toNotchAt: 1, animated: false)
    }
}

/// Where the overlay rests: a peek of its header, the middle of the screen, almost the whole screen. Drags start
/// on the header; the list drives the overlay once it is scrolled to its top.
final class TrailNotches: OverlayContainerViewControllerDelegate {
    weak var list: TrailListViewController?

    func numberOfNotches(in containerViewController: OverlayContainerViewController) -> Int { 3 }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        heightForNotchAt index: Int, availableSpace: CGFloat
    ) -> CGFloat {
        switch index {
        case 0: return TrailHeaderView.height + 24
        case 1: return availableSpace / 2
        default: return availableSpace - 80
        }
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        scrollViewDrivingOverlay overlayViewController: ViewController
    ) -> ScrollView? {
        list?.table
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        shouldStartDraggingOverlay overlayViewController: ViewController,
        at point: CGPoint, in coordinateSpace: CoordinateSpace
    ) -> Bool {
        guard let header = list?.header else { return false }
        return header.bounds.contains(coordinateSpace.convert(point, to: header))
    }
}
