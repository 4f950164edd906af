import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayDrawing
import OverlayFiles
import OverlayPhysics
import OverlayUIKit

/// Turns a simulation's state into a draw list by walking the view tree from the window: each view's shadow and
/// background (rounded corners included), then what its `draw(in:)` draws (a label its text, a table its visible
/// rows and scroll indicator, a user's view whatever it draws: every view alike), then its subviews, clipped where
/// the view clips; then the HUD.
///
/// Lists note when they last moved (for the scroll indicator's fade), so call `observe(_:)` after every step even
/// when nothing is drawn.
public final class ViewTreeDrawer {
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

    /// The window's ground, where no view draws: the land colour of the built-in scenes' map.
    public static let ground = DrawColor(hex: 0xF2EFE9)
    /// The HUD's translucent panel, its text and its notch lines.
    public static let hudPanel = DrawColor(hex: 0x1C1C1E, opacity: 0.78)
    public static let hudText = DrawColor(hex: 0xF2F2F7)
    public static let hudNotch = DrawColor(hex: 0xFF9500, opacity: 0.9)
    /// A notch line's label: light orange on an opaque dark pill, legible over the map, the list or the chart
    /// (contrast 8:1).
    public static let hudNotchLabel = DrawColor(hex: 0xFFB340)
    /// The pill behind a notch line's label.
    public static let hudLabelBackground = DrawColor(hex: 0x1C1C1E)

    /// The scale of the frame being drawn.
    private var scale = 1.0
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
        for table in simulation.tables { table.noteScrollMotion(at: now) }
    }

    /// Fills `list` (reset first, storage kept) with the frame for the simulation's current state.
    public func draw(_ simulation: Simulation, scale: Double, hud: HUD? = nil, into list: inout DrawList) {
        observe(simulation)
        let window = simulation.window
        let size = window.bounds.size
        list.reset(width: Double(size.width), height: Double(size.height), scale: scale, background: Self.ground)
        self.scale = scale
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
        let rect = ViewTreeDrawer.rect(view.frameInWindow)
        let radii = view.presentationCornerRadii
        if let shadow = view.shadow, !rect.isEmpty {
            list.append(
                .shadow(
                    rect, radii, color: ViewTreeDrawer.color(shadow.color, alpha), radius: Double(shadow.radius),
                    dx: Double(shadow.offset.width), dy: Double(shadow.offset.height)))
        }
        if let background = view.presentationBackgroundColor, !rect.isEmpty {
            let color = ViewTreeDrawer.color(background, alpha)
            list.append(radii == .zero ? .fill(rect, color) : .roundedRect(rect, radii, color))
        }
        drawOwnContent(of: view, rect: rect, opacity: alpha, time: time, into: &list)
        guard !view.subviews.isEmpty else { return }
        if view.clipsToBounds { list.append(.pushClip(rect)) }
        for subview in view.subviews { drawView(subview, opacity: alpha, time: time, into: &list) }
        if view.clipsToBounds { list.append(.popClip) }
    }

    /// What the view's `draw(in:)` appends (faded with its alpha as it appends), moved to the view's place and
    /// clipped to it unless the view lets its content overhang.
    private func drawOwnContent(of view: View, rect: DrawRect, opacity: Double, time: Double, into list: inout DrawList) {
        context.reset(size: view.bounds.size, frameInWindow: view.frameInWindow, scale: scale, time: time, opacity: opacity)
        view.draw(in: context)
        guard !context.commands.isEmpty, !rect.isEmpty else { return }
        let clips = context.clipsContent
        if clips { list.append(.pushClip(rect)) }
        for command in context.commands {
            list.append(command.offsetBy(dx: rect.x, dy: rect.y))
        }
        if clips { list.append(.popClip) }
    }

    // MARK: - HUD

    private func drawHUD(_ hud: HUD, window: View, container: OverlayContainerViewController?, into list: inout DrawList) {
        let height = Double(window.bounds.height), width = Double(window.bounds.width)
        let layout =
            hud.layout
            ?? HUDLayout(
                panel: DrawRect(x: 8, y: 8, width: min(width - 16, 320), height: Double(hud.lines.count) * 16 + 12), lines: hud.lines,
                fontSize: 12)
        if let container {
            drawNotchLines(container, height: height, avoiding: [layout.panel] + (layout.chart.map { [$0] } ?? []), into: &list)
        }
        let panel = layout.panel
        list.append(.roundedRect(panel, CornerRadii(all: 8), Self.hudPanel))
        for (index, line) in layout.lines.enumerated() {
            list.append(
                .text(
                    line, origin: DrawPoint(x: panel.x + 8, y: panel.y + 6 + Double(index) * layout.lineHeight),
                    size: layout.fontSize, face: .monospaced, color: Self.hudText, alignment: .left,
                    maxWidth: panel.width - 16))
        }
    }

    /// A line and a label at each notch of the inspected container; each label on a pill where
    /// `NotchLabelPlacement` finds it clear of the HUD's panel and chart (`avoiding`) and of the scene's text.
    private func drawNotchLines(
        _ container: OverlayContainerViewController, height: Double, avoiding: [DrawRect], into list: inout DrawList
    ) {
        let origin = ViewTreeDrawer.rect(container.view.frameInWindow)
        let placement = NotchLabelPlacement(scene: list.commands)
        for index in 0..<container.numberOfNotches {
            let y = origin.maxY - Double(container.heightForNotch(at: index))
            guard y.isFinite, y >= -20, y <= height + 20 else { continue }
            list.append(.line(from: DrawPoint(x: origin.x, y: y), to: DrawPoint(x: origin.maxX, y: y), width: 1, color: Self.hudNotch))
            let label = "notch \(index)"
            let labelWidth = Double(label.count) * HUDLayout.characterWidth * 11 + 8
            guard let pill = placement.pill(width: labelWidth, lineY: y, from: origin.x, to: origin.maxX, avoiding: avoiding) else {
                continue
            }
            list.append(.roundedRect(pill, CornerRadii(all: 4), Self.hudLabelBackground))
            list.append(
                .text(
                    label, origin: DrawPoint(x: pill.x + 4, y: pill.y + 1), size: 11, face: .monospaced, color: Self.hudNotchLabel,
                    alignment: .left, maxWidth: nil))
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

/// The drawer's name before the simulation moved to its own module.
@available(*, deprecated, renamed: "ViewTreeDrawer")
public typealias SceneDrawer = ViewTreeDrawer
