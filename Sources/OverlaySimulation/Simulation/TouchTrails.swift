import OverlayFiles

/// The pointers on the screen and where they have just been: what the touch overlay (`--show-touches`) draws.
///
/// The simulation records every pointer event it applies, so the picture at an instant depends only on the input
/// up to that instant, not on how often frames are drawn. A trail keeps the positions of the last
/// `trailDuration` seconds (at most `maximumSamples`); a lifted finger's trail stays until it has faded.
public struct TouchTrails: Sendable {
    /// How long a position stays in a trail, in seconds.
    public static let trailDuration = 0.25
    /// The most positions a trail keeps (a flood of moves keeps its last ones).
    public static let maximumSamples = 64

    /// A pointer position at an instant.
    public struct Sample: Equatable, Sendable {
        public var time: Double
        public var x: Double
        public var y: Double
    }

    /// One pointer: down or lifted, and its recent positions, oldest first (the last one is where it is).
    public struct Finger: Equatable, Sendable {
        public var pointer: Int
        public var source: PointerSource
        public var isDown: Bool
        public var samples: [Sample]
    }

    /// Every pointer down, and lifted ones whose trail may still show, by pointer number.
    public private(set) var fingers: [Finger] = []

    /// Creates an empty record.
    public init() {}

    /// Notes a pointer event at `time`.
    public mutating func record(_ phase: PointerPhase, pointer: Int, source: PointerSource, x: Double, y: Double, time: Double) {
        // Lifted fingers whose trail has faded are forgotten, so the record stays as small as the screen's fingers.
        // Looked for first: most events forget nobody, and the list is not rewritten then.
        func hasFaded(_ finger: Finger) -> Bool {
            !finger.isDown && (finger.samples.last?.time ?? -.infinity) < time - TouchTrails.trailDuration
        }
        if fingers.contains(where: hasFaded) { fingers.removeAll(where: hasFaded) }
        let sample = Sample(time: time, x: x, y: y)
        let index = fingers.firstIndex { $0.pointer == pointer }
        switch phase {
        case .down:
            let finger = Finger(pointer: pointer, source: source, isDown: true, samples: [sample])
            if let index {
                fingers[index] = finger
            } else {
                fingers.append(finger)
                fingers.sort { $0.pointer < $1.pointer }
            }
        case .move, .up, .cancel:
            guard let index, fingers[index].isDown else { return }
            if fingers[index].samples.last.map({ $0.x != x || $0.y != y }) ?? true {
                fingers[index].samples.append(sample)
                if fingers[index].samples.count > TouchTrails.maximumSamples { fingers[index].samples.removeFirst() }
            }
            if phase != .move { fingers[index].isDown = false }
        }
    }

    /// The fingers down at `time` and those whose trail still shows, each with the samples younger than
    /// `trailDuration` plus the one before them (so a trail reaches back the whole duration).
    public func visible(at time: Double) -> [Finger] {
        fingers.compactMap { finger in
            let cutoff = time - TouchTrails.trailDuration
            let firstRecent = finger.samples.firstIndex { $0.time >= cutoff } ?? finger.samples.count
            let samples = Array(finger.samples[max(0, firstRecent - 1)...])
            guard finger.isDown || firstRecent < finger.samples.count else { return nil }
            return Finger(pointer: finger.pointer, source: finger.source, isDown: finger.isDown, samples: samples)
        }
    }
}
