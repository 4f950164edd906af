import OverlayFiles
import OverlayPresets

/// What a scene reports about itself, besides its container's callbacks and its named containers' events: the
/// scene's own transitions, layout changes and requests it could not route. Heard through
/// `SimulationContent.addSceneObserver(_:)`; the frame log writes it as its `description`.
public enum SceneEvent: Hashable, Sendable, CustomStringConvertible {
    /// A sheet presentation starts (sheet).
    case present
    /// The sheet's presentation transition has ended (sheet).
    case presented
    /// A dismissal of the sheet (by a tap, a flick or its position) has started (sheet).
    case dismiss
    /// The sheet is gone (sheet).
    case dismissed
    /// A list is being pushed; `depth` is the stack's depth once it is on top (navigation).
    case push(depth: Int)
    /// The top list is being popped; `depth` is the stack's depth once it is gone (navigation).
    case pop(depth: Int)
    /// The overlay was shown or hidden (show-hide).
    case showsOverlay(Bool)
    /// The window switched between the split layout and the overlay (shortcuts).
    case layout(SceneLayout)
    /// Another behaviour preset was applied.
    case preset(OverlayBehaviorPresetName)
    /// The simulation switched to another built-in scene (a trace's `scene` event, the window's Tab).
    case switched(SceneKind)
    /// A `scene` event or Tab asked for a scene, and the simulation has no ``Simulation/sceneFactory`` to make it.
    case unknownScene(SceneKind)
    /// A request named a container the scene does not have (the scene has no named containers).
    case unknownContainer(String)
    /// A request named a view kind the scene cannot make.
    case unknownView(String)

    /// The frame log's spelling: `present`, `push:2`, `showsOverlay:true`, `layout:split`, `preset:fluid`,
    /// `unknownContainer:NAME`, `unknownView:KIND`, ….
    public var description: String {
        switch self {
        case .present: return "present"
        case .presented: return "presented"
        case .dismiss: return "dismiss"
        case .dismissed: return "dismissed"
        case let .push(depth): return "push:\(depth)"
        case let .pop(depth): return "pop:\(depth)"
        case let .showsOverlay(shows): return "showsOverlay:\(shows)"
        case let .layout(layout): return "layout:\(layout.rawValue)"
        case let .preset(name): return "preset:\(name.rawValue)"
        case let .switched(kind): return "scene:\(kind.rawValue)"
        case let .unknownScene(kind): return "unknownScene:\(kind.rawValue)"
        case let .unknownContainer(name): return "unknownContainer:\(name)"
        case let .unknownView(kind): return "unknownView:\(kind)"
        }
    }
}

/// How the shortcuts scene lays itself out.
public enum SceneLayout: String, Hashable, Sendable {
    /// A list beside the map, no overlay (windows 700 pt wide or more).
    case split
    /// The overlay over the map.
    case overlay
}
