/// A recorded or scripted input session: timed pointer, wheel and key events plus simulator commands.
public struct Trace: Equatable, Sendable {
    /// The events in non-decreasing time order.
    public var events: [TraceEvent]
    /// When to stop simulating, in seconds; nil means shortly after the last event settles.
    public var until: Double?

    /// Creates a trace.
    public init(events: [TraceEvent] = [], until: Double? = nil) {
        self.events = events
        self.until = until
    }
}

/// One timed event.
public struct TraceEvent: Equatable, Sendable {
    /// Seconds from the start of the trace (0…86 400).
    public var time: Double
    /// What happens.
    public var kind: TraceEventKind

    /// Creates an event.
    public init(time: Double, kind: TraceEventKind) {
        self.time = time
        self.kind = kind
    }
}

/// The phase of a pointer event.
public enum PointerPhase: String, CaseIterable, Equatable, Sendable {
    /// The pointer is pressed.
    case down
    /// The pressed pointer moves.
    case move
    /// The pointer is released.
    case up
    /// The system takes the pointer away (no release gesture should follow).
    case cancel
}

/// The device behind a pointer.
public enum PointerSource: String, CaseIterable, Equatable, Sendable {
    /// A mouse or trackpad click-drag.
    case mouse
    /// A finger on a touch screen.
    case touch
}

/// What a trace event does.
public enum TraceEventKind: Equatable, Sendable {
    /// A pointer event at window coordinates in points; `pointer` tells simultaneous pointers apart (0…1023).
    case pointer(phase: PointerPhase, x: Double, y: Double, pointer: Int, source: PointerSource)
    /// A scroll-wheel step at a position; `dy` in points.
    case wheel(x: Double, y: Double, dy: Double)
    /// A key press; the file names the key (`KeyCommand.bindings`). A replay applies simulation inputs and
    /// ignores window commands.
    case key(KeyCommand)
    /// Asks the container to move to a notch; out-of-range indexes are legal and exercise its guards.
    case moveToNotch(index: Int, animated: Bool)
    /// Asks the container to recompute its notch heights.
    case invalidateNotchHeights
    /// Changes which notches are reachable.
    case setReachable([Int])
    /// Resizes the window, in points.
    case resize(width: Double, height: Double)
    /// Switches to a built-in scene, at the window's size and with the preset in use (the window's Tab).
    case scene(SceneKind)
    /// Saves a screenshot to `path`.
    case screenshot(path: String)
    /// Shows a view of a kind the scene knows (`toast`, `banner`, `menu`, `card`) in a named container.
    case showView(container: String, view: String, text: String?, animated: Bool)
    /// Dismisses the view with this id (as the frame log's `appear:NAME:ID` numbers it) from a container.
    case dismissView(container: String, id: Int, animated: Bool)
    /// Dismisses every view in the named containers (`containers`), or in all but those (`notIn`); with
    /// `onlyShowing`, waiting views stay queued.
    case dismissAll(containers: [String]?, notIn: [String]?, onlyShowing: Bool, animated: Bool)
    /// Dismisses the most recently shown view of a container.
    case dismissTopmost(container: String, animated: Bool)

    /// The `kind` string used in trace files.
    public var name: String {
        switch self {
        case let .pointer(phase, _, _, _, _): return phase.rawValue
        case .wheel: return "wheel"
        case .key: return "key"
        case .moveToNotch: return "moveToNotch"
        case .invalidateNotchHeights: return "invalidateNotchHeights"
        case .setReachable: return "setReachable"
        case .resize: return "resize"
        case .scene: return "scene"
        case .screenshot: return "screenshot"
        case .showView: return "showView"
        case .dismissView: return "dismissView"
        case .dismissAll: return "dismissAll"
        case .dismissTopmost: return "dismissTopmost"
        }
    }
}
