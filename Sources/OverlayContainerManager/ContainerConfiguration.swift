import Foundation
import OverlayUIKit

/// How a container arranges its shown views.
public enum ContainerDisplayType: String, Hashable, Sendable {
    /// On top of each other (z order = order of appearance), each at its own alignment.
    case stacking
    /// Side by side, left to right in order of appearance, `spacing` apart.
    case horizontal
    /// One above the other, top to bottom in order of appearance, `spacing` apart.
    case vertical
}

/// How a container handles more views than it shows.
public enum ContainerQueueType: String, Hashable, Sendable {
    /// Up to `maximumNumberOfViewsInMultipleMode` at once; the rest wait (first in, first out) and fill in,
    /// `delayForShowingNext` after a shown view is dismissed.
    case multiple
    /// A new view replaces the shown one at once: the shown one is dismissed, the new one appears.
    case oneByOne
    /// A new view waits until the shown one is dismissed, then appears `delayForShowingNext` later.
    case oneByOneWaitFinish
}

/// A filter on `show` calls before they reach the queue.
public enum ContainerQueueControlOperator: Hashable, Sendable {
    /// Every show call takes effect at once.
    case none
    /// Trailing-edge debounce of show calls: a call becomes pending and takes effect `seconds` after it,
    /// unless another show call for the same container comes first; that call then replaces it (the replaced
    /// view is dropped with a `debounced` event) and the wait starts again. So a burst of calls, each within
    /// `seconds` of the previous, shows only its last view, `seconds` after the last call.
    /// Dismiss calls are not debounced; dismissing the pending view cancels it.
    case debounce(seconds: Double)
}

/// The settings of a named container, with the defaults of SwiftUIOverlayContainer, and the defaults its
/// views fall back on.
public struct ContainerConfiguration: Hashable, Sendable {
    /// How shown views are arranged.
    public var displayType: ContainerDisplayType = .stacking
    /// How extra views are handled.
    public var queueType: ContainerQueueType = .multiple
    /// The gap between views in horizontal and vertical containers, points.
    public var spacing: CGFloat = 10
    /// The space kept free along the container's edges (backgrounds ignore it).
    public var insets: EdgeInsets = .zero
    /// The default alignment (stacking), or the alignment of the whole stack (horizontal, vertical).
    public var alignment: ContainerAlignment = .center
    /// In `.multiple` mode, how many views are shown at once (waiting ones count not).
    public var maximumNumberOfViewsInMultipleMode: Int = .max
    /// The gap (seconds) between a dismissal that frees a place and the next waiting view appearing.
    public var delayForShowingNext: Double = 0.5
    /// Debounce (or not) of show calls.
    public var queueControlOperator: ContainerQueueControlOperator = .none
    /// Whether the container clips its views (and their backgrounds) to its frame, e.g. to keep a view moving
    /// in from an edge inside a card. Default false.
    public var clipped: Bool = false
    /// The safe-area edges the container's views extend past. Default `.disable`: views are laid out inside
    /// the safe area (then inside `insets`).
    public var ignoresSafeArea: ContainerIgnoresSafeArea = .disable
    /// The safe-area edges the views' backgrounds extend past (besides those the container ignores). Default
    /// `.disable`: a background covers what the container's views may cover.
    public var bgIgnoresSafeArea: ContainerIgnoresSafeArea = .disable
    /// The z order of the views: newer on top (`ascending`, the default) or older on top (`descending`).
    /// Stacks keep their order of appearance along their axis either way; only overlaps change.
    public var displayOrder: ContainerDisplayOrder = .ascending

    // Defaults for the views' settings (see `ContainerViewConfiguration`).
    public var backgroundStyle: ContainerBackgroundStyle = .disabled
    public var tapToDismiss: Bool = true
    public var backgroundTransition: ContainerBackgroundTransition = .opacity
    public var shadowStyle: ContainerShadowStyle = .disabled
    public var dismissGesture: ContainerDismissGesture = .disabled
    /// Default `.opacity` (the peer's is `.identity`): a visible default suits a simulator better.
    public var transition: ContainerTransition = .opacity
    public var animation: ContainerAnimation = .default
    public var autoDismiss: ContainerAutoDismiss = .disabled

    /// Creates a configuration with the defaults; set fields afterwards or use the arguments.
    public init(
        displayType: ContainerDisplayType = .stacking,
        queueType: ContainerQueueType = .multiple,
        spacing: CGFloat = 10,
        insets: EdgeInsets = .zero,
        alignment: ContainerAlignment = .center,
        maximumNumberOfViewsInMultipleMode: Int = .max,
        delayForShowingNext: Double = 0.5,
        queueControlOperator: ContainerQueueControlOperator = .none,
        clipped: Bool = false,
        ignoresSafeArea: ContainerIgnoresSafeArea = .disable,
        bgIgnoresSafeArea: ContainerIgnoresSafeArea = .disable,
        displayOrder: ContainerDisplayOrder = .ascending
    ) {
        self.displayType = displayType
        self.queueType = queueType
        self.spacing = spacing
        self.insets = insets
        self.alignment = alignment
        self.maximumNumberOfViewsInMultipleMode = maximumNumberOfViewsInMultipleMode
        self.delayForShowingNext = delayForShowingNext
        self.queueControlOperator = queueControlOperator
        self.clipped = clipped
        self.ignoresSafeArea = ignoresSafeArea
        self.bgIgnoresSafeArea = bgIgnoresSafeArea
        self.displayOrder = displayOrder
    }

    /// How many views may be shown at once under the queue type.
    var capacity: Int {
        queueType == .multiple ? max(1, maximumNumberOfViewsInMultipleMode) : 1
    }
}
