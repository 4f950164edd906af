import Foundation
import OverlayContainer
import OverlayFiles
import OverlayPhysics
import OverlayPresets
import OverlayUIKit

/// What makes one reference example different from another: how it builds its view tree, how it lays out for a
/// window size, and how it answers the delegate questions the scenario alone does not settle.
protocol SceneBehavior: AnyObject {
    /// Builds the view tree into `scene.window` (called once).
    func build(_ scene: SceneViewController)
    /// Lays the scene out for the window's current size (called after `build` and after every resize).
    func layout(_ scene: SceneViewController)
    /// The tables on screen (for drawing and scroll physics).
    var tables: [TableView] { get }
    /// The header where drags may start, when the drag area is the header.
    var dragHeader: View? { get }
    /// The scroll view that drives the overlay.
    var drivingTable: TableView? { get }
    /// nil: the scenario's reachability; else this answer.
    func canReach(_ index: Int) -> Bool?
    /// A target policy that replaces the scenario's and the preset's (the sheet example's), nil for none.
    var targetPolicy: OverlayTranslationTargetNotchPolicy? { get }
    /// Called on every willTranslate, after the scene's own bookkeeping.
    func willTranslate(_ coordinator: OverlayContainerTransitionCoordinator)
    /// Called on willEndDragging.
    func willEndDragging(velocity: CGPoint)
    /// A key's command the scene acts on (`.pressButton` for its button); returns whether it did something.
    func handleKey(_ command: KeyCommand) -> Bool
    /// Seconds until the scene's own next transition ends, nil when none runs.
    var timeUntilNextTransitionEnds: Double? { get }
    /// Advances the scene's own transitions (navigation pushes, presentations).
    func advance(by time: Double)
}

extension SceneBehavior {
    func canReach(_ index: Int) -> Bool? { nil }
    var targetPolicy: OverlayTranslationTargetNotchPolicy? { nil }
    func willTranslate(_ coordinator: OverlayContainerTransitionCoordinator) {}
    func willEndDragging(velocity: CGPoint) {}
    func handleKey(_ command: KeyCommand) -> Bool { false }
    var timeUntilNextTransitionEnds: Double? { nil }
    func advance(by time: Double) {}
}
