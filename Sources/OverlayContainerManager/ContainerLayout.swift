import Foundation
import OverlayUIKit

/// Where the views of a container go: frames in the container's coordinates, per display type.
///
/// - stacking: each view is placed in the inset area at its own alignment.
/// - horizontal / vertical: the views form one row / column, `spacing` apart, in the given order; the whole
///   block is placed in the inset area at the container's alignment, and each view is aligned across the
///   stack axis within the block (top/center/bottom for a row, leading/center/trailing for a column).
public enum ContainerLayout {
    /// The frames of views of `sizes` (with per-view `alignments`, used when stacking) in a container of
    /// `bounds`, in the same order.
    public static func frames(
        sizes: [CGSize],
        alignments: [ContainerAlignment],
        in bounds: CGRect,
        configuration: ContainerConfiguration
    ) -> [CGRect] {
        let insets = configuration.insets
        let area = CGRect(
            x: bounds.minX + insets.left,
            y: bounds.minY + insets.top,
            width: bounds.width - insets.left - insets.right,
            height: bounds.height - insets.top - insets.bottom
        )
        let spacing = configuration.spacing
        let alignment = configuration.alignment
        switch configuration.displayType {
        case .stacking:
            return zip(sizes, alignments).map { size, alignment in
                CGRect(origin: alignment.origin(of: size, in: area), size: size)
            }
        case .horizontal:
            let block = CGSize(
                width: sizes.map(\.width).reduce(0, +) + spacing * CGFloat(max(0, sizes.count - 1)),
                height: sizes.map(\.height).max() ?? 0)
            let blockOrigin = alignment.origin(of: block, in: area)
            var x = blockOrigin.x
            return sizes.map { size in
                let y = ContainerAlignment.offset(
                    vertical: alignment.vertical, length: size.height,
                    in: blockOrigin.y, block.height)
                defer { x += size.width + spacing }
                return CGRect(x: x, y: y, width: size.width, height: size.height)
            }
        case .vertical:
            let block = CGSize(
                width: sizes.map(\.width).max() ?? 0,
                height: sizes.map(\.height).reduce(0, +) + spacing * CGFloat(max(0, sizes.count - 1)))
            let blockOrigin = alignment.origin(of: block, in: area)
            var y = blockOrigin.y
            return sizes.map { size in
                let x = ContainerAlignment.offset(
                    horizontal: alignment.horizontal, length: size.width,
                    in: blockOrigin.x, block.width)
                defer { y += size.height + spacing }
                return CGRect(x: x, y: y, width: size.width, height: size.height)
            }
        }
    }
}
