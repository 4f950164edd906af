import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension JUnitReport {
    /// ` timestamp="2026-11-26T02:47:31" hostname="ci-7"`: when the run started (UTC, the form the JUnit schema
    /// takes, without a zone) and where it ran; empty for what is not given.
    static func runAttributes(timestamp: Date?, hostname: String?) -> String {
        var text = ""
        if let timestamp {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
            text += " timestamp=\"\(formatter.string(from: timestamp))\""
        }
        if let hostname { text += " hostname=\"\(escape(hostname))\"" }
        return text
    }

    /// A failing testcase's `<system-out>` naming its files as attachments, one `[[ATTACHMENT|PATH]]` a line
    /// (the form of Jenkins' JUnit Attachments plugin and GitLab's test reports); paths as the output folder was given.
    static func attachments(_ paths: [String?]) -> String {
        let lines = paths.compactMap { $0 }.map { "[[ATTACHMENT|\($0)]]" }
        return "      <system-out>" + escape(lines.joined(separator: "\n")) + "</system-out>"
    }

    /// This machine's name, as `hostname` prints it.
    public static var hostname: String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
        return String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
