import Foundation
import XCTest

@testable import OverlayContainerManager
@testable import OverlayUIKit

/// SwiftUIOverlayContainer's README examples (and its demo's configuration), in our own words and view terms: a
/// SwiftUI view becomes an OverlayUIKit `View`, a modifier a call on the tree's manager, `@State` a
/// `ContainerState`, and time the manager's clock.
final class ContainerReadmeExampleTests: XCTestCase {
    /// The README's message: a rounded card showing its container's name, with a button that dismisses it
    /// through its container environment.
    private final class MessageView: View, ContainerEnvironmentReceiver {
        let dismissButton = Button(type: .system)
        private(set) var containerName: String?
        private var environment: ContainerEnvironment?

        override init(frame: CGRect = CGRect(x: 0, y: 0, width: 300, height: 60)) {
            super.init(frame: frame)
            cornerRadius = 10
            backgroundColor = .white
            dismissButton.frame = CGRect(x: 200, y: 10, width: 90, height: 40)
            dismissButton.addAction(Action(title: "Dismiss me") { [unowned self] _ in self.environment?.dismiss() }, for: .touchUpInside)
            addSubview(dismissButton)
        }

        func containerEnvironmentDidChange(_ environment: ContainerEnvironment) {
            self.environment = environment
            containerName = environment.containerName
        }
    }

    /// "The configuration of the container must set at least the display type and the queue type."
    private var myContainerConfiguration: ContainerConfiguration {
        ContainerConfiguration(displayType: .stacking, queueType: .multiple)
    }

    func testCreateContainersShowWithTheManagerAndDismissAllInTwoContainers() {
        let window = Window(size: CGSize(width: 400, height: 800))
        let screen = ViewController()
        window.rootViewController = screen
        // `VStack { … }.overlayContainer("containerA", …)`: a container over a view, its size.
        let stack = View(frame: CGRect(x: 0, y: 100, width: 400, height: 400))
        screen.view.addSubview(stack)
        let manager = ContainerManager()
        manager.registerContainer(named: "containerA", configuration: myContainerConfiguration, attachedTo: .view(stack))
        // `ViewContainer("containerB", …)`: a container attached to no particular view, over the window.
        manager.registerContainer(named: "containerB", configuration: myContainerConfiguration, attachedTo: .window(root: screen.view))

        // "push view in containerB" from a button of the screen: the manager of its tree, as the environment's.
        let pushButton = View(frame: CGRect(x: 10, y: 700, width: 200, height: 44))
        screen.view.addSubview(pushButton)
        let message = MessageView()
        let id = pushButton.containerManager?.show(view: message, in: "containerB", using: ContainerViewConfiguration())
        XCTAssertEqual(id?.rawValue, 1)
        XCTAssertEqual(message.containerName, "containerB", "the message reads its container's name from its environment")
        manager.show(view: MessageView(), in: "containerA", animated: false)
        XCTAssertEqual(message.frameInWindow.midY, 400, accuracy: 1e-9, "centred in the window")

        // `manager.dismissAllView(in: ["containerA", "containerB"], animated: true)`
        manager.dismissAllViews(in: ["containerA", "containerB"], onlyShowing: false, animated: true)
        XCTAssertEqual(manager.container(named: "containerA")!.showingViews.count, 0)
        XCTAssertEqual(manager.container(named: "containerB")!.showingViews.count, 0)
        manager.advance(by: 1)
        XCTAssertNil(message.superview, "gone after its transition")
    }

    func testTheMessageDismissesItselfThroughItsContainerEnvironment() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let manager = ContainerManager()
        let router = TouchRouter(root: root)
        manager.touchRouter = router
        manager.registerContainer(named: "containerB", attachedTo: .window(root: root))
        let message = MessageView()
        let id = manager.show(view: message, in: "containerB", animated: false)!
        // The message is 300 × 60 at (50, 370); its button at (250…340, 380…420).
        router.handle(TouchEvent(phase: .began, location: CGPoint(x: 290, y: 400), time: 0))
        router.handle(TouchEvent(phase: .ended, location: CGPoint(x: 290, y: 400), time: 0.05))
        XCTAssertEqual(manager.containerView(id: id)?.phase, .disappearing)
    }

    func testShowWithAnIsPresentedBindingAndDismissByTheDemosTapGesture() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let manager = ContainerManager()
        let router = TouchRouter(root: root)
        manager.touchRouter = router
        manager.registerContainer(named: "containerA", attachedTo: .window(root: root))
        // `@State var show = false` … `.containerView(in: "containerA", configuration: ViewConfiguration(),
        // isPresented: $show, content: MessageView())`, with a tap to dismiss.
        let show = ContainerState(false)
        let button = View(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        root.addSubview(button)
        button.containerView(
            in: "containerA", configuration: ContainerViewConfiguration(dismissGesture: .tap), isPresented: show.binding
        ) { MessageView() }
        show.wrappedValue.toggle()  // "push view by isPresented"
        manager.advance(by: 0.6)
        XCTAssertEqual(manager.container(named: "containerA")!.showingViews.count, 1)
        router.handle(TouchEvent(phase: .began, location: CGPoint(x: 100, y: 400), time: 0.6))
        router.handle(TouchEvent(phase: .ended, location: CGPoint(x: 100, y: 400), time: 0.65))
        XCTAssertFalse(show.wrappedValue, "the tap dismissed the message and reset `show`")
    }

    /// The library's demo configuration: a vertical one-by-one container 30 pt above the bottom, messages moving
    /// in from the bottom while fading, dismissed by a tap, on a grey background; its message view brings its
    /// own shadow (`extension MessageView: ContainerViewConfigurationProtocol`).
    func testTheDemoConfigurationWithAMessageThatBringsItsOwnShadow() {
        final class ShadowedMessage: View, ContainerViewConfigurationProtocol {
            var shadowStyle: ContainerShadowStyle? { .radius(10) }
        }
        var demo = ContainerConfiguration(displayType: .vertical, queueType: .oneByOne, insets: EdgeInsets(bottom: 30))
        demo.transition = .combined([.move(edge: .bottom), .opacity])
        demo.dismissGesture = .tap
        demo.animation = .timingCurve(.easeInOut, duration: 0.35)
        demo.backgroundStyle = .color(RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.3))
        demo.tapToDismiss = true
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let manager = ContainerManager()
        manager.registerContainer(named: "container1", configuration: demo, attachedTo: .window(root: root))
        // A 100 pt high card with 20 pt of horizontal padding.
        let first = ShadowedMessage(frame: CGRect(x: 0, y: 0, width: 360, height: 100))
        let second = ShadowedMessage(frame: CGRect(x: 0, y: 0, width: 360, height: 100))
        let firstID = manager.show(view: first, in: "container1")!
        manager.advance(by: 0.35)
        // Centred in 400 × 770 (30 pt kept at the bottom): x 20, y (770 − 100) / 2 = 335.
        XCTAssertEqual(first.frame, CGRect(x: 20, y: 335, width: 360, height: 100))
        XCTAssertEqual(first.shadow?.radius, 10)
        manager.show(view: second, in: "container1")
        XCTAssertEqual(manager.containerView(id: firstID)?.phase, .disappearing, "one by one: the new message replaces it")
    }

    /// Two more configurations seen in apps: a full-screen backdrop container (blur, tap to dismiss, ignoring the
    /// safe area), and the README's custom gesture, a one-second long press.
    func testABlurredBackdropContainerAndALongPressToDismiss() {
        var backdrop = ContainerConfiguration(displayType: .stacking, queueType: .multiple, ignoresSafeArea: .all)
        backdrop.backgroundStyle = .blur(.regular)
        backdrop.tapToDismiss = true
        backdrop.dismissGesture = .custom { LongPressGestureRecognizer(minimumDuration: 1) }
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        root.screenSafeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        let manager = ContainerManager()
        let router = TouchRouter(root: root)
        manager.touchRouter = router
        manager.registerContainer(named: "backdropContainer", configuration: backdrop, attachedTo: .window(root: root))
        let poster = View(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let id = manager.show(view: poster, in: "backdropContainer", animated: false)!
        let background = manager.containerView(id: id)!.backgroundView!
        XCTAssertEqual(background.frame, CGRect(x: 0, y: 0, width: 400, height: 800), "over the notch and the home indicator")
        XCTAssertEqual(background.color, ContainerBlurMaterial.regular.washColor)
        router.handle(TouchEvent(phase: .began, location: CGPoint(x: 200, y: 400), time: 0))
        manager.advance(by: 0.99)
        XCTAssertEqual(manager.containerView(id: id)?.phase, .shown)
        manager.advance(by: 0.01)
        XCTAssertEqual(manager.containerView(id: id)?.phase, .disappearing)
    }

    /// "Blockable animation": `animated: false` for a deep link shows the view at once, fully there.
    func testADeepLinkShowsWithoutAnimation() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let manager = ContainerManager()
        manager.registerContainer(named: "containerB", attachedTo: .window(root: root))
        let message = MessageView()
        let id = manager.show(view: message, in: "containerB", animated: false)!
        XCTAssertEqual(manager.containerView(id: id)?.phase, .shown)
        XCTAssertEqual(message.alpha, 1)
    }
}
