import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayDrawing
import OverlayUIKit

/// The procedural map used as ground content: a window onto one endless, deterministic world, drawn as cached
/// tiles, and pannable with a finger or the mouse (what "the map stays interactive beside the panel" means here).
/// The world and its tiles are described in <doc:BuiltInScenes>.
public final class MapView: View {
    /// How far the map has been panned, in points: the world's origin sits this far from the view's top-left
    /// corner. A pan adds its translation to the offset it began with; the world continues in every direction, so
    /// any offset shows map. Set it to show another part of the world.
    public var mapOffset: CGPoint = .zero
    private let pan = PanGestureRecognizer()
    private var offsetAtStart: CGPoint = .zero

    /// Creates a map.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        identifier = "map"
        addGestureRecognizer(pan)
        pan.addTarget { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            if pan.state == .began { self.offsetAtStart = self.mapOffset }
            self.mapOffset = CGPoint(x: self.offsetAtStart.x + pan.translation.x, y: self.offsetAtStart.y + pan.translation.y)
        }
    }
}

/// A small drawn symbol (the search field's magnifier, a close cross).
public final class SymbolView: View {
    /// Which symbol.
    public enum Symbol: String, Sendable {
        case magnifier, close
    }

    /// The symbol drawn.
    public let symbol: Symbol
    /// Its colour.
    public var tint: RGBAColor

    /// Creates a symbol view.
    public init(_ symbol: Symbol, tint: RGBAColor, frame: CGRect = .zero) {
        self.symbol = symbol
        self.tint = tint
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
}

/// A tappable rounded button with a title: what the examples' buttons and close buttons are.
public final class ButtonView: View {
    /// The title label.
    public let label: Label
    /// Called when the button is tapped (through the gesture layer, or `sendAction()`).
    public var action: (() -> Void)?
    private let tap = TapGestureRecognizer()

    /// Creates a button.
    public init(title: String, fontSize: CGFloat = 17, textColor: RGBAColor = .white, background: RGBAColor?, frame: CGRect = .zero) {
        label = Label(text: title, fontSize: fontSize, weight: .bold, textColor: textColor, alignment: .center)
        super.init(frame: frame)
        backgroundColor = background
        setCornerRadius(10)
        addSubview(label)
        layoutHandler = { [weak self] view in self?.label.frame = view.bounds }
        addGestureRecognizer(tap)
        tap.addTarget { [weak self] _ in self?.sendAction() }
    }

    /// Performs the button's action, as a tap does.
    public func sendAction() {
        action?()
    }
}

/// The backdrop of the reference's Backdrop example: a pass-through view whose `alpha` the scene sets alongside
/// every translation, so that it follows the finger during a drag and the overlay's spring during a move.
public final class BackdropView: PassThroughView {}
