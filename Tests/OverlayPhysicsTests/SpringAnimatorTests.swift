import XCTest
@testable import OverlayPhysics

final class SpringAnimatorTests: XCTestCase {
    private let spring = Spring(response: 0.3, dampingRatio: 0.7)

    func testAdvanceFollowsClosedForm() {
        var animator = SpringAnimator(spring: spring, value: 0, velocity: 500, target: 300)
        animator.advance(by: 0.12)
        let exact = spring.state(after: 0.12, from: SpringState(displacement: -300, velocity: 500))
        XCTAssertEqual(animator.value, 300 + exact.displacement, accuracy: 1e-9)
        XCTAssertEqual(animator.velocity, exact.velocity, accuracy: 1e-9)
        XCTAssertGreaterThan(animator.value, 0)
    }

    func testManySmallAdvancesEqualOneBigAdvance() {
        var stepped = SpringAnimator(spring: spring, value: 0, target: 300)
        var once = stepped
        for _ in 0..<120 { stepped.advance(by: 1.0 / 120) }
        once.advance(by: 1)
        XCTAssertEqual(stepped.value, once.value, accuracy: 1e-6)
        XCTAssertEqual(stepped.velocity, once.velocity, accuracy: 1e-5)
    }

    func testRetargetKeepsValueAndVelocity() {
        var animator = SpringAnimator(spring: spring, value: 0, target: 300)
        animator.advance(by: 0.1)
        let value = animator.value
        let velocity = animator.velocity
        XCTAssertGreaterThan(velocity, 100)
        animator.retarget(to: 100)
        XCTAssertEqual(animator.value, value)
        XCTAssertEqual(animator.velocity, velocity)
        XCTAssertEqual(animator.target, 100)
        // The motion continues from the same state toward the new target.
        animator.advance(by: 0.05)
        let exact = spring.state(after: 0.05, from: SpringState(displacement: value - 100, velocity: velocity))
        XCTAssertEqual(animator.value, 100 + exact.displacement, accuracy: 1e-9)
    }

    func testNonPositiveAdvanceIsIgnored() {
        var animator = SpringAnimator(spring: spring, value: 10, velocity: 20, target: 0)
        animator.advance(by: 0)
        animator.advance(by: -1)
        animator.advance(by: .nan)
        XCTAssertEqual(animator.value, 10)
        XCTAssertEqual(animator.velocity, 20)
    }

    func testRestAndSettle() {
        var animator = SpringAnimator(spring: spring, value: 0, target: 300)
        XCTAssertFalse(animator.isAtRest())
        animator.advance(by: 0.3)
        XCTAssertFalse(animator.isAtRest())
        animator.advance(by: 1.7)
        XCTAssertTrue(animator.isAtRest())
        XCTAssertNotEqual(animator.value, 300)
        animator.settle()
        XCTAssertEqual(animator.value, 300)
        XCTAssertEqual(animator.velocity, 0)
    }

    func testSwappingSpringKeepsState() {
        var animator = SpringAnimator(spring: spring, value: 0, target: 300)
        animator.advance(by: 0.05)
        let value = animator.value
        animator.spring = Spring(response: 0.5, dampingRatio: 1)
        XCTAssertEqual(animator.value, value)
        XCTAssertEqual(animator.spring.dampingRatio, 1, accuracy: 1e-12)
    }
}
