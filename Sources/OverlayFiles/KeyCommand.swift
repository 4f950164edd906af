/// What a key press asks for. Every key OverlaySim understands is in one table, `KeyCommand.bindings`, read by
/// everyone who deals with keys:
///
/// - the window (OverlayApp) turns an SDL key into a name, looks the name up here and acts on the command: a
///   simulation input goes through the simulation at its instant (and into the recording), a window command is
///   handled by the window itself;
/// - trace files name keys in their `key` events (`{"t": 1.2, "kind": "key", "key": "b"}`); decoding turns the
///   name into its command, and a name missing from the table makes the file malformed;
/// - the simulation and the scenes act on simulation inputs (`Simulation`, `Scene.handleKey(_:)`); a window
///   command in a trace does nothing in a replay;
/// - `overlay-sim run --help` and the README list the table (`KeyCommand.helpText`).
///
/// Each binding has the key's name as traces and recordings write it, the command, a one-line description and
/// its scope (`KeyBinding.Scope`). Several keys may share a command (`escape` and `q` both quit); a trace written
/// back names a command by its first key.
public enum KeyCommand: Hashable, Sendable {
    /// Moves the overlay to notch `index`, animated (keys `1`…`9` are notches 0…8).
    case moveToNotch(index: Int)
    /// Switches to the next behaviour preset.
    case cyclePreset
    /// Presses the scene's button (show-hide, sheet).
    case pressButton
    /// Pushes a list (navigation).
    case push
    /// Pops the top list (navigation).
    case pop
    /// Shows a toast (containers).
    case showToast
    /// Shows a banner (containers).
    case showBanner
    /// Shows the side menu (containers).
    case showMenu
    /// Switches to the next built-in scene (the window records it as a `scene` event).
    case cycleScene
    /// Shows or hides the keys of the current scene.
    case showHelp
    /// Saves a screenshot of the window.
    case screenshot
    /// Starts a take, or saves the take running.
    case toggleRecording
    /// Shows or hides the HUD.
    case toggleHUD
    /// Shows or hides the touch overlay (each finger down as a disc with a short trail): drawing only.
    case toggleTouches
    /// Pauses or resumes the window's clock.
    case togglePause
    /// Advances one step while paused.
    case stepFrame
    /// Switches between 60 and 120 steps per second.
    case switchStepRate
    /// Shows or hides the tuning panel.
    case toggleTuningPanel
    /// Saves the tuning panel's parameters as a scenario file.
    case saveTuning
    /// Selects the tuning panel's previous row.
    case selectPreviousTuningRow
    /// Selects the tuning panel's next row.
    case selectNextTuningRow
    /// Decreases the selected tuning value by one step.
    case decreaseTuningValue
    /// Increases the selected tuning value by one step.
    case increaseTuningValue
    /// Closes the window.
    case quit
}

/// One row of the key table: a key name, its command, what it does and who acts on it.
public struct KeyBinding: Hashable, Sendable {
    /// Who acts on a command.
    public enum Scope: Hashable, Sendable {
        /// It changes the simulated scene: the window applies it through the simulation, a recording keeps it,
        /// and a replay (`simulate`, `shot`, `plot`, `film`) applies it.
        case simulationInput
        /// It concerns the window only (screenshots, HUD, pause, tuning panel, quitting): never recorded, and
        /// ignored by a replay when a trace holds it.
        case window
    }

    /// The key's name as traces and recordings write it: `"1"`, `"p"`, `"backspace"`, `"space"`, `"up"`, ….
    public let key: String
    /// What the key asks for.
    public let command: KeyCommand
    /// One line saying what the key does.
    public let summary: String
    /// Who acts on it.
    public let scope: Scope

    init(_ key: String, _ command: KeyCommand, _ scope: Scope, _ summary: String) {
        self.key = key
        self.command = command
        self.scope = scope
        self.summary = summary
    }
}

extension KeyCommand {
    /// The key table, in the order help texts list it.
    public static let bindings: [KeyBinding] =
        (1...9).map {
            KeyBinding(String($0), .moveToNotch(index: $0 - 1), .simulationInput, "move to that notch, animated (1 is notch 0)")
        } + [
            KeyBinding("p", .cyclePreset, .simulationInput, "switch to the next behaviour preset"),
            KeyBinding("b", .pressButton, .simulationInput, "press the scene's button (show-hide, sheet)"),
            KeyBinding("n", .push, .simulationInput, "push a list (navigation)"),
            KeyBinding("backspace", .pop, .simulationInput, "pop the top list (navigation)"),
            KeyBinding("o", .showToast, .simulationInput, "show a toast (containers)"),
            KeyBinding("a", .showBanner, .simulationInput, "show a banner (containers)"),
            KeyBinding("m", .showMenu, .simulationInput, "show the menu (containers)"),
            KeyBinding("tab", .cycleScene, .simulationInput, "switch to the next built-in scene (recorded as a scene event)"),
            KeyBinding("s", .screenshot, .window, "save a screenshot (prints the path)"),
            KeyBinding("r", .toggleRecording, .window, "start a take (the scene restarts); again: save it as a trace"),
            KeyBinding("h", .toggleHUD, .window, "show or hide the HUD and its height chart"),
            KeyBinding("k", .toggleTouches, .window, "show or hide the fingers (a disc and a short trail each)"),
            KeyBinding("space", .togglePause, .window, "pause or resume"),
            KeyBinding(".", .stepFrame, .window, "step one frame while paused"),
            KeyBinding("f", .switchStepRate, .simulationInput, "switch between 60 and 120 Hz (from the next step; recorded)"),
            KeyBinding("t", .toggleTuningPanel, .window, "show or hide the tuning panel (the arrows or clicks change it)"),
            KeyBinding("e", .saveTuning, .window, "save the tuning panel's parameters as a scenario file"),
            KeyBinding("up", .selectPreviousTuningRow, .window, "tuning panel: select the previous row"),
            KeyBinding("down", .selectNextTuningRow, .window, "tuning panel: select the next row"),
            KeyBinding("left", .decreaseTuningValue, .window, "tuning panel: decrease the selected value"),
            KeyBinding("right", .increaseTuningValue, .window, "tuning panel: increase the selected value"),
            KeyBinding("?", .showHelp, .window, "show or hide the keys of this scene"),
            KeyBinding("f1", .showHelp, .window, "show or hide the keys of this scene"),
            KeyBinding("escape", .quit, .window, "quit"),
            KeyBinding("q", .quit, .window, "quit"),
        ]

    private static let bindingsByKey = Dictionary(uniqueKeysWithValues: bindings.map { ($0.key, $0) })
    /// The first binding of each command.
    private static let bindingsByCommand = Dictionary(bindings.map { ($0.command, $0) }, uniquingKeysWith: { first, _ in first })

    /// The command of the key named `keyName` in the table; nil for a name the table does not have.
    public init?(keyName: String) {
        guard let binding = KeyCommand.bindingsByKey[keyName] else { return nil }
        self = binding.command
    }

    /// The command's first binding; nil only for a `moveToNotch` index outside 0…8, which no key gives.
    public var binding: KeyBinding? { KeyCommand.bindingsByCommand[self] }

    /// The name traces write for the command: its first key. (A `moveToNotch` index outside 0…8 gets the digit
    /// string it would have, which decoding refuses.)
    public var keyName: String {
        if let binding { return binding.key }
        if case let .moveToNotch(index) = self { return String(index + 1) }
        return ""
    }

    /// Whether the simulation acts on the command (and a recording keeps it); false for window commands.
    public var isSimulationInput: Bool { binding?.scope == .simulationInput }

    /// Every key name, in table order: "one of 1, 2, …" in messages.
    public static var keyNames: [String] { bindings.map(\.key) }

    /// The table as text, one line per key or run of keys that do the same (`1…9`, `escape, q`), simulation
    /// inputs marked with `*`, for `overlay-sim run --help`.
    public static var helpText: String {
        var groups: [(keys: [String], binding: KeyBinding)] = []
        for binding in bindings {
            if let last = groups.last, last.binding.summary == binding.summary, last.binding.scope == binding.scope {
                groups[groups.count - 1].keys.append(binding.key)
            } else {
                groups.append(([binding.key], binding))
            }
        }
        let lines = groups.map { group -> String in
            let keys = group.keys.count > 2 ? "\(group.keys[0])…\(group.keys[group.keys.count - 1])" : group.keys.joined(separator: ", ")
            let mark = group.binding.scope == .simulationInput ? "*" : " "
            return "  " + keys + String(repeating: " ", count: max(1, 12 - keys.count)) + mark + " " + group.binding.summary
        }
        return (["Keys (the names trace files use; * marks simulation inputs, which recordings keep and replays apply):"] + lines)
            .joined(separator: "\n")
    }
}
