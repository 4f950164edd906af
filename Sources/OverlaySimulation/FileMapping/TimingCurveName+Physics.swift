import OverlayFiles
import OverlayPhysics

/// A scenario file's timing curve name as the physics timing curve.
extension TimingCurveName {
    /// The curve of this name.
    public var timingCurve: TimingCurve {
        switch self {
        case .linear: return .linear
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .easeInOut: return .easeInOut
        }
    }
}
