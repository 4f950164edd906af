import Foundation

/// The behaviour presets a scene can apply to its container, so the feel of peers can be compared side by side
/// (<doc:BehaviorPresets>). The raw values are the names used in scenario files and on the command line.
public enum OverlayBehaviorPresetName: String, CaseIterable, Sendable {
    /// The reference library exactly: rubber band, rushing-forward policy, velocity-free spring.
    case reference
    /// Our improvements: velocity hand-off, grab from the displayed height, momentum projection (0.998).
    case fluid
    /// FloatingPanel's default behaviour.
    case floatingPanel = "floatingpanel"
    /// Pulley's drawer.
    case pulley
    /// A UISheetPresentationController-like sheet.
    case sheet
}
