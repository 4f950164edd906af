import Foundation
import OverlayContainer
import OverlayUIKit
import XCTest

// README "Multiple overlays" and the example's search list: a table with a data source and row selection in a
// navigation stack; every screen shown becomes the container's driving scroll view.

private protocol SearchViewControllerDelegate: AnyObject {
    func searchViewControllerDidSelectARow(_ searchViewController: SearchListViewController)
}

private final class SearchListViewController: ViewController, TableViewDataSource, TableViewDelegate {
    weak var delegate: SearchViewControllerDelegate?
    private(set) lazy var tableView = TableView()
    private(set) var selected: [IndexPath] = []

    override func loadView() {
        view = View()
        view.backgroundColor = .white
        view.addSubview(tableView)
        tableView.dataSource = self
        tableView.delegate = self
        title = "Search"
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.frame = view.bounds
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell") ?? TableViewCell(style: .default, reuseIdentifier: "cell")
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.textLabel?.font = Font.systemFont(ofSize: 17, weight: .semibold)
        return cell
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        100
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
        tableView.deselectRow(at: indexPath, animated: true)
        delegate?.searchViewControllerDidSelectARow(self)
    }
}

private final class StackedOverlaysViewController: ViewController, NavigationControllerDelegate,
    OverlayContainerViewControllerDelegate, SearchViewControllerDelegate
{
    let overlayController = OverlayContainerViewController()
    private(set) lazy var navigation = NavigationController(rootViewController: makeSearch())
    private(set) var shown: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigation.delegate = self
        navigation.transition = .slideUp
        overlayController.delegate = self
        overlayController.viewControllers = [ViewController(), navigation]
        addChild(overlayController, in: view)
    }

    private func makeSearch() -> SearchListViewController {
        let search = SearchListViewController()
        search.delegate = self
        return search
    }

    func searchViewControllerDidSelectARow(_ searchViewController: SearchListViewController) {
        navigation.pushViewController(makeSearch(), animated: true)
    }

    // MARK: - NavigationControllerDelegate

    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        shown.append("depth \(navigationController.viewControllers.count)")
        overlayController.drivingScrollView = (viewController as? SearchListViewController)?.tableView
    }

    // MARK: - OverlayContainerViewControllerDelegate

    func numberOfNotches(in containerViewController: OverlayContainerViewController) -> Int { 2 }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        heightForNotchAt index: Int, availableSpace: CGFloat
    ) -> CGFloat {
        index == 0 ? availableSpace / 4 : availableSpace * 3 / 4
    }
}

final class NavigationSnippetTests: XCTestCase {
    func testARowTapPushesAListThatDrivesTheOverlayOnceShown() throws {
        let window = SnippetWindow()
        let example = StackedOverlaysViewController()
        window.show(example)
        window.drive(example.overlayController)
        example.overlayController.moveOverlay(toNotchAt: 1, animated: false)
        window.run(0.1)
        let root = try XCTUnwrap(example.navigation.topViewController as? SearchListViewController)
        // Tap the third row of the list (the overlay's top is at 844 − 633 = 211).
        window.tap(at: CGPoint(x: 100, y: 211 + 2 * 44 + 20))
        XCTAssertEqual(root.selected, [IndexPath(row: 2, section: 0)])
        XCTAssertNil(root.tableView.indexPathForSelectedRow, "deselected by the delegate")
        let pushed = try XCTUnwrap(example.navigation.topViewController as? SearchListViewController)
        XCTAssertFalse(pushed === root)
        XCTAssertTrue(pushed.navigationController === example.navigation)
        window.run(0.15)
        XCTAssertGreaterThan(pushed.view.presentationFrame.minY, 0, "sliding up")
        XCTAssertEqual(pushed.view.frame.minY, 0, "its model frame is the final one")
        window.run(0.3)
        XCTAssertEqual(example.shown, ["depth 2"])
        XCTAssertTrue(example.overlayController.drivingScrollView === pushed.tableView)
        example.navigation.popViewController(animated: true)
        XCTAssertTrue(example.navigation.topViewController === root)
        window.run(0.5)
        XCTAssertEqual(example.shown, ["depth 2", "depth 1"])
        XCTAssertNil(pushed.view.superview)
        XCTAssertTrue(example.overlayController.drivingScrollView === root.tableView)
    }
}
