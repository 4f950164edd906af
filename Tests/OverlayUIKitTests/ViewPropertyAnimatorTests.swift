import Foundation
import OverlayPhysics
import XCTest

@testable import OverlayUIKit

/// The animator the container runs for every move, and the one `View.animate` makes: its offsets follow the
/// timing's closed form from the start whatever the step rate, it ends at the same instant at 60 and 120 Hz, and it
/// has UIViewPropertyAnimator's controls (the ViewAnimation article).
final class ViewPropertyAnimatorTests: XCTestCase {
    func testOffsetsAt60And120HzAgreeAtSharedInstantsAndFollowTheClosedForm() {
        for ratio in [0.7, 1.0, 1.5] {
            for releaseVelocity in [0.0, 3000.0] {
                let spring = Spring(response: 0.3, dampingRatio: ratio)
                // A 300 pt move: the offset starts at −300 and decays to 0; UIKit's normalised velocity is 3000/300.
                let slow = ViewPropertyAnimator(spring: spring, initialVelocity: releaseVelocity / 300)
                let fast = ViewPropertyAnimator(spring: spring, initialVelocity: releaseVelocity / 300)
                slow.startDrivenByOwner()
                fast.startDrivenByOwner()
                let start = SpringState(displacement: -300, velocity: releaseVelocity)
                var frame = 0
                while slow.isRunning {
                    frame += 1
                    let slowEnded = slow.advance(by: 1.0 / 60)
                    let fastEnded = fast.advance(by: 1.0 / 120) || fast.advance(by: 1.0 / 120)
                    let label = "ζ \(ratio) v0 \(releaseVelocity) frame \(frame)"
                    XCTAssertEqual(slowEnded, fastEnded, "both end in the same frame: \(label)")
                    if slowEnded {
                        XCTAssertEqual(slow.elapsed, slow.duration, accuracy: 1.0 / 60, label)
                        slow.finish(at: .end)
                        fast.finish(at: .end)
                        break
                    }
                    XCTAssertEqual(slow.offset(forDelta: -300), fast.offset(forDelta: -300), accuracy: 1e-9, label)
                    XCTAssertEqual(
                        slow.offset(forDelta: -300), spring.state(after: Double(frame) / 60, from: start).displacement,
                        accuracy: 1e-9, label)
                    // Bit for bit the closed form at its own elapsed time: the regime it keeps changes no bit.
                    XCTAssertEqual(slow.offset(forDelta: -300), spring.state(after: slow.elapsed, from: start).displacement, label)
                }
                XCTAssertGreaterThan(frame, 10, "the move really ran (ζ \(ratio))")
                XCTAssertEqual(slow.offset(forDelta: -300), 0, "at its end the offset is gone: the displayed value is the model")
                XCTAssertTrue(slow.isFinished)
                XCTAssertEqual(slow.state, .inactive)
            }
        }
    }

    func testAVeryLongStepStaysFiniteAndEndsTheMove() {
        let animator = ViewPropertyAnimator(spring: Spring(response: 0.3, dampingRatio: 1))
        animator.startDrivenByOwner()
        XCTAssertFalse(animator.advance(by: 0.1))
        XCTAssertTrue(animator.offset(forDelta: -300).isFinite)
        XCTAssertLessThan(abs(animator.offset(forDelta: -300)), 300)
        XCTAssertTrue(animator.advance(by: 10), "ten seconds later it has ended")
    }

    // MARK: - Timing as UIKit gives it

    func testSpringTimingParametersInUIKitsForms() {
        // Mass, stiffness, damping: the spring as given, lasting its settling duration whatever duration is passed.
        let physical = ViewPropertyAnimator(
            duration: 0,
            timingParameters: SpringTimingParameters(
                mass: 1, stiffness: 438.649, damping: 37.70, initialVelocity: .zero))
        guard case let .spring(spring, velocity) = physical.timing else { return XCTFail("a spring") }
        XCTAssertEqual(spring.stiffness, 438.649)
        XCTAssertEqual(spring.dampingRatio, 0.9, accuracy: 1e-3)
        XCTAssertEqual(velocity, 0)
        XCTAssertEqual(physical.duration, spring.settlingDuration(initialVelocity: 0))
        // iOS 17's duration and bounce: k = (2π/duration)², ζ = 1 − bounce (Apple's example: 0.5 s, 0.3 → 157.9, 17.6).
        let bouncy = SpringTimingParameters(duration: 0.5, bounce: 0.3)
        guard case let .physical(fromBounce) = bouncy.kind else { return XCTFail("physical") }
        XCTAssertEqual(fromBounce.stiffness, 157.91, accuracy: 0.01)
        XCTAssertEqual(fromBounce.damping, 17.59, accuracy: 0.01)
        // A damping ratio alone: the animator's duration is kept and the spring settles (to 0.1 %) exactly then.
        for (ratio, velocity) in [(0.5, 0.0), (1.0, 0.0), (0.8, 4.0)] {
            let animator = ViewPropertyAnimator(
                duration: 0.6,
                timingParameters: SpringTimingParameters(
                    dampingRatio: CGFloat(ratio), initialVelocity: CGVector(dx: 0, dy: CGFloat(velocity))))
            XCTAssertEqual(animator.duration, 0.6)
            guard case let .spring(chosen, v) = animator.timing else { return XCTFail("a spring") }
            XCTAssertEqual(chosen.dampingRatio, ratio, accuracy: 1e-9)
            XCTAssertEqual(v, velocity)
            XCTAssertEqual(chosen.settlingDuration(initialVelocity: velocity), 0.6, accuracy: 0.002, "ζ \(ratio) v \(velocity)")
        }
        // A cubic curve over the given duration.
        let cubic = ViewPropertyAnimator(duration: 0.25, curve: .easeIn)
        XCTAssertEqual(cubic.timing, .curve(.easeIn, duration: 0.25))
    }

    // MARK: - Controls

    private func animatedAlpha(duration: Double = 1, curve: View.AnimationCurve = .linear) -> (
        View, ViewPropertyAnimator, [ViewAnimatingPosition]
    ) {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.alpha = 0
        let animator = ViewPropertyAnimator(duration: duration, curve: curve) { view.alpha = 1 }
        return (view, animator, [])
    }

    func testStartPauseScrubResumeAndFinish() {
        let (view, animator, _) = animatedAlpha()
        var positions: [ViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(view.alpha, 0, "blocks run when it starts")
        animator.pauseAnimation()
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(view.alpha, 1, "the model value at once")
        XCTAssertEqual(view.presentationAlpha, 0, "on screen: the old value")
        animator.fractionComplete = 0.25
        XCTAssertEqual(view.presentationAlpha, 0.25, accuracy: 1e-12)
        view.animationClock.advance(by: 0.5)
        XCTAssertEqual(view.presentationAlpha, 0.25, accuracy: 1e-12, "paused: time does not move it")
        animator.startAnimation()
        view.animationClock.advance(by: 0.5)
        XCTAssertEqual(animator.fractionComplete, 0.75, accuracy: 1e-12)
        XCTAssertEqual(view.presentationAlpha, 0.75, accuracy: 1e-12)
        view.animationClock.advance(by: 0.25)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(view.presentationAlpha, 1)
        XCTAssertFalse(view.hasRunningAnimations)
    }

    func testLinearScrubOfACurveResumesWhereTheCurveIsThere() {
        let (view, animator, _) = animatedAlpha(curve: .easeIn)
        animator.fractionComplete = 0.5
        XCTAssertEqual(view.presentationAlpha, 0.5, accuracy: 1e-12, "scrubs linearly while paused (UIKit's default)")
        animator.startAnimation()
        XCTAssertEqual(view.presentationAlpha, 0.5, accuracy: 1e-9, "resumes from the same value, no jump")
        XCTAssertEqual(TimingCurve.easeIn.progress(at: Double(animator.fractionComplete)), 0.5, accuracy: 1e-9)
    }

    func testStopAndFinishAtEachPosition() {
        for position in [ViewAnimatingPosition.start, .current, .end] {
            let (view, animator, _) = animatedAlpha()
            var ended: [ViewAnimatingPosition] = []
            animator.addCompletion { ended.append($0) }
            animator.startAnimation()
            view.animationClock.advance(by: 0.4)
            animator.stopAnimation(false)
            XCTAssertEqual(animator.state, .stopped)
            XCTAssertEqual(view.alpha, 0.4, accuracy: 1e-12, "stopped: the model takes what is on screen")
            XCTAssertEqual(view.presentationAlpha, 0.4, accuracy: 1e-12)
            XCTAssertTrue(ended.isEmpty, "completions wait for finishAnimation")
            animator.finishAnimation(at: position)
            XCTAssertEqual(ended, [position])
            XCTAssertEqual(animator.state, .inactive)
            let expected: CGFloat = position == .start ? 0 : position == .end ? 1 : 0.4
            XCTAssertEqual(view.alpha, expected, accuracy: 1e-12, "finished at \(position)")
            XCTAssertEqual(view.presentationAlpha, expected, accuracy: 1e-12)
        }
        // Finished without stopping: at the start the start values come back.
        let (view, animator, _) = animatedAlpha()
        var ended: [ViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        view.animationClock.advance(by: 0.4)
        animator.finishAnimation(at: .start)
        XCTAssertEqual(view.alpha, 0)
        XCTAssertEqual(view.presentationAlpha, 0)
        XCTAssertEqual(ended, [.start])
        // Stopped without finishing: no completion ever.
        let (other, quiet, _) = animatedAlpha()
        var heard = false
        quiet.addCompletion { _ in heard = true }
        quiet.startAnimation()
        other.animationClock.advance(by: 0.3)
        quiet.stopAnimation(true)
        other.animationClock.advance(by: 2)
        XCTAssertFalse(heard)
        XCTAssertEqual(quiet.state, .inactive)
        XCTAssertEqual(other.alpha, 0.3, accuracy: 1e-12)
    }

    func testReversedItRunsBackToTheStartValues() {
        let (view, animator, _) = animatedAlpha()
        var ended: [ViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        view.animationClock.advance(by: 0.6)
        animator.isReversed = true
        view.animationClock.advance(by: 0.2)
        XCTAssertEqual(view.presentationAlpha, 0.4, accuracy: 1e-12, "going back")
        view.animationClock.advance(by: 0.5)
        XCTAssertEqual(ended, [.start])
        XCTAssertEqual(view.alpha, 0, "ended at the start: the model is the start value")
    }

    func testAnimationsAddedWhileRunningStartFromTheCurrentValue() {
        let view = View()
        view.alpha = 0
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
        animator.startAnimation()
        view.animationClock.advance(by: 0.5)
        XCTAssertEqual(view.presentationAlpha, 0.5, accuracy: 1e-12)
        animator.addAnimations { view.frame = CGRect(x: 100, y: 0, width: 10, height: 10) }
        XCTAssertEqual(view.presentationFrame.origin.x, 0, accuracy: 1e-12, "no jump: it starts where it is")
        view.animationClock.advance(by: 0.25)
        XCTAssertEqual(view.presentationFrame.origin.x, 50, accuracy: 1e-9, "over the time that is left")
        view.animationClock.advance(by: 0.25)
        XCTAssertEqual(view.presentationFrame.origin.x, 100)
    }

    func testCompletionsRunOnceInTheOrderTheyWereAdded() {
        let animator = ViewPropertyAnimator(spring: Spring(response: 0.3, dampingRatio: 0.9))
        var heard: [String] = []
        for name in ["first", "second", "third"] { animator.addCompletion { heard.append("\(name) \($0)") } }
        animator.startDrivenByOwner()
        while !animator.advance(by: 1.0 / 60) {}
        XCTAssertTrue(heard.isEmpty, "not before it finishes")
        animator.finish(at: .end)
        XCTAssertEqual(heard, ["first end", "second end", "third end"])
        animator.finish(at: .end)
        animator.addCompletion { heard.append("late \($0)") }
        XCTAssertEqual(heard.count, 3, "once: a finished animator neither runs them again nor takes new ones")
    }

    func testOffsetsOfSeveralDeltasAskedInTurnAreEachTheClosedFormBitForBit() {
        // The container asks for its move's delta at every step; animations alongside ask for a fraction (delta 1)
        // of the same animator in between. The coefficients kept for the last delta must never leak into another.
        for ratio in [0.7, 1.0, 1.5] {
            let spring = Spring(response: 0.3, dampingRatio: ratio)
            let animator = ViewPropertyAnimator(spring: spring, initialVelocity: 4)
            animator.startDrivenByOwner()
            var steps = 0
            while !animator.advance(by: 1.0 / 60) {
                steps += 1
                for delta in [-300.0, 1, 42.5, -300, -0.0, 1] {
                    let start = SpringState(displacement: delta, velocity: -4 * delta)
                    let expected = spring.state(after: animator.elapsed, from: start).displacement
                    let label = "ζ \(ratio) delta \(delta) step \(steps)"
                    XCTAssertEqual(animator.offset(forDelta: delta).bitPattern, expected.bitPattern, label)
                }
            }
            XCTAssertGreaterThan(steps, 10)
        }
    }
}
