/// A contact sheet: film frames shrunk to half size (2×2 box filter) in a grid of up to 6 columns on a grey
/// ground with 8 px gaps, at most `maximumFrames` frames evenly picked from the film.
public enum ContactSheet {
    /// The most frames a sheet shows.
    public static let maximumFrames = 24
    /// Columns of the grid.
    public static let columns = 6
    static let gap = 8

    /// Every other frame (keeps the first), to bound memory while a long film renders.
    public static func thinned(_ frames: [RGBAImage]) -> [RGBAImage] {
        frames.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
    }

    /// The sheet of `frames` (all the same size); a 1×1 grey image for none.
    public static func make(_ frames: [RGBAImage]) -> RGBAImage {
        guard let first = frames.first else { return RGBAImage(width: 1, height: 1, red: 0xD1, green: 0xD1, blue: 0xD6, alpha: 255) }
        let count = min(frames.count, maximumFrames)
        let picked = (0..<count).map { frames[count == 1 ? 0 : $0 * (frames.count - 1) / (count - 1)] }
        let thumbWidth = max(1, first.width / 2), thumbHeight = max(1, first.height / 2)
        let columnCount = min(columns, count), rowCount = (count + columns - 1) / columns
        var sheet = RGBAImage(
            width: gap + columnCount * (thumbWidth + gap), height: gap + rowCount * (thumbHeight + gap),
            red: 0xD1, green: 0xD1, blue: 0xD6, alpha: 255)
        for (index, frame) in picked.enumerated() {
            let originX = gap + (index % columns) * (thumbWidth + gap), originY = gap + (index / columns) * (thumbHeight + gap)
            for y in 0..<thumbHeight {
                for x in 0..<thumbWidth {
                    var sum = (0, 0, 0)
                    for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                        let p = frame.pixel(x: min(2 * x + dx, frame.width - 1), y: min(2 * y + dy, frame.height - 1))
                        sum = (sum.0 + Int(p.r), sum.1 + Int(p.g), sum.2 + Int(p.b))
                    }
                    sheet.setPixel(x: originX + x, y: originY + y, (UInt8(sum.0 / 4), UInt8(sum.1 / 4), UInt8(sum.2 / 4), 255))
                }
            }
        }
        return sheet
    }
}
