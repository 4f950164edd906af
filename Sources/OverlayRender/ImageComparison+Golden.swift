import Foundation
import OverlayDrawing

extension ImageComparison {
    /// Compares `actual` with the PNG at `goldenPath`. Returns nil when it matches; otherwise writes
    /// NAME.actual.png and NAME.diff.png into `artifactsDirectory` (created if needed) and returns a message with
    /// both paths and the numbers. A missing golden is a failure explaining how to record it. It never writes
    /// the golden: recording is an explicit step (scripts/record-goldens).
    public static func assertGolden(
        actual: RGBAImage, goldenPath: String, artifactsDirectory: String,
        channelTolerance: Int = 2, maximumDifferingFraction: Double = 0.001
    ) -> String? {
        var name = URL(fileURLWithPath: goldenPath).lastPathComponent
        if name.hasSuffix(".png") { name.removeLast(4) }
        let actualPath = URL(fileURLWithPath: artifactsDirectory).appendingPathComponent("\(name).actual.png").path
        let diffPath = URL(fileURLWithPath: artifactsDirectory).appendingPathComponent("\(name).diff.png").path
        do {
            try FileManager.default.createDirectory(atPath: artifactsDirectory, withIntermediateDirectories: true)
        } catch {
            return "cannot create the artifacts directory \(artifactsDirectory): \(error)"
        }

        guard FileManager.default.fileExists(atPath: goldenPath) else {
            let written = (try? PNGFile.write(actual, to: actualPath)) != nil
            return "golden image \(goldenPath) is missing" + (written ? "; the actual image is at \(actualPath)" : "")
                + ". Record it with scripts/record-goldens, review the PNG and commit it."
        }
        let expected: RGBAImage
        do {
            expected = try PNGFile.read(path: goldenPath)
        } catch {
            return "cannot read golden image \(goldenPath): \(error)"
        }
        let result = compare(
            actual, expected, channelTolerance: channelTolerance,
            maximumDifferingFraction: maximumDifferingFraction)
        if result.passed { return nil }
        var notes: [String] = []
        do { try PNGFile.write(actual, to: actualPath) } catch { notes.append("could not write actual: \(error)") }
        do { try PNGFile.write(result.diffImage(), to: diffPath) } catch { notes.append("could not write diff: \(error)") }
        let sizes = result.sizesMatch ? "" : " (size \(actual.width)×\(actual.height), expected \(expected.width)×\(expected.height))"
        let percent = result.totalPixels > 0 ? Double(result.differingPixels) / Double(result.totalPixels) * 100 : 0
        return "\(name) differs from golden \(goldenPath)\(sizes): \(result.differingPixels) of \(result.totalPixels) pixels"
            + " (\(String(format: "%.3f", percent)) %) differ by more than \(result.channelTolerance),"
            + " maximum channel difference \(result.maximumChannelDifference)."
            + " Actual: \(actualPath). Diff: \(diffPath)." + (notes.isEmpty ? "" : " " + notes.joined(separator: "; "))
    }
}
