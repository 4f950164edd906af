import Foundation
import OverlayContainerManager
import OverlayFiles
import OverlayUIKit

/// What a root view controller may add to the simulation hosting it, beyond its views and view controllers:
/// the keys and trace commands it acts on, its own events for the frame log, the HUD's extra lines, its named
/// containers and its live tuning. Every requirement has a default, so a root adopts only what it needs; a
/// root that adopts nothing still gets input, pacing, the frame log of its container, drawing and recording.
///
/// The built-in scenes' root view controllers adopt it (OverlayScenes' `BuiltInScene.viewController`): nothing reaches a simulation
/// from a scene by another path.
public protocol SimulationContent: AnyObject {
    /// Acts on a key's command that is the content's own (`B` presses a button, `N` pushes, `O` shows a toast…),
    /// applied at its instant like any input; returns whether it did something.
    func handleKey(_ command: KeyCommand) -> Bool
    /// Whether the content acts on `command` (for the window's key help).
    func handles(_ command: KeyCommand) -> Bool
    /// A trace's `setReachable`: enables exactly these notches (nil: all); returns whether the content did.
    func setReachable(_ indexes: [Int]?) -> Bool
    /// A trace's `showView`: shows a view of `kind` in the named container (nil: the kind's own); returns false
    /// when the content has no named containers (the log then gets `unknownContainer:NAME`).
    func showView(kind: String, text: String?, in container: String?, animated: Bool) -> Bool
    /// The content's named containers: their events go into the frame log, and a trace's `dismissView`,
    /// `dismissAll` and `dismissTopmost` go to them.
    var containerManager: ContainerManager? { get }
    /// Lines the HUD shows under its own.
    var statusLines: [String] { get }
    /// The live feel parameters of the inspected container (the tuning panel, `P`, the HUD's projected notch);
    /// nil: the simulation's own tuning of the container (``ContainerTuning``).
    var overlayTuning: OverlayTuning? { get }
    /// Adds an observer of the content's own events, which the frame log writes with the others; nil when it has
    /// none.
    func addSceneObserver(_ observer: @escaping (SceneEvent) -> Void) -> ObservationToken?
}

extension SimulationContent {
    public func handleKey(_ command: KeyCommand) -> Bool { false }
    public func handles(_ command: KeyCommand) -> Bool { false }
    public func setReachable(_ indexes: [Int]?) -> Bool { false }
    public func showView(kind: String, text: String?, in container: String?, animated: Bool) -> Bool { false }
    public var containerManager: ContainerManager? { nil }
    public var statusLines: [String] { [] }
    public var overlayTuning: OverlayTuning? { nil }
    public func addSceneObserver(_ observer: @escaping (SceneEvent) -> Void) -> ObservationToken? { nil }
}
