import XCTest

@testable import OverlayPhysics

/// The ring's in-place newest-first view (what a velocity reads) against its checked subscript.
final class SampleRingTests: XCTestCase {
    func testNewestFirstViewReadsWhatTheSubscriptReadsAcrossTheWrap() {
        var ring = SampleRing(capacity: 5)
        // 0…7 appended into 5 slots: the newest five (3…7), the head past the end once.
        for value in 0..<8 {
            ring.append(PointerSample(time: Double(value), x: Double(value) * 2, y: -Double(value)))
            let viaView = ring.withNewestFirst { samples in (0..<samples.count).map { samples[$0].time } }
            let viaSubscript = (0..<ring.count).map { ring[fromNewest: $0].time }
            XCTAssertEqual(viaView, viaSubscript, "after appending \(value)")
            XCTAssertEqual(viaView.first, Double(value))
        }
        XCTAssertEqual(ring.withNewestFirst { samples in (0..<samples.count).map { samples[$0].x } }, [14, 12, 10, 8, 6])
    }

    func testNewestFirstViewOfAnEmptyRingHasNoSamples() {
        var ring = SampleRing(capacity: 3)
        XCTAssertEqual(ring.withNewestFirst { $0.count }, 0)
        ring.append(PointerSample(time: 1, x: 1, y: 1))
        ring.removeAll()
        XCTAssertEqual(ring.withNewestFirst { $0.count }, 0)
    }
}
