/// The names of checkpoints: each gives the approved image its file name (`NAME.png`) and the report and JUnit
/// their test names. A checkpoint is named `t-0.500` after its instant unless the case file names it
/// (`{"at": 0.9, "name": "after-key3"}`) or it is a trace's `screenshot` event, which keeps its file's name.
extension CheckCase {
    /// The longest checkpoint name.
    public static let maximumCheckpointNameLength = 100

    /// Why `name` cannot name a checkpoint, or nil when it can: letters, digits, `.`, `-` and `_` only (so no
    /// slash, and every file made from it survives a report merge), not starting with `.` or `-` (hidden files,
    /// options), and not `framelog` (the frame log's own files).
    public static func problem(withCheckpointName name: String) -> String? {
        if name.isEmpty { return "a checkpoint name cannot be empty" }
        if name.count > maximumCheckpointNameLength {
            return "a checkpoint name has at most \(maximumCheckpointNameLength) characters, found \(name.count)"
        }
        if name.contains("/") { return "a checkpoint name cannot hold a slash: it names one file in the goldens folder" }
        if name.hasPrefix(".") || name.hasPrefix("-") { return "a checkpoint name cannot start with \".\" or \"-\"" }
        let allowed = name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || scalar == "." || scalar == "-" || scalar == "_")
        }
        if !allowed { return "a checkpoint name holds only letters, digits, \".\", \"-\" and \"_\"" }
        if name.lowercased().hasSuffix(".png") { return "a checkpoint name is given without .png (the golden is NAME.png)" }
        if name == "framelog" {
            return "\"\(name)\" is the name of a file every case writes; choose another"
        }
        return nil
    }

    /// The default name of the checkpoint at `time`: `t-0.500`.
    public static func checkpointName(at time: Double) -> String {
        "t-" + millisecondText(time)
    }

    /// The checkpoint name a `screenshot` event to `path` gives: its file name without `.png`.
    public static func checkpointName(screenshotPath path: String) -> String {
        var name = String(path.split(separator: "/").last ?? "")
        if name.lowercased().hasSuffix(".png") { name.removeLast(4) }
        return name
    }
}
