import Foundation
import OverlayUIKit

/// A view shown and dismissed by an `isPresented` flag (SwiftUIOverlayContainer's
/// `containerView(in:configuration:isPresented:content:)`), made by
/// ``ContainerManager/containerView(in:configuration:size:animated:isPresented:content:)``.
///
/// The manager reads the flag at the start of every `advance(by:)`, as SwiftUI applies a state change at its next
/// update. A change to true shows a new view made by `content`; a change to false dismisses the view it showed.
/// The value it has when the link is made is not a change (SwiftUIOverlayContainer follows `onChange`): set it
/// afterwards. Any dismissal of the view, by a gesture, a tap on its background, auto-dismissal, the manager or
/// its queue (a `oneByOne` replacement, a debounce, a discarded waiting view), sets the flag back to false at
/// once, before the event's observers hear of it.
public final class ContainerPresentationLink {
    /// The container the view is shown in.
    public let containerName: String
    /// The flag followed.
    public let isPresented: ContainerBinding<Bool>
    /// The id of the view shown by the flag, until it is dismissed.
    public private(set) var presentedID: ContainerViewID?

    let configuration: ContainerViewConfiguration
    let size: CGSize?
    let animated: Bool
    let makeContent: () -> View
    /// The flag's value when last read or written by the link.
    private var lastValue: Bool
    private weak var manager: ContainerManager?

    init(
        containerName: String, configuration: ContainerViewConfiguration, size: CGSize?, animated: Bool,
        isPresented: ContainerBinding<Bool>, makeContent: @escaping () -> View, manager: ContainerManager
    ) {
        self.containerName = containerName
        self.configuration = configuration
        self.size = size
        self.animated = animated
        self.isPresented = isPresented
        self.makeContent = makeContent
        self.manager = manager
        lastValue = isPresented.wrappedValue
    }

    /// Stops following the flag; a view it showed stays until dismissed otherwise.
    public func cancel() {
        manager?.removePresentationLink(self)
    }

    /// Reads the flag and shows or dismisses on a change.
    func synchronize() {
        let value = isPresented.wrappedValue
        guard value != lastValue, let manager else { return }
        lastValue = value
        if value {
            presentedID = manager.show(
                view: makeContent(), size: size, in: containerName, using: configuration, animated: animated)
        } else if let id = presentedID {
            manager.dismiss(id: id, in: containerName, animated: animated)
        }
    }

    /// The view it showed is leaving (or will never appear): the flag goes back to false.
    func viewDidLeave(_ id: ContainerViewID) {
        guard id == presentedID else { return }
        presentedID = nil
        lastValue = false
        if isPresented.wrappedValue { isPresented.wrappedValue = false }
    }
}

extension ContainerManager {
    /// Follows `isPresented`: a change to true shows a view made by `content` in the container named
    /// `containerName`, a change to false dismisses it, and any dismissal of it sets the flag back to false (see
    /// ``ContainerPresentationLink``). The manager keeps the link until it is cancelled.
    @discardableResult
    public func containerView(
        in containerName: String, configuration: ContainerViewConfiguration = ContainerViewConfiguration(),
        size: CGSize? = nil, animated: Bool = true, isPresented: ContainerBinding<Bool>,
        content: @escaping () -> View
    ) -> ContainerPresentationLink {
        let link = ContainerPresentationLink(
            containerName: containerName, configuration: configuration, size: size, animated: animated,
            isPresented: isPresented, makeContent: content, manager: self)
        presentationLinks.append(link)
        return link
    }

    func removePresentationLink(_ link: ContainerPresentationLink) {
        presentationLinks.removeAll { $0 === link }
    }

    /// Reads every flag (at the start of a step).
    func synchronizePresentationLinks() {
        for link in presentationLinks { link.synchronize() }
    }

    /// Lets the links hear that a view left before anyone else hears of it.
    func notePresentationEvent(_ event: ContainerEvent) {
        guard !presentationLinks.isEmpty else { return }
        switch event {
        case .dismiss(_, let id), .discarded(_, let id), .debounced(_, let id):
            for link in presentationLinks { link.viewDidLeave(id) }
        default:
            break
        }
    }
}

extension View {
    /// SwiftUIOverlayContainer's `containerView(in:configuration:isPresented:content:)` modifier: follows
    /// `isPresented` through the manager of this view's tree (`containerManager`). Nil when the tree has no
    /// manager.
    @discardableResult
    public func containerView(
        in containerName: String, configuration: ContainerViewConfiguration = ContainerViewConfiguration(),
        size: CGSize? = nil, isPresented: ContainerBinding<Bool>, content: @escaping () -> View
    ) -> ContainerPresentationLink? {
        containerManager?.containerView(
            in: containerName, configuration: configuration, size: size, isPresented: isPresented, content: content)
    }
}
