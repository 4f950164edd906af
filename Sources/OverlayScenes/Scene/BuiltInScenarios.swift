import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayFiles
import OverlayPresets
import OverlayUIKit

/// The scenes that ship with OverlaySim, reachable by name (`--scenario maps`).
public enum BuiltInScenarios {
    /// The reference's Maps example: 390×844 pt, notches H/4 and 3H/4, drags start on the 70 pt header, a table
    /// of 100 rows of 44 pt drives the overlay.
    public static let maps = Scenario(
        name: "maps",
        device: DeviceSize(width: 390, height: 844, scale: 2),
        style: .expandableHeight,
        notches: [.fraction(0.25), .fraction(0.75)],
        dragArea: .header,
        scrollView: TableSpec(rows: 100, rowHeight: 44, headerHeight: 70, bounces: true, alwaysBounceVertical: true)
    )

    /// The Shortcuts example: the map is ground content, three notches; a split layout without overlay in windows
    /// 700 pt wide or more.
    public static let shortcuts = Scenario(
        name: "shortcuts", notches: [.fraction(0.25), .fraction(0.5), .fraction(0.75)], dragArea: .header,
        scrollView: TableSpec(), scene: .shortcuts)

    /// The Backdrop example: a black 50 % backdrop whose opacity follows the translation progress.
    public static let backdrop = Scenario(
        name: "backdrop", notches: [.fraction(0.25), .fraction(0.5), .fraction(0.75)], dragArea: .header,
        scrollView: TableSpec(), scene: .backdrop)

    /// The show/hide example: notches 0, H/2 and H − 100, enabled and disabled by a button.
    public static let showHide = Scenario(
        name: "show-hide", style: .expandableHeight, notches: [.points(0), .fraction(0.5), .belowTop(100)],
        dragArea: .overlay, scene: .showHide)

    /// The navigation example: row taps push lists inside the overlay; notches H/4 and 3H/4.
    public static let navigation = Scenario(
        name: "navigation", notches: [.fraction(0.25), .fraction(0.75)], dragArea: .header,
        scrollView: TableSpec(), scene: .navigation)

    /// The sheet example: a button presents a container as a sheet; notches 100, 300 and H − 200.
    public static let sheet = Scenario(
        name: "sheet", notches: [.points(100), .points(300), .belowTop(200)], dragArea: .overlay, scene: .sheet)

    /// Toasts, banners and a side menu in three named containers over the maps overlay.
    public static let containers = Scenario(
        name: "containers", notches: [.fraction(0.25), .fraction(0.75)], dragArea: .header,
        scrollView: TableSpec(), scene: .containers)

    /// Every built-in scenario, in the order `overlay-sim scenes` lists them (and Tab cycles them in the window).
    public static let all: [Scenario] = [maps, shortcuts, backdrop, showHide, navigation, sheet, containers]

    /// The built-in scenario of a kind (each kind has one).
    public static func scenario(for kind: SceneKind) -> Scenario {
        all.first { $0.scene == kind } ?? maps
    }

    /// The built-in scenario with this name, if any.
    public static func named(_ name: String) -> Scenario? {
        all.first { $0.name == name }
    }

    /// A built-in name, or else a scenario file's path.
    public static func resolve(_ nameOrPath: String) throws -> Scenario {
        if let builtIn = named(nameOrPath) { return builtIn }
        if !nameOrPath.contains("/") && !nameOrPath.hasSuffix(".json") && !FileManager.default.fileExists(atPath: nameOrPath) {
            throw FileFormatError(
                file: nameOrPath, field: nil,
                message:
                    "no built-in scene has this name and no such file exists (built-in scenes: \(all.map(\.name).joined(separator: ", ")))")
        }
        return try Scenario.load(path: nameOrPath)
    }
}
