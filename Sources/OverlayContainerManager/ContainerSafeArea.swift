import Foundation
import OverlayUIKit

/// The edges of a container, as a set (SwiftUI's `Edge.Set`).
public struct ContainerEdgeSet: OptionSet, Hashable, Sendable {
    /// One bit per edge.
    public let rawValue: Int
    /// The set of the edges whose bits are set.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The top edge (a notch).
    public static let top = ContainerEdgeSet(rawValue: 1 << 0)
    /// The leading (left) edge.
    public static let leading = ContainerEdgeSet(rawValue: 1 << 1)
    /// The bottom edge (a home indicator).
    public static let bottom = ContainerEdgeSet(rawValue: 1 << 2)
    /// The trailing (right) edge.
    public static let trailing = ContainerEdgeSet(rawValue: 1 << 3)
    /// Leading and trailing.
    public static let horizontal: ContainerEdgeSet = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: ContainerEdgeSet = [.top, .bottom]
    /// Every edge.
    public static let all: ContainerEdgeSet = [.top, .leading, .bottom, .trailing]
}

/// Which edges of the safe area a container (or its backgrounds) extends past, SwiftUIOverlayContainer's
/// `ContainerIgnoresSafeArea`. The safe area is the screen's unsafe edges reaching into what the container is
/// attached to (`View.safeAreaInsets`: a notch, a home indicator); SwiftUI's keyboard region has no counterpart
/// here, so `custom` names edges only.
public enum ContainerIgnoresSafeArea: Hashable, Sendable {
    /// Ignores nothing: keeps clear of the safe-area insets on every edge.
    case disable
    /// Ignores every edge: fills the whole container.
    case all
    /// Ignores the safe area on these edges only.
    case custom(edges: ContainerEdgeSet)

    /// The edges ignored.
    public var ignoredEdges: ContainerEdgeSet {
        switch self {
        case .disable: return []
        case .all: return .all
        case .custom(let edges): return edges
        }
    }

    /// `insets` with the ignored edges set to zero: what is kept clear.
    func respected(_ insets: EdgeInsets, alsoIgnoring extra: ContainerEdgeSet = []) -> EdgeInsets {
        let ignored = ignoredEdges.union(extra)
        return EdgeInsets(
            top: ignored.contains(.top) ? 0 : insets.top,
            left: ignored.contains(.leading) ? 0 : insets.left,
            bottom: ignored.contains(.bottom) ? 0 : insets.bottom,
            right: ignored.contains(.trailing) ? 0 : insets.right)
    }
}

/// The z order of a container's views, SwiftUIOverlayContainer's `ContainerDisplayOrder`.
public enum ContainerDisplayOrder: String, Hashable, Sendable {
    /// A newer view goes on top of the older ones (the default).
    case ascending
    /// A newer view goes under the older ones: the oldest is on top.
    case descending
}

extension CGRect {
    /// The rectangle less `insets`.
    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: max(0, width - insets.left - insets.right), height: max(0, height - insets.top - insets.bottom))
    }
}
