import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayDrawing
import OverlayFiles
import OverlayPhysics
import OverlayPresets
import OverlayUIKit

/// The sheet example (<doc:BuiltInScenes>): a button presents a container (the scene's container, holding a coloured
/// view) as a sheet, moved to the middle notch without animation just before (the host performs that move in the
/// presentation's layout pass, inside the slide). Notches are the scenario's (100, 300, H − 200). The overlay
/// slides up by its own height while the dimming goes from 0 to 0.3, then the dimming follows the progress between
/// 0.3 and 0.6.
/// It is dismissed by a tap outside the overlay, by a release whose target is below notch 1, or by a downward
/// flick faster than 2400 pt/s; moving up uses the default policy, moving down needs 2400 pt/s to skip a notch.
final class SheetSceneBehavior: SceneBehavior, OverlayContainerSheetPresentationControllerDelegate {
    static let dismissingVelocity: CGFloat = 2400

    let map = MapView()
    let button = ButtonView(title: "Present Sheet", background: RGBAColor(hex: 0x0A84FF))
    let colored = ViewController()
    private let root = ViewController()
    /// The window's presentation host, once the scene is in a window.
    var host: PresentationHost? { scene?.presentationHost }
    @WeakLink private var scene: SceneViewController?
    private var sheetController: SceneSheetPresentationController?
    private let upward = RushingForwardTargetNotchPolicy()
    private let downward: RushingForwardTargetNotchPolicy = {
        let policy = RushingForwardTargetNotchPolicy()
        policy.minimumVelocity = SheetSceneBehavior.dismissingVelocity
        return policy
    }()
    private let directional = DirectionalTargetNotchPolicy()

    init(scenario: Scenario) {
        let blue = View()
        blue.identifier = "colored"
        blue.backgroundColor = RGBAColor(hex: 0x0A84FF)
        blue.cornerRadii = (12, 12, 0, 0)
        blue.shadow = ViewShadow()
        colored.setView(blue)
        button.identifier = "presentButton"
        directional.upward = upward
        directional.downward = downward
    }

    func build(_ scene: SceneViewController) {
        self.scene = scene
        let rootView = View()
        rootView.identifier = "sheetRoot"
        rootView.addSubview(map)
        rootView.addSubview(button)
        root.setView(rootView)
        scene.addChild(root)
        scene.window.addSubview(rootView)
        scene.container.viewControllers = [colored]
        button.action = { [weak self] in self?.present() }
    }

    func layout(_ scene: SceneViewController) {
        let bounds = scene.window.bounds
        root.view.frame = bounds
        map.frame = bounds
        button.frame = CGRect(x: (bounds.width - 200) / 2, y: 80, width: 200, height: 50)
        host?.layout()
    }

    /// Presents the container as a sheet, at the middle notch (the button).
    func present() {
        guard let scene = scene, let host = host, host.presentation(of: scene.container) == nil else { return }
        let controller = SceneSheetPresentationController(presentedViewController: scene.container, presenting: root)
        controller.sheetDelegate = self
        controller.onDismissed = { [weak self, sceneLink = WeakLink(scene)] in
            self?.dismissalReported = false
            sceneLink.wrappedValue?.emit(.dismissed)
        }
        sheetController = controller
        scene.container.moveOverlay(toNotchAt: 1, animated: false)
        scene.emit(.present)
        host.present(scene.container, from: root, presentationController: controller, animated: true) { [weak scene] in
            scene?.emit(.presented)
        }
    }

    var isPresented: Bool {
        guard let scene = scene else { return false }
        return host?.presentation(of: scene.container) != nil
    }

    // MARK: - Sheet delegate

    func overlayContainerSheetDismissalPolicy(for presentationController: OverlayContainerSheetPresentationController)
        -> OverlayContainerSheetDismissalPolicy
    {
        ThresholdOverlayContainerSheetDismissalPolicy(
            dismissingVelocity: .value(SheetSceneBehavior.dismissingVelocity),
            dismissingPosition: .notch(index: 1))
    }

    // MARK: - BuiltInScene behaviour

    func willTranslate(_ coordinator: OverlayContainerTransitionCoordinator) {
        reportDismissalIfStarted()
    }

    private var dismissalReported = false

    /// Logs "dismiss" once when a dismissal (by tap, flick or position) has started.
    private func reportDismissalIfStarted() {
        guard let host = host, let scene = scene, let presentation = host.presentation(of: scene.container),
            presentation.isBeingDismissed, !dismissalReported
        else { return }
        dismissalReported = true
        scene.emit(.dismiss)
    }

    func handleKey(_ command: KeyCommand) -> Bool {
        guard command == .pressButton else { return false }
        button.sendAction()
        return true
    }

    var targetPolicy: OverlayTranslationTargetNotchPolicy? { directional }

    /// Before the window's host advances the slides (the end of a dismissal is told by the presentation
    /// controller, `SceneSheetPresentationController`).
    func advance(by time: Double) {
        reportDismissalIfStarted()
    }

    var tables: [TableView] { [] }
    var dragHeader: View? { nil }
    var drivingTable: TableView? { nil }
}

/// The sheet's presentation controller: tells the scene when a dismissal has ended (the slide done, the views
/// about to leave the window).
final class SceneSheetPresentationController: OverlayContainerSheetPresentationController {
    var onDismissed: (() -> Void)?

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        onDismissed?()
    }
}

/// The sheet example's policy: moving up (negative y) uses one policy, otherwise another.
final class DirectionalTargetNotchPolicy: OverlayTranslationTargetNotchPolicy {
    var upward: OverlayTranslationTargetNotchPolicy = RushingForwardTargetNotchPolicy()
    var downward: OverlayTranslationTargetNotchPolicy = RushingForwardTargetNotchPolicy()

    func targetNotchIndex(using context: OverlayContainerContextTargetNotchPolicy) -> Int {
        context.velocity.y < 0 ? upward.targetNotchIndex(using: context) : downward.targetNotchIndex(using: context)
    }
}
