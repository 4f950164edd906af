import OverlayDrawing

extension MapWorld {
    /// Margin around an area within which features are still gathered: more than any road's half width, a label's
    /// width or a pond's reach beyond its block, so a feature that touches the area is never missed.
    private static let gatherMargin = 128.0

    /// The draw commands for the world inside `area` (world points), relative to its top-left corner: land, then
    /// parks, ponds and reservoirs, the river, the road casings, the road surfaces and the street labels.
    ///
    /// Every feature that overlaps the area is drawn whole (the layer's edges cut it), and features are always
    /// listed in the same world order, so two areas that share an edge draw identical pixels on either side of it:
    /// tiles drawn this way join without a seam.
    func commands(in area: DrawRect) -> [DrawCommand] {
        var out: [DrawCommand] = [.fill(DrawRect(x: 0, y: 0, width: area.width, height: area.height), Palette.land)]
        let margin = MapWorld.gatherMargin
        let columns =
            Int(
                ((area.x - margin) / MapWorld.columnSpacing).rounded(.down))...Int(
                ((area.maxX + margin) / MapWorld.columnSpacing).rounded(.up))
        let rows =
            Int(((area.y - margin) / MapWorld.rowSpacing).rounded(.down))...Int(((area.maxY + margin) / MapWorld.rowSpacing).rounded(.up))
        let shown = DrawRect(x: area.x - 2, y: area.y - 2, width: area.width + 4, height: area.height + 4)
        func local(_ p: DrawPoint) -> DrawPoint { DrawPoint(x: p.x - area.x, y: p.y - area.y) }
        func localRect(_ r: DrawRect) -> DrawRect { DrawRect(x: r.x - area.x, y: r.y - area.y, width: r.width, height: r.height) }

        for row in rows {
            for column in columns {
                guard let interior = blockInterior(column, row), MapWorld.intersects(interior, shown) else { continue }
                switch blockUse(column, row) {
                case .houses:
                    break
                case .park(let pond):
                    out.append(.roundedRect(localRect(interior), CornerRadii(all: 8), Palette.park))
                    if pond {
                        let radius = (min(interior.width, interior.height) * 0.28).rounded(.down)
                        let centre = DrawPoint(
                            x: (interior.x + interior.width / 2).rounded(.down),
                            y: (interior.y + interior.height / 2).rounded(.down))
                        out.append(.circle(center: local(centre), radius: radius, color: Palette.water))
                    }
                case .reservoir:
                    let water = DrawRect(x: interior.x + 4, y: interior.y + 4, width: interior.width - 8, height: interior.height - 8)
                    out.append(.roundedRect(localRect(water), CornerRadii(all: 16), Palette.water))
                }
            }
        }
        // A reach ends in unfeathered vertical edges, so only the reaches within the area's own x range touch it.
        let firstReach = Int((area.x / MapWorld.riverReachLength).rounded(.down))
        let lastReach = Int((area.maxX / MapWorld.riverReachLength).rounded(.up)) - 1
        for reach in firstReach...lastReach {
            guard let outline = riverOutline(reach: reach, shown: shown) else { continue }
            out.append(.polygon(outline.map(local), Palette.water))
        }
        let roads = self.roads(columns: columns, rows: rows, shown: shown)
        for road in roads {
            out.append(road.command(widening: 2, color: Palette.roadCasing, local: local))
        }
        for road in roads {
            out.append(road.command(widening: 0, color: Palette.road, local: local))
        }
        for row in rows {
            for column in columns {
                guard let label = label(column, row), MapWorld.intersects(label.bounds, shown) else { continue }
                out.append(
                    .text(
                        label.text, origin: local(label.origin), size: MapWorld.labelSize, face: .regular,
                        color: Palette.mapLabel, alignment: .left, maxWidth: nil))
            }
        }
        return out
    }

    /// A piece of road: a straight segment between two intersections, or the round join where a road meets an
    /// intersection (it fills the notch between two segments that meet at an angle, and caps a road that ends).
    private enum RoadPiece {
        case segment(DrawPoint, DrawPoint, width: Double)
        case join(DrawPoint, width: Double)

        func command(widening: Double, color: DrawColor, local: (DrawPoint) -> DrawPoint) -> DrawCommand {
            switch self {
            case let .segment(a, b, width):
                return .line(from: local(a), to: local(b), width: width + widening, color: color)
            case let .join(centre, width):
                return .circle(center: local(centre), radius: (width + widening) / 2, color: color)
            }
        }

        var bounds: DrawRect {
            switch self {
            case let .segment(a, b, width):
                let half = width / 2 + 2
                return DrawRect(
                    x: min(a.x, b.x) - half, y: min(a.y, b.y) - half,
                    width: abs(b.x - a.x) + 2 * half, height: abs(b.y - a.y) + 2 * half)
            case let .join(centre, width):
                let half = width / 2 + 2
                return DrawRect(x: centre.x - half, y: centre.y - half, width: 2 * half, height: 2 * half)
            }
        }
    }

    /// The road pieces touching `shown`, in world order: north–south segments, east–west segments, then joins.
    private func roads(columns: ClosedRange<Int>, rows: ClosedRange<Int>, shown: DrawRect) -> [RoadPiece] {
        var pieces: [RoadPiece] = []
        func add(_ piece: RoadPiece) {
            if MapWorld.intersects(piece.bounds, shown) { pieces.append(piece) }
        }
        for row in rows {
            for column in columns where hasVerticalSegment(column, row) {
                add(.segment(node(column, row), node(column, row + 1), width: columnWidth(column)))
            }
        }
        for row in rows {
            for column in columns where hasHorizontalSegment(column, row) {
                add(.segment(node(column, row), node(column + 1, row), width: rowWidth(row)))
            }
        }
        for row in rows {
            for column in columns {
                let centre = node(column, row)
                let vertical = hasVerticalSegment(column, row) || hasVerticalSegment(column, row - 1)
                let horizontal = hasHorizontalSegment(column, row) || hasHorizontalSegment(column - 1, row)
                if vertical { add(.join(centre, width: columnWidth(column))) }
                if horizontal, !vertical || rowWidth(row) != columnWidth(column) { add(.join(centre, width: rowWidth(row))) }
            }
        }
        return pieces
    }

    static func intersects(_ a: DrawRect, _ b: DrawRect) -> Bool {
        a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
    }
}
