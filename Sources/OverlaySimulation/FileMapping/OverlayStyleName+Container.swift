import OverlayContainer
import OverlayFiles

/// A scenario file's `style` and the container's overlay style, both ways.
extension OverlayStyleName {
    /// The container's style of this name.
    public var overlayStyle: OverlayContainerViewController.OverlayStyle {
        switch self {
        case .flexibleHeight: return .flexibleHeight
        case .rigid: return .rigid
        case .expandableHeight: return .expandableHeight
        }
    }

    /// The name files give `style`.
    public init(_ style: OverlayContainerViewController.OverlayStyle) {
        switch style {
        case .flexibleHeight: self = .flexibleHeight
        case .rigid: self = .rigid
        case .expandableHeight: self = .expandableHeight
        }
    }
}
