import Foundation
import OverlayPhysics
import OverlayUIKit

/// One view given to `ContainerManager.show`: the wrapped OverlayCore `View` at a fixed size, its
/// resolved settings, where it is in its life (waiting → appearing → shown → disappearing → removed) and what a
/// renderer draws for it right now.
public final class ContainerView {
    /// Where a view is in its life.
    public enum Phase: String, Hashable, Sendable {
        /// Held back by a debounce interval.
        case pending
        /// In the queue, waiting for a place.
        case waiting
        /// Inserted; its appearing transition runs.
        case appearing
        /// Fully present.
        case shown
        /// Dismissed; its disappearing transition runs (it no longer takes a place in the queue).
        case disappearing
        /// Removed after its disappearing transition.
        case removed
        /// Dropped before it ever appeared.
        case discarded
    }

    /// The view's identity.
    public let id: ContainerViewID
    /// The container's name.
    public let containerName: String
    /// The content, sized `size`; the container sets its frame and alpha while it is inserted.
    public let content: View
    /// The content's fixed size, points.
    public let size: CGSize
    /// The settings in force (view settings over container defaults).
    public let configuration: ResolvedContainerViewConfiguration
    /// Lets the view dismiss itself.
    public let handle: ContainerViewHandle
    /// Where the view is in its life.
    public internal(set) var phase: Phase
    /// When the view was inserted (appeared), simulation seconds; nil before.
    public internal(set) var appearTime: Double?
    /// What to draw now (meaningful while inserted).
    public internal(set) var presentation: ContainerViewPresentation

    let appearAction: (() -> Void)?
    let disappearAction: (() -> Void)?
    /// Whether the show call asked for an animated appearance (kept for views that appear later).
    let animatedAppearance: Bool
    /// The running transition, if any.
    var transition: TransitionProgress?
    /// The full-container view behind the content, when the view has a background.
    var backgroundView: ContainerBackgroundView?
    /// The recognizer of the dismiss gesture, while inserted.
    var dismissRecognizer: GestureRecognizer?

    init(
        id: ContainerViewID, containerName: String, content: View, size: CGSize,
        configuration: ContainerViewConfiguration, containerConfiguration: ContainerConfiguration,
        animated: Bool, handle: ContainerViewHandle
    ) {
        self.id = id
        self.containerName = containerName
        self.content = content
        self.size = size
        self.configuration = ResolvedContainerViewConfiguration(configuration, container: containerConfiguration)
        self.appearAction = configuration.appearAction
        self.disappearAction = configuration.disappearAction
        self.animatedAppearance = animated
        self.handle = handle
        self.phase = .waiting
        self.presentation = ContainerViewPresentation(
            frame: CGRect(origin: .zero, size: size), opacity: 0, offset: .zero, scale: 1, progress: 0,
            backgroundColor: self.configuration.backgroundStyle.color, backgroundOpacity: 0,
            shadow: self.configuration.shadowStyle)
    }

    /// Whether the view is in the container's view tree (appearing, shown or disappearing).
    public var isInserted: Bool { phase == .appearing || phase == .shown || phase == .disappearing }

    /// Whether the view takes one of the container's places (appearing or shown).
    public var isShowing: Bool { phase == .appearing || phase == .shown }

    /// The transition progress p at `time` (0 = absent, 1 = present).
    func progress(at time: Double) -> (value: Double, velocity: Double) {
        if let transition { return transition.state(at: time) }
        return (phase == .shown ? 1 : 0, 0)
    }

    /// Recomputes the presentation for progress `p` at `frame`, and applies it to the content and background
    /// (which covers `backgroundFrame`, the container's bounds by default).
    func present(progress p: Double, frame: CGRect, containerBounds: CGRect, backgroundFrame: CGRect? = nil) {
        let values = ContainerViewPresentation.transitionValues(
            configuration.transition, progress: p, frame: frame, bounds: containerBounds,
            isRemoval: phase == .disappearing)
        presentation.frame = frame
        presentation.progress = p
        presentation.opacity = values.opacity
        presentation.offset = values.offset
        presentation.scale = values.scale
        presentation.backgroundOpacity = configuration.backgroundTransition == .opacity ? p : 1
        content.frame = presentation.displayedFrame
        content.alpha = CGFloat(presentation.opacity)
        if let shadow = presentation.shadow.viewShadow {
            content.shadow = shadow
        }
        if let backgroundView {
            backgroundView.frame = backgroundFrame ?? containerBounds
            backgroundView.alpha = CGFloat(presentation.backgroundOpacity)
        }
    }
}

/// The view behind a shown view that has a background style, over the container's background area. It catches
/// touches (a tap dismisses the view) only when the view's `tapToDismiss` is on; otherwise touches fall through
/// it. A colour or a material is its own fill; a user's view is its one subview, stretched over it.
public final class ContainerBackgroundView: View {
    /// The colour drawn (its alpha times the view's `alpha`); nil for a user's view.
    public let color: RGBAColor?
    /// The user's background view (a `view` background style), nil otherwise.
    public let content: View?

    /// A background for `style`, nil for `.disabled`.
    init?(style: ContainerBackgroundStyle, catchesTouches: Bool) {
        guard style.isEnabled else { return nil }
        color = style.color
        if case .view(let maker) = style {
            content = maker.makeView()
        } else {
            content = nil
        }
        super.init()
        // Drawn like any view: the colour, times the view's alpha (the background transition).
        backgroundColor = color
        isUserInteractionEnabled = catchesTouches
        if let content { addSubview(content) }
    }

    public override var frame: CGRect {
        didSet {
            // Stretched even from a zero frame, where autoresizing has nothing to scale.
            if let content, content.frame != bounds { content.frame = bounds }
        }
    }
}
