import Foundation
import OverlayDrawing
import OverlayLab
import OverlayPhysics
import XCTest

@testable import OverlayScenes
@testable import OverlaySimulation

/// The peer spring methods of the integrator comparison reproduce the known error figures of their integrators
/// (a 300 pt move from rest on response 0.3 s, sampled at every step for 1 s against the closed form), and
/// Advance's accumulator, interpolation, cap and convergence behave as described.
final class PeerSpringMethodTests: XCTestCase {
    private let bouncy = SpringMove(response: 0.3, dampingRatio: 0.7)
    private let critical = SpringMove(response: 0.3, dampingRatio: 1)
    private let thrown = SpringMove(response: 0.3, dampingRatio: 0.7, releaseVelocity: 3000)

    /// Max |u − u_exact| over frames 1…hz (one second) of `advance`, which returns u after each frame.
    private func maximumError(_ move: SpringMove, hz: Int, _ advance: (Double) -> Double) -> Double {
        let exact = ExactSpring(move.spring)
        var worst = 0.0
        for frame in 1...hz {
            let u = advance(1 / Double(hz))
            let reference = exact.displacement(
                u0: Float80(move.initialDisplacement), v0: Float80(move.releaseVelocity),
                t: Float80(frame) / Float80(hz))
            worst = max(worst, Double(abs(Float80(u) - reference)))
        }
        return worst
    }

    private func eulerError(_ move: SpringMove, hz: Int) -> Double {
        var spring = SemiImplicitEulerSpring(spring: move.spring, displacement: move.initialDisplacement, velocity: move.releaseVelocity)
        return maximumError(move, hz: hz) { dt in
            _ = spring.advance(by: dt)
            return spring.displacement
        }
    }

    /// RK4 alone (no convergence snap), `subStep` per step, sampled every `hz`.
    private func rk4Error(_ move: SpringMove, hz: Int, subStep: Double) -> Double {
        var spring = FixedStepRK4Spring(
            spring: move.spring, displacement: move.initialDisplacement, velocity: move.releaseVelocity,
            subStep: subStep, threshold: 0)
        return maximumError(move, hz: hz) { dt in
            _ = spring.advance(by: dt)
            return spring.displacement
        }
    }

    func testSemiImplicitEulerErrorsAtTheFrameRate() {
        // A phase lead in the first frames, first order: halving the step halves it.
        XCTAssertEqual(eulerError(bouncy, hz: 60), 41.0, accuracy: 0.05)
        XCTAssertEqual(eulerError(bouncy, hz: 120), 19.7, accuracy: 0.05)
        XCTAssertEqual(eulerError(critical, hz: 60), 35.1, accuracy: 0.05)
        XCTAssertEqual(eulerError(critical, hz: 120), 16.8, accuracy: 0.05)
        XCTAssertEqual(eulerError(thrown, hz: 60), 12.3, accuracy: 0.05)
        XCTAssertEqual(eulerError(thrown, hz: 120), 6.0, accuracy: 0.05)
    }

    func testRK4ErrorsOneStepPerFrameAndOnEightMillisecondSteps() {
        XCTAssertEqual(rk4Error(bouncy, hz: 60, subStep: 1.0 / 60), 0.029, accuracy: 0.0005)
        XCTAssertEqual(rk4Error(bouncy, hz: 120, subStep: 1.0 / 120), 0.0017, accuracy: 0.00005)
        XCTAssertEqual(rk4Error(critical, hz: 60, subStep: 1.0 / 60), 0.062, accuracy: 0.0005)
        XCTAssertEqual(rk4Error(critical, hz: 120, subStep: 1.0 / 120), 0.0032, accuracy: 0.00005)
        XCTAssertEqual(rk4Error(thrown, hz: 60, subStep: 1.0 / 60), 0.024, accuracy: 0.0005)
        XCTAssertEqual(rk4Error(thrown, hz: 120, subStep: 1.0 / 120), 0.0014, accuracy: 0.00005)
        // Advance's own step, sampled at its steps (125 Hz frames: no interpolation).
        XCTAssertEqual(rk4Error(bouncy, hz: 125, subStep: FixedStepRK4Spring.advanceSubStep), 0.0014, accuracy: 0.00005)
        XCTAssertEqual(rk4Error(critical, hz: 125, subStep: FixedStepRK4Spring.advanceSubStep), 0.0027, accuracy: 0.00005)
    }

    func testAdvanceShowsTheChordBetweenTheSubStepsThatBracketTheDisplayTime() {
        var whole = FixedStepRK4Spring(spring: bouncy.spring, displacement: -300, velocity: 0)
        _ = whole.advance(by: 0.008)
        var half = FixedStepRK4Spring(spring: bouncy.spring, displacement: -300, velocity: 0)
        _ = half.advance(by: 0.004)
        // Half a sub-step in, the simulation has run one whole sub-step and shows the midpoint.
        XCTAssertEqual(half.displacement, (-300 + whole.displacement) / 2, accuracy: 1e-12)
        XCTAssertEqual(half.velocity, whole.velocity / 2, accuracy: 1e-12)
        // The chord lies above the curve, which is convex there (accelerating toward the target).
        let exact = Double(ExactSpring(bouncy.spring).displacement(u0: -300, v0: 0, t: 0.004))
        XCTAssertGreaterThan(half.displacement - exact, 0.1)
        // The next half catches up with the sub-step already run.
        _ = half.advance(by: 0.004)
        XCTAssertEqual(half.displacement, whole.displacement, accuracy: 1e-12)
    }

    func testAdvanceConsumesAtMostTenSubStepsPerFrame() {
        var spring = FixedStepRK4Spring(spring: bouncy.spring, displacement: -300, velocity: 0)
        _ = spring.advance(by: 1)
        let exact = ExactSpring(bouncy.spring)
        XCTAssertEqual(spring.displacement, Double(exact.displacement(u0: -300, v0: 0, t: 0.08)), accuracy: 0.01)
        XCTAssertGreaterThan(abs(spring.displacement - Double(exact.displacement(u0: -300, v0: 0, t: 1))), 100)
    }

    func testAdvanceConvergesWithinItsThresholdAndWaveEndsOnTime() {
        var rk4 = FixedStepRK4Spring(spring: bouncy.spring, displacement: -300, velocity: 0)
        var frames = 0
        while !rk4.advance(by: 1.0 / 60) { frames += 1 }
        XCTAssertEqual(rk4.displacement, 0)
        XCTAssertTrue(rk4.hasConverged)
        // Not before |u|'s envelope 420·e^(−ζω0·t) is within 0.1 pt (0.569 s), and at the latest when |v|'s, about
        // ω0 times larger, is within 0.1 pt/s (0.776 s); between, at a sub-step near a turning point of u.
        let time = Double(frames + 1) / 60
        XCTAssertGreaterThan(time, 0.569)
        XCTAssertLessThan(time, 0.776 + 1.0 / 60)
        let skipped = Double(ExactSpring(bouncy.spring).displacement(u0: -300, v0: 0, t: Float80(time)))
        XCTAssertLessThanOrEqual(abs(skipped), 0.1, "the snap moves it by at most the threshold")

        // −ln(10⁻⁴)/(ζω0): 0.628 s for ζ 0.7; 1.25 × 0.4398 s for ζ 1.
        XCTAssertEqual(
            SemiImplicitEulerSpring(spring: bouncy.spring, displacement: -300, velocity: 0).settlingTime, 0.628, accuracy: 0.0005)
        XCTAssertEqual(
            SemiImplicitEulerSpring(spring: critical.spring, displacement: -300, velocity: 0).settlingTime, 0.550, accuracy: 0.0005)
        var euler = SemiImplicitEulerSpring(spring: bouncy.spring, displacement: -300, velocity: 0)
        frames = 1
        while !euler.advance(by: 1.0 / 60) { frames += 1 }
        XCTAssertEqual(frames, 38, "the first 60 Hz frame at or after 0.628 s")
        XCTAssertEqual(euler.displacement, 0)
    }

    func testComparisonWindowAndOursAgainstThePeers() {
        // Ours runs until its settling duration (0.494 s for ζ 0.7): 29 frames at 60 Hz, 59 at 120 Hz.
        XCTAssertEqual(IntegratorComparison.frames(of: bouncy, hz: 60), 29)
        XCTAssertEqual(IntegratorComparison.frames(of: bouncy, hz: 120), 59)
        for hz in [60, 120] {
            XCTAssertLessThan(IntegratorComparison.run(.overlayAnimator, bouncy, hz: hz).maximumError, 1e-12)
            XCTAssertEqual(
                IntegratorComparison.run(.semiImplicitEuler, bouncy, hz: hz).maximumError, hz == 60 ? 41.0 : 19.7, accuracy: 0.05)
            // The chords of the interpolation, not the integrator, make Advance's error: 0.22 pt at both rates.
            XCTAssertEqual(IntegratorComparison.run(.fixedStepRK4, bouncy, hz: hz).maximumError, 0.22, accuracy: 0.01)
        }
        XCTAssertEqual(IntegratorComparison.moves.count, 10)
        let ratios = IntegratorComparison.moves.map(\.spring.dampingRatio), responses = IntegratorComparison.moves.map(\.spring.response)
        XCTAssertEqual(ratios.min()!, 0.5, accuracy: 1e-9)
        XCTAssertEqual(ratios.max()!, 1.3, accuracy: 1e-9)
        XCTAssertEqual(responses.min()!, 0.15, accuracy: 1e-9)
        XCTAssertEqual(responses.max()!, 0.6, accuracy: 1e-9)
    }

    func testChartLegendGivesEachMethodsMaximumError() {
        let list = IntegratorChart.drawList()
        XCTAssertEqual(list.width, IntegratorChart.width)
        let texts = list.commands.compactMap { command -> String? in
            if case let .text(string, _, _, _, _, _, _) = command { return string }
            return nil
        }
        XCTAssertTrue(texts.contains("semi-implicit Euler per frame (Wave): max 41.0 pt"), "\(texts)")
        XCTAssertTrue(texts.contains("RK4, 8 ms sub-steps, interpolated (Advance): max 0.22 pt"), "\(texts)")
        XCTAssertTrue(
            texts.contains {
                $0.hasPrefix("ours: closed form from the start, each step (ViewPropertyAnimator): max ") && $0.hasSuffix("e-14 pt")
            },
            "\(texts)")
        XCTAssertTrue(texts.contains("10⁻¹⁴"), "the error axis is logarithmic: \(texts)")
    }
}
