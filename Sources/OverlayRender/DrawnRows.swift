import CSDL2

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

    /// Adds every drawn column of `other`, a target of the same size, to this one's rows.
    mutating func formUnion(_ other: DrawnRows) {
        guard other.width == width, other.height == height else { return }
        for row in 0..<height {
            if other.from[row] < from[row] { from[row] = other.from[row] }
            if other.to[row] > to[row] { to[row] = other.to[row] }
        }
    }

    /// Rectangles that together cover every drawn column, at most `limit` of them (at least one): a rectangle per run
    /// of rows with something drawn, as wide as the run's widest columns; where there would be more than `limit`,
    /// the two runs with the fewest rows between them become one, until there are not.
    func rectangles(limit: Int) -> [SDL_Rect] {
        var runs: [(top: Int, bottom: Int, left: Int32, right: Int32)] = []
        for row in 0..<height where from[row] < to[row] {
            if let last = runs.last, last.bottom == row {
                runs[runs.count - 1] = (last.top, row + 1, min(last.left, from[row]), max(last.right, to[row]))
            } else {
                runs.append((row, row + 1, from[row], to[row]))
            }
        }
        while runs.count > max(limit, 1) {
            // Joining the closest pair adds the fewest undrawn rows.
            let gaps = zip(runs, runs.dropFirst()).map { $1.top - $0.bottom }
            guard let closest = gaps.indices.min(by: { gaps[$0] < gaps[$1] }) else { break }
            let upper = runs[closest], lower = runs[closest + 1]
            runs[closest] = (upper.top, lower.bottom, min(upper.left, lower.left), max(upper.right, lower.right))
            runs.remove(at: closest + 1)
        }
        return runs.map { SDL_Rect(x: $0.left, y: Int32($0.top), w: $0.right - $0.left, h: Int32($0.bottom - $0.top)) }
    }

    /// A pixel edge cut to 0…`limit` (infinities included).
    private static func edge(_ value: Double, limit: Int) -> Int {
        value <= 0 ? 0 : value >= Double(limit) ? limit : Int(value)
    }
}
