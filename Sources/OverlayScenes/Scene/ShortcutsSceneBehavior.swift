import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayFiles
import OverlayUIKit

/// The Shortcuts example (<doc:BuiltInScenes>), adapting to the window's width: narrower than 700 pt, a container with
/// the map as ground content and the search as the overlay; 700 pt or wider, a split layout with the list in a
/// 320 pt sidebar beside the map and no overlay at all. Crossing the threshold rebuilds the layout; the container
/// keeps its state while it is off screen, and comes back at its notch.
final class ShortcutsSceneBehavior: SceneBehavior {
    static let regularWidth: CGFloat = 700
    static let sidebarWidth: CGFloat = 320

    let search: SearchViewController
    let sidebar: SearchViewController
    /// The map of the compact layout, the container's ground content.
    let map = MapView()
    /// The map beside the sidebar in the split layout (a view cannot be in both trees).
    let splitMap = MapView()
    private let mapController = ViewController()
    private let splitView = View()
    private(set) var isSplit = false

    init(scenario: Scenario) {
        let table = scenario.scrollView
        search = SearchViewController(
            title: "Shortcuts", headerHeight: CGFloat(table?.headerHeight ?? 0), rows: table?.rows,
            rowHeight: CGFloat(table?.rowHeight ?? 44))
        search.table?.configure(with: table)
        sidebar = SearchViewController(
            title: "Shortcuts", headerHeight: 70, rows: table?.rows ?? 100,
            rowHeight: CGFloat(table?.rowHeight ?? 44))
        sidebar.table?.configure(with: table)
        splitView.identifier = "split"
        mapController.setView(map)
    }

    func build(_ scene: SceneViewController) {
        scene.container.viewControllers = [mapController, search]
        let sidebarView = sidebar.view
        sidebarView.cornerRadii = (0, 0, 0, 0)
        sidebarView.shadow = ViewShadow(radius: 3, offset: CGSize(width: 1, height: 0))
        sidebar.header?.cornerRadii = (0, 0, 0, 0)
    }

    func layout(_ scene: SceneViewController) {
        let bounds = scene.window.bounds
        let wantsSplit = bounds.width >= ShortcutsSceneBehavior.regularWidth
        if wantsSplit != isSplit || (splitView.superview == nil && scene.container.view.superview == nil) {
            rebuild(scene, split: wantsSplit)
        }
        if isSplit {
            splitView.frame = bounds
            splitMap.frame = CGRect(
                x: ShortcutsSceneBehavior.sidebarWidth, y: 0, width: max(0, bounds.width - ShortcutsSceneBehavior.sidebarWidth),
                height: bounds.height)
            sidebar.view.frame = CGRect(x: 0, y: 0, width: min(ShortcutsSceneBehavior.sidebarWidth, bounds.width), height: bounds.height)
            sidebar.view.layoutIfNeeded()
        } else {
            scene.container.view.frame = bounds
        }
    }

    private func rebuild(_ scene: SceneViewController, split: Bool) {
        isSplit = split
        if split {
            scene.container.view.removeFromSuperview()
            if splitMap.superview == nil {
                splitView.addSubview(splitMap)
                splitView.addSubview(sidebar.view)
            }
            scene.window.addSubview(splitView)
            scene.emit(.layout(.split))
        } else {
            let wasSplit = splitView.superview != nil
            splitView.removeFromSuperview()
            scene.window.addSubview(scene.container.view)
            if wasSplit { scene.emit(.layout(.overlay)) }
        }
    }

    var tables: [TableView] {
        isSplit ? (sidebar.table.map { [$0] } ?? []) : (search.table.map { [$0] } ?? [])
    }
    var dragHeader: View? { search.header }
    var drivingTable: TableView? { search.table }
}
