import Foundation

/// A view that never takes a touch itself: a touch on its empty area falls through to whatever lies behind it,
/// while its subviews still take touches (<doc:GestureArbitration>).
///
/// Every view the overlay container owns is a pass-through view, so the ground content stays interactive
/// around the overlay. Subclasses may override `hitTest(_:with:)` again, as in UIKit.
open class PassThroughView: View {
    open override func hitTest(_ point: CGPoint, with event: TouchEvent?) -> View? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
