import Foundation

/// The behaviour presets a scene can apply to its container, so the feel of peers can be compared side by side
/// (DESIGN.md "Behaviour presets"). The raw values are the names used in scenario files and on the command line.
public enum OverlayBehaviorPresetName: String, CaseIterable, Sendable {
    /// The reference library exactly: rubber band, rushing-forward policy, velocity-free spring.
    case reference
    /// Our improvements: velocity hand-off, grab from the displayed height, momentum projection (0.998).
    case fluid
    /// FloatingPanel's default behaviour (peers.md §1.1).
    case floatingPanel = "floatingpanel"
    /// Pulley's drawer (peers.md §1.2).
    case pulley
    /// A UISheetPresentationController-like sheet (peers.md §1.4/§1.5).
    case sheet
}
