import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayDrawing
import OverlayFiles
import OverlayPhysics
import OverlayPresets
import OverlayUIKit

/// The "Disable Notch" example (<doc:BuiltInScenes>): [action (red, with a button), coloured (blue overlay)], notches
/// 0, H/2 and H − 100 (the scenario's). The overlay is shown or hidden by enabling notches: shown, only the middle
/// and top notches are reachable; hidden, only notch 0. The button toggles and moves the overlay; a slow drag below
/// H/2 or a flick down faster than 1200 pt/s hides it, because `willEndDragging` changes reachability before the
/// target policy runs.
final class ShowHideSceneBehavior: SceneBehavior {
    static let hidingVelocity: CGFloat = 1200

    let action = ViewController()
    let colored = ViewController()
    let button = ButtonView(title: "Show/Hide Overlay", background: RGBAColor(hex: 0xFFFFFF, alpha: 0.25))
    private(set) var showsOverlay = false
    private var lastKnownOverlayHeight: CGFloat = 0
    @WeakLink private var scene: SceneViewController?

    init(scenario: Scenario) {
        let red = View()
        red.identifier = "action"
        red.backgroundColor = RGBAColor(hex: 0xE5484D)
        red.addSubview(button)
        button.identifier = "showHideButton"
        red.layoutHandler = { [button] view in
            button.frame = CGRect(x: (view.bounds.width - 220) / 2, y: 80, width: 220, height: 50)
        }
        action.setView(red)
        let blue = View()
        blue.identifier = "colored"
        blue.backgroundColor = RGBAColor(hex: 0x0A84FF)
        blue.cornerRadii = (12, 12, 0, 0)
        blue.shadow = ViewShadow()
        colored.setView(blue)
    }

    func build(_ scene: SceneViewController) {
        self.scene = scene
        button.action = { [weak self] in self?.toggle() }
        scene.window.addSubview(scene.container.view)
        scene.container.viewControllers = [action, colored]
    }

    func layout(_ scene: SceneViewController) {
        scene.container.view.frame = scene.window.bounds
    }

    /// The button: toggle and animate to the middle notch or to 0.
    func toggle() {
        guard let scene = scene else { return }
        showsOverlay.toggle()
        scene.emit(.showsOverlay(showsOverlay))
        scene.container.moveOverlay(toNotchAt: showsOverlay ? 1 : 0, animated: true)
    }

    func canReach(_ index: Int) -> Bool? {
        index == 0 ? !showsOverlay : showsOverlay
    }

    func willTranslate(_ coordinator: OverlayContainerTransitionCoordinator) {
        coordinator.animate(alongsideTransition: nil) { [weak self] context in
            self?.lastKnownOverlayHeight = context.targetTranslationHeight
        }
    }

    func willEndDragging(velocity: CGPoint) {
        guard let scene = scene else { return }
        let half = scene.container.view.bounds.height / 2
        let shows = !(lastKnownOverlayHeight < half || velocity.y > ShowHideSceneBehavior.hidingVelocity)
        if shows != showsOverlay {
            showsOverlay = shows
            scene.emit(.showsOverlay(shows))
        }
    }

    func handleKey(_ command: KeyCommand) -> Bool {
        guard command == .pressButton else { return false }
        button.sendAction()
        return true
    }

    var tables: [TableView] { [] }
    var dragHeader: View? { nil }
    var drivingTable: TableView? { nil }
}
