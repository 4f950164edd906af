// With the SnapshotTesting trait only (Package.swift): without it, nothing here is built.
#if SnapshotTesting
    import OverlayFiles
    import OverlayRender
    import OverlaySimulation
    import OverlaySnapshotTesting
    import OverlayTestSupport
    import XCTest

    /// Snapshots of a user's own root view controller, written with `import OverlaySnapshotTesting` alone for the
    /// snapshot side (`assertSnapshot` and `Snapshotting` come with it): an image at an instant of a trace, the frame log.
    final class HostedRootSnapshotTests: XCTestCase {
        private let flick = try! Trace.decode(Array(CheckTestSuite.flick.utf8), file: "flick.json")
        private let fixture = HostedRoot(title: "Fixture", size: CGSize(width: 390, height: 844)) { UserRootFixture() }

        func testAUserRootAsImageAndFrameLog() {
            assertSnapshot(of: fixture, as: .image(at: 0.25, scale: 0.5, trace: flick), record: GoldenImage.record)
            assertSnapshot(of: fixture, as: .frameLog(trace: flick), record: GoldenImage.record)
        }

        func testTheImageIsTheRootAtTheInstantAsked() throws {
            // Mid-drag (0.25 s) and at rest after the flick (1.5 s): the overlay moved, so the images differ, and each
            // is the one the simulation draws at that instant.
            let strategy = { (time: Double) in Snapshotting<HostedRoot, RGBAImage>.image(at: time, scale: 0.5, trace: self.flick) }
            let images = [0.25, 1.5].map { time -> RGBAImage? in
                var image: RGBAImage?
                strategy(time).snapshot(fixture).run { image = $0 }
                return image
            }
            let middle = try XCTUnwrap(images[0]), end = try XCTUnwrap(images[1])
            XCTAssertEqual(middle.width, 195)
            XCTAssertEqual(middle.height, 422)
            let comparison = ImageComparison.compare(middle, end, channelTolerance: 2, maximumDifferingFraction: 0)
            XCTAssertGreaterThan(comparison.differingPixels, 1000, "the overlay is elsewhere at rest")

            var log: String?
            Snapshotting<HostedRoot, String>.frameLog(trace: flick).snapshot(fixture).run { log = $0 }
            let lines = try XCTUnwrap(log).split(separator: "\n")
            XCTAssertEqual(lines.count, 91, "90 steps of 1/60 s to 1.5 s and the closing line")
            XCTAssertTrue(lines[0].hasSuffix(#""events":["willMove:0","willTranslate","didMove:0"]}"#), String(lines[0]))
            XCTAssertEqual(lines.last, #"{"final":true,"t":1.5,"height":500,"notch":1,"position":"inFlight","contentOffset":0}"#)
        }
    }
#endif
