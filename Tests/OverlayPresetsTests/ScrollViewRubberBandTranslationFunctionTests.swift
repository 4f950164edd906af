import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayPresets

/// UIScrollView's rubber band as the sheet preset's translation function (<doc:BehaviorPresets>).
final class ScrollViewRubberBandTranslationFunctionTests: XCTestCase {
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
}
