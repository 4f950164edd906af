import Foundation
import OverlayDrawing
import OverlayFiles

/// What the window draws over the scene besides the HUD: the recording badge, a short message, the key help.
enum WindowOverlays {
    static let panel = DrawColor(hex: 0x1C1C1E, opacity: 0.88)
    /// The key help's panel: opaque, so that no map label shows through between its lines.
    static let helpPanel = DrawColor(hex: 0x1C1C1E)
    static let text = DrawColor(hex: 0xF2F2F7)
    /// The keys in the help.
    static let helpKey = DrawColor(hex: 0xFFD60A)

    /// "● REC 0:12" in a red pill.
    static func drawRecordingBadge(in rect: DrawRect, seconds: Double, into list: inout DrawList) {
        let whole = max(0, Int(seconds))
        list.append(.roundedRect(rect, CornerRadii(all: rect.height / 2), DrawColor(hex: 0xD70015, opacity: 0.92)))
        list.append(
            .text(
                String(format: "● REC %d:%02d", whole / 60, whole % 60), origin: DrawPoint(x: rect.x + rect.width / 2, y: rect.y + 4),
                size: 12, face: .bold, color: DrawColor(hex: 0xFFFFFF), alignment: .center, maxWidth: rect.width - 8))
    }

    /// A message in a dark pill at the bottom of `window`, wrapped to fit, at `opacity` (a fading hint).
    static func drawMessage(_ message: String, in window: DrawRect, opacity: Double = 1, into list: inout DrawList) {
        let size = 13.0, lineHeight = 17.0
        let maxWidth = max(window.width - 32, 60)
        let lines = wrap(message, columns: max(8, Int((maxWidth - 24) / (size * 0.58))))
        let width = min(maxWidth, Double(lines.map(\.count).max() ?? 0) * size * 0.58 + 24)
        let height = Double(lines.count) * lineHeight + 14
        let rect = DrawRect(x: window.x + (window.width - width) / 2, y: window.maxY - height - 16, width: width, height: height)
        list.append(.roundedRect(rect, CornerRadii(all: 10), panel.withOpacity(opacity)))
        for (index, line) in lines.enumerated() {
            list.append(
                .text(
                    line, origin: DrawPoint(x: rect.x + rect.width / 2, y: rect.y + 7 + Double(index) * lineHeight), size: size,
                    face: .regular, color: text.withOpacity(opacity), alignment: .center, maxWidth: rect.width - 16))
        }
    }

    /// The keys of `bindings`, one row per key or run of keys that do the same, in an opaque panel in the middle;
    /// each description wraps to its column, and the text shrinks (to 8 pt) until every row fits the window.
    static func drawHelp(_ bindings: [KeyBinding], title: String, in window: DrawRect, into list: inout DrawList) {
        var groups: [(keys: [String], summary: String)] = []
        for binding in bindings {
            if let last = groups.last, last.summary == binding.summary {
                groups[groups.count - 1].keys.append(binding.key)
            } else {
                groups.append(([binding.key], binding.summary))
            }
        }
        let rows = groups.map { group -> (String, String) in
            let digits = group.keys.count > 2 && group.keys.allSatisfy { $0.count == 1 && $0.first?.isNumber == true }
            return (digits ? "\(group.keys[0])…\(group.keys[group.keys.count - 1])" : group.keys.joined(separator: ", "), group.summary)
        }
        let width = min(window.width - 24, 560)
        let keyColumn = min(90.0, width * 0.3)
        // The largest size from 12 pt down to 8 at which every description, wrapped to its column, fits the window.
        var size = 12.0
        var wrapped: [(key: String, lines: [String])] = []
        while true {
            wrapped = rows.map { ($0.0, TextMetrics.wrap($0.1, width: width - 24 - keyColumn, size: size, face: .regular)) }
            let lines = wrapped.reduce(1) { $0 + $1.lines.count }
            if Double(lines) * (size + 6) + 24 <= window.height - 24 || size <= 8 { break }
            size -= 1
        }
        let lineHeight = size + 6
        let height = min(window.height - 24, Double(wrapped.reduce(1) { $0 + $1.lines.count }) * lineHeight + 24)
        let rect = DrawRect(
            x: window.x + (window.width - width) / 2, y: window.y + (window.height - height) / 2, width: width, height: height)
        list.append(.roundedRect(rect, CornerRadii(all: 12), helpPanel))
        list.append(
            .text(
                title, origin: DrawPoint(x: rect.x + 12, y: rect.y + 10), size: size, face: .bold, color: text,
                alignment: .left, maxWidth: rect.width - 24))
        var y = rect.y + 10 + lineHeight
        for row in wrapped {
            guard y + lineHeight <= rect.maxY else { break }
            list.append(
                .text(
                    row.key, origin: DrawPoint(x: rect.x + 12, y: y), size: size, face: .monospaced, color: helpKey,
                    alignment: .left, maxWidth: keyColumn - 4))
            for line in row.lines where y + lineHeight <= rect.maxY {
                list.append(
                    .text(
                        line, origin: DrawPoint(x: rect.x + 12 + keyColumn, y: y), size: size, face: .regular, color: text,
                        alignment: .left, maxWidth: rect.width - 24 - keyColumn))
                y += lineHeight
            }
        }
    }

    /// `text` cut into lines of at most `columns` characters, at spaces where it can.
    static func wrap(_ text: String, columns: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            var word = String(word)
            while word.count > columns {
                if !current.isEmpty {
                    lines.append(current)
                    current = ""
                }
                lines.append(String(word.prefix(columns)))
                word = String(word.dropFirst(columns))
            }
            if current.isEmpty {
                current = word
            } else if current.count + 1 + word.count <= columns {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
