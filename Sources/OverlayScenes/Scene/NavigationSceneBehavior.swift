import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayFiles
import OverlayUIKit

/// The navigation example (<doc:BuiltInScenes>): [map, navigation]. Tapping a row pushes a new list (with a close
/// button) that slides up from the bottom of the overlay; close pops it. After each navigation the container's
/// `drivingScrollView` becomes the new top list (which rebuilds the drivers), and drags start only on the top
/// list's header.
///
/// The navigation is OverlayUIKit's `NavigationController` with its `.slideUp` transition (0.3 s, ease-out up,
/// ease-in down), the way an app writes it; its delegate's `didShow` switches the driving scroll view.
final class NavigationSceneBehavior: SceneBehavior, NavigationControllerDelegate {
    let map = MapView()
    let navigation: NavigationController
    /// The list on top as the user sees it: a pushed one from its push, a popped one until its pop ends.
    private(set) var top: SearchViewController
    private let mapController = ViewController()
    private let spec: TableSpec?
    @WeakLink private var scene: SceneViewController?

    init(scenario: Scenario) {
        spec = scenario.scrollView
        let root = SearchViewController(
            title: "Places", headerHeight: CGFloat(spec?.headerHeight ?? 70), rows: spec?.rows ?? 100,
            rowHeight: CGFloat(spec?.rowHeight ?? 44))
        root.table?.configure(with: spec)
        navigation = NavigationController(rootViewController: root)
        navigation.title = "navigation"
        navigation.transition = .slideUp
        top = root
        mapController.setView(map)
        navigation.delegate = self
        wire(root)
    }

    /// The lists on the stack, bottom to top.
    var stack: [SearchViewController] { navigation.viewControllers.compactMap { $0 as? SearchViewController } }

    private func wire(_ screen: SearchViewController) {
        screen.onSelectRow = { [weak self] row in self?.push(from: row) }
        screen.closeButton?.action = { [weak self] in self?.pop() }
    }

    private func push(from row: Int) {
        guard !navigation.isTransitioning else { return }
        let depth = navigation.viewControllers.count + 1
        let screen = SearchViewController(
            title: "\(SearchViewController.places[row % SearchViewController.places.count])",
            headerHeight: CGFloat(spec?.headerHeight ?? 70), rows: spec?.rows ?? 100,
            rowHeight: CGFloat(spec?.rowHeight ?? 44), closable: true)
        screen.table?.configure(with: spec)
        wire(screen)
        top = screen
        navigation.pushViewController(screen, animated: true)
        scene?.emit(.push(depth: depth))
    }

    private func pop() {
        guard !navigation.isTransitioning, navigation.viewControllers.count > 1 else { return }
        navigation.popViewController(animated: true)
        scene?.emit(.pop(depth: navigation.viewControllers.count))
    }

    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        guard let shown = viewController as? SearchViewController else { return }
        top = shown
        scene?.container.drivingScrollView = shown.table
    }

    func build(_ scene: SceneViewController) {
        self.scene = scene
        scene.window.addSubview(scene.container.view)
        scene.container.viewControllers = [mapController, navigation]
    }

    func layout(_ scene: SceneViewController) {
        scene.container.view.frame = scene.window.bounds
    }

    func handleKey(_ command: KeyCommand) -> Bool {
        switch command {
        case .push: push(from: navigation.viewControllers.count - 1)
        case .pop: pop()
        default: return false
        }
        return true
    }

    var tables: [TableView] { (stack + (stack.contains { $0 === top } ? [] : [top])).compactMap(\.table) }
    var dragHeader: View? { top.header }
    var drivingTable: TableView? { top.table }
}
