/// The completions of one animator, in the order they were added.
///
/// The first is held inline: the overlay container gives each move's animator one completion, and an array would
/// cost an allocation (and its release) on every move.
struct AnimatorCompletions {
    typealias Completion = (ViewAnimatingPosition) -> Void

    private var first: Completion?
    private var later: [Completion] = []

    mutating func append(_ completion: @escaping Completion) {
        if first == nil { first = completion } else { later.append(completion) }
    }

    /// Runs them in order. The caller empties its list first, so a completion that restarts the animator and adds
    /// new ones keeps those for the next run.
    func run(_ position: ViewAnimatingPosition) {
        guard let first = first else { return }
        first(position)
        for completion in later { completion(position) }
    }
}
