// With the SnapshotTesting trait only (Package.swift): without it, nothing here is built.
#if SnapshotTesting
    import Foundation
    import OverlayCheck
    import OverlayFiles
    import OverlayRender
    import OverlayScenes
    import SnapshotTesting
    import XCTest

    extension Diffing where Value == RGBAImage {
        /// Images stored as PNG and compared by `ImageComparison`: a pixel differs when a channel differs by more than
        /// `tolerance`; the snapshot matches when at most `maxDiffFraction` of the pixels differ. By default every pixel
        /// must match exactly (rendering here is deterministic, as swift-snapshot-testing's and Playwright's defaults
        /// assume); a tolerance is opt-in. A mismatch writes the
        /// red/yellow diff image into the artifacts folder (`SNAPSHOT_ARTIFACTS`, else the temporary folder), names
        /// it in the message with the numbers, and attaches it.
        public static func image(tolerance: Int = 0, maxDiffFraction: Double = 0) -> Diffing {
            .diff(toData: PNGData.encode, fromData: PNGData.decode) { reference, actual in
                let comparison = ImageComparison.compare(
                    actual, reference, channelTolerance: tolerance,
                    maximumDifferingFraction: maxDiffFraction)
                guard !comparison.passed else { return nil }
                let diff = PNGData.encode(comparison.diffImage())
                let folder = (ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()) + "/overlay-diffs"
                let path = folder + "/diff-\(UUID().uuidString).png"
                let written =
                    (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil
                    && FileManager.default.createFile(atPath: path, contents: diff)
                var message: String
                if comparison.sizesMatch {
                    let percent = comparison.totalPixels > 0 ? Double(comparison.differingPixels) / Double(comparison.totalPixels) * 100 : 0
                    message =
                        "\(comparison.differingPixels) of \(comparison.totalPixels) pixels (\(String(format: "%.3f", percent)) %) "
                        + "differ by more than \(tolerance) (allowed \(String(format: "%.3f", maxDiffFraction * 100)) %), "
                        + "largest channel difference \(comparison.maximumChannelDifference)"
                } else {
                    message = "the image is \(actual.width)×\(actual.height) pixels, the reference \(reference.width)×\(reference.height)"
                }
                if written { message += ". Diff: \(path)" }
                return (message, [.data(diff, name: "diff.png")])
            }
        }
    }

    extension Snapshotting where Value == RGBAImage, Format == RGBAImage {
        /// An image as a PNG reference, compared with `Diffing.image(tolerance:maxDiffFraction:)`.
        public static func image(tolerance: Int = 0, maxDiffFraction: Double = 0) -> Snapshotting {
            Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance, maxDiffFraction: maxDiffFraction)) { $0 }
        }
    }

    extension Snapshotting where Value == Scenario, Format == RGBAImage {
        /// The scene of a scenario at `time` seconds after replaying `trace` up to it (default: the trace's end), drawn
        /// offscreen at `scale` pixels per point (default: the scenario's device scale): the image `overlay-sim shot
        /// --at TIME` renders. Stored as PNG, compared with a per-channel `tolerance` and a differing-pixel budget.
        public static func image(
            at time: Double? = nil, scale: Double? = nil, trace: Trace = Trace(events: [], until: 0),
            hz: Int = 60, tolerance: Int = 0, maxDiffFraction: Double = 0
        ) -> Snapshotting {
            Snapshotting<RGBAImage, RGBAImage>.image(tolerance: tolerance, maxDiffFraction: maxDiffFraction).pullback { scenario in
                let instant = time ?? trace.until ?? ((trace.events.last?.time ?? -2) + 2)
                do {
                    let canvas = try OffscreenCanvas()
                    return try CheckpointReplay.render(
                        scenario: scenario, trace: trace, times: [instant], stepsPerSecond: hz,
                        scale: scale ?? scenario.device.scale, canvas: canvas)[0]
                } catch {
                    XCTFail("cannot render \(scenario.name) at \(instant) s: \(error)")
                    return RGBAImage(width: 0, height: 0, pixels: [])
                }
            }
        }
    }
#endif
