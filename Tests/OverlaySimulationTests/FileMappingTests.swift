import Foundation
import OverlayContainer
import OverlayFiles
import OverlayPhysics
import OverlayPresets
import OverlaySimulation
import XCTest

/// The file formats' plain values and the behaviour they stand for (Sources/OverlayScenes/FileMapping).
final class FileMappingTests: XCTestCase {
    /// Files name styles and presets as the container and the presets do, in the same order (the order error
    /// messages list them in), and the mapping goes back and forth.
    func testNamesMatchTheBehaviourTheyStandFor() {
        let styles = OverlayContainerViewController.OverlayStyle.allCases
        XCTAssertEqual(OverlayStyleName.allCases.map(\.overlayStyle), styles)
        XCTAssertEqual(OverlayStyleName.allCases.map(\.rawValue), styles.map(\.rawValue))
        XCTAssertEqual(styles.map(OverlayStyleName.init), OverlayStyleName.allCases)

        let presets = OverlayBehaviorPresetName.allCases
        XCTAssertEqual(PresetName.allCases.map(\.behaviorPresetName), presets)
        XCTAssertEqual(PresetName.allCases.map(\.rawValue), presets.map(\.rawValue))
        XCTAssertEqual(presets.map(PresetName.init), PresetName.allCases)
    }

    func testSpecsBuildObjectsWithTheirParameters() {
        let function = TranslationFunctionSpec.rubberBand(
            factor: 0.7, bouncesAtMaximumHeight: false, bouncesAtMinimumHeight: true
        ).makeTranslationFunction()
        XCTAssertEqual(function.factor, 0.7)
        XCTAssertFalse(function.bouncesAtMaximumHeight)
        XCTAssertTrue(function.bouncesAtMinimumHeight)
        let clamp = TranslationFunctionSpec.clamp.makeTranslationFunction()
        XCTAssertFalse(clamp.bouncesAtMaximumHeight || clamp.bouncesAtMinimumHeight)

        let policy = TargetPolicySpec.rushingForward(minimumVelocity: 250, minimumDuration: 0.2).makeTargetNotchPolicy()
        XCTAssertEqual(policy.minimumVelocity, 250)
        XCTAssertEqual(policy.minimumDuration, 0.2)

        let spring = AnimationSpec.default.makeAnimationController(style: .rigid) as? SpringOverlayTranslationAnimationController
        XCTAssertEqual(spring?.damping, 0.9, "without damping the style decides")
        XCTAssertEqual(spring?.response, 0.3)

        XCTAssertEqual(NotchHeight.points(120).height(availableSpace: 800), 120)
        XCTAssertEqual(NotchHeight.fraction(0.25).height(availableSpace: 800), 200)
        XCTAssertEqual(NotchHeight.belowTop(100).height(availableSpace: 800), 700)
        XCTAssertEqual(TimingCurveName.allCases.map(\.timingCurve), [.linear, .easeIn, .easeOut, .easeInOut])
    }
}
