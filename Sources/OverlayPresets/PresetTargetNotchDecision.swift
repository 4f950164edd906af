import Foundation
import OverlayContainer
import OverlayPhysics
import OverlayUIKit

/// The notch a preset's policy picks for a release, without a container: for decision maps
/// (release height × velocity → notch) and tests.
///
/// - Parameters:
///   - preset: the preset whose target policy decides.
///   - releaseHeight: the translation height at release, points.
///   - releaseVelocity: the finger's vertical velocity in window coordinates, points per second; positive is
///     down (a shrinking height), as `willEndDraggingOverlay(_:atVelocity:)` reports it.
///   - notchHeights: the height of every notch, by index.
///   - reachable: the reachable indexes; nil means all of them.
///   - dragStartHeight: where the drag started, for policies that use it (Pulley); nil when unknown.
public func targetNotchIndex(
    preset: OverlayBehaviorPreset,
    releaseHeight: CGFloat,
    releaseVelocity: CGFloat,
    notchHeights: [CGFloat],
    reachable: [Int]? = nil,
    dragStartHeight: CGFloat? = nil
) -> Int {
    let policy = preset.makeTargetNotchPolicy()
    if let pulley = policy as? PulleyTargetNotchPolicy { pulley.startHeight = dragStartHeight }
    let context = PresetDecisionContext(
        overlayViewController: ViewController(),
        velocity: CGPoint(x: 0, y: releaseVelocity),
        overlayTranslationHeight: releaseHeight,
        heights: notchHeights,
        reachableIndexes: (reachable ?? Array(notchHeights.indices)).filter(notchHeights.indices.contains).sorted()
    )
    return policy.targetNotchIndex(using: context)
}

/// A policy context built from plain values (a release that is not dragging any more): for decision maps, the
/// HUD's projected target and tests, where there is no drag under way to ask.
public struct PresetDecisionContext: OverlayContainerContextTargetNotchPolicy {
    public let overlayViewController: ViewController
    public var isDragging: Bool { false }
    public var velocity: CGPoint
    public var overlayTranslationHeight: CGFloat
    public var heights: [CGFloat]
    public var reachableIndexes: [Int]

    public var notchIndexes: Range<Int> { heights.indices }

    public init(
        overlayViewController: ViewController, velocity: CGPoint, overlayTranslationHeight: CGFloat,
        heights: [CGFloat], reachableIndexes: [Int]
    ) {
        self.overlayViewController = overlayViewController
        self.velocity = velocity
        self.overlayTranslationHeight = overlayTranslationHeight
        self.heights = heights
        self.reachableIndexes = reachableIndexes
    }

    public func height(forNotchAt index: Int) -> CGFloat {
        heights.indices.contains(index) ? heights[index] : 0
    }
}
