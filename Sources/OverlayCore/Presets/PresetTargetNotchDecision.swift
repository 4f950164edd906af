import Foundation

/// The notch a preset's policy picks for a release, without a container: for decision maps
/// (release height × velocity → notch) and tests.
///
/// - Parameters:
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

/// A policy context built from plain values (a release that is not dragging any more).
struct PresetDecisionContext: OverlayContainerContextTargetNotchPolicy {
    let overlayViewController: ViewController
    var isDragging: Bool { false }
    var velocity: CGPoint
    var overlayTranslationHeight: CGFloat
    var heights: [CGFloat]
    var reachableIndexes: [Int]

    var notchIndexes: Range<Int> { heights.indices }

    func height(forNotchAt index: Int) -> CGFloat {
        heights.indices.contains(index) ? heights[index] : 0
    }
}
