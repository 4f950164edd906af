import Foundation
import OverlayUIKit

/// What fills the container behind a shown view (its background area: the container less the safe area it
/// respects, see `ContainerConfiguration.bgIgnoresSafeArea`).
public enum ContainerBackgroundStyle: Hashable, Sendable {
    /// No background: touches around the view fall through to what lies behind the container.
    case disabled
    /// A colour with its own opacity.
    case color(RGBAColor)
    /// Black at opacity 0.3.
    case dim
    /// A material, as SwiftUIOverlayContainer's `.blur`: drawn as a translucent frosted wash, more opaque for
    /// thicker materials (the draw list has no backdrop filter, so what lies behind is veiled, not blurred).
    case blur(ContainerBlurMaterial)
    /// A view of the user's own, made for each shown view and stretched over the background area
    /// (SwiftUIOverlayContainer's `.view(AnyView)`).
    case view(ContainerBackgroundContent)

    /// The colour drawn, or nil when disabled or a view of the user's.
    public var color: RGBAColor? {
        switch self {
        case .disabled, .view: return nil
        case .color(let color): return color
        case .dim: return .dim
        case .blur(let material): return material.washColor
        }
    }

    /// Whether the style puts a background behind the view.
    var isEnabled: Bool { self != .disabled }
}

/// The thickness of a `blur` background, SwiftUI's material names.
public enum ContainerBlurMaterial: String, Hashable, Sendable, CaseIterable {
    /// The most see-through material, then thicker and thicker ones.
    case ultraThin, thin, regular, thick, ultraThick

    /// The frosted wash drawn for the material: a light grey (0.96) whose opacity grows with the thickness,
    /// 0.35, 0.5, 0.65, 0.8 and 0.9 from ultra-thin to ultra-thick.
    public var washColor: RGBAColor {
        let opacity: Double
        switch self {
        case .ultraThin: opacity = 0.35
        case .thin: opacity = 0.5
        case .regular: opacity = 0.65
        case .thick: opacity = 0.8
        case .ultraThick: opacity = 0.9
        }
        return RGBAColor(red: 0.96, green: 0.96, blue: 0.96, alpha: opacity)
    }
}

/// A background view of the user's own: `make` builds a fresh view for each shown view (a view has one place
/// in the tree). Two values are equal when they are the same value (copies of one `init`).
public struct ContainerBackgroundContent: Hashable, Sendable {
    private final class Maker: Sendable {
        let make: @Sendable () -> View
        init(_ make: @escaping @Sendable () -> View) { self.make = make }
    }
    private let maker: Maker

    /// Wraps the maker of the background view.
    public init(_ make: @escaping @Sendable () -> View) {
        maker = Maker(make)
    }

    /// A new background view.
    public func makeView() -> View { maker.make() }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.maker === rhs.maker }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(maker)) }
}

extension ContainerBackgroundStyle {
    /// A background view of the user's own, made by `make` for each shown view.
    public static func view(_ make: @escaping @Sendable () -> View) -> ContainerBackgroundStyle {
        .view(ContainerBackgroundContent(make))
    }
}
