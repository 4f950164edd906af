import Foundation

/// What a control's action receives, as `UIAction`: a closure with a title.
public final class Action {
    /// The action's title (a button made with `Button(primaryAction:)` shows it).
    public let title: String
    private let handler: (Action) -> Void

    /// Creates an action.
    public init(title: String = "", handler: @escaping (Action) -> Void) {
        self.title = title
        self.handler = handler
    }

    func perform() {
        handler(self)
    }
}

/// A view that sends actions when touched, as `UIControl` (a button).
open class Control: View {
    /// The control states, as `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    /// The events a control sends actions for, as `UIControl.Event`. Here a tap sends `.touchUpInside` and
    /// `.primaryActionTriggered`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    /// A disabled control sends nothing.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// The current state.
    public var state: State {
        var state: State = .normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    private var actions: [(action: Action, events: Event)] = []
    private let tap = TapGestureRecognizer()

    /// Creates a control.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        addGestureRecognizer(tap)
        tap.addTarget { [link = WeakLink(self)] recognizer in
            guard let self = link.wrappedValue, recognizer.state == .ended, self.isEnabled else { return }
            self.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        }
    }

    /// Adds an action for `events`.
    public func addAction(_ action: Action, for events: Event) {
        actions.append((action, events))
    }

    /// Removes an action.
    public func removeAction(_ action: Action, for events: Event) {
        actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: events) }
    }

    /// Sends the actions added for any of `events`, in the order they were added (a tap does this).
    public func sendActions(for events: Event) {
        for entry in actions where !entry.events.isDisjoint(with: events) { entry.action.perform() }
    }
}

/// A tappable button with a title, as `UIButton`: a `.system` button shows its title in the tint colour, a
/// `.custom` one in white. Its title label is a subview, laid out to fill it.
open class Button: Control {
    /// UIKit's button types; only the default title colour differs here.
    public enum ButtonType: Int, Hashable, Sendable {
        case custom, system, close
    }

    /// The button's type.
    public let buttonType: ButtonType
    /// The label showing the current title.
    public let titleLabel: Label? = Label(text: "", fontSize: 17, alignment: .center)

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: RGBAColor] = [:]

    /// A button of a type.
    public init(type: ButtonType = .system) {
        buttonType = type
        super.init(frame: .zero)
        setUp()
    }

    /// A custom button with a frame.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUp()
    }

    /// A system button that performs `primaryAction` when tapped and shows its title, as UIKit's iOS 14 form.
    public convenience init(type: ButtonType = .system, primaryAction: Action?) {
        self.init(type: type)
        if let action = primaryAction {
            addAction(action, for: .primaryActionTriggered)
            setTitle(action.title, for: .normal)
        }
    }

    private func setUp() {
        if let label = titleLabel {
            label.isUserInteractionEnabled = false
            addSubview(label)
        }
        refreshTitle()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel?.frame = bounds
        // The tint may come from a superview it has joined since.
        refreshTitle()
    }

    /// Sets the title for a state (`.normal` is used for the others when they have none).
    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        refreshTitle()
    }

    /// The title for a state.
    public func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// The title shown now.
    public var currentTitle: String? { title(for: state) }

    /// Sets the title colour for a state.
    public func setTitleColor(_ color: RGBAColor?, for state: State) {
        titleColors[state.rawValue] = color
        refreshTitle()
    }

    /// The title colour for a state.
    public func titleColor(for state: State) -> RGBAColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    open override var isEnabled: Bool {
        didSet { refreshTitle() }
    }

    private func refreshTitle() {
        titleLabel?.text = currentTitle ?? ""
        let fallback: RGBAColor = buttonType == .custom ? .white : tintColor
        let color = titleColor(for: state) ?? fallback
        titleLabel?.textColor = isEnabled ? color : color.withAlphaComponent(color.alpha * 0.35)
    }
}
