import OverlayDrawing

/// The procedural world behind every map view: one city defined everywhere, in world points (x to the right, y
/// down; a map view at rest shows the world from its origin). A grid of roads whose intersections are nudged off
/// the grid, one river meandering from west to east, parks, ponds and reservoirs in some blocks, and a few street
/// labels. Everything is a pure function of integer grid coordinates and a fixed seed, computed with +, −, ×, ÷ and
/// square roots only (correctly rounded in IEEE 754, so every machine gets the same numbers; no sine or power from
/// a maths library whose last bit may differ). `MapWorld+Drawing` turns any rectangle of it into draw commands.
struct MapWorld {
    /// The seed every feature is hashed with.
    let seed: UInt64

    /// The world every map shows.
    static let standard = MapWorld(seed: 0x5EED_0143)

    // MARK: - Layout constants (points)

    /// Distance between north–south roads, and between east–west roads, before the nudge.
    static let columnSpacing = 128.0, rowSpacing = 160.0
    /// How far a whole road may sit off the regular grid, and how far each of its intersections may then sit off
    /// the road's line, in whole points: roads are nearly straight, with a slight bend here and there, and blocks of
    /// different sizes.
    static let columnShift = 12, rowShift = 16, nodeNudge = 3
    /// The river's width, where its centre line runs on average, how far it swings either side, and the distance
    /// between the points its curve passes through.
    static let riverWidth = 28.0, riverBaseline = 300.0, riverSwing = 70.0, riverControlSpacing = 320.0
    /// The spacing of the points that outline the river, and the length of the pieces it is drawn in; both fixed
    /// in world points, so every tile draws the same outline.
    static let riverSampleSpacing = 8.0, riverReachLength = 256.0
    /// Space kept between a road's casing and a park's edge, and between an east–west road and the river.
    static let parkGap = 3.0, riverClearance = 6.0
    /// Street labels' font size, and a width per character that no DejaVu Sans character of that size exceeds
    /// (none is wider than 1 em; a point more for hinting).
    static let labelSize = 11.0, labelCharacterWidth = 12.0

    /// Names of the east–west streets and of the north–south avenues (each road keeps its name all along).
    static let streetNames = [
        "Market St", "Pine St", "Bay St", "Union St", "Elm St", "Mill Rd", "Pier Rd", "Harbor Way",
        "Grove St", "Vine St", "Lake Rd", "Oak Ln",
    ]
    static let avenueNames = [
        "Hill Ave", "Cedar Ave", "Park Ave", "Valley Ave", "Mission Ave", "Bay Ave", "Maple Ave",
        "Ocean Ave", "Elm Ave",
    ]

    // MARK: - Hashing

    /// What a hash is for, so that two features of the same cell get independent numbers.
    enum Salt: UInt64 {
        case columnShift = 1
        case rowShift, columnNudge, rowNudge, columnWidth, rowWidth, verticalGap, horizontalGap
        case river, block, pond, label, columnName, rowName
    }

    /// SplitMix64's finaliser: a well-mixed 64-bit value from any input.
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    func hash(_ a: Int, _ b: Int, _ salt: Salt) -> UInt64 {
        MapWorld.mix(
            MapWorld.mix(seed ^ (salt.rawValue &* 0x1000_0000_01B3) &+ UInt64(bitPattern: Int64(a)))
                ^ UInt64(bitPattern: Int64(b)))
    }

    /// A number in 0..<1 (53 bits, converted exactly).
    func unit(_ a: Int, _ b: Int, _ salt: Salt) -> Double {
        Double(hash(a, b, salt) >> 11) / 9_007_199_254_740_992
    }

    /// A whole number in -spread...spread.
    func nudge(_ a: Int, _ b: Int, _ salt: Salt, spread: Int) -> Double {
        Double(Int(hash(a, b, salt) % UInt64(2 * spread + 1)) - spread)
    }

    // MARK: - Roads

    /// The intersection of north–south road `column` with east–west road `row`, in whole points.
    func node(_ column: Int, _ row: Int) -> DrawPoint {
        DrawPoint(
            x: Double(column) * MapWorld.columnSpacing + nudge(column, 0, .columnShift, spread: MapWorld.columnShift)
                + nudge(column, row, .columnNudge, spread: MapWorld.nodeNudge),
            y: Double(row) * MapWorld.rowSpacing + nudge(0, row, .rowShift, spread: MapWorld.rowShift)
                + nudge(column, row, .rowNudge, spread: MapWorld.nodeNudge))
    }

    /// A north–south road's width: one in four is an avenue (11 pt), the rest streets of 7–9 pt.
    func columnWidth(_ column: Int) -> Double {
        let h = hash(column, 0, .columnWidth)
        return h % 4 == 0 ? 11 : 7 + Double(h / 4 % 3)
    }

    /// An east–west road's width, chosen as for the north–south roads.
    func rowWidth(_ row: Int) -> Double {
        let h = hash(0, row, .rowWidth)
        return h % 4 == 0 ? 11 : 7 + Double(h / 4 % 3)
    }

    /// Whether north–south road `column` runs from row `row` to row `row + 1` (a few street blocks are joined,
    /// never across the river).
    func hasVerticalSegment(_ column: Int, _ row: Int) -> Bool {
        guard columnWidth(column) != 11, unit(column, row, .verticalGap) < 0.06 else { return true }
        // A road never ends at the river's edge: where it crosses, it has a bridge.
        let a = node(column, row), b = node(column, row + 1)
        return riverY(atX: a.x) + MapWorld.riverWidth > a.y && riverY(atX: b.x) - MapWorld.riverWidth < b.y
    }

    /// Whether east–west road `row` runs from column `column` to `column + 1`: not where it would run along the
    /// river (roads cross the river steeply, as bridges, but never follow it), and a few street blocks are joined.
    func hasHorizontalSegment(_ column: Int, _ row: Int) -> Bool {
        guard rowWidth(row) == 11 || unit(column, row, .horizontalGap) >= 0.06 else { return false }
        let a = node(column, row), b = node(column + 1, row)
        let clearance = MapWorld.riverWidth / 2 + rowWidth(row) / 2 + 1 + MapWorld.riverClearance
        return !riverComesNear(from: a, to: b, within: clearance)
    }

    /// Whether the river's centre line comes within `distance` (measured vertically) of the segment a→b.
    func riverComesNear(from a: DrawPoint, to b: DrawPoint, within distance: Double) -> Bool {
        let steps = max(1, Int(((b.x - a.x) / MapWorld.riverSampleSpacing).rounded(.up)))
        for step in 0...steps {
            let t = Double(step) / Double(steps)
            let x = a.x + (b.x - a.x) * t, y = a.y + (b.y - a.y) * t
            if abs(riverY(atX: x) - y) < distance { return true }
        }
        return false
    }
}
