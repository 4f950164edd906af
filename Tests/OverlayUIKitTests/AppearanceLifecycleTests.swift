import XCTest

@testable import OverlayUIKit

/// The appearance lifecycle: which view controllers hear `viewWillAppear` … `viewDidDisappear`, in which order, when
/// a window, a navigation controller and a presentation show and hide them (the AppearanceLifecycle article).
final class AppearanceLifecycleTests: XCTestCase {
    /// Appends "name.call(animated)" to a shared log.
    final class Screen: ViewController {
        let log: AppearanceLog
        init(_ name: String, log: AppearanceLog) {
            self.log = log
            super.init()
            title = name
        }
        override func viewWillAppear(_ animated: Bool) { log.add(self, "willAppear", animated) }
        override func viewDidAppear(_ animated: Bool) { log.add(self, "didAppear", animated) }
        override func viewWillDisappear(_ animated: Bool) { log.add(self, "willDisappear", animated) }
        override func viewDidDisappear(_ animated: Bool) { log.add(self, "didDisappear", animated) }
    }

    final class AppearanceLog {
        private(set) var entries: [String] = []
        func add(_ screen: ViewController, _ call: String, _ animated: Bool) {
            entries.append("\(screen.title ?? "?").\(call)(\(animated))")
        }
        func note(_ entry: String) { entries.append(entry) }
        /// The entries since the last call.
        func take() -> [String] {
            defer { entries = [] }
            return entries
        }
    }

    private let size = CGSize(width: 300, height: 600)

    func testTheWindowsRootAppearsWithTheChildrenItsViewShows() {
        let log = AppearanceLog()
        let root = Screen("root", log: log)
        let shown = Screen("shown", log: log), offstage = Screen("offstage", log: log)
        root.addChild(shown)
        root.view.addSubview(shown.view)
        root.addChild(offstage)
        let window = Window(size: size)
        XCTAssertEqual(log.take(), [], "nothing is on screen before it is in the window")
        window.rootViewController = root
        XCTAssertTrue(window.rootViewController === root)
        XCTAssertEqual(
            log.take(), ["root.willAppear(false)", "shown.willAppear(false)", "root.didAppear(false)", "shown.didAppear(false)"])

        let next = Screen("next", log: log)
        window.rootViewController = next
        XCTAssertEqual(
            log.take(),
            [
                "root.willDisappear(false)", "shown.willDisappear(false)", "next.willAppear(false)",
                "root.didDisappear(false)", "shown.didDisappear(false)", "next.didAppear(false)",
            ])
        XCTAssertNil(root.view.superview)
        window.rootViewController = nil
        XCTAssertEqual(log.take(), ["next.willDisappear(false)", "next.didDisappear(false)"])
        XCTAssertNil(next.view.superview)
        XCTAssertNil(window.rootViewController)
    }

    func testAPushAndAPopSwapTheTopScreensAroundTheirAnimation() {
        let log = AppearanceLog()
        let first = Screen("first", log: log), second = Screen("second", log: log)
        let navigation = NavigationController(rootViewController: first)
        let window = Window(size: size)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        XCTAssertEqual(log.take(), ["first.willAppear(false)", "first.didAppear(false)"])

        navigation.pushViewController(second, animated: true)
        XCTAssertEqual(log.take(), ["first.willDisappear(true)", "second.willAppear(true)"])
        window.animationClock.advance(by: 0.2)
        XCTAssertEqual(log.take(), [], "the did-calls wait for the slide's end")
        window.animationClock.advance(by: 0.2)
        XCTAssertEqual(log.take(), ["first.didDisappear(true)", "second.didAppear(true)"])

        navigation.popViewController(animated: true)
        XCTAssertEqual(log.take(), ["second.willDisappear(true)", "first.willAppear(true)"])
        window.animationClock.advance(by: 0.4)
        XCTAssertEqual(log.take(), ["second.didDisappear(true)", "first.didAppear(true)"])

        navigation.pushViewController(second, animated: false)
        XCTAssertEqual(
            log.take(),
            ["first.willDisappear(false)", "second.willAppear(false)", "first.didDisappear(false)", "second.didAppear(false)"])
        let third = Screen("third", log: log)
        navigation.setViewControllers([first, third], animated: false)
        XCTAssertEqual(
            log.take(),
            ["second.willDisappear(false)", "third.willAppear(false)", "second.didDisappear(false)", "third.didAppear(false)"])
    }

    func testACoveredScreenDoesNotAppearWithItsNavigationController() {
        let log = AppearanceLog()
        let first = Screen("first", log: log), second = Screen("second", log: log)
        let navigation = NavigationController(rootViewController: first)
        navigation.pushViewController(second, animated: false)
        XCTAssertEqual(log.take(), [], "off screen: nothing yet")
        Window(size: size).rootViewController = navigation
        XCTAssertEqual(log.take(), ["second.willAppear(false)", "second.didAppear(false)"])
    }

    func testASheetAppearsOverItsPresenterAndAFullScreenPresentationHidesIt() {
        let log = AppearanceLog()
        let root = Screen("root", log: log), sheet = Screen("sheet", log: log)
        let window = Window(size: size)
        window.rootViewController = root
        _ = log.take()

        root.present(sheet, animated: true) { log.note("completion") }
        XCTAssertEqual(log.take(), ["sheet.willAppear(true)"])
        window.presentationHost.advance(by: 1)
        XCTAssertEqual(log.take(), ["sheet.didAppear(true)", "completion"], "UIKit: the completion runs after viewDidAppear")
        sheet.dismiss(animated: true) { log.note("completion") }
        XCTAssertEqual(log.take(), ["sheet.willDisappear(true)"])
        window.presentationHost.advance(by: 1)
        XCTAssertEqual(log.take(), ["sheet.didDisappear(true)", "completion"])

        let cover = Screen("cover", log: log)
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        XCTAssertEqual(
            log.take(),
            ["root.willDisappear(false)", "cover.willAppear(false)", "root.didDisappear(false)", "cover.didAppear(false)"])
        root.dismiss(animated: false)
        XCTAssertEqual(
            log.take(),
            ["cover.willDisappear(false)", "root.willAppear(false)", "cover.didDisappear(false)", "root.didAppear(false)"])
    }

    func testAppearanceCallsAreNotRepeated() {
        let log = AppearanceLog()
        let screen = Screen("screen", log: log)
        screen.beginAppearanceTransition(true, animated: false)
        screen.beginAppearanceTransition(true, animated: false)
        screen.endAppearanceTransition()
        screen.endAppearanceTransition()
        screen.beginAppearanceTransition(false, animated: true)
        screen.endAppearanceTransition()
        XCTAssertEqual(
            log.take(),
            ["screen.willAppear(false)", "screen.didAppear(false)", "screen.willDisappear(true)", "screen.didDisappear(true)"])
    }
}
