/// How a large rounded shape is drawn: flat boxes where its triangles would paint nothing but the flat colour,
/// and its triangles clipped to the regions around them.
///
/// Two insets of the shape's rectangle, both on whole pixels, define it. `edge` lies past half the feather (and a
/// pixel) inside every side; `corner` also clears the largest corner radius on each side. Between the corners the
/// outline is straight, so the flat colour reaches `edge` there: the flat part is a cross of three boxes (the
/// middle, a full `edge`-wide band between `corner`'s top and bottom, and above and below it the parts between the
/// corners). The rest of the outer rectangle (a thin ring along the outline and the four corners) is drawn with
/// the triangles.
///
/// Only an opaque shape has the cross. SDL blends a translucent rectangle fill and a translucent triangle with
/// different rounding (a channel apart), so a translucent shape keeps the one box it has always had (`edge` equal
/// to `corner`: `middle` is then `corner`, `above` and `below` and the corners are empty, and the rings are the
/// four bands around that box) and its pixels stay as they were.
///
///     ┌────────────────────────────┐  outer.y0
///     │         top ring           │
///     ├───┬──┬──────────────┬──┬───┤  edge.y0
///     │   │TL│    above     │TR│   │
///     │ L ├──┴──────────────┴──┤ R │  corner.y0
///     │   │       middle       │   │
///     │   ├──┬──────────────┬──┤   │  corner.y1
///     │   │BL│    below     │BR│   │
///     ├───┴──┴──────────────┴──┴───┤  edge.y1
///     │        bottom ring         │
///     └────────────────────────────┘  outer.y1
struct LargeShapeSplit: Equatable {
    /// The shape's rectangle inset past the feather's inner half and a pixel on every side (or `corner`, for a
    /// translucent shape).
    var edge: PixelRect
    /// The shape's rectangle inset past the largest corner radius on each side, and the same margin.
    var corner: PixelRect

    /// The flat boxes, top to bottom: between the top corners, the middle band (the largest, `edge`'s width), and
    /// between the bottom corners. They do not overlap; an empty one has no width or height.
    var boxes: [PixelRect] {
        [
            PixelRect(x0: corner.x0, y0: edge.y0, x1: corner.x1, y1: corner.y0),
            PixelRect(x0: edge.x0, y0: corner.y0, x1: edge.x1, y1: corner.y1),
            PixelRect(x0: corner.x0, y0: corner.y1, x1: corner.x1, y1: edge.y1),
        ]
    }

    /// The regions of `outer` (where the triangles may paint) that the boxes leave to the triangles: the rings
    /// above and below `edge` across the whole width, the rings left and right of it, and the four corners. They do
    /// not overlap each other or the boxes; empty ones are left out.
    func regions(outer: PixelRect) -> [PixelRect] {
        [
            PixelRect(x0: outer.x0, y0: outer.y0, x1: outer.x1, y1: edge.y0),
            PixelRect(x0: outer.x0, y0: edge.y1, x1: outer.x1, y1: outer.y1),
            PixelRect(x0: outer.x0, y0: edge.y0, x1: edge.x0, y1: edge.y1),
            PixelRect(x0: edge.x1, y0: edge.y0, x1: outer.x1, y1: edge.y1),
            PixelRect(x0: edge.x0, y0: edge.y0, x1: corner.x0, y1: corner.y0),
            PixelRect(x0: corner.x1, y0: edge.y0, x1: edge.x1, y1: corner.y0),
            PixelRect(x0: edge.x0, y0: corner.y1, x1: corner.x0, y1: edge.y1),
            PixelRect(x0: corner.x1, y0: corner.y1, x1: edge.x1, y1: edge.y1),
        ].filter { $0.width > 0 && $0.height > 0 }
    }
}
