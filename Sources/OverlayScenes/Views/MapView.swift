import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayDrawing
import OverlayUIKit

/// The procedural map used as ground content: a window onto one endless, deterministic world, drawn as cached
/// tiles, and pannable with a finger, the mouse or its wheel (what "the map stays interactive beside the panel" means
/// here).
/// The world and its tiles are described in <doc:BuiltInScenes>.
final class MapView: View, ScrollWheelHandling {
    /// How far the map has been panned, in points: the world's origin sits this far from the view's top-left
    /// corner. A pan adds its translation to the offset it began with; the world continues in every direction, so
    /// any offset shows map. Set it to show another part of the world.
    var mapOffset: CGPoint = .zero
    /// The world's tiles, built once each for the scales drawn and reused frame after frame.
    let tiles = MapTiles()
    private let pan = PanGestureRecognizer()
    private var offsetAtStart: CGPoint = .zero

    /// Creates a map.
    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        identifier = "map"
        addGestureRecognizer(pan)
        pan.addTarget { [link = WeakLink(self)] recognizer in
            guard let self = link.wrappedValue, let pan = recognizer as? PanGestureRecognizer else { return }
            if pan.state == .began { self.offsetAtStart = self.mapOffset }
            self.mapOffset = CGPoint(x: self.offsetAtStart.x + pan.translation.x, y: self.offsetAtStart.y + pan.translation.y)
        }
    }

    /// A wheel step pans the map as a drag by the same amount does: a step down (positive) moves the world up.
    /// A drag under way keeps its own start, so a wheel step during it is taken over by the drag.
    func scrollWheel(by delta: CGFloat) {
        guard delta.isFinite else { return }
        mapOffset.y -= delta
    }

    /// The world tiles the view covers, panned by `mapOffset`. Tiles sit on the frame's pixel grid, so they are
    /// placed from where the view is on screen and then given in the view's own coordinates.
    override func draw(in context: ViewDrawingContext) {
        let frame = context.frameInWindow
        var list = DrawList(width: 0, height: 0, scale: context.scale)
        tiles.beginFrame()
        tiles.append(viewport: ViewDrawingContext.rect(frame), offset: mapOffset, scale: context.scale, into: &list)
        let dx = -Double(frame.origin.x), dy = -Double(frame.origin.y)
        for command in list.commands { context.append(command.offsetBy(dx: dx, dy: dy)) }
    }
}

/// A small drawn symbol (the search field's magnifier, a close cross).
final class SymbolView: View {
    /// Which symbol.
    enum Symbol: String, Sendable {
        case magnifier, close
    }

    /// The symbol drawn.
    let symbol: Symbol
    /// Its colour.
    var tint: RGBAColor

    /// Creates a symbol view.
    init(_ symbol: Symbol, tint: RGBAColor, frame: CGRect = .zero) {
        self.symbol = symbol
        self.tint = tint
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The symbol in its tint, unclipped (the magnifier's handle reaches past a small frame).
    override func draw(in context: ViewDrawingContext) {
        context.clipsContent = false
        let color = context.fadedColor(tint)
        let frame = context.frameInWindow
        let width = Double(frame.width), height = Double(frame.height)
        switch symbol {
        case .magnifier:
            let center = DrawPoint(x: 7, y: 7)
            context.appendFaded(.circle(center: center, radius: 6.5, color: color))
            context.appendFaded(.circle(center: center, radius: 4.8, color: context.fadedColor(RGBAColor(hex: 0xEEEEF0))))
            context.appendFaded(
                .line(
                    from: DrawPoint(x: center.x + 4.5, y: center.y + 4.5), to: DrawPoint(x: center.x + 8.5, y: center.y + 8.5),
                    width: 2, color: color))
        case .close:
            context.appendFaded(.line(from: DrawPoint(x: 0, y: 0), to: DrawPoint(x: width, y: height), width: 2, color: color))
            context.appendFaded(.line(from: DrawPoint(x: width, y: 0), to: DrawPoint(x: 0, y: height), width: 2, color: color))
        }
    }
}

/// A tappable rounded button with a title: what the examples' buttons and close buttons are.
final class ButtonView: View {
    /// The title label.
    let label: Label
    /// Called when the button is tapped (through the gesture layer, or `sendAction()`).
    var action: (() -> Void)?
    private let tap = TapGestureRecognizer()

    /// Creates a button.
    init(title: String, fontSize: CGFloat = 17, textColor: RGBAColor = .white, background: RGBAColor?, frame: CGRect = .zero) {
        label = Label(text: title, fontSize: fontSize, weight: .bold, textColor: textColor, alignment: .center)
        super.init(frame: frame)
        backgroundColor = background
        setCornerRadius(10)
        addSubview(label)
        layoutHandler = { [link = WeakLink(self)] view in link.wrappedValue?.label.frame = view.bounds }
        addGestureRecognizer(tap)
        tap.addTarget { [link = WeakLink(self)] _ in link.wrappedValue?.sendAction() }
    }

    /// Performs the button's action, as a tap does.
    func sendAction() {
        action?()
    }
}

/// The backdrop of the reference's Backdrop example: a pass-through view whose `alpha` the scene sets alongside
/// every translation, so that it follows the finger during a drag and the overlay's spring during a move.
final class BackdropView: PassThroughView {}
