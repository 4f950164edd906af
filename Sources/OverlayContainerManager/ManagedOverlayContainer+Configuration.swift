import Foundation
import OverlayUIKit

extension ManagedOverlayContainer {
    /// Applies a configuration set after registration (SwiftUIOverlayContainer lets a container's configuration
    /// change, except its queue type and `clipped`; here both may change too):
    ///
    /// - **Layout** (`displayType`, `spacing`, `insets`, the stacks' `alignment`, `clipped`, `ignoresSafeArea`,
    ///   `bgIgnoresSafeArea`, `displayOrder`): at once, for the views on screen too, which move to their new
    ///   places without a transition.
    /// - **Queue**: a larger `maximumNumberOfViewsInMultipleMode` lets waiting views in at once; a smaller one
    ///   dismisses nobody (no view comes in until the count is below it). A new `queueType` or
    ///   `queueControlOperator` applies from the next show call (a pending view keeps its deadline); a change to
    ///   `oneByOne`, which keeps no queue, discards the waiting views. `delayForShowingNext` applies to later
    ///   dismissals (a fill-in already planned keeps its time).
    /// - **Defaults of the views** (background, tap to dismiss, shadow, gesture, transition, animation,
    ///   auto-dismiss, and a stacking view's alignment): for views shown after the change. A view already shown,
    ///   waiting or pending keeps the settings resolved when `show` was called.
    func configurationDidChange(from old: ContainerConfiguration) {
        hostView.clipsToBounds = configuration.clipped
        if configuration.queueType == .oneByOne && old.queueType != .oneByOne {
            for view in waitingViews { dismiss(view, animated: false) }
        }
        rebuildHostSubviews()
        layout()
        if configuration.queueType != .oneByOne && configuration.capacity > old.capacity {
            fillFreePlaces()
        }
    }
}

extension ContainerManager {
    /// Changes the configuration of the container named `name` (see
    /// ``ManagedOverlayContainer/configuration`` for what happens to the views already there). Reports
    /// `unknownContainer` when no container has that name.
    public func updateConfiguration(ofContainerNamed name: String, _ update: (inout ContainerConfiguration) -> Void) {
        guard let container = container(named: name) else {
            report(.unknownContainer(name))
            return
        }
        update(&container.configuration)
    }
}
