import Foundation
import OverlayFiles

/// What one window event means, in points and simulation time: produced from SDL events by the window host,
/// consumed by `WindowSession`.
public enum WindowInput: Equatable, Sendable {
    /// An input the simulation applies (and the recorder keeps).
    case trace(TraceEvent)
    /// A key of `KeyCommand.bindings`: the session applies simulation inputs through the simulation and handles
    /// window commands itself.
    case key(KeyCommand)
    /// Close the window.
    case quit
}
