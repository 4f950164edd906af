import Foundation
import OverlayContainer
import OverlayFiles

/// A scenario file's `translationFunction` as the container's translation function.
extension TranslationFunctionSpec {
    /// A new rubber band with the file's parameters; `clamp` is a rubber band that bounces at neither end.
    public func makeTranslationFunction() -> RubberBandOverlayTranslationFunction {
        let function = RubberBandOverlayTranslationFunction()
        switch self {
        case let .rubberBand(factor, bouncesAtMaximumHeight, bouncesAtMinimumHeight):
            function.factor = CGFloat(factor)
            function.bouncesAtMaximumHeight = bouncesAtMaximumHeight
            function.bouncesAtMinimumHeight = bouncesAtMinimumHeight
        case .clamp:
            function.bouncesAtMaximumHeight = false
            function.bouncesAtMinimumHeight = false
        }
        return function
    }
}
