import Foundation
import XCTest
import OverlayPhysics
@testable import OverlayUIKit
@testable import OverlayContainer
import OverlayTestSupport

/// Every formula of <doc:RubberBand>, <doc:TargetNotchPolicy> and <doc:SpringAnimation>, with their numbers.
final class FormulaTests: XCTestCase {
    private struct Parameters: OverlayTranslationParameters {
        var minimumHeight: CGFloat
        var maximumHeight: CGFloat
        var translation: CGFloat
    }

    private func rubberBand(_ t: CGFloat, _ function: RubberBandOverlayTranslationFunction = .init()) -> CGFloat {
        function.overlayTranslationHeight(using: Parameters(minimumHeight: 100, maximumHeight: 300, translation: t))
    }

    func testRubberBandTableAboveTheTop() {
        let expected: [(CGFloat, CGFloat)] = [(310, 302.14), (350, 310.04), (400, 318.74), (600, 345.15), (1000, 378.43)]
        for (t, h) in expected {
            XCTAssertEqual(rubberBand(t), h, "t = \(t)")
        }
    }

    func testRubberBandTableBelowTheBottomMirrorsTheTop() {
        let expected: [(CGFloat, CGFloat)] = [(90, 97.93), (50, 91.20), (0, 84.95), (-100, 76.14)]
        for (t, h) in expected {
            XCTAssertClose(rubberBand(t), h, accuracy: 1e-9, "t = \(t)")
        }
    }

    func testRubberBandInRangeIsExactAndUnrounded() {
        // A fractional in-range value must come back bit for bit (see the RubberBand article).
        XCTAssertEqual(rubberBand(123.456789), 123.456789)
        let top: CGFloat = 0.9 * 844
        let f = RubberBandOverlayTranslationFunction()
        let exact = f.overlayTranslationHeight(using: Parameters(minimumHeight: 100, maximumHeight: top, translation: top - 1e-9))
        XCTAssertEqual(exact, top - 1e-9)
    }

    func testRubberBandAtExactlyTheTopRoundsToTwoDecimals() {
        // [quirk] t == M takes the logarithmic branch, which rounds.
        let f = RubberBandOverlayTranslationFunction()
        let h = f.overlayTranslationHeight(using: Parameters(minimumHeight: 100, maximumHeight: 633.333, translation: 633.333))
        XCTAssertEqual(h, 633.33)
    }

    func testRubberBandWithoutBouncingClampsAndZeroLimitGivesZero() {
        let f = RubberBandOverlayTranslationFunction()
        f.bouncesAtMaximumHeight = false
        f.bouncesAtMinimumHeight = false
        XCTAssertEqual(rubberBand(1000, f), 300)
        XCTAssertEqual(rubberBand(-50, f), 100)
        let g = RubberBandOverlayTranslationFunction()
        let atZero = g.overlayTranslationHeight(using: Parameters(minimumHeight: 0, maximumHeight: 300, translation: -40))
        XCTAssertEqual(atZero, 0, "no bounce below a hidden notch at 0")
        g.factor = 0.7
        XCTAssertEqual(g.overlayTranslationHeight(using: Parameters(minimumHeight: 100, maximumHeight: 300, translation: 600)),
                       CGFloat(roundedToHundredths(300 * (1 + 0.7 * log10(2.0)))))
    }

    // MARK: - Rushing-forward policy (see the TargetNotchPolicy article)

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

    private func target(h: CGFloat, vy: CGFloat, heights: [CGFloat] = [211, 422, 633], reachable: [Int]? = nil,
                        policy: RushingForwardTargetNotchPolicy = .init()) -> Int {
        policy.targetNotchIndex(using: PolicyContext(velocity: CGPoint(x: 0, y: vy), overlayTranslationHeight: h,
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

    // MARK: - Spring animation controller (see the SpringAnimation article)

    func testDampingTableFlexible() {
        let c = SpringOverlayTranslationAnimationController(style: .flexibleHeight)
        let table: [(CGFloat, CGFloat)] = [(0, 1), (150, 1), (500, 0.963), (1000, 0.911), (2000, 0.805), (3000, 0.70), (9000, 0.70)]
        for (v, zeta) in table {
            XCTAssertClose(c.dampingRatio(forVelocity: CGPoint(x: 0, y: v)), zeta, accuracy: 0.0005, "v = \(v)")
            XCTAssertClose(c.dampingRatio(forVelocity: CGPoint(x: 0, y: -v)), zeta, accuracy: 0.0005, "v = −\(v)")
        }
        XCTAssertEqual(SpringOverlayTranslationAnimationController().damping, 0.7)
    }

    func testDampingTableRigid() {
        for style in [OverlayContainerViewController.OverlayStyle.rigid, .expandableHeight] {
            let c = SpringOverlayTranslationAnimationController(style: style)
            let table: [(CGFloat, CGFloat)] = [(0, 1), (500, 0.988), (1000, 0.970), (2000, 0.935), (3000, 0.90)]
            for (v, zeta) in table {
                XCTAssertClose(c.dampingRatio(forVelocity: CGPoint(x: 0, y: v)), zeta, accuracy: 0.0005, "\(style) v = \(v)")
            }
        }
    }

    func testAnimatorSpringHasStiffnessAndDampingOfResponseAndRatio() {
        let c = SpringOverlayTranslationAnimationController(style: .flexibleHeight)
        let context = TranslationContext(
            overlayViewController: ViewController(), isDragging: false, velocity: CGPoint(x: 0, y: 3000),
            overlayTranslationHeight: 0, notches: NotchSnapshot(heights: [100], reachableIndexes: [0]),
            targetNotchIndex: 0, targetNotchHeight: 100)
        guard case let .spring(spring, initialVelocity) = c.interruptibleAnimator(using: context).timing else {
            return XCTFail("expected a spring")
        }
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(spring.stiffness, 438.65, accuracy: 0.005)
        XCTAssertEqual(spring.damping, 29.32, accuracy: 0.005)
        XCTAssertEqual(initialVelocity, 0, "the release velocity never pushes the spring")
        let slow = TranslationContext(
            overlayViewController: ViewController(), isDragging: false, velocity: .zero,
            overlayTranslationHeight: 0, notches: NotchSnapshot(heights: [100], reachableIndexes: [0]),
            targetNotchIndex: 0, targetNotchHeight: 100)
        guard case let .spring(critical, _) = c.interruptibleAnimator(using: slow).timing else { return XCTFail() }
        XCTAssertEqual(critical.damping, 41.89, accuracy: 0.005)
    }
}
