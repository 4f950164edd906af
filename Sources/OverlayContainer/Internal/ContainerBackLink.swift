import Foundation

/// A link back to a container for blocks that may outlive it (an alongside block kept by a running animator):
/// they hold this link strongly and find the container through it, nil once the container's deinit began.
/// A `[weak self]` capture would do the same, but any weak reference gives its target a side table, and every
/// later retain and release of the container then takes the runtime's atomic slow path.
final class ContainerBackLink {
    /// Cleared by the container's deinit, so it never names a container that is gone.
    @exclusivity(unchecked) unowned var container: OverlayContainerViewController?

    init() {}
}
