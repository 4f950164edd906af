import XCTest
import OverlayPhysics
@testable import OverlayUIKit
@testable import OverlayContainer
@testable import OverlayPresets
import OverlayTestSupport

/// The presets' constants and their springs and rubber band, with the numbers of <doc:BehaviorPresets>.
final class PresetPhysicsTests: XCTestCase {
    private func context(from height: CGFloat, to target: CGFloat, velocity: CGFloat) -> AnimationContext {
        AnimationContext(overlayTranslationHeight: height, velocity: CGPoint(x: 0, y: velocity), targetNotchHeight: target)
    }

    func testFloatingPanelDampingFormula() {
        // ζ = ln(0.991)/(−2π·2.5·0.001) = −0.0090407/−0.0157080 = 0.57555.
        XCTAssertEqual(FloatingPanelBehaviorConstants.springDampingRatio, 0.57555, accuracy: 0.00005)
        XCTAssertEqual(FloatingPanelBehaviorConstants.springDampingRatio, log(0.991) / (-2 * Double.pi * 2.5 * 0.001), accuracy: 1e-12)
    }

    func testFloatingPanelSwitchesDampingAbove300() {
        let controller = FloatingPanelAnimationController()
        XCTAssertEqual(Double(controller.dampingRatio(forVelocity: CGPoint(x: 0, y: 300))), 1)
        XCTAssertEqual(Double(controller.dampingRatio(forVelocity: CGPoint(x: 0, y: -300))), 1)
        XCTAssertEqual(Double(controller.dampingRatio(forVelocity: CGPoint(x: 0, y: 301))), 0.57555, accuracy: 0.00005)
        XCTAssertEqual(Double(controller.dampingRatio(forVelocity: CGPoint(x: 0, y: -301))), 0.57555, accuracy: 0.00005)

        // The animator: response 0.4 s (k = (2π/0.4)² = 246.74), velocity carried: 1000 pt/s up over 211 pt.
        let animator = controller.interruptibleAnimator(using: context(from: 211, to: 422, velocity: -1000))
        guard case let .spring(spring, initialVelocity) = animator.timing else { return XCTFail("not a spring") }
        XCTAssertEqual(spring.stiffness, 246.7401, accuracy: 1e-3)
        XCTAssertEqual(spring.dampingRatio, 0.57555, accuracy: 0.00005)
        XCTAssertEqual(initialVelocity, 1000.0 / 211.0, accuracy: 1e-9)
    }

    func testPulleySpringSettlesIn0_3Seconds() {
        let controller = ConstantSpringAnimationController.pulley()
        XCTAssertEqual(controller.dampingRatio, 0.75)
        XCTAssertFalse(controller.handsOffVelocity)
        XCTAssertEqual(controller.spring.settlingDuration(), 0.3, accuracy: 0.001)
        // Envelope 1/√(1 − 0.75²) = 1.512 decays to 0.001 at ln(1512)/(0.75·2π/r) = 1.5535·r → r ≈ 0.1931 s.
        XCTAssertEqual(controller.response, 0.1931, accuracy: 0.0002)
        // No release velocity: a fast flick still starts the spring at rest.
        let animator = controller.interruptibleAnimator(using: context(from: 300, to: 633, velocity: -2000))
        guard case let .spring(_, initialVelocity) = animator.timing else { return XCTFail("not a spring") }
        XCTAssertEqual(initialVelocity, 0)
        XCTAssertEqual(animator.duration, 0.3, accuracy: 0.001)
    }

    func testSheetSpringIsCriticalAndCarriesVelocity() {
        let controller = ConstantSpringAnimationController.sheet()
        XCTAssertEqual(controller.spring.dampingRatio, 1, accuracy: 1e-12)
        XCTAssertEqual(controller.spring.response, 0.35, accuracy: 1e-12)
        let animator = controller.interruptibleAnimator(using: context(from: 300, to: 633, velocity: -999))
        guard case let .spring(_, initialVelocity) = animator.timing else { return XCTFail("not a spring") }
        XCTAssertEqual(initialVelocity, 3, accuracy: 1e-12, "999 pt/s over 333 pt")
    }

    func testSheetRubberBandFollowsScrollViewCurve() {
        let function = ScrollViewRubberBandTranslationFunction(dimension: 844)
        func height(_ t: CGFloat) -> CGFloat {
            function.overlayTranslationHeight(using: TranslationParameters(minimumHeight: 211, maximumHeight: 633, translation: t))
        }
        // (1 − 1/(100·0.55/844 + 1))·844 = 51.63; 400 → 174.5.
        XCTAssertClose(height(733), 633 + 51.63, accuracy: 0.01)
        XCTAssertClose(height(1033), 633 + 174.5, accuracy: 0.05)
        XCTAssertClose(height(111), 211 - 51.63, accuracy: 0.01)
        XCTAssertClose(height(500), 500, accuracy: 0)
        XCTAssertClose(height(633.5) - 633, 0.55 * 0.5, accuracy: 0.001, "slope 0.55 at the edge")
        function.bouncesAtMaximumHeight = false
        XCTAssertClose(height(733), 633, accuracy: 0)
    }

    func testHardClampPresetsDoNotRubberBand() {
        for name in [OverlayBehaviorPresetName.floatingPanel, .pulley] {
            let function = OverlayBehaviorPreset.named(name).makeTranslationFunction(availableSpace: 844)
            XCTAssertEqual(function.overlayTranslationHeight(using: TranslationParameters(minimumHeight: 211, maximumHeight: 633, translation: 900)), 633, "\(name)")
            XCTAssertEqual(function.overlayTranslationHeight(using: TranslationParameters(minimumHeight: 211, maximumHeight: 633, translation: 100)), 211, "\(name)")
        }
        // The reference's logarithmic band for comparison: 633·(1 + 0.5·log10(900/633)) = 681.37.
        let reference = OverlayBehaviorPreset.named(.reference).makeTranslationFunction(availableSpace: 844)
        XCTAssertClose(reference.overlayTranslationHeight(using: TranslationParameters(minimumHeight: 211, maximumHeight: 633, translation: 900)), 681.37, accuracy: 0.005)
    }

    func testPresetOptions() {
        let starts = OverlayBehaviorPresetName.allCases.map { OverlayBehaviorPreset.named($0).dragStart }
        XCTAssertEqual(starts, [.fromTargetHeight, .fromDisplayedHeight, .fromDisplayedHeight, .fromTargetHeight, .fromDisplayedHeight])
        let bounces = OverlayBehaviorPresetName.allCases.map { OverlayBehaviorPreset.named($0).scrollViewBounces }
        XCTAssertEqual(bounces, [nil, nil, nil, false, nil])
        XCTAssertEqual(OverlayBehaviorPresetName(rawValue: "floatingpanel"), .floatingPanel)
        let scrollView = ScrollView()
        OverlayBehaviorPreset.named(.pulley).apply(to: scrollView)
        XCTAssertFalse(scrollView.bounces)
        let fluid = OverlayBehaviorPreset.named(.fluid).makeAnimationController(style: .rigid) as? SpringOverlayTranslationAnimationController
        XCTAssertEqual(fluid?.handsOffVelocity, true)
        XCTAssertEqual(fluid?.response, 0.3)
        XCTAssertEqual(fluid?.damping, 0.9, "the rigid style's damping")
        let reference = OverlayBehaviorPreset.named(.reference).makeAnimationController(style: .flexibleHeight) as? SpringOverlayTranslationAnimationController
        XCTAssertEqual(reference?.handsOffVelocity, false)
        XCTAssertEqual(reference?.damping, 0.7)
    }
}

/// An animation context from plain values.
struct AnimationContext: OverlayContainerContextTransitioning {
    let overlayViewController = ViewController()
    var isDragging: Bool { false }
    var velocity: CGPoint
    var overlayTranslationHeight: CGFloat
    var notchIndexes: Range<Int> { 0..<0 }
    var reachableIndexes: [Int] { [] }
    var targetNotchIndex: Int { 0 }
    var targetNotchHeight: CGFloat

    init(overlayTranslationHeight: CGFloat, velocity: CGPoint, targetNotchHeight: CGFloat) {
        self.overlayTranslationHeight = overlayTranslationHeight
        self.velocity = velocity
        self.targetNotchHeight = targetNotchHeight
    }

    func height(forNotchAt index: Int) -> CGFloat { 0 }
}
