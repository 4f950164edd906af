import OverlayFiles
import OverlayRender

/// The image comparison of one case: the run's settings with the case file's own tolerance and budget.
///
/// A case that gives `maxDiffPixels` alone is held to that count (the run's fraction no longer applies); one that
/// gives `maxDiffFraction` is held to that fraction; one that gives both must keep within both.
struct CaseComparison {
    var channelTolerance: Int
    /// The largest fraction of differing pixels, nil for no fraction limit.
    var maximumDifferingFraction: Double?
    /// The largest count of differing pixels, nil for no count limit.
    var maximumDifferingPixels: Int?

    init(settings: CheckSettings, options: CheckCaseOptions) {
        channelTolerance = options.tolerance ?? settings.channelTolerance
        maximumDifferingPixels = options.maximumDifferingPixels
        maximumDifferingFraction =
            options.maximumDifferingFraction ?? (options.maximumDifferingPixels == nil ? settings.maximumDifferingFraction : nil)
    }

    /// Compares `actual` with `expected` within this case's limits.
    func compare(_ actual: RGBAImage, _ expected: RGBAImage) -> ImageComparisonResult {
        var result = ImageComparison.compare(
            actual, expected, channelTolerance: channelTolerance, maximumDifferingFraction: maximumDifferingFraction ?? 1)
        if let maximumDifferingPixels, result.differingPixels > maximumDifferingPixels { result.passed = false }
        return result
    }

    /// What was allowed, for messages: `allowed 0.100 %`, `allowed 40 pixels`, or both.
    var allowance: String {
        var parts: [String] = []
        if let maximumDifferingFraction { parts.append(String(format: "%.3f %%", maximumDifferingFraction * 100)) }
        if let maximumDifferingPixels { parts.append("\(maximumDifferingPixels) pixels") }
        return "allowed " + parts.joined(separator: " and ")
    }
}
