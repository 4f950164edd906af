/// The outcome of comparing a rendered image with its expected (golden) image.
public struct ImageComparisonResult: Sendable {
    /// Whether both images have the same width and height.
    public var sizesMatch: Bool
    /// Pixels where some channel differs by more than the tolerance (every pixel when the sizes differ).
    public var differingPixels: Int
    /// Pixels compared (the larger of the two images when the sizes differ).
    public var totalPixels: Int
    /// The largest difference in any channel of any pixel (255 when the sizes differ).
    public var maximumChannelDifference: Int
    /// Whether the sizes match and at most the allowed fraction of pixels differ.
    public var passed: Bool
    /// The compared images and tolerance, kept for `diffImage()`.
    public var actual: RGBAImage
    public var expected: RGBAImage
    public var channelTolerance: Int

    /// A picture of the differences: the expected image in faded grey, pixels beyond the tolerance in red, pixels
    /// within the tolerance but not identical in yellow.
    public func diffImage() -> RGBAImage {
        let width = max(actual.width, expected.width), height = max(actual.height, expected.height)
        var diff = RGBAImage(width: width, height: height, red: 255, green: 0, blue: 0, alpha: 255)
        for y in 0..<height {
            for x in 0..<width {
                guard x < expected.width, y < expected.height else { continue }
                let e = expected.pixel(x: x, y: y)
                guard x < actual.width, y < actual.height else { continue }
                let a = actual.pixel(x: x, y: y)
                let difference = ImageComparison.channelDifference(a, e)
                if difference > channelTolerance {
                    diff.setPixel(x: x, y: y, (255, 0, 0, 255))
                } else if difference > 0 {
                    diff.setPixel(x: x, y: y, (255, 255, 0, 255))
                } else {
                    // Luminance over white, faded 70 % towards white so red and yellow stand out.
                    let alpha = Double(e.a) / 255
                    let luma = (0.299 * Double(e.r) + 0.587 * Double(e.g) + 0.114 * Double(e.b)) * alpha + 255 * (1 - alpha)
                    let grey = UInt8((255 - (255 - luma) * 0.3).rounded())
                    diff.setPixel(x: x, y: y, (grey, grey, grey, 255))
                }
            }
        }
        return diff
    }
}

/// Pixel comparison of rendered images against goldens, with a per-channel tolerance and an allowed fraction of
/// differing pixels (<doc:GoldenImages>: exact by default on one SDL build, tolerant across versions).
public struct ImageComparison {
    /// Compares `actual` with `expected`: a pixel differs when any channel differs by more than
    /// `channelTolerance`; the comparison passes when the sizes match and at most `maximumDifferingFraction` of
    /// the pixels differ.
    public static func compare(
        _ actual: RGBAImage, _ expected: RGBAImage, channelTolerance: Int = 2,
        maximumDifferingFraction: Double = 0.001
    ) -> ImageComparisonResult {
        let tolerance = max(0, channelTolerance)
        guard actual.width == expected.width, actual.height == expected.height else {
            let total = max(actual.width * actual.height, expected.width * expected.height)
            return ImageComparisonResult(
                sizesMatch: false, differingPixels: total, totalPixels: total,
                maximumChannelDifference: 255, passed: false, actual: actual,
                expected: expected, channelTolerance: tolerance)
        }
        let (differing, maximum) = differences(actual.pixels, expected.pixels, tolerance: tolerance)
        let total = actual.width * actual.height
        let allowed = maximumDifferingFraction.isFinite ? max(0, maximumDifferingFraction) : 0
        let passed = Double(differing) <= allowed * Double(total)
        return ImageComparisonResult(
            sizesMatch: true, differingPixels: differing, totalPixels: total,
            maximumChannelDifference: maximum, passed: passed, actual: actual,
            expected: expected, channelTolerance: tolerance)
    }

    /// The pixels of two equally long RGBA buffers whose largest channel difference exceeds `tolerance`, and the
    /// largest channel difference. Two pixels (8 bytes) are compared at once and looked into only when they
    /// differ: in a passing check nearly all are equal, so this runs at about the speed of a memory compare.
    static func differences(_ actual: [UInt8], _ expected: [UInt8], tolerance: Int) -> (differing: Int, maximum: Int) {
        var differing = 0, maximum = 0
        actual.withUnsafeBytes { a in
            expected.withUnsafeBytes { e in
                let count = min(a.count, e.count)
                func pixel(at i: Int) {
                    var pixelMaximum = 0
                    for c in 0..<4 {
                        pixelMaximum = max(pixelMaximum, abs(Int(a[i + c]) - Int(e[i + c])))
                    }
                    if pixelMaximum > tolerance { differing += 1 }
                    maximum = max(maximum, pixelMaximum)
                }
                var i = 0
                while i + 8 <= count {
                    if a.loadUnaligned(fromByteOffset: i, as: UInt64.self) != e.loadUnaligned(fromByteOffset: i, as: UInt64.self) {
                        pixel(at: i)
                        pixel(at: i + 4)
                    }
                    i += 8
                }
                while i + 4 <= count {
                    pixel(at: i)
                    i += 4
                }
            }
        }
        return (differing, maximum)
    }

    static func channelDifference(
        _ a: (r: UInt8, g: UInt8, b: UInt8, a: UInt8),
        _ b: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)
    ) -> Int {
        max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
    }
}
