import OverlayFiles
import OverlayTestSupport
import XCTest

@testable import OverlayRecordings

/// Frame times: the kernel's stamps by default, and the panel clock that only takes jitter out.
final class PanelFrameClockTests: XCTestCase {
    private func times(_ text: String, _ clock: RecordingClock) throws -> Trace {
        try RecordingText.convert(text, window: DeviceSize(width: 390, height: 844), options: RecordingImportOptions(clock: clock)).trace
    }

    /// The kernel time (s from the first event) of every frame that has a trace event, from the recording's text.
    private func frameStamps(_ text: String) -> [Double] {
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("    - [") && $0.hasSuffix(", 0, 0, 0]") }.map { row in
            row.split(whereSeparator: { !$0.isNumber }).prefix(2).compactMap { Int($0) }
        }
        let micros = rows.map { $0[0] * 1_000_000 + $0[1] }
        return micros.map { Double($0 - micros[0]) / 1_000_000 }
    }

    /// A release velocity within 5 % and no event more than `bound` s from its kernel time, for the panel clock;
    /// the default clock is the kernel's, to the microsecond.
    private func assertClocksAgree(_ recording: FlickRecording, bound: Double, _ label: String) throws {
        let text = recording.text
        let kernel = try times(text, .kernel), panel = try times(text, .panel)
        let defaults = try RecordingText.convert(text, window: DeviceSize(width: 390, height: 844)).trace
        XCTAssertEqual(defaults, kernel, label)
        let stamps = Set(frameStamps(text).map { ($0 * 1e6).rounded() })
        for event in kernel.events {
            XCTAssertTrue(stamps.contains((event.time * 1e6).rounded()), "\(label): \(event.time) s is no frame's stamp")
        }
        XCTAssertEqual(kernel.events.count, panel.events.count, label)
        for (k, p) in zip(kernel.events, panel.events) {
            XCTAssertEqual(k.time, p.time, accuracy: bound + 1e-6, label)
        }
        // The release as the gesture pipeline's tracker estimates it (the importer holds the panel clock to 5 % of it).
        let kernelVelocity = try XCTUnwrap(ReleaseVelocities.velocities(kernel).first?.y)
        let panelVelocity = try XCTUnwrap(ReleaseVelocities.velocities(panel).first?.y)
        XCTAssertLessThan(kernelVelocity, -500, "\(label): a flick up")
        XCTAssertEqual(panelVelocity, kernelVelocity, accuracy: 0.05 * abs(kernelVelocity), label)
        XCTAssertLessThanOrEqual(ReleaseVelocities.largestChange(from: kernel, to: panel), 0.05, label)
    }

    func testDoubleFramesPerScanAreOneScanNotAFasterRate() throws {
        // 125 Hz (8 ms scans), three fingers down: each scan comes as two frames about 1 ms apart.
        var random = SplitMix64(seed: 8)
        let offsets = (0..<40).map { _ in Int(random.double(0...400)) }
        let recording = FlickRecording(
            scans: (0..<40).map { 1_000_000 + $0 * 8000 }, stamp: { $0 + offsets[$1] }, resting: 2, doubleFrames: 1000)
        try assertClocksAgree(recording, bound: 0.0015, "double frames")
        // The panel clock puts a scan's two frames at one time, and the scans 8 ms apart (the period, fitted).
        let stamps = frameStamps(recording.text).map { Int(($0 * 1e6).rounded()) }
        let clock = PanelFrameClock.times(forFrameMicroseconds: stamps)
        for scan in 1..<38 {
            XCTAssertEqual(clock[2 * scan - 1], clock[2 * scan], "scan \(scan)")
            XCTAssertEqual(Double(clock[2 * scan + 1] - clock[2 * scan - 1]), 8000, accuracy: 200, "scan \(scan)")
        }
    }

    func testASteadyRateThatIsNoRoundOneKeepsItsStamps() throws {
        // 88.7 Hz exactly: no jitter to take out, so the panel clock changes nothing (it used to snap to 90 Hz).
        let period = 1_000_000 / 88.7
        let recording = FlickRecording(scans: (0..<30).map { Int((Double($0) * period).rounded()) }, stamp: { scan, _ in scan })
        XCTAssertEqual(try times(recording.text, .panel), try times(recording.text, .kernel))
        try assertClocksAgree(recording, bound: 0, "88.7 Hz")
    }

    func testJitterIsTakenOutOnTheFittedScanGrid() throws {
        for rate in [60.0, 120, 240] {
            var random = SplitMix64(seed: UInt64(rate))
            let period = 1_000_000 / rate
            let scans = (0..<30).map { Int((Double($0) * period).rounded()) }
            var stamps: [Int] = []
            for scan in scans { stamps.append(max(stamps.last ?? 0, scan + Int(random.double(-1000...1000)))) }
            let recording = FlickRecording(scans: scans, stamp: { _, number in stamps[number] })
            let clock = PanelFrameClock.times(forFrameMicroseconds: stamps)
            for (earlier, later) in zip(clock, clock.dropFirst()) {
                XCTAssertEqual(Double(later - earlier), period, accuracy: 0.03 * period, "\(rate) Hz: on a steady grid")
            }
            try assertClocksAgree(recording, bound: min(period / 2, 4000) / 1e6, "\(rate) Hz with ±1 ms jitter")
        }
    }

    func testCleanStampsComeBackUnchangedSkippedScansIncluded() {
        // 120 Hz, with scans skipped where a finger rested (no frame), a pause, and a second run.
        let scans = [0, 1, 2, 3, 5, 6, 9, 10, 11, 12, 60, 61, 62, 63, 64]
        let stamps = scans.map { 1_000_000 + Int((Double($0) * 1_000_000 / 120).rounded()) }
        XCTAssertEqual(PanelFrameClock.times(forFrameMicroseconds: stamps), stamps.map { $0 - 1_000_000 })
    }

    func testTheClockNeverMovesAFrameByMoreThanItsBound() {
        // Stamps that no steady scan explains (a slow, then fast, then slow panel) keep their times.
        let stamps = [0, 8000, 16_000, 24_000, 27_000, 30_000, 33_000, 41_000, 49_000, 57_000]
        XCTAssertEqual(PanelFrameClock.times(forFrameMicroseconds: stamps), stamps)
    }

    func testThePanelClockOnARecordedFile() throws {
        let path = RecordingText.folder.appendingPathComponent("panel-240hz-jitter.yml").path
        let kernel = try TouchscreenImport.load(path: path, window: DeviceSize()).trace.events.map(\.time)
        let panel = try TouchscreenImport.load(path: path, window: DeviceSize(), options: RecordingImportOptions(clock: .panel))
            .trace.events.map(\.time)
        XCTAssertEqual(panel.count, kernel.count)
        XCTAssertNotEqual(panel, kernel)
        // The recording's stamps are up to ±1 ms off a 240 Hz grid; the panel clock's are on one, from the first move
        // on (the finger rests for 25 ms after touching: no frames, a new run), and none moved by more than 2.1 ms.
        XCTAssertGreaterThan(panel[1] - panel[0], 0.02)
        for (earlier, later) in zip(panel.dropFirst(), panel.dropFirst(2)) {
            XCTAssertEqual(later - earlier, 1.0 / 240, accuracy: 2e-5)
        }
        for (k, p) in zip(kernel, panel) { XCTAssertEqual(k, p, accuracy: 0.0021) }
    }

    func testARefitThatWouldChangeAReleaseKeepsTheStampsAndSaysSo() throws {
        // 60 Hz, clean but for the last move read 3 ms late: the fit would pull it back by about 3 ms, which the
        // tracker, fitting a curve through the last 100 ms whose newest sample that move is, turns into another release.
        let scans = (0..<14).map { Int((Double($0) * 1_000_000 / 60).rounded()) }
        let stamps = scans.enumerated().map { $1 + ($0 == 12 ? 3000 : 0) }
        let recording = FlickRecording(scans: scans, stamp: { _, number in stamps[number] })
        XCTAssertNotEqual(PanelFrameClock.times(forFrameMicroseconds: stamps), stamps, "the clock alone moves the frame")
        let result = try RecordingText.convert(
            recording.text, window: DeviceSize(width: 390, height: 844), options: RecordingImportOptions(clock: .panel))
        XCTAssertEqual(result.trace, try times(recording.text, .kernel))
        XCTAssertEqual(result.warnings.count, 1)
        let warning = try XCTUnwrap(result.warnings.first)
        XCTAssertTrue(warning.hasPrefix("devices[0] \"Test Touchscreen\": the panel clock would change a release velocity by "), warning)
        XCTAssertTrue(warning.hasSuffix(" %: the kernel's stamps are kept"), warning)
    }

    func testAReleaseIsEstimatedAsThePanRecognizerDoes() {
        // 600 pt/s up at 60 Hz; the lift comes a scan later where the finger already was. The recognizer adds no
        // sample for it (a still sample would halve a short flick's velocity), and a finger that rested 50 ms has none.
        func flick(liftAfter pause: Double) -> Trace {
            var events = (0..<8).map { scan in
                TraceEvent(
                    time: Double(scan) / 60,
                    kind: .pointer(phase: scan == 0 ? .down : .move, x: 100, y: 500 - 10 * Double(scan), pointer: 0, source: .touch))
            }
            events.append(TraceEvent(time: 7.0 / 60 + pause, kind: .pointer(phase: .up, x: 100, y: 430, pointer: 0, source: .touch)))
            return Trace(events: events)
        }
        let velocity = ReleaseVelocities.velocities(flick(liftAfter: 1.0 / 60))
        XCTAssertEqual(velocity.count, 1)
        XCTAssertEqual(velocity[0].y, -600, accuracy: 1e-6)
        XCTAssertEqual(velocity[0].x, 0, accuracy: 1e-9)
        XCTAssertEqual(ReleaseVelocities.velocities(flick(liftAfter: 0.05))[0].y, 0)
    }
}
