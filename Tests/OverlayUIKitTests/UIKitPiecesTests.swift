import Foundation
import XCTest

@testable import OverlayUIKit

/// The UIKit pieces ported code uses: safe area, autoresizing, layout hooks, buttons, table data sources, the
/// navigation controller.
final class UIKitPiecesTests: XCTestCase {
    func testSafeAreaInsetsAreWhereTheScreensUnsafeEdgesReachIntoAView() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let top = View(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        let middle = View(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
        let bottom = View(frame: CGRect(x: 20, y: 800, width: 370, height: 44))
        for view in [top, middle, bottom] { root.addSubview(view) }
        XCTAssertEqual(bottom.safeAreaInsets, .zero, "zero unless the host sets them")
        root.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 10)
        XCTAssertEqual(root.safeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 34, right: 10))
        XCTAssertEqual(top.safeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 0, right: 10))
        XCTAssertEqual(middle.safeAreaInsets, EdgeInsets(top: 0, left: 0, bottom: 0, right: 10))
        XCTAssertEqual(bottom.safeAreaInsets, EdgeInsets(top: 0, left: 0, bottom: 34, right: 10))
        XCTAssertTrue(bottom.needsLayout, "a change lays the views out again")
    }

    func testAutoresizingSharesTheChangeAmongFlexibleParts() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let fill = View(frame: parent.bounds)
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedBottom = View(frame: CGRect(x: 10, y: 80, width: 80, height: 20))
        pinnedBottom.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
        let fixed = View(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        for view in [fill, pinnedBottom, fixed] { parent.addSubview(view) }
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        XCTAssertEqual(fill.frame, CGRect(x: 0, y: 0, width: 200, height: 300))
        XCTAssertEqual(pinnedBottom.frame, CGRect(x: 10, y: 280, width: 180, height: 20))
        XCTAssertEqual(fixed.frame, CGRect(x: 10, y: 10, width: 10, height: 10))
    }

    func testLayoutHooksSurroundTheRootViewsLayout() {
        final class Recording: ViewController {
            var calls: [String] = []
            override func loadView() {
                view = View()
                view.layoutHandler = { [unowned self] _ in self.calls.append("layoutSubviews") }
            }
            override func viewWillLayoutSubviews() { calls.append("will") }
            override func viewDidLayoutSubviews() { calls.append("did") }
        }
        let controller = Recording()
        controller.view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.calls, ["will", "layoutSubviews", "did"])
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.calls.count, 3, "only when the view needs layout")
    }

    func testAButtonSendsItsActionsWhenTapped() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = Button(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
        root.addSubview(button)
        var taps = 0
        button.addAction(Action { _ in taps += 1 }, for: .touchUpInside)
        button.setTitle("Show", for: .normal)
        root.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel?.text, "Show")
        XCTAssertEqual(button.titleLabel?.textColor, .systemBlue, "a system button's title takes the tint colour")
        XCTAssertEqual(button.titleLabel?.frame, button.bounds)
        let router = TouchRouter(root: root)
        router.handle(TouchEvent(phase: .began, location: CGPoint(x: 100, y: 70), time: 0))
        router.handle(TouchEvent(phase: .ended, location: CGPoint(x: 100, y: 70), time: 0.1))
        XCTAssertEqual(taps, 1)
        button.isEnabled = false
        router.handle(TouchEvent(phase: .began, location: CGPoint(x: 100, y: 70), time: 1))
        router.handle(TouchEvent(phase: .ended, location: CGPoint(x: 100, y: 70), time: 1.1))
        XCTAssertEqual(taps, 1, "a disabled button sends nothing")
    }

    func testATableReadsItsDataSourceAndReportsSelection() {
        final class Source: TableViewDataSource, TableViewDelegate {
            var selected: [IndexPath] = []
            func numberOfSections(in tableView: TableView) -> Int { 2 }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 5 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
                return cell
            }
            func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
        }
        let source = Source()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual(table.numberOfRows, 8)
        XCTAssertEqual(table.row(at: 4).title, "1.1", "sections follow one another")
        XCTAssertEqual(table.indexPath(forRow: 3), IndexPath(row: 0, section: 1))
        let router = TouchRouter(root: table)
        router.handle(TouchEvent(phase: .began, location: CGPoint(x: 50, y: 44 * 3 + 10), time: 0))
        router.handle(TouchEvent(phase: .ended, location: CGPoint(x: 50, y: 44 * 3 + 10), time: 0.1))
        XCTAssertEqual(source.selected, [IndexPath(row: 0, section: 1)])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 1))
    }

    func testANavigationControllerPushesAndPopsWithAnimations() {
        final class Listener: NavigationControllerDelegate {
            var shown: [String] = []
            func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
            {
                shown.append(viewController.title ?? "?")
            }
        }
        let first = ViewController(), second = ViewController()
        first.title = "first"
        second.title = "second"
        let navigation = NavigationController(rootViewController: first)
        let listener = Listener()
        navigation.delegate = listener
        let window = View(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        window.addSubview(navigation.view)
        navigation.view.frame = window.bounds
        window.layoutIfNeeded()
        navigation.pushViewController(second, animated: true)
        XCTAssertTrue(navigation.topViewController === second)
        XCTAssertTrue(second.navigationController === navigation)
        XCTAssertEqual(second.view.frame, window.bounds)
        XCTAssertEqual(second.view.presentationFrame.minX, 300, "starts off the trailing edge")
        window.animationClock.advance(by: 0.35 / 2)
        XCTAssertGreaterThan(second.view.presentationFrame.minX, 0)
        XCTAssertLessThan(second.view.presentationFrame.minX, 150, "ease-out: more than half the way")
        XCTAssertLessThan(first.view.presentationFrame.minX, 0, "the covered screen moves aside")
        window.animationClock.advance(by: 0.35 / 2)
        XCTAssertEqual(listener.shown, ["second"])
        XCTAssertEqual(first.view.frame.minX, 0)
        XCTAssertTrue(navigation.popViewController(animated: true) === second)
        XCTAssertTrue(navigation.topViewController === first)
        window.animationClock.advance(by: 0.35)
        XCTAssertEqual(listener.shown, ["second", "first"])
        XCTAssertNil(second.view.superview)
        XCTAssertNil(second.parent)
    }
}
