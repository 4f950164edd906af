import Foundation
import XCTest

@testable import OverlayContainer
@testable import OverlayUIKit

/// The default target policy's rule with its numbers (<doc:TargetNotchPolicy>).
final class RushingForwardTargetNotchPolicyTests: XCTestCase {
    private struct PolicyContext: OverlayContainerContextTargetNotchPolicy {
        let overlayViewController = ViewController()
        var isDragging = false
        var velocity: CGPoint
        var overlayTranslationHeight: CGFloat
        var heights: [CGFloat]
        var reachableIndexes: [Int]
        var notchIndexes: Range<Int> { 0..<heights.count }
        func height(forNotchAt index: Int) -> CGFloat { heights.indices.contains(index) ? heights[index] : 0 }
    }

    private func target(
        h: CGFloat, vy: CGFloat, heights: [CGFloat] = [211, 422, 633], reachable: [Int]? = nil,
        policy: RushingForwardTargetNotchPolicy = .init()
    ) -> Int {
        policy.targetNotchIndex(
            using: PolicyContext(
                velocity: CGPoint(x: 0, y: vy), overlayTranslationHeight: h,
                heights: heights, reachableIndexes: reachable ?? Array(heights.indices)))
    }

    func testPolicyPicksTheNearestNotchAtLowSpeed() {
        XCTAssertEqual(target(h: 300, vy: 0), 0)
        XCTAssertEqual(target(h: 330, vy: 0), 1)
        XCTAssertEqual(target(h: 700, vy: 0), 2)
        // 0.1 s projection: 300 − 0.1·(−390) = 339 → nearest is 422 (index 1), below the 400 threshold.
        XCTAssertEqual(target(h: 300, vy: -390), 1)
    }

    func testPolicyTieGoesToTheLowerHeight() {
        XCTAssertEqual(target(h: 316.5, vy: 0), 0)
    }

    func testPolicyAboveMinimumVelocityTakesTheNotchInTheDirectionOfMotion() {
        // Moving up at 401 pt/s from 220: projected 260.1; two nearest 211 (0) and 422 (1) → up picks 1.
        XCTAssertEqual(target(h: 220, vy: -401), 1)
        // Exactly 400 is not above the threshold: nearest wins.
        XCTAssertEqual(target(h: 220, vy: -400), 0)
        // Moving down at 500 pt/s from 600: projected 550; nearest two 633 (2) and 422 (1) → down picks 1.
        XCTAssertEqual(target(h: 600, vy: 500), 1)
        // A fast flick projects past a notch: from 220 up at 3000 pt/s → projected 520, two nearest 422/633 → 2.
        XCTAssertEqual(target(h: 220, vy: -3000), 2)
    }

    func testPolicyWithOneOrNoReachableNotch() {
        XCTAssertEqual(target(h: 300, vy: -5000, reachable: [1]), 1)
        XCTAssertEqual(target(h: 300, vy: -5000, reachable: []), 0)
        XCTAssertEqual(target(h: 300, vy: 0, reachable: [0, 2]), 0)
    }

    func testPolicyKnobs() {
        let policy = RushingForwardTargetNotchPolicy()
        policy.minimumVelocity = 2400
        XCTAssertEqual(target(h: 600, vy: 500, policy: policy), 2, "below 2400 pt/s the nearest notch wins")
        policy.minimumDuration = 0.5
        XCTAssertEqual(target(h: 600, vy: 500, policy: policy), 1, "0.5 s projection: 350 is nearest to 422")
    }
}
