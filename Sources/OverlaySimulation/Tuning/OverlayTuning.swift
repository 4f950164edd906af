import Foundation
import OverlayFiles
import OverlayPresets

/// The live feel of an overlay container: its behaviour preset and the numbers the tuning panel shows
/// (``TuningParameters``). A built-in scene tunes its own delegate; any other container is tuned through its
/// delegate's public answers (``ContainerTuning``).
public protocol OverlayTuning: AnyObject {
    /// The behaviour preset in use.
    var preset: OverlayBehaviorPreset { get }
    /// Switches the preset live: the next gesture uses it (a simulation writes `preset:NAME` in its log).
    func applyPreset(_ preset: OverlayBehaviorPreset)
    /// The live parameters: the tuned ones after `tune(_:)`, else the preset's own.
    var tuningParameters: TuningParameters { get }
    /// Applies `parameters` live: the next gesture (and the next animation) uses them.
    func tune(_ parameters: TuningParameters)
    /// The notch heights the container uses now, by index.
    var notchHeights: [CGFloat] { get }
    /// The notch the policy in use would pick for a release now, at `height` with the finger's `velocity`
    /// (points per second, positive down), for the HUD's projected target.
    func projectedTargetNotch(height: CGFloat, velocity: CGFloat) -> Int?
    /// A scenario with the tuned values written in (the window's `E` saves it; `run --params` reads it back).
    var tunedScenario: Scenario { get }
}
