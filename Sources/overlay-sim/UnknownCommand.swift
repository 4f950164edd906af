/// A first word that names no command. `run` is the default command and takes no words of its own, so without
/// this check a mistyped command would be reported as an unexpected argument of `run`, with `run`'s usage.
enum UnknownCommand {
    /// Fails (status 64) when the first argument is a word that is not one of `commands` (or `help`), naming
    /// the closest command when one is close enough to be a typo.
    /// `hidden` commands (check's case processes) are accepted but neither listed nor suggested.
    static func check(_ arguments: [String], commands: [String], hidden: [String] = []) throws {
        guard let word = arguments.first, !word.hasPrefix("-"), word != "help", !commands.contains(word), !hidden.contains(word) else {
            return
        }
        var message = "unknown command '\(word)'"
        message += closest(to: word, among: commands).map { "; did you mean '\($0)'?" } ?? "."
        message += " The commands are \(commands.joined(separator: ", ")) (run is the default); see overlay-sim --help."
        throw CommandFailure.usage(message)
    }

    /// The command nearest to `word` by edit distance, if it is at most a third of the word's length away
    /// (at least 1, at most 3 edits).
    static func closest(to word: String, among commands: [String]) -> String? {
        let limit = min(3, max(1, word.count / 3))
        let scored = commands.map { ($0, editDistance(word.lowercased(), $0)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit else { return nil }
        return best.0
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours each
    /// count 1, so "shto" is one edit from "shot".
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
