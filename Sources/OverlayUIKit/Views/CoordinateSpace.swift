import Foundation

/// A coordinate space that can convert points to and from window coordinates.
///
/// Stands in for UIKit's `UICoordinateSpace`, so delegate code such as
/// `coordinateSpace.convert(point, to: header)` reads the same as on iOS.
public protocol CoordinateSpace: AnyObject {
    /// The space's own bounds in its own coordinates.
    var bounds: CGRect { get }
    /// Converts a point from this space to window coordinates.
    func convertToWindow(_ point: CGPoint) -> CGPoint
    /// Converts a point from window coordinates to this space.
    func convertFromWindow(_ point: CGPoint) -> CGPoint
}

extension CoordinateSpace {
    /// Converts `point` from this space to `coordinateSpace`.
    public func convert(_ point: CGPoint, to coordinateSpace: CoordinateSpace) -> CGPoint {
        coordinateSpace.convertFromWindow(convertToWindow(point))
    }

    /// Converts `point` from `coordinateSpace` to this space.
    public func convert(_ point: CGPoint, from coordinateSpace: CoordinateSpace) -> CGPoint {
        convertFromWindow(coordinateSpace.convertToWindow(point))
    }
}
