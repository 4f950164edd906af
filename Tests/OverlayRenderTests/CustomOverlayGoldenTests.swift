// With the SnapshotTesting trait only (Package.swift): without it, nothing here is built.
#if SnapshotTesting
    import Foundation
    import OverlayRender
    import OverlaySnapshotTesting
    import OverlayTestSupport
    import SnapshotTesting
    import XCTest

    /// The example target's golden: `CustomOverlayExample --shot` (the headless rendering every `OverlayWindow`
    /// program gets) of its first frame and of a frame after a drag of the list, compared with the references in
    /// `__Snapshots__/CustomOverlayGoldenTests` (recorded by scripts/record-goldens; review the PNGs).
    final class CustomOverlayGoldenTests: XCTestCase {
        private static var example: URL {
            var url = Bundle(for: CustomOverlayGoldenTests.self).bundleURL
            while url.pathExtension == "xctest" { url.deleteLastPathComponent() }
            return url.appendingPathComponent("CustomOverlayExample")
        }

        /// Runs the example with `arguments` plus `--shot`, returns the image it wrote.
        private func shot(_ arguments: [String]) throws -> RGBAImage {
            guard FileManager.default.isExecutableFile(atPath: Self.example.path) else {
                throw XCTSkip("CustomOverlayExample is not built at \(Self.example.path) (swift build --build-tests builds it)")
            }
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("example-\(UUID().uuidString).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let process = Process()
            process.executableURL = Self.example
            process.arguments = ["--shot", path] + arguments
            process.standardOutput = FileHandle.nullDevice
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, stderr)
            return try PNGFile.read(path: path)
        }

        func testTheExamplesFirstFrameGolden() throws {
            let image = try shot(["--scale", "1"])
            XCTAssertEqual([image.width, image.height], [390, 844])
            assertSnapshot(of: image, as: .image(), named: "custom-overlay", record: GoldenImage.record)
        }

        func testTheExampleAfterADragOfItsHeaderGolden() throws {
            // The header (its top at 422 pt) dragged up to the top notch, then the list scrolled by 120 pt.
            let trace = FileManager.default.temporaryDirectory.appendingPathComponent("example-\(UUID().uuidString).json").path
            defer { try? FileManager.default.removeItem(atPath: trace) }
            var events = [#"{"t": 0.1, "kind": "down", "x": 195, "y": 440}"#]
            for step in 1...14 {
                events.append(#"{"t": \#(0.1 + Double(step) * 0.016), "kind": "move", "x": 195, "y": \#(440 - 20 * step)}"#)
            }
            events.append(#"{"t": 0.34, "kind": "up", "x": 195, "y": 160}"#)
            events.append(#"{"t": 1.2, "kind": "wheel", "x": 195, "y": 500, "dy": 120}"#)
            try "{\"events\": [\(events.joined(separator: ",\n"))], \"until\": 2.5}".write(toFile: trace, atomically: true, encoding: .utf8)
            let image = try shot(["--scale", "1", "--trace", trace])
            assertSnapshot(of: image, as: .image(), named: "custom-overlay-dragged", record: GoldenImage.record)
        }
    }
#endif
