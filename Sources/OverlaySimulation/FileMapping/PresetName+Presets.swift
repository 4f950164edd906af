import OverlayFiles
import OverlayPresets

/// A file's preset name and the behaviour preset it stands for, both ways.
extension PresetName {
    /// The behaviour preset of this name.
    public var behaviorPresetName: OverlayBehaviorPresetName {
        switch self {
        case .reference: return .reference
        case .fluid: return .fluid
        case .floatingPanel: return .floatingPanel
        case .pulley: return .pulley
        case .sheet: return .sheet
        }
    }

    /// The name files give `preset`.
    public init(_ preset: OverlayBehaviorPresetName) {
        switch preset {
        case .reference: self = .reference
        case .fluid: self = .fluid
        case .floatingPanel: self = .floatingPanel
        case .pulley: self = .pulley
        case .sheet: self = .sheet
        }
    }
}
