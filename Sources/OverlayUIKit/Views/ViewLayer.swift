import Foundation

/// The corners of a layer, as `CACornerMask`.
public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
    /// Every corner.
    public static let all: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// The part of `CALayer` that view code sets through `view.layer`: corners, clipping and the shadow. It has no state
/// of its own: every property reads and writes its view's (`cornerRadii`, `clipsToBounds`, `shadow`).
public final class ViewLayer {
    /// The view whose layer this is, held strongly: the layer's state is the view's, so a layer kept after its
    /// view was let go keeps that view (no cycle: a view makes its layer on each access and keeps none).
    public let view: View

    init(view: View) {
        self.view = view
    }

    /// The radius of the rounded corners (`maskedCorners` says which); animatable through the view.
    public var cornerRadius: CGFloat {
        get { max(view.cornerRadii.topLeft, view.cornerRadii.topRight, view.cornerRadii.bottomRight, view.cornerRadii.bottomLeft) }
        set { apply(radius: newValue, corners: maskedCorners) }
    }

    /// Which corners `cornerRadius` rounds: all of them unless set.
    public var maskedCorners: CornerMask {
        get {
            let radii = view.cornerRadii
            var mask: CornerMask = []
            if radii.topLeft > 0 { mask.insert(.layerMinXMinYCorner) }
            if radii.topRight > 0 { mask.insert(.layerMaxXMinYCorner) }
            if radii.bottomLeft > 0 { mask.insert(.layerMinXMaxYCorner) }
            if radii.bottomRight > 0 { mask.insert(.layerMaxXMaxYCorner) }
            return mask.isEmpty ? .all : mask
        }
        set { apply(radius: cornerRadius, corners: newValue) }
    }

    /// Whether the sublayers (the subviews) are clipped to the bounds: the view's `clipsToBounds`.
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        set { view.clipsToBounds = newValue }
    }

    /// The shadow's colour (black by default).
    public var shadowColor: RGBAColor? {
        get { view.shadow.map { $0.color.withAlphaComponent(1) } }
        set { updateShadow { $0.color = (newValue ?? .black).withAlphaComponent($0.color.alpha) } }
    }

    /// The shadow's opacity (0 by default: no shadow).
    public var shadowOpacity: Float {
        get { Float(view.shadow?.color.alpha ?? 0) }
        set { updateShadow { $0.color = $0.color.withAlphaComponent(Double(newValue)) } }
    }

    /// The shadow's blur radius (3 by default).
    public var shadowRadius: CGFloat {
        get { view.shadow?.radius ?? 3 }
        set { updateShadow { $0.radius = newValue } }
    }

    /// The shadow's offset ((0, −3) in Core Animation; (0, 1) here by default).
    public var shadowOffset: CGSize {
        get { view.shadow?.offset ?? CGSize(width: 0, height: 1) }
        set { updateShadow { $0.offset = newValue } }
    }

    private func apply(radius: CGFloat, corners: CornerMask) {
        view.cornerRadii = (
            corners.contains(.layerMinXMinYCorner) ? radius : 0, corners.contains(.layerMaxXMinYCorner) ? radius : 0,
            corners.contains(.layerMaxXMaxYCorner) ? radius : 0, corners.contains(.layerMinXMaxYCorner) ? radius : 0
        )
    }

    private func updateShadow(_ change: (inout ViewShadow) -> Void) {
        var shadow = view.shadow ?? ViewShadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
        change(&shadow)
        view.shadow = shadow.color.alpha > 0 ? shadow : nil
    }
}

extension View {
    /// The view's layer, as `UIView.layer`: `view.layer.cornerRadius = 12` rounds the view.
    public var layer: ViewLayer { ViewLayer(view: self) }
}
