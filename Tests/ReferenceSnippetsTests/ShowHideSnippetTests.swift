import Foundation
import OverlayContainer
import OverlayUIKit
import XCTest

// README "Enabling & disabling notches" and "Safe Area issues": a hidden notch at 0 enabled or not, a rigid overlay,
// and notch heights that include the container's bottom safe-area inset.

private final class ShowOverlayExampleViewController: ViewController, OverlayContainerViewControllerDelegate {
    enum Notch: Int, CaseIterable {
        case hidden, med, max
    }

    let overlayContainerController = OverlayContainerViewController(style: .rigid)
    var showsOverlay = false
    private let button = Button(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemRed
        overlayContainerController.delegate = self
        overlayContainerController.viewControllers = [ViewController()]
        addChild(overlayContainerController, in: view)
        button.setTitle("Show/Hide Overlay", for: .normal)
        button.addAction(Action { [weak self] _ in self?.showOrHideOverlay() }, for: .touchUpInside)
        view.addSubview(button)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        button.frame = CGRect(x: 20, y: 80, width: view.bounds.width - 40, height: 44)
        overlayContainerController.view.frame = view.bounds
    }

    var buttonCenter: CGPoint { button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: view) }

    func showOrHideOverlay() {
        showsOverlay.toggle()
        let targetNotch: Notch = showsOverlay ? .med : .hidden
        overlayContainerController.moveOverlay(toNotchAt: targetNotch.rawValue, animated: true)
    }

    func numberOfNotches(in containerViewController: OverlayContainerViewController) -> Int {
        Notch.allCases.count
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        heightForNotchAt index: Int, availableSpace: CGFloat
    ) -> CGFloat {
        let bottomInset = containerViewController.view.safeAreaInsets.bottom
        switch Notch.allCases[index] {
        case .max: return availableSpace - 100
        case .med: return bottomInset + availableSpace / 2
        case .hidden: return 0
        }
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        canReachNotchAt index: Int, forOverlay overlayViewController: ViewController
    ) -> Bool {
        switch Notch.allCases[index] {
        case .max: return showsOverlay
        case .med: return showsOverlay
        case .hidden: return !showsOverlay
        }
    }
}

final class ShowHideSnippetTests: XCTestCase {
    func testTheButtonShowsAndHidesTheOverlayAndTheSafeAreaIsInTheNotch() {
        let window = SnippetWindow(safeArea: EdgeInsets(top: 47, bottom: 34))
        let example = ShowOverlayExampleViewController()
        window.show(example)
        window.drive(example.overlayContainerController)
        window.run(0.1)
        XCTAssertEqual(example.overlayContainerController.view.safeAreaInsets, EdgeInsets(top: 47, bottom: 34))
        XCTAssertEqual(example.overlayContainerController.translationHeight, 0, "hidden at first")
        window.tap(at: example.buttonCenter)
        window.run(1)
        XCTAssertTrue(example.showsOverlay)
        XCTAssertEqual(example.overlayContainerController.translationHeight, 34 + 422, "the home indicator's inset included")
        window.tap(at: example.buttonCenter)
        window.run(1)
        XCTAssertEqual(example.overlayContainerController.translationHeight, 0)
    }
}
