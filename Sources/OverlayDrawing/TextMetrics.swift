/// Text widths without a font engine, for layouts above the renderer (the key help's wrapping, the HUD): the
/// advance widths of DejaVu Sans and DejaVu Sans Bold for printable ASCII, from the fonts' own metrics (units of
/// 1/2048 em), DejaVu Sans Mono's single advance, and a full em for anything else (arrows, dashes: none is wider).
/// The renderer's hinting moves each glyph by up to half a pixel; it shrinks a text that overflows by a little
/// (`TextRenderer.largestShrink`), so a layout made with these widths is never cut.
public enum TextMetrics {
    /// The width of `text` in points at `size` points in `face`.
    public static func width(of text: String, size: Double, face: FontFace) -> Double {
        var units = 0
        for scalar in text.unicodeScalars {
            switch face {
            case .monospaced: units += monospacedAdvance
            case .regular, .bold:
                let table = face == .bold ? boldAdvances : regularAdvances
                let index = Int(scalar.value) - 32
                units += table.indices.contains(index) ? table[index] : 2048
            }
        }
        return Double(units) / 2048 * size
    }

    /// `text` cut at spaces into lines no wider than `width` points at `size` in `face`; a word wider than a line
    /// stays whole on its own line (the renderer shrinks it a little, or cuts it).
    public static func wrap(_ text: String, width: Double, size: Double, face: FontFace) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if current.isEmpty || Self.width(of: candidate, size: size, face: face) <= width {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// DejaVu Sans Mono's advance, every glyph.
    static let monospacedAdvance = 1233

    /// DejaVu Sans, U+0020 to U+007E.
    static let regularAdvances: [Int] = [
        651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690,
        1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087,
        2048, 1401, 1405, 1430, 1577, 1294, 1178, 1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612,
        1235, 1612, 1423, 1300, 1251, 1499, 1401, 2025, 1403, 1251, 1403, 799, 690, 799, 1716, 1024,
        1024, 1255, 1300, 1126, 1300, 1260, 721, 1300, 1298, 569, 569, 1186, 569, 1995, 1298, 1253,
        1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075, 1303, 690, 1303, 1716,
    ]

    /// DejaVu Sans Bold, U+0020 to U+007E.
    static let boldAdvances: [Int] = [
        713, 934, 1067, 1716, 1425, 2052, 1786, 627, 936, 936, 1071, 1716, 778, 850, 778, 748,
        1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 819, 819, 1716, 1716, 1716, 1188,
        2048, 1585, 1561, 1503, 1700, 1399, 1399, 1681, 1714, 762, 762, 1587, 1305, 2038, 1714, 1741,
        1501, 1741, 1577, 1475, 1397, 1663, 1585, 2259, 1579, 1483, 1485, 936, 748, 936, 1716, 1024,
        1024, 1382, 1466, 1214, 1466, 1389, 891, 1466, 1458, 702, 702, 1362, 702, 2134, 1458, 1407,
        1466, 1466, 1010, 1219, 979, 1458, 1335, 1892, 1321, 1335, 1192, 1458, 748, 1458, 1716,
    ]
}
