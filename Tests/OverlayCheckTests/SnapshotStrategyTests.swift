// With the SnapshotTesting trait only (Package.swift): without it, nothing here is built.
#if SnapshotTesting
    import Foundation
    import OverlayCheck
    import OverlayDrawing
    import OverlayFiles
    import OverlayRender
    import OverlayScenes
    import OverlaySnapshotTesting
    import OverlayTestSupport
    import SnapshotTesting
    import XCTest

    /// OverlaySnapshotTesting as a user writes it: a scene's image at an instant and its frame log as
    /// swift-snapshot-testing references, and what the diffing says when they differ.
    final class SnapshotStrategyTests: XCTestCase {
        private let flick = try! Trace.decode(Array(CheckTestSuite.flick.utf8), file: "flick.json")

        func testAFlickAsImageAndFrameLog() {
            assertSnapshot(of: BuiltInScenarios.maps, as: .image(at: 0.25, scale: 0.5, trace: flick), record: GoldenImage.record)
            assertSnapshot(of: BuiltInScenarios.maps, as: .frameLog(trace: flick), record: GoldenImage.record)
        }

        func testTheImageDiffingGivesTheNumbersAndWritesTheDiff() throws {
            let white = RGBAImage(width: 10, height: 10, red: 255, green: 255, blue: 255, alpha: 255)
            var marked = white
            marked.setPixel(x: 3, y: 3, (0, 0, 0, 255))
            let diffing = Diffing<RGBAImage>.image(tolerance: 2, maxDiffFraction: 0)
            XCTAssertNil(diffing.diffV2(white, white))
            let (message, attachments) = try XCTUnwrap(diffing.diffV2(white, marked))
            XCTAssertTrue(
                message.hasPrefix(
                    "1 of 100 pixels (1.000 %) differ by more than 2 (allowed 0.000 %), largest channel difference 255. Diff: "),
                message)
            let path = String(message[message.range(of: "Diff: ")!.upperBound...])
            let diff = try PNGFile.read(path: path)
            XCTAssertEqual(diff.pixel(x: 3, y: 3).r, 255)
            XCTAssertEqual(diff.pixel(x: 3, y: 3).g, 0, "the differing pixel is red")
            XCTAssertEqual(attachments.count, 1)
            XCTAssertNil(Diffing<RGBAImage>.image(tolerance: 2, maxDiffFraction: 0.01).diffV2(white, marked), "within the budget")
            // The format on disk is PNG.
            XCTAssertEqual(Array(diffing.toData(white).prefix(4)), [0x89, 0x50, 0x4E, 0x47])
            XCTAssertEqual(diffing.fromData(diffing.toData(marked)), marked)
        }

        func testByDefaultAOneCharacterChangeIsADifference() throws {
            // The search field's label gaining one character: a few dozen pixels of a 390×844 screen, under the 0.1 % that
            // the default used to let through.
            func label(_ text: String) throws -> RGBAImage {
                var list = DrawList(width: 390, height: 844, scale: 1, background: DrawColor(red: 255, green: 255, blue: 255))
                list.commands = [
                    .text(
                        text, origin: DrawPoint(x: 20, y: 20), size: 17, face: .regular, color: DrawColor(red: 60, green: 60, blue: 67),
                        alignment: .left, maxWidth: nil)
                ]
                return try OffscreenCanvas().render(list)
            }
            let before = try label("Search Maps"), after = try label("Search Maps!")
            let comparison = ImageComparison.compare(after, before, channelTolerance: 2, maximumDifferingFraction: 0.001)
            XCTAssertGreaterThan(comparison.differingPixels, 0)
            XCTAssertTrue(comparison.passed, "the old default (2 per channel, 0.1 %) let this change through")
            let (message, _) = try XCTUnwrap(Diffing<RGBAImage>.image().diffV2(before, after), "the default must catch it")
            XCTAssertTrue(message.contains("differ by more than 0 (allowed 0.000 %)"), message)
            XCTAssertNil(Diffing<RGBAImage>.image().diffV2(before, try label("Search Maps")), "the same label matches")
            XCTAssertEqual(CheckSettings().channelTolerance, 0)
            XCTAssertEqual(CheckSettings().maximumDifferingFraction, 0)
        }

        func testTheFrameLogDiffingNamesTheLineAndField() throws {
            let diffing = Diffing<String>.frameLog(tolerance: 0.001)
            let expected = #"{"t":0.1,"height":211,"events":[]}"# + "\n" + #"{"t":0.2,"height":300,"events":["willMove:1"]}"# + "\n"
            XCTAssertNil(diffing.diffV2(expected, expected.replacingOccurrences(of: "300", with: "300.0004")), "within the tolerance")
            let (message, _) = try XCTUnwrap(diffing.diffV2(expected, expected.replacingOccurrences(of: "willMove:1", with: "willMove:0")))
            XCTAssertEqual(
                message, "frame log line 2 (t 0.2): field `events[0]` expected \"willMove:1\", got \"willMove:0\" (numeric tolerance 0.001)"
            )
        }
    }
#endif
