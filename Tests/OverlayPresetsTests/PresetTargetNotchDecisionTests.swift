import OverlayPhysics
import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayPresets
@testable import OverlayUIKit

/// Each preset's target choice on hand-computed tables. Notches are H/4, H/2, 3H/4 of H = 844: 211, 422, 633
/// (indexes 0, 1, 2). Velocities are window y velocities (negative = up = a growing height).
final class PresetTargetNotchDecisionTests: XCTestCase {
    private let notches: [CGFloat] = [211, 422, 633]

    private struct Case {
        let height: CGFloat
        let velocity: CGFloat
        var start: CGFloat? = nil
        let expected: Int
        let why: String
    }

    private func check(_ name: OverlayBehaviorPresetName, _ cases: [Case], file: StaticString = #filePath, line: UInt = #line) {
        for c in cases {
            let got = targetNotchIndex(
                preset: .named(name), releaseHeight: c.height, releaseVelocity: c.velocity,
                notchHeights: notches, dragStartHeight: c.start
            )
            XCTAssertEqual(
                got, c.expected, "\(name) h=\(c.height) v=\(c.velocity) start=\(String(describing: c.start)): \(c.why)", file: file,
                line: line)
        }
    }

    func testReference() {
        // RushingForward: p = h + 0.1·(−v); nearest, or above 400 pt/s the one of the two nearest in the direction.
        check(
            .reference,
            [
                Case(height: 300, velocity: 0, expected: 0, why: "p 300: 211 is 89 away, 422 is 122"),
                Case(height: 300, velocity: -300, expected: 1, why: "p 330: 422 is 92 away, 211 is 119; slow"),
                Case(height: 300, velocity: -500, expected: 1, why: "p 350: two nearest 422, 211; up → 422"),
                Case(height: 500, velocity: -200, expected: 1, why: "p 520: 422 is 98 away, 633 is 113; slow"),
                Case(height: 500, velocity: -500, expected: 2, why: "p 550: two nearest 633, 422; up → 633"),
                Case(height: 500, velocity: 500, expected: 1, why: "p 450: two nearest 422, 633; down → 422"),
                Case(height: 600, velocity: 3000, expected: 0, why: "p 300: two nearest 211, 422; down → 211 (skips 422)"),
                Case(height: 316.5, velocity: 0, expected: 0, why: "tie 105.5/105.5 → lower"),
            ])
    }

    /// The fluid and sheet tables: p = h + 0.499·(−v) (rate 0.998), nearest (ties → lower).
    private var projectionTable: [Case] {
        [
            Case(height: 300, velocity: 0, expected: 0, why: "p 300 → 211"),
            Case(height: 280, velocity: -300, expected: 1, why: "p 429.7 → 422"),
            Case(height: 300, velocity: -1000, expected: 2, why: "p 799 → 633 (skips 422)"),
            Case(height: 500, velocity: -200, expected: 2, why: "p 599.8: 633 is 33.2 away (reference: 422)"),
            Case(height: 600, velocity: 500, expected: 1, why: "p 350.5: 422 is 71.5 away, 211 is 139.5"),
            Case(height: 600, velocity: 3000, expected: 0, why: "p −897 → 211"),
            Case(height: 527.5, velocity: 0, expected: 1, why: "tie 105.5/105.5 → lower"),
        ]
    }

    func testFluid() {
        check(.fluid, projectionTable)
    }

    func testSheet() {
        check(.sheet, projectionTable)
    }

    func testFloatingPanel() {
        // p = h + 0.499·(−v), trimmed to [from, to]; commit to `to` when the trimmed p covers > 0.5 of the segment.
        check(
            .floatingPanel,
            [
                Case(height: 300, velocity: 0, expected: 0, why: "no velocity: nearest"),
                Case(height: 300, velocity: -1000, expected: 1, why: "up from 211 to 422, p 799 trimmed to 422 (no skip)"),
                Case(height: 422, velocity: -1000, expected: 2, why: "up from 422 to 633, p 921 trimmed to 633"),
                Case(height: 422, velocity: -200, expected: 1, why: "p 521.8: progress 99.8/211 = 0.473"),
                Case(height: 422, velocity: -250, expected: 2, why: "p 546.75: progress 124.75/211 = 0.591"),
                Case(height: 600, velocity: 100, expected: 2, why: "down from 633 to 422, p 550.1: progress 82.9/211 = 0.393"),
                Case(height: 500, velocity: 100, expected: 1, why: "down from 633 to 422, p 450.1: progress 182.9/211 = 0.867"),
                Case(height: 633, velocity: 3000, expected: 1, why: "down from 633, p −864 trimmed to 422 (no skip)"),
                Case(height: 211, velocity: 3000, expected: 0, why: "down from the lowest notch: nowhere to go"),
                Case(height: 700, velocity: 500, expected: 1, why: "above all: from 633 to 422, p 450.5: progress 0.865"),
                Case(height: 316.5, velocity: 0, expected: 0, why: "tie → lower"),
            ])
    }

    func testPulley() {
        // p = h + 0.099·(−v) (rate 0.99), nearest; if that is the start notch and |h − start| > 20, one more.
        check(
            .pulley,
            [
                Case(height: 300, velocity: -1000, expected: 1, why: "no start: p 399 → 422"),
                Case(height: 280, velocity: -300, expected: 0, why: "no start: p 309.7 → 211 (fluid: 422)"),
                Case(height: 430, velocity: 0, start: 422, expected: 1, why: "moved 8 ≤ 20"),
                Case(height: 442, velocity: 0, start: 422, expected: 1, why: "moved exactly 20, not more"),
                Case(height: 443, velocity: 0, start: 422, expected: 2, why: "moved 21 up → next up"),
                Case(height: 402, velocity: 0, start: 422, expected: 1, why: "moved exactly 20 down"),
                Case(height: 401, velocity: 0, start: 422, expected: 0, why: "moved 21 down → next down"),
                Case(height: 530, velocity: -1000, start: 422, expected: 2, why: "p 629 → 633, not the start notch"),
                Case(height: 600, velocity: 0, start: 633, expected: 1, why: "nearest 633 = start, moved 33 down"),
                Case(height: 300, velocity: 500, start: 211, expected: 1, why: "p 250.5 → 211 = start, moved 89 up → 422"),
                Case(height: 658, velocity: 0, start: 633, expected: 2, why: "moved 25 up from the top: nothing above"),
            ])
    }

    func testPulleyStartHeightIsConsumedAndFedByDragStart() {
        let policy = PulleyTargetNotchPolicy()
        policy.startHeight = 422
        let context = PresetDecisionContext(
            overlayViewController: ViewController(), velocity: .zero, overlayTranslationHeight: 443,
            heights: notches, reachableIndexes: [0, 1, 2]
        )
        XCTAssertEqual(policy.targetNotchIndex(using: context), 2, "moved 21 from 422")
        XCTAssertNil(policy.startHeight)
        XCTAssertEqual(policy.targetNotchIndex(using: context), 1, "no start any more: nearest to 443 is 422")
    }

    func testUnreachableNotchesAreSkippedByEveryPreset() {
        // Only 211 and 633 reachable; h 400, no velocity: 211 is 189 away, 633 is 233 → 211 for all.
        for name in OverlayBehaviorPresetName.allCases {
            let got = targetNotchIndex(
                preset: .named(name), releaseHeight: 400, releaseVelocity: 0,
                notchHeights: notches, reachable: [0, 2])
            XCTAssertEqual(got, 0, "\(name)")
        }
        // FloatingPanel from 211 up with reachable [0, 2]: the adjacent segment is 211 → 633, p 300+499 trimmed
        // to 633 → 2.
        XCTAssertEqual(
            targetNotchIndex(
                preset: .named(.floatingPanel), releaseHeight: 300, releaseVelocity: -1000,
                notchHeights: notches, reachable: [0, 2]), 2)
    }
}
