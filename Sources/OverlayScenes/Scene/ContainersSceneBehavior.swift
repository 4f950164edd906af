import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayDrawing
import OverlayFiles
import OverlayPresets
import OverlayUIKit

/// The containers example (the SwiftUIOverlayContainer model on top of the maps overlay): three named
/// containers with different display and queue types, fed by buttons, keys or trace commands.
///
/// - `toasts`: vertical stack at the bottom (above the lowest notch), `multiple` with at most 3 shown, auto-dismiss
///   after 2.5 s, swipe down to dismiss, moving in from the bottom.
/// - `banners`: stacking at the top, `oneByOneWaitFinish` (a new banner waits for the shown one), auto-dismiss after
///   2 s, swipe up to dismiss, moving in from the top, 0.5 s before the next one.
/// - `menu`: a side menu on the leading edge, `oneByOne` (a new one replaces the shown one), on a dimmed background
///   that dismisses it when tapped, swipe left to dismiss.
final class ContainersSceneBehavior: SceneBehavior {
    static let containerNames = ["toasts", "banners", "menu"]

    let maps: MapsSceneBehavior
    let manager = ContainerManager()
    let buttons: [ButtonView]
    @WeakLink private var scene: SceneViewController?
    private var counter = 0

    init(scenario: Scenario) {
        maps = MapsSceneBehavior(scenario: scenario)
        buttons = ["Toast", "Banner", "Menu"].map {
            ButtonView(title: $0, fontSize: 15, background: RGBAColor(hex: 0x1C1C1E, alpha: 0.8))
        }
    }

    func build(_ scene: SceneViewController) {
        self.scene = scene
        maps.build(scene)
        for (button, kind) in zip(buttons, ["toast", "banner", "menu"]) {
            button.identifier = "\(kind)Button"
            button.action = { [weak self] in _ = self?.show(kind: kind, text: nil, animated: true) }
            scene.window.addSubview(button)
        }
        let window = ContainerAttachment.window(root: scene.window)
        _ = manager.registerContainer(named: "toasts", configuration: Self.toasts, attachedTo: window)
        _ = manager.registerContainer(named: "banners", configuration: Self.banners, attachedTo: window)
        _ = manager.registerContainer(named: "menu", configuration: Self.menu, attachedTo: window)
    }

    func layout(_ scene: SceneViewController) {
        maps.layout(scene)
        let width = scene.window.bounds.width
        for (index, button) in buttons.enumerated() {
            let buttonWidth = (width - 16 * 4) / 3
            button.frame = CGRect(x: 16 + CGFloat(index) * (buttonWidth + 16), y: 100, width: buttonWidth, height: 40)
        }
        manager.touchRouter = scene.touchRouter
        manager.layoutIfNeeded()
    }

    // MARK: - Containers

    static var toasts: ContainerConfiguration {
        var configuration = ContainerConfiguration(
            displayType: .vertical, queueType: .multiple, spacing: 8,
            insets: EdgeInsets(bottom: 230), alignment: .bottom,
            maximumNumberOfViewsInMultipleMode: 3, delayForShowingNext: 0.3,
            // The scene places its containers in the whole window itself (its insets clear the notch and the card).
            ignoresSafeArea: .all)
        configuration.transition = .combined([.opacity, .move(edge: .bottom)])
        configuration.autoDismiss = .seconds(2.5)
        configuration.dismissGesture = .swipeDown
        configuration.shadowStyle = .shadow(radius: 3, opacity: 0.2, offset: CGSize(width: 0, height: 1))
        return configuration
    }

    static var banners: ContainerConfiguration {
        var configuration = ContainerConfiguration(
            displayType: .stacking, queueType: .oneByOneWaitFinish,
            insets: EdgeInsets(top: 12, left: 12, right: 12), alignment: .top,
            delayForShowingNext: 0.5, ignoresSafeArea: .all)
        configuration.transition = .move(edge: .top)
        configuration.autoDismiss = .seconds(2)
        configuration.dismissGesture = .swipeUp
        configuration.shadowStyle = .shadow(radius: 3, opacity: 0.2, offset: CGSize(width: 0, height: 1))
        return configuration
    }

    static var menu: ContainerConfiguration {
        var configuration = ContainerConfiguration(
            displayType: .stacking, queueType: .oneByOne, alignment: .leading, ignoresSafeArea: .all)
        configuration.transition = .move(edge: .leading)
        configuration.backgroundStyle = .dim
        configuration.tapToDismiss = true
        configuration.dismissGesture = .swipeLeft
        return configuration
    }

    /// Shows a view of `kind` (toast, banner, menu, card) in its container, or in `container` when given.
    func show(kind: String, text: String?, in container: String? = nil, animated: Bool) -> ContainerViewID? {
        guard let scene = scene else { return nil }
        counter += 1
        let size = scene.window.bounds.size
        let view: View
        let viewSize: CGSize
        let name: String
        switch kind {
        case "toast":
            view = Self.pill(text ?? "Saved to Favourites \(counter)", background: RGBAColor(hex: 0x1C1C1E, alpha: 0.92), textColor: .white)
            viewSize = CGSize(width: min(280, size.width - 32), height: 44)
            view.setCornerRadius(22)
            name = container ?? "toasts"
        case "banner":
            view = Self.pill(text ?? "Traffic ahead on Market St (\(counter))", background: .white, textColor: RGBAColor(hex: 0x1C1C1E))
            viewSize = CGSize(width: size.width - 24, height: 64)
            view.setCornerRadius(14)
            name = container ?? "banners"
        case "menu":
            view = Self.menuPanel(title: text ?? "Menu")
            viewSize = CGSize(width: min(280, size.width * 0.75), height: size.height)
            name = container ?? "menu"
        case "card":
            view = Self.pill(text ?? "Card \(counter)", background: .white, textColor: RGBAColor(hex: 0x1C1C1E))
            viewSize = CGSize(width: 220, height: 140)
            view.setCornerRadius(16)
            name = container ?? "toasts"
        default:
            scene.emit(.unknownView(kind))
            return nil
        }
        view.frame = CGRect(origin: .zero, size: viewSize)
        return manager.show(view: view, size: viewSize, in: name, animated: animated)
    }

    private static func pill(_ text: String, background: RGBAColor, textColor: RGBAColor) -> View {
        let view = View()
        view.identifier = "containerView"
        view.backgroundColor = background
        let label = Label(text: text, fontSize: 15, weight: .bold, textColor: textColor, alignment: .center)
        view.addSubview(label)
        view.layoutHandler = { host in label.frame = host.bounds.insetBy(dx: 12, dy: 0) }
        return view
    }

    private static func menuPanel(title: String) -> View {
        let view = View()
        view.identifier = "menuPanel"
        view.backgroundColor = .white
        let header = Label(text: title, fontSize: 22, weight: .bold)
        view.addSubview(header)
        let items = ["Favourites", "Recents", "Guides", "Settings", "Report an Issue"].map { Label(text: $0, fontSize: 17) }
        for item in items { view.addSubview(item) }
        view.layoutHandler = { host in
            header.frame = CGRect(x: 20, y: 60, width: host.bounds.width - 40, height: 32)
            for (index, item) in items.enumerated() {
                item.frame = CGRect(x: 20, y: 120 + CGFloat(index) * 48, width: host.bounds.width - 40, height: 32)
            }
        }
        return view
    }

    /// For the HUD: each container's shown and waiting views.
    var statusLines: [String] {
        Self.containerNames.compactMap { name in
            guard let container = manager.container(named: name) else { return nil }
            return "\(name): \(container.showingViews.count) shown, \(container.waitingViews.count) waiting"
        }
    }

    // MARK: - BuiltInScene behaviour

    func handleKey(_ command: KeyCommand) -> Bool {
        switch command {
        case .showToast: _ = show(kind: "toast", text: nil, animated: true)
        case .showBanner: _ = show(kind: "banner", text: nil, animated: true)
        case .showMenu: _ = show(kind: "menu", text: nil, animated: true)
        default: return false
        }
        return true
    }

    func advance(by time: Double) {
        manager.touchRouter = scene?.touchRouter
        manager.advance(by: time)
    }

    var tables: [TableView] { maps.tables }
    var dragHeader: View? { maps.dragHeader }
    var drivingTable: TableView? { maps.drivingTable }
}
