import ArgumentParser
import OverlayFiles
import OverlayScenes

/// `overlay-sim scenes`: lists the built-in scenes.
struct ScenesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "scenes", abstract: "Lists the built-in scenes.")

    func run() throws {
        for scenario in BuiltInScenarios.all {
            let notches = scenario.notches.map { notch -> String in
                switch notch {
                case let .points(points): return "\(points) pt"
                case let .fraction(fraction): return "\(fraction)·H"
                case let .belowTop(points): return "H − \(points) pt"
                }
            }
            print(
                "\(scenario.name)\t\(scenario.scene.rawValue) example, \(Int(scenario.device.width))×\(Int(scenario.device.height)) pt, notches \(notches.joined(separator: ", "))"
            )
        }
    }
}
