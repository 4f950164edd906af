import Foundation
import OverlayFiles
import OverlayPresets
import OverlaySimulation

extension Simulation {
    /// Hosts a built-in scene: its root view controller at its scenario's size, inspecting its container; a
    /// `scene` event or Tab then switches to another built-in scene (``BuiltInScene/factory``).
    public convenience init(scene: BuiltInScene, stepsPerSecond: Int) {
        self.init(
            root: scene.viewController, container: scene.container, size: scene.window.bounds.size,
            stepsPerSecond: stepsPerSecond)
        sceneKind = scene.scenario.scene
        sceneFactory = BuiltInScene.factory
    }

    /// The built-in scene hosted, when the root is one.
    public var scene: BuiltInScene? {
        (root as? SceneViewController).map(BuiltInScene.init(controller:))
    }
}

extension BuiltInScene {
    /// Makes the built-in scene of a kind, with the preset in use (nil: its scenario's own), for a simulation's
    /// `scene` events and Tab.
    public static var factory: SceneFactory {
        { kind, preset in
            var scenario = BuiltInScenarios.scenario(for: kind)
            if let preset { scenario.preset = PresetName(preset) }
            let scene = BuiltInScene(scenario: scenario)
            return MadeScene(root: scene.viewController, container: scene.container)
        }
    }
}

/// The name a built-in scene had before the simulation moved to its own module.
@available(*, deprecated, renamed: "BuiltInScene")
public typealias Scene = BuiltInScene
