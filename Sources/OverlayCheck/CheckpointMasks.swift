import Foundation
import OverlayFiles
import OverlayRender
import OverlayScenes
import OverlaySimulation
import OverlayUIKit

/// The masks of a case at each checkpoint, as pixel rectangles, and painting them over an image.
///
/// A view mask is the frame on screen of every visible view with that `accessibilityIdentifier` at the
/// checkpoint's instant, found by a replay of its own (physics only, no drawing: the same steps as the rendering
/// replay, so the same tree); it runs only for cases that mask views.
enum CheckpointMasks {
    /// A rectangle in pixels, clipped to nothing in particular (painting clips to the image).
    struct PixelRect: Equatable {
        var minX: Int, minY: Int, maxX: Int, maxY: Int
    }

    /// For each of `times`, the rectangles `masks` cover, in pixels at `scale`.
    static func rectangles(
        _ masks: [CheckMask], scenario: Scenario, trace: Trace, times: [Double], stepsPerSecond: Int, scale: Double
    ) -> [[PixelRect]] {
        var fixed: [CGRect] = []
        var identifiers: [String] = []
        for mask in masks {
            switch mask {
            case let .rectangle(x, y, width, height): fixed.append(CGRect(x: x, y: y, width: width, height: height))
            case let .view(identifier): identifiers.append(identifier)
            }
        }
        let views =
            identifiers.isEmpty
            ? [[CGRect]](repeating: [], count: times.count)
            : viewFrames(identifiers, scenario: scenario, trace: trace, times: times, stepsPerSecond: stepsPerSecond)
        return views.map { frames in (fixed + frames).map { pixels($0, scale: scale) } }
    }

    /// The window frames of the visible views whose accessibility identifier is one of `identifiers`, at each time.
    static func viewFrames(
        _ identifiers: [String], scenario: Scenario, trace: Trace, times: [Double], stepsPerSecond: Int
    ) -> [[CGRect]] {
        var frames = [[CGRect]](repeating: [], count: times.count)
        CheckpointReplay.replay(scenario: scenario, trace: trace, times: times, stepsPerSecond: stepsPerSecond) { index, simulation in
            frames[index] = matching(identifiers, in: simulation.window)
        }
        return frames
    }

    private static func matching(_ identifiers: [String], in view: View) -> [CGRect] {
        guard !view.isHidden else { return [] }
        var found: [CGRect] = []
        if let identifier = view.accessibilityIdentifier, identifiers.contains(identifier) { found.append(view.frameInWindow) }
        for subview in view.subviews { found += matching(identifiers, in: subview) }
        return found
    }

    /// A rectangle in points as the pixels it touches at `scale` (rounded outwards, so nothing half-covered shows).
    static func pixels(_ rect: CGRect, scale: Double) -> PixelRect {
        func clamp(_ value: Double) -> Int { Int(max(-1e6, min(1e6, value))) }
        return PixelRect(
            minX: clamp((Double(rect.minX) * scale).rounded(.down)), minY: clamp((Double(rect.minY) * scale).rounded(.down)),
            maxX: clamp((Double(rect.maxX) * scale).rounded(.up)), maxY: clamp((Double(rect.maxY) * scale).rounded(.up)))
    }

    /// Paints `rectangles` over `image` in the mask colour.
    static func paint(_ rectangles: [PixelRect], over image: inout RGBAImage) {
        let color = CheckMask.color
        for rect in rectangles {
            let minX = max(0, rect.minX), maxX = min(image.width, rect.maxX)
            let minY = max(0, rect.minY), maxY = min(image.height, rect.maxY)
            guard minX < maxX, minY < maxY else { continue }
            for y in minY..<maxY {
                for x in minX..<maxX { image.setPixel(x: x, y: y, (color.red, color.green, color.blue, color.alpha)) }
            }
        }
    }
}
