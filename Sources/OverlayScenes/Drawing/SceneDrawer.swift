import Foundation
import OverlayCore
import OverlayDrawing

/// Turns a simulation's state into a draw list: the map, the overlay card with its shadow and grabber, the header
/// with its title and search field, the visible rows, the scroll indicator, and the HUD when asked for.
///
/// Only the rows that intersect the visible part of the table are drawn, so a table of a million rows costs the
/// same as one of a hundred. The drawer keeps a little state between frames (when the list last moved, for the
/// scroll indicator's fade), so call `observe(_:)` after every step even when nothing is drawn.
public final class SceneDrawer {
    /// What the HUD shows besides the notch lines: one line of text each.
    public struct HUD: Sendable {
        public var lines: [String]
        public init(lines: [String]) {
            self.lines = lines
        }
    }

    /// Seconds the scroll indicator stays after the list stops, then seconds it takes to fade.
    static let indicatorHold = 0.35, indicatorFade = 0.25

    private var lastOffset: CGFloat?
    private var lastScrollTime = -Double.infinity

    /// Creates a drawer.
    public init() {}

    /// Notes what moved during the last step (the scroll indicator shows while the list moves).
    public func observe(_ simulation: Simulation) {
        guard let table = simulation.scene.content.table else { return }
        let offset = table.contentOffset.y
        if offset != lastOffset || table.isTracking || table.isDecelerating {
            if lastOffset != nil { lastScrollTime = simulation.currentTime }
            lastOffset = offset
        }
    }

    /// Fills `list` (reset first, storage kept) with the frame for the simulation's current state.
    public func draw(_ simulation: Simulation, scale: Double, hud: HUD? = nil, into list: inout DrawList) {
        observe(simulation)
        let scene = simulation.scene
        let size = scene.window.bounds.size
        let width = Double(size.width), height = Double(size.height)
        list.reset(width: width, height: height, scale: scale, background: Palette.land)
        list.append(MapDrawing.layer(width: width, height: height))
        drawOverlay(scene, time: simulation.currentTime, into: &list)
        if let hud = hud { drawHUD(hud, scene: scene, into: &list) }
    }

    /// A fresh draw list for the current state (allocates; the window reuses one list instead).
    public func drawList(_ simulation: Simulation, scale: Double, hud: HUD? = nil) -> DrawList {
        var list = DrawList(width: 0, height: 0, scale: scale)
        draw(simulation, scale: scale, hud: hud, into: &list)
        return list
    }

    // MARK: - The overlay

    private func drawOverlay(_ scene: Scene, time: Double, into list: inout DrawList) {
        let content = scene.content
        guard scene.container.translationView.frame.height > 0 || content.view.frame.height > 0 else { return }
        let card = rect(content.view.frameInWindow)
        guard !card.isEmpty else { return }
        list.append(.shadow(card, .top(12), color: Palette.shadow, radius: 3, dx: 0, dy: 1))
        list.append(.roundedRect(card, .top(12), Palette.card))
        list.append(.pushClip(card))
        if let table = content.table { drawRows(table, card: card, time: time, hairline: 1 / max(list.scale, 1), into: &list) }
        if let header = content.header { drawHeader(rect(header.frameInWindow), scene: scene, into: &list) }
        list.append(.roundedRect(DrawRect(x: card.x + card.width / 2 - 18, y: card.y + 6, width: 36, height: 5),
                                 CornerRadii(all: 2.5), Palette.grabber))
        list.append(.popClip)
    }

    private func drawHeader(_ header: DrawRect, scene: Scene, into list: inout DrawList) {
        list.append(.fill(header, Palette.card))
        list.append(.text(scene.scenario.name.capitalized, origin: DrawPoint(x: header.x + 16, y: header.y + 24), size: 20,
                          face: .bold, color: Palette.title, alignment: .left, maxWidth: 110))
        let fieldX = header.x + 136
        let field = DrawRect(x: fieldX, y: header.y + 20, width: max(0, header.maxX - 16 - fieldX), height: 36)
        guard field.width > 40 else { return }
        list.append(.roundedRect(field, CornerRadii(all: 10), Palette.searchField))
        // A magnifier: a ring and a handle.
        let center = DrawPoint(x: field.x + 17, y: field.y + 16.5)
        list.append(.circle(center: center, radius: 6.5, color: Palette.placeholder))
        list.append(.circle(center: center, radius: 4.8, color: Palette.searchField))
        list.append(.line(from: DrawPoint(x: center.x + 4.5, y: center.y + 4.5), to: DrawPoint(x: center.x + 8.5, y: center.y + 8.5),
                          width: 2, color: Palette.placeholder))
        list.append(.text("Search Maps", origin: DrawPoint(x: field.x + 32, y: field.y + 8), size: 17, face: .regular,
                          color: Palette.placeholder, alignment: .left, maxWidth: field.width - 40))
    }

    private static let places = ["Coffee", "Bakery", "Parking", "Gas Station", "Pharmacy", "Grocery", "Library",
                                 "Museum", "Park", "Restaurant", "Hotel", "Bookstore", "Gym", "Cinema", "Market"]

    private func drawRows(_ table: TableView, card: DrawRect, time: Double, hairline: Double, into list: inout DrawList) {
        let frame = rect(table.frameInWindow)
        let visible = frame.intersection(card)
        guard !visible.isEmpty else { return }
        list.append(.pushClip(visible))
        let rowHeight = Double(table.rowHeight)
        let offset = Double(table.contentOffset.y)
        for row in table.visibleRows {
            let top = frame.y + Double(row) * rowHeight - offset
            let name = SceneDrawer.places[row % SceneDrawer.places.count]
            list.append(.text("\(name) \(row + 1)", origin: DrawPoint(x: frame.x + 16, y: top + 11), size: 17, face: .regular,
                              color: Palette.rowText, alignment: .left, maxWidth: frame.width - 96))
            list.append(.text("\((row * 37) % 90 / 10 + 1).\(row % 10) km", origin: DrawPoint(x: frame.maxX - 16, y: top + 13),
                              size: 15, face: .regular, color: Palette.rowDetail, alignment: .right, maxWidth: nil))
            // A one-pixel separator whatever the scale, like UIKit's hairlines.
            list.append(.fill(DrawRect(x: frame.x + 16, y: top + rowHeight - hairline, width: frame.width - 16, height: hairline), Palette.separator))
        }
        list.append(.popClip)
        let opacity = indicatorOpacity(table, time: time)
        let contentHeight = Double(table.contentSize.height)
        if opacity > 0, contentHeight > visible.height, visible.height > 0 {
            let length = max(36, visible.height * visible.height / contentHeight)
            let maximumOffset = Double(table.maximumContentOffsetY - table.minimumContentOffsetY)
            let progress = maximumOffset > 0 ? min(max((offset - Double(table.minimumContentOffsetY)) / maximumOffset, 0), 1) : 0
            let y = visible.y + 2 + (visible.height - 4 - length) * progress
            list.append(.roundedRect(DrawRect(x: visible.maxX - 6, y: y, width: 3, height: length), CornerRadii(all: 1.5),
                                     Palette.indicator.withOpacity(opacity)))
        }
    }

    /// 1 while the list moves, then held and faded out.
    private func indicatorOpacity(_ table: TableView, time: Double) -> Double {
        if table.isTracking || table.isDecelerating { return 1 }
        let since = time - lastScrollTime
        if since <= SceneDrawer.indicatorHold { return 1 }
        return max(0, 1 - (since - SceneDrawer.indicatorHold) / SceneDrawer.indicatorFade)
    }

    // MARK: - HUD

    private func drawHUD(_ hud: HUD, scene: Scene, into list: inout DrawList) {
        let height = Double(scene.window.bounds.height), width = Double(scene.window.bounds.width)
        for index in 0..<scene.container.numberOfNotches {
            let y = height - Double(scene.container.heightForNotch(at: index))
            list.append(.line(from: DrawPoint(x: 0, y: y), to: DrawPoint(x: width, y: y), width: 1, color: Palette.hudNotch))
            list.append(.text("notch \(index)", origin: DrawPoint(x: width - 6, y: y - 15), size: 11, face: .monospaced,
                              color: Palette.hudNotch, alignment: .right, maxWidth: nil))
        }
        let lineHeight = 16.0
        let panel = DrawRect(x: 8, y: 8, width: min(width - 16, 300), height: Double(hud.lines.count) * lineHeight + 12)
        list.append(.roundedRect(panel, CornerRadii(all: 8), Palette.hudPanel))
        for (index, line) in hud.lines.enumerated() {
            list.append(.text(line, origin: DrawPoint(x: panel.x + 8, y: panel.y + 6 + Double(index) * lineHeight), size: 12,
                              face: .monospaced, color: Palette.hudText, alignment: .left, maxWidth: panel.width - 16))
        }
    }

    private func rect(_ r: CGRect) -> DrawRect {
        DrawRect(x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width), height: Double(r.size.height))
    }
}
