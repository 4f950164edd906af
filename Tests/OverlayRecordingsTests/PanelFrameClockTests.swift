import OverlayFiles
import OverlayTestSupport
import XCTest

@testable import OverlayRecordings

/// The importer's recovery of a panel's scan clock from jittered kernel timestamps.
final class PanelFrameClockTests: XCTestCase {
    func testCleanStampsComeBackUnchangedSkippedScansIncluded() {
        // 120 Hz, with scans skipped where a finger rested (no frame), a pause, and a second run.
        let scans = [0, 1, 2, 3, 5, 6, 9, 10, 11, 12, 60, 61, 62, 63, 64]
        let stamps = scans.map { 1_000_000 + Int((Double($0) * 1_000_000 / 120).rounded()) }
        XCTAssertEqual(PanelFrameClock.times(forFrameMicroseconds: stamps), stamps.map { $0 - 1_000_000 })
    }

    func testJitteredRunsGoBackOnTheirScanGrid() {
        var random = SplitMix64(seed: 60)
        for rate in [60, 120, 240] {
            let period = 1_000_000.0 / Double(rate)
            var last = 0
            // Two flicks 0.5 s apart, each stamp up to ±4 ms off its scan, never before the previous one.
            let scans = Array(0..<20) + Array(200..<230)
            let stamps = scans.map { scan -> Int in
                last = max(last, Int((5_000_000 + Double(scan) * period + random.double(-4000...4000)).rounded()))
                return last
            }
            let times = PanelFrameClock.times(forFrameMicroseconds: stamps)
            // Within each run the spacing is the scan period again (to the microsecond).
            for run in [0..<20, 20..<50] {
                for index in run.dropFirst() {
                    XCTAssertEqual(Double(times[index] - times[index - 1]), period, accuracy: 1, "\(rate) Hz, frame \(index)")
                }
            }
            // The second run starts about where its scans are: the phase comes from the stamps (±4 ms averaged).
            XCTAssertEqual(Double(times[20] - times[0]), 200 * period, accuracy: 3000, "\(rate) Hz")
        }
    }

    func testARateThatIsNoStandardOneKeepsItsStamps() {
        // 75 Hz (13.33 ms) is no panel's scan rate in the list: 10 % from 90 Hz, 25 % from 60 Hz.
        var random = SplitMix64(seed: 75)
        var last = 0
        let stamps = (0..<30).map { scan -> Int in
            last = max(last, Int((Double(scan) * 13_333 + random.double(-3000...3000)).rounded()))
            return last
        }
        XCTAssertEqual(PanelFrameClock.times(forFrameMicroseconds: stamps), stamps.map { $0 - stamps[0] })
    }

    func testTheImportOptionKeepsKernelTimestamps() throws {
        let path = RecordingText.folder.appendingPathComponent("panel-240hz-jitter.yml").path
        let recovered = try TouchscreenImport.load(path: path, window: DeviceSize()).trace.events.map(\.time)
        let kernel = try TouchscreenImport.load(
            path: path, window: DeviceSize(),
            options: RecordingImportOptions(keepsKernelTimestamps: true)
        ).trace.events.map(\.time)
        XCTAssertEqual(recovered.count, kernel.count)
        XCTAssertNotEqual(recovered, kernel)
        // The recording's stamps are up to ±1 ms off a 240 Hz grid; the recovered ones are on it, from the first move
        // on (the finger rests for 25 ms after touching: no frames, a new run).
        XCTAssertGreaterThan(recovered[1] - recovered[0], 0.02)
        for (earlier, later) in zip(recovered.dropFirst(), recovered.dropFirst(2)) {
            XCTAssertEqual(later - earlier, 1.0 / 240, accuracy: 1.5e-6)
        }
        for (earlier, later) in zip(kernel, kernel.dropFirst()) where abs(later - earlier - 1.0 / 240) > 1e-4 { return }
        XCTFail("the kernel stamps were expected to be jittered")
    }
}
