/// Loading a trace whose `screenshot` events may only write inside one folder.
extension Trace {
    /// Reads the trace file at `path` and resolves every `screenshot` event's path inside `screenshots` (the
    /// command's output folder): the events then carry paths inside that folder.
    ///
    /// Every command that replays a trace with screenshots (`shot`, `film`, `check`, the window's `run`) loads it
    /// through here, so one policy decides where a trace may write. - Throws: `FileFormatError` naming
    /// `events[N].path` for an absolute path, a `..` that climbs out or a link that leads outside.
    public static func load(path: String, screenshotsInto screenshots: ConfinedFolder) throws -> Trace {
        try load(path: path).confiningScreenshots(to: screenshots, file: path)
    }

    /// This trace with each `screenshot` event's path resolved inside `folder`; `file` names the trace in errors.
    public func confiningScreenshots(to folder: ConfinedFolder, file: String) throws -> Trace {
        var trace = self
        for index in trace.events.indices {
            guard case let .screenshot(path) = trace.events[index].kind else { continue }
            let resolved = try folder.resolve(path, file: file, field: "events[\(index)].path")
            trace.events[index].kind = .screenshot(path: resolved)
        }
        return trace
    }

    /// The instants of the `screenshot` events, in order.
    public var screenshotTimes: [Double] {
        events.compactMap { event in
            if case .screenshot = event.kind { return event.time }
            return nil
        }
    }
}

extension Trace {
    /// The trace without its `screenshot` events, ending where the whole trace ends (its `until`, or 2 s after
    /// its last event), so a frame log covers the same time as a replay that takes the screenshots.
    public var withoutScreenshots: Trace {
        let kept = events.filter { if case .screenshot = $0.kind { return false } else { return true } }
        guard kept.count < events.count else { return self }
        return Trace(events: kept, until: until ?? ((events.last?.time ?? 0) + 2))
    }
}
