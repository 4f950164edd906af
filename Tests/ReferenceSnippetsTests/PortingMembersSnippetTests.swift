import OverlayContainer
import OverlayUIKit
import XCTest

// UIKit members that ported app code uses around its overlays: the window's settable root (the reference README's
// first snippet), `init(nibName:bundle:)` with nil, the appearance calls, `view.window?.screen`, and a list that
// stops scrolling (`isScrollEnabled`) so that a drag on it moves the overlay.

private final class TripListViewController: ViewController, TableViewDataSource {
    let tableView = TableView()
    private(set) var appearances: [String] = []
    private(set) var screenHeightWhenShown: CGFloat?
    let rows: Int

    init(rows: Int = 50) {
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = View()
        tableView.dataSource = self
        tableView.alwaysBounceVertical = true
        view.addSubview(tableView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.frame = view.bounds
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances.append("willAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearances.append("didAppear")
        screenHeightWhenShown = view.window?.screen.bounds.height
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        appearances.append("willDisappear")
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "trip") ?? TableViewCell(style: .default, reuseIdentifier: "trip")
        cell.textLabel?.text = "Trip \(indexPath.row)"
        return cell
    }
}

private final class BackgroundViewController: ViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "background"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

private final class TripsDelegate: OverlayContainerViewControllerDelegate {
    func numberOfNotches(in containerViewController: OverlayContainerViewController) -> Int { 2 }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        heightForNotchAt index: Int,
        availableSpace: CGFloat
    ) -> CGFloat {
        index == 0 ? 200 : availableSpace - 100
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        scrollViewDrivingOverlay overlayViewController: ViewController
    ) -> ScrollView? {
        (overlayViewController as? TripListViewController)?.tableView
    }
}

final class PortingMembersSnippetTests: XCTestCase {
    func testTheReadmesFirstSnippetSetsTheWindowsRoot() {
        let window = Window(size: CGSize(width: 390, height: 844), scale: 3)
        let containerController = OverlayContainerViewController()
        let list = TripListViewController()
        containerController.viewControllers = [BackgroundViewController(nibName: nil, bundle: nil), list]
        window.rootViewController = containerController
        XCTAssertTrue(window.rootViewController === containerController)
        XCTAssertTrue(containerController.view.window === window)
        XCTAssertEqual(list.appearances, ["willAppear", "didAppear"])
        XCTAssertEqual(list.screenHeightWhenShown, 844)
        XCTAssertEqual(list.view.window?.screen.scale, 3)
        XCTAssertEqual(containerController.viewControllers.first?.title, "background")

        // Replacing the overlay while on screen: the old one leaves the screen, the new one comes.
        let other = TripListViewController()
        containerController.viewControllers = [BackgroundViewController(nibName: nil, bundle: nil), other]
        XCTAssertEqual(list.appearances, ["willAppear", "didAppear", "willDisappear"])
        XCTAssertEqual(other.appearances, ["willAppear", "didAppear"])
    }

    func testAListThatDoesNotScrollLetsTheDragMoveTheOverlay() {
        /// At the top notch with the list scrolled 300 points into its content, a finger drags 200 points down on
        /// the list: the overlay's height and the list's offset when the finger stops.
        func dragDownOnTheList(scrolls: Bool) -> (height: CGFloat, offset: CGFloat) {
            let window = SnippetWindow()
            let containerController = OverlayContainerViewController()
            let delegate = TripsDelegate()
            let list = TripListViewController()
            containerController.delegate = delegate
            containerController.viewControllers = [ViewController(), list]
            window.show(containerController)
            window.drive(containerController)
            containerController.moveOverlay(toNotchAt: 1, animated: false)
            window.run(0.1)
            list.tableView.contentOffset = CGPoint(x: 0, y: 300)
            list.tableView.isScrollEnabled = scrolls
            window.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 500), duration: 0.3, release: false)
            return (containerController.translationHeight, list.tableView.contentOffset.y)
        }
        let scrolling = dragDownOnTheList(scrolls: true)
        XCTAssertEqual(scrolling.height, 744, "a list that scrolls takes the drag: the overlay stays at its top notch")
        XCTAssertEqual(scrolling.offset, 110, accuracy: 0.5, "… and its content follows the finger (200 less the pan's slop)")
        let still = dragDownOnTheList(scrolls: false)
        XCTAssertEqual(still.offset, 300, "a list that does not scroll keeps its content where it is")
        XCTAssertLessThan(still.height, 744 - 150, "the container's own pan moves the overlay with the finger")
    }
}
