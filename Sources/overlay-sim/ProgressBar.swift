import Foundation

/// A progress bar on stderr, drawn only when stderr is a terminal (`\r`-rewritten, at most 100 updates).
final class ProgressBar {
    let total: Int
    let label: String
    private let isTerminal = isatty(STDERR_FILENO) == 1
    private var shown = -1

    init(total: Int, label: String) {
        self.total = max(1, total)
        self.label = label
    }

    func update(_ done: Int) {
        guard isTerminal else { return }
        let percent = min(100, done * 100 / total)
        guard percent != shown else { return }
        shown = percent
        let width = 30, filled = percent * width / 100
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write(Data("\r\(label) \(bar) \(percent)%  \(done)/\(total) frames".utf8))
    }

    func finish() {
        guard isTerminal, shown >= 0 else { return }
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
