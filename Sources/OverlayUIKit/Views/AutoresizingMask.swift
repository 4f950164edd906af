import Foundation

/// Which of a view's margins and size follow its superview's size, as `UIView.AutoresizingMask`.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

extension View {
    /// UIKit's rule: on each axis the size change is shared among the flexible parts (leading margin, size,
    /// trailing margin) in proportion to their sizes (equally when they are all 0).
    func autoresizeSubviews(from oldSize: CGSize) {
        let size = frame.size
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            let old = subview.frame
            let (x, width) = View.share(
                size.width - oldSize.width, start: old.minX, length: old.width, end: oldSize.width - old.maxX,
                flexible: (
                    mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                    mask.contains(.flexibleRightMargin)
                ))
            let (y, height) = View.share(
                size.height - oldSize.height, start: old.minY, length: old.height, end: oldSize.height - old.maxY,
                flexible: (
                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                    mask.contains(.flexibleBottomMargin)
                ))
            subview.frame = CGRect(x: x, y: y, width: max(0, width), height: max(0, height))
        }
    }

    private static func share(
        _ delta: CGFloat, start: CGFloat, length: CGFloat, end: CGFloat,
        flexible: (Bool, Bool, Bool)
    ) -> (CGFloat, CGFloat) {
        let parts = [flexible.0 ? max(0, start) : nil, flexible.1 ? max(0, length) : nil, flexible.2 ? max(0, end) : nil]
        let count = parts.compactMap { $0 }.count
        guard count > 0, delta != 0 else { return (start, length) }
        let total = parts.compactMap { $0 }.reduce(0, +)
        func portion(_ part: CGFloat?) -> CGFloat {
            guard let part = part else { return 0 }
            return total > 0 ? delta * part / total : delta / CGFloat(count)
        }
        return (start + portion(parts[0]), length + portion(parts[1]))
    }
}
