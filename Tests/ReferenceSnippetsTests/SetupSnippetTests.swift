import Foundation
import OverlayContainer
import OverlayUIKit
import XCTest

// README "Setup", "Scroll view support", "Pan gesture support", "Tracking the overlay": a map under a detail
// list whose header grabs the overlay and whose table drives it.

private final class PlacesViewController: ViewController, TableViewDataSource {
    let header = View()
    let tableView = TableView()

    override func loadView() {
        view = View()
        view.backgroundColor = .white
        header.backgroundColor = .systemGray6
        view.addSubview(tableView)
        view.addSubview(header)
        tableView.dataSource = self
        tableView.alwaysBounceVertical = true
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 70)
        tableView.frame = CGRect(x: 0, y: 70, width: view.bounds.width, height: max(0, view.bounds.height - 70))
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 60 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "place") ?? TableViewCell(style: .default, reuseIdentifier: "place")
        cell.textLabel?.text = "Place \(indexPath.row)"
        return cell
    }
}

private final class MapsWithDetailViewController: ViewController, OverlayContainerViewControllerDelegate {
    enum OverlayNotch: Int, CaseIterable {
        case minimum, medium, maximum
    }

    let containerController = OverlayContainerViewController()
    let detail = PlacesViewController()
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let map = ViewController()
        map.view.backgroundColor = RGBAColor(red: 0.95, green: 0.94, blue: 0.91)
        containerController.delegate = self
        containerController.viewControllers = [map, detail]
        addChild(containerController, in: view)
    }

    func numberOfNotches(in containerViewController: OverlayContainerViewController) -> Int {
        OverlayNotch.allCases.count
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        heightForNotchAt index: Int,
        availableSpace: CGFloat
    ) -> CGFloat {
        switch OverlayNotch.allCases[index] {
        case .maximum: return availableSpace * 3 / 4
        case .medium: return availableSpace / 2
        case .minimum: return availableSpace * 1 / 4
        }
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        scrollViewDrivingOverlay overlayViewController: ViewController
    ) -> ScrollView? {
        (overlayViewController as? PlacesViewController)?.tableView
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        shouldStartDraggingOverlay overlayViewController: ViewController,
        at point: CGPoint,
        in coordinateSpace: CoordinateSpace
    ) -> Bool {
        guard let header = (overlayViewController as? PlacesViewController)?.header else { return false }
        let convertedPoint = coordinateSpace.convert(point, to: header)
        return header.bounds.contains(convertedPoint)
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        willStartDraggingOverlay overlayViewController: ViewController
    ) {
        events.append("willStartDragging")
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        willEndDraggingOverlay overlayViewController: ViewController,
        atVelocity velocity: CGPoint
    ) {
        events.append("willEndDragging")
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        willMoveOverlay overlayViewController: ViewController,
        toNotchAt index: Int
    ) {
        events.append("willMove:\(index)")
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        didMoveOverlay overlayViewController: ViewController,
        toNotchAt index: Int
    ) {
        events.append("didMove:\(index)")
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        willTranslateOverlay overlayViewController: ViewController,
        transitionCoordinator: OverlayContainerTransitionCoordinator
    ) {
        // Everything the coordinator tells about the translation.
        _ = (
            transitionCoordinator.isDragging, transitionCoordinator.velocity, transitionCoordinator.overlayTranslationHeight,
            transitionCoordinator.notchIndexes, transitionCoordinator.reachableIndexes,
            transitionCoordinator.height(forNotchAt: 0), transitionCoordinator.isAnimated, transitionCoordinator.isCancelled,
            transitionCoordinator.targetTranslationHeight
        )
        transitionCoordinator.animate(alongsideTransition: { _ in }, completion: nil)
    }
}

final class SetupSnippetTests: XCTestCase {
    func testTheHeaderDragsTheOverlayAndTheTableScrollsAtTheTop() {
        let window = SnippetWindow()
        let maps = MapsWithDetailViewController()
        window.show(maps)
        window.drive(maps.containerController)
        window.run(0.1)
        XCTAssertEqual(maps.events.filter { $0.hasPrefix("didMove") }, ["didMove:0"])
        XCTAssertEqual(maps.containerController.availableSpace, 844)
        XCTAssertEqual(maps.containerController.translationHeight, 211)
        // Drag the header from the lowest notch to near the top: the overlay reaches the top notch.
        maps.events.removeAll()
        window.drag(from: CGPoint(x: 100, y: 844 - 211 + 20), to: CGPoint(x: 100, y: 844 - 620 + 20), duration: 0.3)
        window.run(1)
        XCTAssertEqual(maps.events.first, "willStartDragging")
        XCTAssertTrue(maps.events.contains("willEndDragging"))
        XCTAssertEqual(maps.events.last, "didMove:2")
        XCTAssertEqual(maps.containerController.translationHeight, 633)
        // At the top notch the table scrolls; a fling decelerates with the container's tick.
        window.drag(from: CGPoint(x: 100, y: 700), to: CGPoint(x: 100, y: 500), duration: 0.1)
        let released = maps.detail.tableView.contentOffset.y
        XCTAssertGreaterThan(released, 150)
        window.run(0.5)
        XCTAssertGreaterThan(maps.detail.tableView.contentOffset.y, released + 50, "the fling carries on")
        XCTAssertEqual(maps.containerController.translationHeight, 633)
    }
}
