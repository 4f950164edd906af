import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayFiles
import OverlayUIKit

/// The Backdrop example (<doc:BuiltInScenes>): [map, backdrop, search]. The backdrop is black at 50 % and its opacity
/// follows `translationProgress()`: 0 at the lowest notch, 1 at the highest, with the finger while dragging and
/// with the spring while animating.
final class BackdropSceneBehavior: SceneBehavior {
    let search: SearchViewController
    let map = MapView()
    let backdrop = BackdropView()
    private let mapController = ViewController()
    private let backdropController = ViewController()

    init(scenario: Scenario) {
        let table = scenario.scrollView
        search = SearchViewController(
            title: "Places", headerHeight: CGFloat(table?.headerHeight ?? 0), rows: table?.rows,
            rowHeight: CGFloat(table?.rowHeight ?? 44))
        search.table?.configure(with: table)
        backdrop.identifier = "backdrop"
        backdrop.backgroundColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        backdrop.alpha = 0
        mapController.setView(map)
        backdropController.setView(backdrop)
    }

    func build(_ scene: SceneViewController) {
        scene.window.addSubview(scene.container.view)
        scene.container.viewControllers = [mapController, backdropController, search]
    }

    func layout(_ scene: SceneViewController) {
        scene.container.view.frame = scene.window.bounds
    }

    /// The reference's backdrop code as it is: set inside the alongside block, the alpha animates with the
    /// overlay's spring during a move and applies at once during a drag.
    func willTranslate(_ coordinator: OverlayContainerTransitionCoordinator) {
        coordinator.animate(
            alongsideTransition: { [backdrop] context in
                backdrop.alpha = context.translationProgress()
            }, completion: nil)
    }

    var tables: [TableView] { search.table.map { [$0] } ?? [] }
    var dragHeader: View? { search.header }
    var drivingTable: TableView? { search.table }
}
