import Foundation
import XCTest
import OverlayPhysics
@testable import OverlayUIKit

/// The additive animator the container runs for every move: its offset follows the spring's closed form from the
/// start, whatever the step rate, and it ends at the same instant at 60 and 120 Hz.
final class OverlayAnimatorTests: XCTestCase {
    func testOffsetsAt60And120HzAgreeAtSharedInstantsAndFollowTheClosedForm() {
        for ratio in [0.7, 1.0, 1.5] {
            for releaseVelocity in [0.0, 3000.0] {
                let spring = Spring(response: 0.3, dampingRatio: ratio)
                // A 300 pt move: the offset starts at −300 and decays to 0; UIKit's normalised velocity is 3000/300.
                let slow = OverlayAnimator(spring: spring, initialVelocity: releaseVelocity / 300)
                let fast = OverlayAnimator(spring: spring, initialVelocity: releaseVelocity / 300)
                slow.start(fromOffset: -300)
                fast.start(fromOffset: -300)
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
                        slow.finish()
                        fast.finish()
                        break
                    }
                    XCTAssertEqual(slow.offset, fast.offset, accuracy: 1e-9, label)
                    XCTAssertEqual(slow.offset, spring.state(after: Double(frame) / 60, from: start).displacement, accuracy: 1e-9, label)
                }
                XCTAssertGreaterThan(frame, 10, "the move really ran (ζ \(ratio))")
                XCTAssertEqual(slow.offset, 0, "at its end the offset is gone: the displayed height is the model height")
                XCTAssertTrue(slow.isFinished)
            }
        }
    }

    func testAVeryLongStepStaysFiniteAndEndsTheMove() {
        let animator = OverlayAnimator(spring: Spring(response: 0.3, dampingRatio: 1))
        animator.start(fromOffset: -300)
        XCTAssertFalse(animator.advance(by: 0.1))
        XCTAssertTrue(animator.offset.isFinite)
        XCTAssertLessThan(abs(animator.offset), 300)
        XCTAssertTrue(animator.advance(by: 10), "ten seconds later it has ended")
    }
}
