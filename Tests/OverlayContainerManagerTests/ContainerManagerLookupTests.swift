import OverlayContainerManager
import OverlayUIKit
import XCTest

/// The manager's name no longer collides with its module's, and any view of a tree finds its tree's manager.
final class ContainerManagerLookupTests: XCTestCase {
    func testTheManagerCanBeQualifiedByItsModule() {
        let manager: OverlayContainerManager.ContainerManager = OverlayContainerManager.ContainerManager(time: 2)
        XCTAssertEqual(manager.time, 2)
        let handle: OverlayContainerManager.ContainerViewHandle? = nil
        XCTAssertNil(handle)
    }

    func testAnyViewOfTheTreeFindsItsManagerAndNoOtherTreeDoes() {
        let window = Window(size: CGSize(width: 400, height: 800))
        let root = ViewController()
        window.rootViewController = root
        let banner = View(), card = View(), button = View()
        root.view.addSubview(banner)
        root.view.addSubview(card)
        card.addSubview(button)
        XCTAssertNil(button.containerManager, "no container registered yet")

        let manager = ContainerManager()
        manager.registerContainer(named: "toasts", attachedTo: .view(banner))
        let toast = View()
        XCTAssertNotNil(manager.show(view: toast, size: CGSize(width: 200, height: 50), in: "toasts", animated: false))
        XCTAssertTrue(toast.containerManager === manager, "a shown view: through its container")
        XCTAssertTrue(button.containerManager === manager, "a view elsewhere in the tree: through the root")
        XCTAssertTrue(window.containerManager === manager)

        let otherWindow = Window(size: CGSize(width: 400, height: 800))
        let otherManager = ContainerManager()
        otherManager.registerContainer(named: "toasts", attachedTo: .window(root: otherWindow))
        let otherView = View()
        otherWindow.addSubview(otherView)
        XCTAssertTrue(otherView.containerManager === otherManager, "each tree has its own manager")
        XCTAssertTrue(button.containerManager === manager)
        XCTAssertNil(View().containerManager, "a view in no tree with a container")

        manager.unregisterContainer(named: "toasts")
        XCTAssertNil(button.containerManager, "its host view left the tree with the container")
    }

    func testAWindowAdvancesItsManager() {
        let window = Window(size: CGSize(width: 400, height: 800))
        let manager = ContainerManager()
        var configuration = ContainerConfiguration()
        configuration.animation = .timingCurve(.linear, duration: 0.25)
        manager.registerContainer(named: "toasts", configuration: configuration, attachedTo: .window(root: window))
        window.addFrameDriven(manager)
        XCTAssertTrue(window.frameDrivenObjects.first === manager)
        XCTAssertNil(manager.timeUntilNextTransitionEnds, "nothing runs")
        manager.show(view: View(), size: CGSize(width: 100, height: 40), in: "toasts")
        XCTAssertEqual(manager.timeUntilNextTransitionEnds ?? -1, 0.25, accuracy: 1e-9, "the transition's end")
        for object in window.frameDrivenObjects { object.advance(by: 0.1) }
        XCTAssertEqual(manager.timeUntilNextTransitionEnds ?? -1, 0.15, accuracy: 1e-9)
    }
}
