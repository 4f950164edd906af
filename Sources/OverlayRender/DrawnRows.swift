/// The pixels of a target drawn into since some point, as one span of columns per row: outside them the target is as
/// it was at that point. `FramePrefix` keeps them for what a frame drew after its copy of the shared start, so that
/// the next frame puts back only those pixels (a dragged card's rows) instead of the whole copy.
///
/// A row's span covers every column drawn in that row, so it may hold columns that were not drawn (two shapes far
/// apart on one row); it never leaves out one that was.
struct DrawnRows {
    /// Per row, the first drawn column; `Int32.max` when nothing was.
    private(set) var from: [Int32] = []
    /// Per row, one past the last drawn column; 0 when nothing was.
    private(set) var to: [Int32] = []
    /// The target's width in pixels.
    private(set) var width = 0

    /// The target's height in pixels.
    var height: Int { from.count }

    /// Nothing drawn yet on a `width`×`height` target (the rows' storage is kept when the height is the same).
    mutating func reset(width: Int, height: Int) {
        self.width = max(width, 0)
        let height = max(height, 0)
        if from.count == height {
            from.withUnsafeMutableBufferPointer { $0.update(repeating: .max) }
            to.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        } else {
            from = Array(repeating: .max, count: height)
            to = Array(repeating: 0, count: height)
        }
    }

    /// Notes that the pixels from column `x0` to `x1` and row `y0` to `y1` (pixel edges, rounded outward and cut to
    /// the target) may have changed. A NaN edge could be anywhere: the whole target is noted.
    mutating func note(x0: Double, y0: Double, x1: Double, y1: Double) {
        guard !(x0.isNaN || y0.isNaN || x1.isNaN || y1.isNaN) else {
            return noteRows(0..<height, columns: 0..<width)
        }
        let left = Self.edge(x0.rounded(.down), limit: width), right = Self.edge(x1.rounded(.up), limit: width)
        let top = Self.edge(y0.rounded(.down), limit: height), bottom = Self.edge(y1.rounded(.up), limit: height)
        guard left < right, top < bottom else { return }
        noteRows(top..<bottom, columns: left..<right)
    }

    private mutating func noteRows(_ rows: Range<Int>, columns: Range<Int>) {
        guard !rows.isEmpty, !columns.isEmpty else { return }
        let left = Int32(columns.lowerBound), right = Int32(columns.upperBound)
        for row in rows {
            if left < from[row] { from[row] = left }
            if right > to[row] { to[row] = right }
        }
    }

    /// The drawn columns of `row`, empty when none.
    func columns(in row: Int) -> Range<Int> {
        let left = Int(from[row]), right = Int(to[row])
        return left < right ? left..<right : 0..<0
    }

    /// A pixel edge cut to 0…`limit` (infinities included).
    private static func edge(_ value: Double, limit: Int) -> Int {
        value <= 0 ? 0 : value >= Double(limit) ? limit : Int(value)
    }
}
