import OverlayPhysics
import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayPresets
@testable import OverlayUIKit

/// Presets applied to a real container through the delegate, as a scene applies them, and the options each
/// preset sets (<doc:BehaviorPresets>).
final class OverlayBehaviorPresetTests: XCTestCase {
    private let heights: [CGFloat] = [211, 422, 633]
    /// The drag-start observers of the harnesses made by this test.
    private var observations: [ObservationToken] = []

    /// A harness (844 pt tall, resting on 211) wired to `name`, or left on the container's defaults when nil.
    private func makeHarness(_ name: OverlayBehaviorPresetName?) -> Harness {
        let harness = Harness(heights: heights)
        guard let name = name else { return harness }
        let preset = OverlayBehaviorPreset.named(name)
        let transitioning = OverlayPresetTransitioningDelegate(preset: preset, style: harness.container.style)
        harness.delegate.translationFunction = preset.makeTranslationFunction(availableSpace: 844)
        harness.delegate.transitioning = transitioning
        let container = harness.container
        // What a scene does in willStartDraggingOverlay (the delegate holds the transitioning delegate weakly
        // nowhere: RecordingDelegate keeps it strongly).
        observations.append(
            container.addObserver { [unowned container] event in
                if case .willStartDragging = event { transitioning.overlayWillStartDragging(in: container) }
            })
        return harness
    }

    /// A drag starting on the overlay's displayed top edge.
    private func dragOnScreen(_ harness: Harness, offsets: [CGFloat], velocity: CGFloat) {
        let top = 844 - harness.container.displayedTranslationHeight
        harness.drag(offsets: offsets, velocity: velocity, at: CGPoint(x: 100, y: top + 10))
    }

    func testFluidTrajectoryStartsAtTheReleaseSpeed() {
        let harness = makeHarness(.fluid)
        harness.drag(offsets: [0, -50, -100], velocity: -2000)
        harness.container.layoutIfNeeded()
        // p = 311 + 0.499·2000 = 1309 → 633.
        XCTAssertEqual(harness.container.lastReachedNotchIndex, 2)
        XCTAssertClose(harness.container.displayedTranslationHeight, 311, accuracy: 1e-9)
        harness.container.advancePhysics(by: 1e-4)
        // The spring pulls with ≈ k·322 = 141 000 pt/s², so over 0.1 ms the mean speed is within ≈ 7 pt/s of 2000.
        let slope = (harness.container.displayedTranslationHeight - 311) / 1e-4
        XCTAssertEqual(Double(slope), 2000, accuracy: 20)

        // The whole trajectory is the closed-form spring from (u0 = −322, v0 = +2000 pt/s).
        let controller = SpringOverlayTranslationAnimationController(style: .expandableHeight)
        let zeta = controller.dampingRatio(forVelocity: CGPoint(x: 0, y: -2000))
        XCTAssertEqual(Double(zeta), 1 - 0.1 * (1850.0 / 2850.0), accuracy: 1e-12)
        let spring = Spring(response: 0.3, dampingRatio: Double(zeta))
        for _ in 0..<6 { harness.container.tick(1.0 / 120) }
        let expected = 633 + spring.state(after: 1e-4 + 6.0 / 120, from: SpringState(displacement: -322, velocity: 2000)).displacement
        XCTAssertEqual(Double(harness.container.displayedTranslationHeight), expected, accuracy: 1e-6)
    }

    func testReferenceReleaseStartsAtRest() {
        // The same release without the hand-off: the spring starts with zero velocity (see the SpringAnimation
        // article).
        let harness = makeHarness(.reference)
        harness.drag(offsets: [0, -50, -100], velocity: -2000)
        harness.container.layoutIfNeeded()
        harness.container.advancePhysics(by: 1e-4)
        let slope = (harness.container.displayedTranslationHeight - 311) / 1e-4
        XCTAssertEqual(Double(slope), 0, accuracy: 20)
    }

    func testFluidGrabMidAnimationStartsFromTheDisplayedHeight() {
        let harness = makeHarness(.fluid)
        harness.drag(offsets: [0, -100], velocity: -2000)
        for _ in 0..<6 { harness.container.tick(1.0 / 120) }
        let displayed = harness.container.displayedTranslationHeight
        XCTAssertTrue(harness.container.isAnimating)
        XCTAssertGreaterThan(abs(displayed - 633), 20, "still well short of the target")

        harness.pan.gestureBegan(startingLocation: CGPoint(x: 100, y: 844 - displayed + 10), translation: .zero)
        XCTAssertFalse(harness.container.isAnimating, "the grab stops the spring where it is")
        XCTAssertClose(harness.container.translationHeight, displayed, accuracy: 1e-9)
        harness.pan.gestureChanged(translation: CGPoint(x: 0, y: 10))
        XCTAssertClose(harness.container.translationHeight, displayed - 10, accuracy: 1e-9)
        XCTAssertClose(harness.container.displayedTranslationHeight, displayed - 10, accuracy: 1e-9)
        XCTAssertFalse(harness.delegate.log.contains("didMove:2"), "the interrupted move never arrives")
    }

    func testReferenceGrabMidAnimationStartsFromTheModelHeight() {
        let harness = makeHarness(.reference)
        harness.drag(offsets: [0, -100], velocity: -2000)
        for _ in 0..<6 { harness.container.tick(1.0 / 120) }
        let displayed = harness.container.displayedTranslationHeight
        harness.pan.gestureBegan(startingLocation: CGPoint(x: 100, y: 844 - displayed + 10), translation: .zero)
        harness.pan.gestureChanged(translation: CGPoint(x: 0, y: 10))
        XCTAssertClose(harness.container.translationHeight, 623, accuracy: 1e-9, "633 − 10: from the model height")
        XCTAssertTrue(harness.container.isAnimating, "the old animation blends on")
    }

    /// A scripted session: a drag past the top, a release, a grab mid-flight and a flick, sampled at 120 Hz.
    private func session(_ harness: Harness) -> (heights: [CGFloat], log: [String]) {
        var samples: [CGFloat] = []
        dragOnScreen(harness, offsets: [0, -100, -300, -500], velocity: 800)
        for _ in 0..<24 {
            harness.container.tick(1.0 / 120)
            samples.append(harness.container.displayedTranslationHeight)
        }
        dragOnScreen(harness, offsets: [0, 30, 60], velocity: -1500)
        for _ in 0..<96 {
            harness.container.tick(1.0 / 120)
            samples.append(harness.container.displayedTranslationHeight)
        }
        return (samples, harness.delegate.log)
    }

    func testReferencePresetMatchesTheDefaultsExactly() {
        let plain = session(makeHarness(nil))
        let preset = session(makeHarness(.reference))
        XCTAssertEqual(plain.heights, preset.heights)
        XCTAssertEqual(plain.log, preset.log)
        XCTAssertTrue(plain.heights.contains { $0 > 633 }, "the session rubber-bands past the top")
        XCTAssertNotEqual(session(makeHarness(.fluid)).heights, plain.heights, "a different preset does differ")
    }

    func testPulleyLeavesTheStartNotchAfter20Points() {
        let harness = makeHarness(.pulley)
        harness.container.moveOverlay(toNotchAt: 1, animated: false)
        harness.container.layoutIfNeeded()
        harness.drag(offsets: [0, -25], velocity: 0)
        harness.container.layoutIfNeeded()
        // 447 is nearest to 422, the start notch, but 25 > 20 pt moved up → 633.
        XCTAssertEqual(harness.container.lastReachedNotchIndex, 2)
        // The UIView-like spring lasts 0.3 s.
        harness.run(seconds: 0.29, hz: 100)
        XCTAssertTrue(harness.container.isAnimating)
        harness.run(seconds: 0.01, hz: 100)
        XCTAssertFalse(harness.container.isAnimating)
        XCTAssertClose(harness.container.displayedTranslationHeight, 633, accuracy: 0)

        // 15 pt down from 633: back to 633.
        harness.drag(offsets: [0, 15], velocity: 0)
        harness.container.layoutIfNeeded()
        XCTAssertEqual(harness.container.lastReachedNotchIndex, 2)
    }

    func testSheetRubberBandsThroughTheContainer() {
        let harness = makeHarness(.sheet)
        // From 211 up by 522: t = 733, 100 past the top → 633 + 51.63.
        harness.pan.gestureBegan(startingLocation: CGPoint(x: 100, y: 844 - 211 + 10), translation: .zero)
        harness.pan.gestureChanged(translation: CGPoint(x: 0, y: -522))
        XCTAssertClose(harness.container.translationHeight, 684.63, accuracy: 0.01)
    }

    func testHardClampPresetsDoNotRubberBand() {
        for name in [OverlayBehaviorPresetName.floatingPanel, .pulley] {
            let function = OverlayBehaviorPreset.named(name).makeTranslationFunction(availableSpace: 844)
            XCTAssertEqual(
                function.overlayTranslationHeight(using: TranslationParameters(minimumHeight: 211, maximumHeight: 633, translation: 900)),
                633, "\(name)")
            XCTAssertEqual(
                function.overlayTranslationHeight(using: TranslationParameters(minimumHeight: 211, maximumHeight: 633, translation: 100)),
                211, "\(name)")
        }
        // The reference's logarithmic band for comparison: 633·(1 + 0.5·log10(900/633)) = 681.37.
        let reference = OverlayBehaviorPreset.named(.reference).makeTranslationFunction(availableSpace: 844)
        XCTAssertClose(
            reference.overlayTranslationHeight(using: TranslationParameters(minimumHeight: 211, maximumHeight: 633, translation: 900)),
            681.37, accuracy: 0.005)
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
        let fluid =
            OverlayBehaviorPreset.named(.fluid).makeAnimationController(style: .rigid) as? SpringOverlayTranslationAnimationController
        XCTAssertEqual(fluid?.handsOffVelocity, true)
        XCTAssertEqual(fluid?.response, 0.3)
        XCTAssertEqual(fluid?.damping, 0.9, "the rigid style's damping")
        let reference =
            OverlayBehaviorPreset.named(.reference).makeAnimationController(style: .flexibleHeight)
            as? SpringOverlayTranslationAnimationController
        XCTAssertEqual(reference?.handsOffVelocity, false)
        XCTAssertEqual(reference?.damping, 0.7)
    }
}
