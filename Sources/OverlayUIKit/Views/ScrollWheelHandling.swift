import Foundation

/// A view that a mouse wheel moves: a scroll view scrolls its content, a map pans. A simulation sends a wheel step
/// to the deepest view under the pointer that adopts this (the view hit, or its nearest such superview).
public protocol ScrollWheelHandling: View {
    /// Moves the content by `delta` points of a wheel step, positive to show what lies further down (the content
    /// moves up on screen, as a finger moving up would move it).
    func scrollWheel(by delta: CGFloat)
}

extension ScrollView: ScrollWheelHandling {
    /// Scrolls by `delta` (``scroll(by:)``).
    public func scrollWheel(by delta: CGFloat) {
        scroll(by: delta)
    }
}
