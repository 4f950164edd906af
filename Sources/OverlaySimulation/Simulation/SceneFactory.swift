import OverlayContainer
import OverlayFiles
import OverlayPresets
import OverlayUIKit

/// A root view controller made for a named scene, and the container a simulation inspects in it.
public struct MadeScene {
    /// The root view controller to host.
    public var root: ViewController
    /// The container whose state the frame log records; nil: none.
    public var container: OverlayContainerViewController?

    /// A made scene: `root`, inspecting `container`.
    public init(root: ViewController, container: OverlayContainerViewController?) {
        self.root = root
        self.container = container
    }
}

/// Makes the scene of `kind` with the behaviour preset in use (nil: the scene's own), for a trace's `scene` event
/// or the window's Tab. The simulation stays free of any particular scene: whoever hosts named scenes (the
/// built-in scenes' module) gives it one of these.
public typealias SceneFactory = (_ kind: SceneKind, _ preset: OverlayBehaviorPresetName?) -> MadeScene
