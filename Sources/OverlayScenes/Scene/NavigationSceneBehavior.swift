import Foundation
import OverlayUIKit
import OverlayContainer
import OverlayContainerManager
import OverlayFiles

/// The navigation example (<doc:BuiltInScenes>): [map, navigation]. Tapping a row pushes a new list (with a close
/// button) that slides up from the bottom of the overlay; close pops it. After each navigation the container's
/// `drivingScrollView` becomes the new top list (which rebuilds the drivers), and drags start only on the top
/// list's header.
final class NavigationSceneBehavior: SceneBehavior {
    let map = MapView()
    let navigation: OverlayNavigationController
    private let mapController = ViewController()
    private let spec: TableSpec?
    private weak var scene: SceneViewController?

    init(scenario: Scenario) {
        spec = scenario.scrollView
        let root = SearchViewController(title: "Places", headerHeight: CGFloat(spec?.headerHeight ?? 70), rows: spec?.rows ?? 100,
                                        rowHeight: CGFloat(spec?.rowHeight ?? 44))
        root.table?.configure(with: spec)
        navigation = OverlayNavigationController(root: root)
        mapController.setView(map)
        wire(root)
    }

    private func wire(_ screen: SearchViewController) {
        screen.onSelectRow = { [weak self] row in self?.push(from: row) }
        screen.closeButton?.action = { [weak self] in self?.pop() }
    }

    private func push(from row: Int) {
        guard !navigation.isTransitioning else { return }
        let depth = navigation.stack.count + 1
        let screen = SearchViewController(title: "\(SearchViewController.places[row % SearchViewController.places.count])",
                                          headerHeight: CGFloat(spec?.headerHeight ?? 70), rows: spec?.rows ?? 100,
                                          rowHeight: CGFloat(spec?.rowHeight ?? 44), closable: true)
        screen.table?.configure(with: spec)
        wire(screen)
        navigation.push(screen)
        scene?.emit(.push(depth: depth))
    }

    private func pop() {
        guard !navigation.isTransitioning, navigation.stack.count > 1 else { return }
        navigation.pop()
        scene?.emit(.pop(depth: navigation.stack.count - 1))
    }

    func build(_ scene: SceneViewController) {
        self.scene = scene
        navigation.didShow = { [weak scene] top in
            scene?.container.drivingScrollView = top.table
        }
        scene.window.addSubview(scene.container.view)
        scene.container.viewControllers = [mapController, navigation]
    }

    func layout(_ scene: SceneViewController) {
        scene.container.view.frame = scene.window.bounds
    }

    func handleKey(_ command: KeyCommand) -> Bool {
        switch command {
        case .push: push(from: navigation.stack.count - 1)
        case .pop: pop()
        default: return false
        }
        return true
    }

    var timeUntilNextTransitionEnds: Double? { navigation.timeUntilNextTransitionEnds }
    func advance(by time: Double) { navigation.advance(by: time) }
    var tables: [TableView] { navigation.stack.compactMap(\.table) }
    var dragHeader: View? { navigation.top.header }
    var drivingTable: TableView? { navigation.top.table }
}
