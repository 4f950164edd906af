import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayDrawing
import OverlayFiles
import OverlayPhysics
import OverlayUIKit

/// Turns a simulation's state into a draw list by walking the view tree from the window: each view's shadow and
/// background (rounded corners included), then what it shows (the map, a table's visible rows and scroll
/// indicator, a label's text, a symbol, and whatever its `draw(in:)` draws), then its subviews, clipped where the
/// view clips; then the HUD.
///
/// Only the rows that intersect the visible part of a table are drawn, so a table of a million rows costs the same
/// as one of a hundred. The drawer keeps a little state between frames (when each list last moved, for the scroll
/// indicator's fade), so call `observe(_:)` after every step even when nothing is drawn.
public final class SceneDrawer {
    /// What the HUD shows besides the notch lines: one line of text each.
    public struct HUD: Sendable {
        /// The text, one entry per line.
        public var lines: [String]
        /// Where the text panel goes and its text size; nil: the top left at 12 pt.
        public var layout: HUDLayout?
        public init(lines: [String], layout: HUDLayout? = nil) {
            self.lines = lines
            self.layout = layout
        }
    }

    /// Seconds the scroll indicator stays after the list stops, then seconds it takes to fade.
    static let indicatorHold = 0.35, indicatorFade = 0.25

    private struct ListMotion {
        var offset: CGFloat
        var lastMoved: Double
    }

    private var lists: [ObjectIdentifier: ListMotion] = [:]
    private var hairline = 1.0
    /// The scale of the frame being drawn (the map's tiles are made for it).
    private var scale = 1.0
    /// The map's world tiles, built once each and shared by every map view drawn.
    private let mapTiles = MapTiles()
    /// What views' `draw(in:)` append to, reused from view to view.
    private let context = ViewDrawingContext(size: .zero)

    /// Whether to draw the touch overlay: each finger down as a translucent disc, with a short fading trail.
    public var showsTouches = false

    /// Creates a drawer.
    public init(showsTouches: Bool = false) {
        self.showsTouches = showsTouches
    }

    /// Notes which lists moved during the last step (a scroll indicator shows while its list moves).
    public func observe(_ simulation: Simulation) {
        let now = simulation.currentTime
        for table in simulation.tables {
            let key = ObjectIdentifier(table)
            let offset = table.contentOffset.y
            if var known = lists[key] {
                if offset != known.offset || table.isTracking || table.isDecelerating {
                    known.offset = offset
                    known.lastMoved = now
                    lists[key] = known
                }
            } else {
                lists[key] = ListMotion(offset: offset, lastMoved: -.infinity)
            }
        }
    }

    /// Fills `list` (reset first, storage kept) with the frame for the simulation's current state.
    public func draw(_ simulation: Simulation, scale: Double, hud: HUD? = nil, into list: inout DrawList) {
        observe(simulation)
        let window = simulation.window
        let size = window.bounds.size
        list.reset(width: Double(size.width), height: Double(size.height), scale: scale, background: Palette.land)
        hairline = 1 / max(scale, 1)
        self.scale = scale
        mapTiles.beginFrame()
        drawView(window, opacity: 1, time: simulation.currentTime, into: &list)
        if let hud = hud { drawHUD(hud, window: window, container: simulation.container, into: &list) }
        if showsTouches { TouchOverlayDrawing.append(simulation.touchTrails, at: simulation.currentTime, into: &list) }
    }

    /// A fresh draw list for the current state (allocates; the window reuses one list instead).
    public func drawList(_ simulation: Simulation, scale: Double, hud: HUD? = nil) -> DrawList {
        var list = DrawList(width: 0, height: 0, scale: scale)
        draw(simulation, scale: scale, hud: hud, into: &list)
        return list
    }

    // MARK: - The view tree

    /// Draws what is on screen: the views' presentation values (their model values plus the running animations'
    /// offsets), through their transforms.
    private func drawView(_ view: View, opacity: Double, time: Double, into list: inout DrawList) {
        guard !view.isHidden else { return }
        let alpha = opacity * Double(view.presentationAlpha)
        guard alpha > 0.001 else { return }
        let rect = SceneDrawer.rect(view.frameInWindow)
        let shown = view.presentationCornerRadii
        let radii = CornerRadii(
            topLeft: Double(shown.topLeft), topRight: Double(shown.topRight),
            bottomRight: Double(shown.bottomRight), bottomLeft: Double(shown.bottomLeft))
        if let shadow = view.shadow, !rect.isEmpty {
            list.append(
                .shadow(
                    rect, radii, color: SceneDrawer.color(shadow.color, alpha), radius: Double(shadow.radius),
                    dx: Double(shadow.offset.width), dy: Double(shadow.offset.height)))
        }
        if let background = view.presentationBackgroundColor, !rect.isEmpty {
            let color = SceneDrawer.color(background, alpha)
            list.append(radii == .zero ? .fill(rect, color) : .roundedRect(rect, radii, color))
        }
        switch view {
        case let map as MapView:
            drawMap(map, rect: rect, into: &list)
        case let table as TableView:
            drawRows(table, rect: rect, opacity: alpha, time: time, into: &list)
        case let label as Label:
            drawLabel(label, rect: rect, opacity: alpha, into: &list)
        case let symbol as SymbolView:
            drawSymbol(symbol, rect: rect, opacity: alpha, into: &list)
        default:
            break
        }
        drawOwnContent(of: view, rect: rect, opacity: alpha, into: &list)
        guard !view.subviews.isEmpty else { return }
        if view.clipsToBounds { list.append(.pushClip(rect)) }
        for subview in view.subviews { drawView(subview, opacity: alpha, time: time, into: &list) }
        if view.clipsToBounds { list.append(.popClip) }
    }

    /// What the view's `draw(in:)` appends, moved to the view's place, clipped to it and faded with its alpha.
    private func drawOwnContent(of view: View, rect: DrawRect, opacity: Double, into list: inout DrawList) {
        context.reset(size: view.bounds.size)
        view.draw(in: context)
        guard !context.commands.isEmpty, !rect.isEmpty else { return }
        list.append(.pushClip(rect))
        for command in context.commands {
            list.append(command.offsetBy(dx: rect.x, dy: rect.y).withOpacity(opacity))
        }
        list.append(.popClip)
    }

    /// The map: the world tiles the view covers, panned by the view's offset, clipped to the view.
    private func drawMap(_ map: MapView, rect: DrawRect, into list: inout DrawList) {
        guard !rect.isEmpty else { return }
        list.append(.pushClip(rect))
        mapTiles.append(viewport: rect, offset: map.mapOffset, scale: scale, into: &list)
        list.append(.popClip)
    }

    private func drawRows(_ table: TableView, rect: DrawRect, opacity: Double, time: Double, into list: inout DrawList) {
        guard !rect.isEmpty else { return }
        list.append(.pushClip(rect))
        let rowHeight = Double(table.rowHeight)
        let offset = Double(table.contentOffset.y)
        let title = SceneDrawer.color(RGBAColor(hex: 0x1C1C1E), opacity)
        let detail = SceneDrawer.color(RGBAColor(hex: 0x8E8E93), opacity)
        let separator = SceneDrawer.color(RGBAColor(hex: 0xE5E5EA), opacity)
        for row in table.visibleRows {
            let top = rect.y + Double(row) * rowHeight - offset
            let content = table.row(at: row)
            if let background = content.backgroundColor {
                list.append(
                    .fill(DrawRect(x: rect.x, y: top, width: rect.width, height: rowHeight), SceneDrawer.color(background, opacity)))
            }
            list.append(
                .text(
                    content.title, origin: DrawPoint(x: rect.x + 16, y: top + (rowHeight - 20) / 2), size: 17,
                    face: .regular, color: content.titleColor.map { SceneDrawer.color($0, opacity) } ?? title,
                    alignment: .left, maxWidth: rect.width - 96))
            if let text = content.detail {
                list.append(
                    .text(
                        text, origin: DrawPoint(x: rect.maxX - 16, y: top + (rowHeight - 18) / 2), size: 15,
                        face: .regular, color: content.detailColor.map { SceneDrawer.color($0, opacity) } ?? detail,
                        alignment: .right, maxWidth: nil))
            }
            // A one-pixel separator whatever the scale, like UIKit's hairlines.
            list.append(.fill(DrawRect(x: rect.x + 16, y: top + rowHeight - hairline, width: rect.width - 16, height: hairline), separator))
        }
        list.append(.popClip)
        let indicator = indicatorOpacity(table, time: time) * opacity
        let contentHeight = Double(table.contentSize.height)
        if indicator > 0, contentHeight > rect.height {
            let length = max(36, rect.height * rect.height / contentHeight)
            let maximumOffset = Double(table.maximumContentOffsetY - table.minimumContentOffsetY)
            let progress = maximumOffset > 0 ? min(max((offset - Double(table.minimumContentOffsetY)) / maximumOffset, 0), 1) : 0
            let y = rect.y + 2 + (rect.height - 4 - length) * progress
            list.append(
                .roundedRect(
                    DrawRect(x: rect.maxX - 6, y: y, width: 3, height: length), CornerRadii(all: 1.5),
                    Palette.indicator.withOpacity(indicator)))
        }
    }

    /// 1 while the list moves, then held and faded out.
    private func indicatorOpacity(_ table: TableView, time: Double) -> Double {
        if table.isTracking || table.isDecelerating { return 1 }
        guard let lastMoved = lists[ObjectIdentifier(table)]?.lastMoved else { return 0 }
        let since = time - lastMoved
        if since <= SceneDrawer.indicatorHold { return 1 }
        return max(0, 1 - (since - SceneDrawer.indicatorHold) / SceneDrawer.indicatorFade)
    }

    private func drawLabel(_ label: Label, rect: DrawRect, opacity: Double, into list: inout DrawList) {
        guard !label.text.isEmpty, !rect.isEmpty else { return }
        // A scale on the way (a transform) scales the text with the label.
        let height = Double(label.presentationFrame.height)
        let scale = height > 0 && rect.height != height ? rect.height / height : 1
        let size = Double(label.fontSize) * scale
        let alignment: TextAlignment
        let x: Double
        switch label.alignment {
        case .left:
            alignment = .left
            x = rect.x
        case .center:
            alignment = .center
            x = rect.x + rect.width / 2
        case .right:
            alignment = .right
            x = rect.maxX
        }
        let face: FontFace = label.weight == .bold ? .bold : label.weight == .monospaced ? .monospaced : .regular
        list.append(
            .text(
                label.text, origin: DrawPoint(x: x, y: rect.y + rect.height / 2 - size * 0.6), size: size, face: face,
                color: SceneDrawer.color(label.textColor, opacity), alignment: alignment, maxWidth: rect.width))
    }

    private func drawSymbol(_ symbol: SymbolView, rect: DrawRect, opacity: Double, into list: inout DrawList) {
        let color = SceneDrawer.color(symbol.tint, opacity)
        switch symbol.symbol {
        case .magnifier:
            let center = DrawPoint(x: rect.x + 7, y: rect.y + 7)
            list.append(.circle(center: center, radius: 6.5, color: color))
            list.append(.circle(center: center, radius: 4.8, color: DrawColor(hex: 0xEEEEF0, opacity: opacity)))
            list.append(
                .line(
                    from: DrawPoint(x: center.x + 4.5, y: center.y + 4.5), to: DrawPoint(x: center.x + 8.5, y: center.y + 8.5),
                    width: 2, color: color))
        case .close:
            list.append(.line(from: DrawPoint(x: rect.x, y: rect.y), to: DrawPoint(x: rect.maxX, y: rect.maxY), width: 2, color: color))
            list.append(.line(from: DrawPoint(x: rect.maxX, y: rect.y), to: DrawPoint(x: rect.x, y: rect.maxY), width: 2, color: color))
        }
    }

    // MARK: - HUD

    private func drawHUD(_ hud: HUD, window: View, container: OverlayContainerViewController?, into list: inout DrawList) {
        let height = Double(window.bounds.height), width = Double(window.bounds.width)
        if let container { drawNotchLines(container, height: height, into: &list) }
        let layout =
            hud.layout
            ?? HUDLayout(
                panel: DrawRect(x: 8, y: 8, width: min(width - 16, 320), height: Double(hud.lines.count) * 16 + 12), lines: hud.lines,
                fontSize: 12)
        let panel = layout.panel
        list.append(.roundedRect(panel, CornerRadii(all: 8), Palette.hudPanel))
        for (index, line) in layout.lines.enumerated() {
            list.append(
                .text(
                    line, origin: DrawPoint(x: panel.x + 8, y: panel.y + 6 + Double(index) * layout.lineHeight),
                    size: layout.fontSize, face: .monospaced, color: Palette.hudText, alignment: .left,
                    maxWidth: panel.width - 16))
        }
    }

    /// A line and a label at each notch of the inspected container.
    private func drawNotchLines(_ container: OverlayContainerViewController, height: Double, into list: inout DrawList) {
        let origin = SceneDrawer.rect(container.view.frameInWindow)
        for index in 0..<container.numberOfNotches {
            let y = origin.maxY - Double(container.heightForNotch(at: index))
            guard y.isFinite, y >= -20, y <= height + 20 else { continue }
            list.append(.line(from: DrawPoint(x: origin.x, y: y), to: DrawPoint(x: origin.maxX, y: y), width: 1, color: Palette.hudNotch))
            list.append(
                .text(
                    "notch \(index)", origin: DrawPoint(x: origin.maxX - 6, y: y - 15), size: 11, face: .monospaced,
                    color: Palette.hudNotch, alignment: .right, maxWidth: nil))
        }
    }

    // MARK: - Conversions

    static func rect(_ r: CGRect) -> DrawRect {
        DrawRect(x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width), height: Double(r.size.height))
    }

    static func color(_ color: RGBAColor, _ opacity: Double) -> DrawColor {
        DrawColor(
            red: DrawColor.channel(color.red), green: DrawColor.channel(color.green), blue: DrawColor.channel(color.blue),
            alpha: DrawColor.channel(color.alpha * opacity))
    }
}
