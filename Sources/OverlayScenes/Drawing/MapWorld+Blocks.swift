import OverlayDrawing

extension MapWorld {
    /// What fills the block between four roads.
    enum BlockUse: Equatable {
        /// Plain land (it may carry a street label).
        case houses
        /// A park, with a pond in its middle or not.
        case park(pond: Bool)
        /// A reservoir: water with rounded corners.
        case reservoir
    }

    /// A street label: its text and the top-left corner of the text, in whole world points.
    struct StreetLabel: Equatable {
        var text: String
        var origin: DrawPoint

        /// A box the drawn text surely fits in (with the widest characters), for deciding which tiles draw it.
        var bounds: DrawRect {
            DrawRect(
                x: origin.x - 2, y: origin.y - 2, width: Double(text.count) * MapWorld.labelCharacterWidth + 4,
                height: MapWorld.labelSize * 1.6)
        }
    }

    /// The open area of block (`column`, `row`), whose top-left corner is node (`column`, `row`): the largest
    /// whole-point rectangle clear of its four roads' casings by `parkGap`; nil when the roads leave no room.
    func blockInterior(_ column: Int, _ row: Int) -> DrawRect? {
        let topLeft = node(column, row), topRight = node(column + 1, row)
        let bottomLeft = node(column, row + 1), bottomRight = node(column + 1, row + 1)
        let left = (max(topLeft.x, bottomLeft.x) + columnWidth(column) / 2 + 1 + MapWorld.parkGap).rounded(.up)
        let right = (min(topRight.x, bottomRight.x) - columnWidth(column + 1) / 2 - 1 - MapWorld.parkGap).rounded(.down)
        let top = (max(topLeft.y, topRight.y) + rowWidth(row) / 2 + 1 + MapWorld.parkGap).rounded(.up)
        let bottom = (min(bottomLeft.y, bottomRight.y) - rowWidth(row + 1) / 2 - 1 - MapWorld.parkGap).rounded(.down)
        guard right - left >= 24, bottom - top >= 24 else { return nil }
        return DrawRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether the river (with its banks and the clearance) passes through `rect`.
    func riverCrosses(_ rect: DrawRect) -> Bool {
        let reach = MapWorld.riverWidth / 2 + MapWorld.riverClearance
        var x = rect.x
        while true {
            let y = riverY(atX: x)
            if y + reach > rect.y && y - reach < rect.maxY { return true }
            if x >= rect.maxX { return false }
            x = min(x + MapWorld.riverSampleSpacing, rect.maxX)
        }
    }

    /// What block (`column`, `row`) holds: about one in six is a park (a third of those with a pond), one in
    /// forty a reservoir; never where the river runs through.
    func blockUse(_ column: Int, _ row: Int) -> BlockUse {
        guard let interior = blockInterior(column, row), !riverCrosses(interior) else { return .houses }
        let u = unit(column, row, .block)
        if u < 0.18 { return .park(pond: unit(column, row, .pond) < 0.35) }
        if u < 0.205 { return .reservoir }
        return .houses
    }

    /// The name of north–south road `column`, and of east–west road `row` (the same along the whole road).
    func columnName(_ column: Int) -> String {
        MapWorld.avenueNames[Int(hash(column, 0, .columnName) % UInt64(MapWorld.avenueNames.count))]
    }

    func rowName(_ row: Int) -> String {
        MapWorld.streetNames[Int(hash(0, row, .rowName) % UInt64(MapWorld.streetNames.count))]
    }

    /// The label block (`column`, `row`) carries, if any: about one block in six names the road along its top
    /// edge (centred under it), one in nine the road along its left edge (beside it, halfway down), never the same
    /// road as the block before it along that road. Parks, reservoirs and river blocks carry none, so a label never
    /// sits on a green or blue shape.
    func label(_ column: Int, _ row: Int) -> StreetLabel? {
        let topLeft = node(column, row)
        if namesTopRoad(column, row), !namesTopRoad(column - 1, row) {
            let topRight = node(column + 1, row)
            let name = rowName(row)
            // About 6.5 pt a character on average: enough to centre it by eye.
            let centre = (topLeft.x + topRight.x) / 2, roadBottom = max(topLeft.y, topRight.y) + rowWidth(row) / 2 + 1
            return StreetLabel(
                text: name,
                origin: DrawPoint(
                    x: (centre - Double(name.count) * 3.25).rounded(.down),
                    y: (roadBottom + 3).rounded(.up)))
        }
        if namesLeftRoad(column, row), !namesLeftRoad(column, row - 1) {
            let bottomLeft = node(column, row + 1)
            return StreetLabel(
                text: columnName(column),
                origin: DrawPoint(
                    x: (max(topLeft.x, bottomLeft.x) + columnWidth(column) / 2 + 5).rounded(.up),
                    y: ((topLeft.y + bottomLeft.y) / 2 - 7).rounded(.down)))
        }
        return nil
    }

    private func carriesLabel(_ column: Int, _ row: Int) -> Bool {
        guard let interior = blockInterior(column, row), !riverCrosses(interior) else { return false }
        return blockUse(column, row) == .houses
    }

    private func namesTopRoad(_ column: Int, _ row: Int) -> Bool {
        unit(column, row, .label) < 0.17 && hasHorizontalSegment(column, row) && carriesLabel(column, row)
    }

    private func namesLeftRoad(_ column: Int, _ row: Int) -> Bool {
        let u = unit(column, row, .label)
        return u >= 0.17 && u < 0.28 && hasVerticalSegment(column, row) && carriesLabel(column, row)
    }
}
