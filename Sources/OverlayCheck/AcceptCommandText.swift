extension ResultAcceptance {
    /// The command that accepts the case `name` from the output folder `output`, as a shell reads it:
    /// `overlay-sim check accept 'check-results' 'maps/flick'` (every argument single-quoted, so any file name
    /// is passed as it is and none can run anything).
    public static func command(output: String, caseName name: String) -> String {
        "overlay-sim check accept \(shellQuoted(output)) \(shellQuoted(name))"
    }

    /// `text` in single quotes, each `'` written `'\''`.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
