import OverlayContainerManager
import OverlayDrawing
import OverlayUIKit

/// The colours of OverlaySim's look: Apple Maps' calm search card.
enum Palette {
    static let land = DrawColor(hex: 0xF2EFE9)
    static let park = DrawColor(hex: 0xCDE8C4)
    static let water = DrawColor(hex: 0xAAD3F5)
    static let road = DrawColor(hex: 0xFFFFFF)
    static let roadCasing = DrawColor(hex: 0xD9D3C7)
    static let mapLabel = DrawColor(hex: 0x6E6A64)
    static let card = DrawColor(hex: 0xFFFFFF)
    static let grabber = DrawColor(hex: 0xC4C4C6)
    static let searchField = DrawColor(hex: 0xEEEEF0)
    static let placeholder = DrawColor(hex: 0x8E8E93)
    static let title = DrawColor(hex: 0x1C1C1E)
    static let rowText = DrawColor(hex: 0x1C1C1E)
    static let rowDetail = DrawColor(hex: 0x8E8E93)
    static let separator = DrawColor(hex: 0xE5E5EA)
    static let indicator = DrawColor(hex: 0x000000, opacity: 0.35)
    static let shadow = DrawColor(hex: 0x000000, opacity: 0.2)
    static let hudTrajectory = DrawColor(hex: 0x0A84FF)
}
