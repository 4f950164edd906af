import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayFiles
import OverlayPhysics
import OverlayPresets
import OverlayUIKit

/// The Maps example (<doc:BuiltInScenes>): one overlay (the search) over a map that is not part of the container. The
/// container's host fills the window in portrait; in landscape (width > height) it is a 375 pt panel on the
/// leading side, and the map stays interactive beside it (the host passes touches through).
final class MapsSceneBehavior: SceneBehavior {
    static let landscapePanelWidth: CGFloat = 375

    let search: SearchViewController
    let map = MapView()
    let host = PassThroughView()

    init(scenario: Scenario) {
        let table = scenario.scrollView
        search = SearchViewController(
            title: "Maps", headerHeight: CGFloat(table?.headerHeight ?? 0), rows: table?.rows,
            rowHeight: CGFloat(table?.rowHeight ?? 44))
        search.table?.configure(with: table)
        host.identifier = "containerHost"
    }

    func build(_ scene: SceneViewController) {
        scene.window.addSubview(map)
        scene.window.addSubview(host)
        scene.container.viewControllers = [search]
    }

    func layout(_ scene: SceneViewController) {
        let bounds = scene.window.bounds
        map.frame = bounds
        let isLandscape = bounds.width > bounds.height
        host.frame =
            isLandscape
            ? CGRect(x: 0, y: 0, width: min(MapsSceneBehavior.landscapePanelWidth, bounds.width), height: bounds.height)
            : bounds
        scene.place(scene.container.view, in: host, frame: host.bounds)
    }

    var tables: [TableView] { search.table.map { [$0] } ?? [] }
    var dragHeader: View? { search.header }
    var drivingTable: TableView? { search.table }
}

extension TableView {
    /// Applies a scenario's table settings.
    func configure(with spec: TableSpec?) {
        guard let spec = spec else { return }
        bounces = spec.bounces
        alwaysBounceVertical = spec.alwaysBounceVertical
        decelerationRate = DecelerationRate(rawValue: spec.decelerationRate)
    }
}
