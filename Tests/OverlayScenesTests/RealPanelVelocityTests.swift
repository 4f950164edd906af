import Foundation
import OverlayLab
import OverlayPhysics
import OverlayPresets
import OverlayRecordings
import OverlayTestSupport
import XCTest

@testable import OverlayFiles
@testable import OverlayScenes
@testable import OverlaySimulation

/// Real touchscreens scan at 60 to 240 Hz, and the kernel stamps their frames with up to a millisecond of jitter.
/// The same flick, recorded from any of them and replayed, must give the same release: the same target notch, and a
/// release velocity within 5 % across panels (the least-squares tracker over 100 ms), with the kernel's stamps (the
/// importer's default) and with the panel clock that takes the jitter out.
final class RealPanelVelocityTests: XCTestCase {
    /// A flick on the header: the finger accelerates for `ramp` seconds, then moves at `velocity` (pt/s, positive
    /// down) until it lifts at `duration`, a whole number of 1/60 s so that every panel has a scan at the lift.
    struct Flick: CustomStringConvertible {
        var startNotch: Int
        var velocity: Double
        var ramp: Double
        var duration: Double
        var preset: OverlayBehaviorPresetName

        /// How far the finger has gone `t` seconds after it touched.
        func offset(at t: Double) -> Double {
            let acceleration = velocity / ramp
            return t < ramp ? acceleration * t * t / 2 : velocity * (t - ramp / 2)
        }

        var description: String {
            String(
                format: "%@ from notch %d at %.0f pt/s (ramp %.0f ms, %.0f ms)", preset.rawValue, startNotch, velocity, ramp * 1000,
                duration * 1000)
        }
    }

    /// A 1440 × 3120 panel (390 × 844 pt) scanning at `rate` Hz, as `libinput record` would hold the flick: a frame per
    /// scan while the finger moves, positions in whole device units, each kernel timestamp up to ±`jitter` s off the
    /// scan but never before the previous frame's; the lift a scan after the last position.
    static func recording(_ flick: Flick, top: Double, rate: Int, jitter: Double, random: inout SplitMix64) -> LibinputRecording {
        let unitsPerPoint = 3119.0 / 844, abs = EvdevCode.absolute
        let axes = [
            EvdevCode.multiTouchSlot: AbsoluteAxis(minimum: 0, maximum: 9),
            EvdevCode.multiTouchTrackingID: AbsoluteAxis(minimum: 0, maximum: 65535),
            EvdevCode.multiTouchPositionX: AbsoluteAxis(minimum: 0, maximum: 1439, resolution: 20),
            EvdevCode.multiTouchPositionY: AbsoluteAxis(minimum: 0, maximum: 3119, resolution: 20),
        ]
        var events: [EvdevEvent] = []
        var last = 0
        let scans = Int((flick.duration * Double(rate)).rounded())
        var previousY = -1
        for scan in 0...(scans + 1) {
            let stamp = max(
                last, Int(((1 + Double(scan) / Double(rate) + (jitter > 0 ? random.double(-jitter...jitter) : 0)) * 1e6).rounded()))
            last = stamp
            func row(_ type: Int, _ code: Int, _ value: Int) {
                events.append(EvdevEvent(seconds: stamp / 1_000_000, microseconds: stamp % 1_000_000, type: type, code: code, value: value))
            }
            let y = Int(((top + 35 + flick.offset(at: Double(min(scan, scans)) / Double(rate))) * unitsPerPoint).rounded())
            if scan == 0 {
                row(abs, EvdevCode.multiTouchTrackingID, 42)
                row(abs, EvdevCode.multiTouchPositionX, 720)
            }
            if scan > scans {
                row(abs, EvdevCode.multiTouchTrackingID, -1)
            } else if y != previousY {
                row(abs, EvdevCode.multiTouchPositionY, y)
            }
            previousY = y
            row(EvdevCode.synchronization, EvdevCode.synReport, 0)
        }
        return LibinputRecording(devices: [
            LibinputDevice(name: "panel", axes: axes, properties: [EvdevCode.propertyDirect], events: events)
        ])
    }

    /// The release velocity and the notch the container then moves to, for one recording of the flick imported with
    /// each of `clocks`.
    static func releases(
        _ flick: Flick, rate: Int, jitter: Double, clocks: [RecordingClock] = [.kernel], random: inout SplitMix64
    ) throws -> [(velocity: Double, notch: Int)?] {
        var scenario = BuiltInScenarios.shortcuts
        scenario.initialNotch = flick.startNotch
        scenario.preset = PresetName(flick.preset)
        let top =
            scenario.device.height
            - Double(Simulation(scene: BuiltInScene(scenario: scenario), stepsPerSecond: 60).scene!.container.displayedTranslationHeight)
        let recorded = recording(flick, top: top, rate: rate, jitter: jitter, random: &random)
        return try clocks.map { clock in
            let simulation = Simulation(scene: BuiltInScene(scenario: scenario), stepsPerSecond: 60)
            let trace = try TouchscreenImport.convert(
                recorded, file: "flick.yml", window: scenario.device, options: RecordingImportOptions(clock: clock)
            ).trace
            let replay = ReplayRecording.record(simulation: simulation, trace: trace)
            guard let release = replay.releases.first else { return nil }
            let target = replay.samples.filter { $0.time >= release.time }.flatMap(\.events).lazy.compactMap { event -> Int? in
                if case let .container(.willMove(notch)) = event { return notch } else { return nil }
            }.first
            guard let target else { return nil }
            return (release.velocity, target)
        }
    }

    func testTheSameFlickGivesTheSameReleaseOnEveryPanelAndEitherClock() throws {
        var random = SplitMix64(seed: 0x7A9E1)
        let rates = [120, 60, 240]
        var spread = Array(repeating: 0.0, count: rates.count), clockSpread = Array(repeating: 0.0, count: rates.count), bias = 0.0
        for number in 0..<150 {
            let up = random.chance(0.5)
            let flick = Flick(
                startNotch: up ? random.int(0...1) : random.int(1...2),
                velocity: (up ? -1 : 1) * random.double(300...3000),
                ramp: random.double(0.03...0.08),
                duration: Double(random.int(8...14)) / 60,
                preset: random.chance(0.5) ? .reference : .fluid)
            // Panels without jitter: the same release whatever the rate, against the 120 Hz panel (the simulation's
            // own rate).
            var clean: [(velocity: Double, notch: Int)] = []
            for rate in rates {
                guard let release = try Self.releases(flick, rate: rate, jitter: 0, random: &random)[0] else {
                    return XCTFail("flick \(number), \(flick), \(rate) Hz: no release")
                }
                clean.append(release)
            }
            let reference = clean[0]
            bias = max(bias, abs(reference.velocity - flick.velocity) / abs(flick.velocity))
            for (index, release) in clean.enumerated() {
                let difference = abs(release.velocity - reference.velocity) / abs(reference.velocity)
                spread[index] = max(spread[index], difference)
                XCTAssertLessThanOrEqual(
                    difference, 0.05,
                    "flick \(number), \(flick): \(rates[index]) Hz releases at \(release.velocity) pt/s, the 120 Hz panel at "
                        + "\(reference.velocity)")
                XCTAssertEqual(release.notch, reference.notch, "flick \(number), \(flick): \(rates[index]) Hz")
            }
            // Stamps up to ±1 ms off: the kernel's stamps (the default) and the panel clock give the same notch and
            // releases within 5 %: the importer estimates each release as the pan recognizer does (a lift where the
            // finger already was adds no sample) and keeps the stamps where the panel clock would move one by more.
            for (index, rate) in rates.enumerated() {
                let both = try Self.releases(flick, rate: rate, jitter: 0.001, clocks: [.kernel, .panel], random: &random)
                guard let kernel = both[0], let panel = both[1] else { return XCTFail("flick \(number), \(flick), \(rate) Hz: no release") }
                let difference = abs(panel.velocity - kernel.velocity) / abs(kernel.velocity)
                clockSpread[index] = max(clockSpread[index], difference)
                XCTAssertLessThanOrEqual(
                    difference, 0.05,
                    "flick \(number), \(flick): \(rate) Hz ±1 ms releases at \(kernel.velocity) pt/s on the kernel's stamps, "
                        + "\(panel.velocity) on the panel clock")
                XCTAssertEqual(panel.notch, kernel.notch, "flick \(number), \(flick): \(rate) Hz ±1 ms")
            }
        }
        print(
            "largest difference from the 120 Hz panel:",
            zip(rates, spread).map { String(format: "%d Hz %.2f %%", $0.0, $0.1 * 100) },
            "; between the clocks with ±1 ms:", zip(rates, clockSpread).map { String(format: "%d Hz %.2f %%", $0.0, $0.1 * 100) },
            String(format: "; the 120 Hz release against the finger's own velocity: up to %.1f %%", bias * 100))
    }
}
