import Foundation
import XCTest
import OverlayRender

/// Comparing a rendered image with its golden PNG in `Goldens/` (decoded pixels, `ImageComparison`'s tolerance);
/// `OVERLAYSIM_RECORD_GOLDENS=1` (scripts/record-goldens) writes the golden instead.
public enum GoldenImage {
    /// The repository's root (this file is in Tests/OverlayTestSupport).
    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// Where the render tests keep their goldens.
    public static let folder = repository.appendingPathComponent("Tests/OverlayRenderTests/Goldens")
    /// Where a mismatch leaves NAME.actual.png and NAME.diff.png.
    public static let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("overlay-sim-golden-artifacts")

    public static func check(_ name: String, _ image: RGBAImage, file: StaticString = #filePath, line: UInt = #line) throws {
        let golden = folder.appendingPathComponent("\(name).png").path
        if ProcessInfo.processInfo.environment["OVERLAYSIM_RECORD_GOLDENS"] == "1" {
            try PNGFile.write(image, to: golden)
            print("recorded \(golden)")
            return
        }
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        if let failure = ImageComparison.assertGolden(actual: image, goldenPath: golden, artifactsDirectory: artifacts.path) {
            XCTFail(failure, file: file, line: line)
        }
    }
}
