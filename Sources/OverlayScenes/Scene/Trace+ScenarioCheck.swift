import Foundation
import OverlayFiles

extension Trace {
    /// Checks the events that name notches against the scenes they will drive: `moveToNotch` indexes, keys `1`…`9`
    /// and `setReachable` indexes must name notches the scene has at that point of the trace (a `scene` event
    /// switches to a built-in scene with its own notches). The trace format does not know the scene, so a replay
    /// calls this before it starts.
    /// - Throws: `FileFormatError` naming `file`, the event's field and the notches that exist.
    public func check(against scenario: Scenario, file: String) throws {
        try check(notchCount: scenario.notches.count, name: scenario.name, file: file)
    }

    /// The same check for content whose inspected container has `notchCount` notches (a root view controller of
    /// the user's), named `name` in the messages.
    public func check(notchCount: Int, name: String, file: String) throws {
        var current = (name: name, count: notchCount)
        for (position, event) in events.enumerated() {
            func check(_ index: Int, field: String, what: String) throws {
                let count = current.count
                guard index < 0 || index >= count else { return }
                let existing = count == 0 ? "no notches" : count == 1 ? "only notch 0" : "notches 0…\(count - 1)"
                throw FileFormatError(
                    file: file, field: "events[\(position)].\(field)",
                    message: "\(what) notch \(index), which does not exist: the scene `\(current.name)` has \(existing)")
            }
            switch event.kind {
            case let .moveToNotch(index, _):
                try check(index, field: "index", what: "moves to")
            case let .key(.moveToNotch(index)):
                try check(index, field: "key", what: "key \"\(index + 1)\" moves to")
            case let .setReachable(indexes):
                for (slot, index) in indexes.enumerated() {
                    try check(index, field: "indexes[\(slot)]", what: "enables")
                }
            case let .scene(kind):
                let scenario = BuiltInScenarios.scenario(for: kind)
                current = (scenario.name, scenario.notches.count)
            default:
                break
            }
        }
    }
}
