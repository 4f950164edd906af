import Foundation

/// A progress bar on stderr, drawn only when stderr is a terminal (`\r`-rewritten, at most 100 updates, or one
/// per item when each names what it finished).
final class ProgressBar {
    let total: Int
    let label: String
    let unit: String
    private let isTerminal = isatty(STDERR_FILENO) == 1
    private var shown = -1

    init(total: Int, label: String, unit: String = "frames") {
        self.total = max(1, total)
        self.label = label
        self.unit = unit
    }

    /// `done` of `total`; `detail` (what just finished, e.g. a case's name) follows the count.
    func update(_ done: Int, detail: String? = nil) {
        guard isTerminal else { return }
        let percent = min(100, done * 100 / total)
        guard percent != shown || detail != nil else { return }
        shown = percent
        let width = 30, filled = percent * width / 100
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        var line = "\r\(label) \(bar) \(percent)%  \(done)/\(total) \(unit)"
        if let detail {
            // Names come from files: no control characters reach the terminal; the rest of the line is cleared.
            line += "  " + String(Printable.line(detail).prefix(60)) + "\u{1B}[K"
        }
        FileHandle.standardError.write(Data(line.utf8))
    }

    func finish() {
        guard isTerminal, shown >= 0 else { return }
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
