import Foundation
import OverlayContainer
import OverlayPhysics
import OverlayUIKit

/// A policy context's reachable notches sorted by height, with the geometric questions the preset policies ask.
struct ReachableNotchLadder {
    /// (notch index, height), ascending by height; equal heights keep the lower index first.
    let rungs: [(index: Int, height: CGFloat)]

    init(_ context: OverlayContainerContextTargetNotchPolicy) {
        rungs = context.reachableIndexes
            .map { (index: $0, height: context.height(forNotchAt: $0)) }
            .sorted { $0.height != $1.height ? $0.height < $1.height : $0.index < $1.index }
    }

    var isEmpty: Bool { rungs.isEmpty }

    /// The position (in `rungs`) of the notch nearest to `height`; ties go to the lower height, as the reference.
    func nearestPosition(to height: CGFloat) -> Int {
        var best = 0
        for position in rungs.indices.dropFirst() {
            // Strictly closer only: the earlier (lower) rung wins a tie.
            if abs(rungs[position].height - height) < abs(rungs[best].height - height) { best = position }
        }
        return best
    }

    /// The notch index nearest to `height` (ties → lower height).
    func nearestIndex(to height: CGFloat) -> Int {
        rungs[nearestPosition(to: height)].index
    }
}

/// Where a release would come to rest, as a height: up (negative y velocity) raises the height.
func projectedHeight(of context: OverlayContainerContextTargetNotchPolicy, rate: DecelerationRate) -> CGFloat {
    let height = Double(context.overlayTranslationHeight)
    let velocity = context.velocity.y.isFinite ? -Double(context.velocity.y) : 0
    return CGFloat(project(value: height, velocity: velocity, decelerationRate: rate))
}
