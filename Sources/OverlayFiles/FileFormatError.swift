import Foundation

/// A problem with an input file, phrased for the person who wrote the file.
///
/// `description` reads "FILE: field `FIELD`: MESSAGE", or "FILE: MESSAGE" for problems that concern the
/// whole file (syntax errors, size, unreadable).
public struct FileFormatError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file as the user named it.
    public var file: String
    /// The path of the offending field, e.g. `notches[1].fraction`; nil for whole-file problems.
    public var field: String?
    /// What was expected and what was found.
    public var message: String

    /// Creates an error.
    public init(file: String, field: String? = nil, message: String) {
        self.file = file
        self.field = field
        self.message = message
    }

    /// "FILE: field `FIELD`: MESSAGE" or "FILE: MESSAGE".
    public var description: String {
        if let field {
            return "\(file): field `\(field)`: \(message)"
        }
        return "\(file): \(message)"
    }

    /// Reads a whole file, refusing missing files, directories, empty files and files over `limit` bytes.
    ///
    /// The read itself stops after `limit + 1` bytes, so special files that report no size cannot make it
    /// read without bound.
    public static func readFile(atPath path: String, limit: Int) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FileFormatError(file: path, message: "file not found")
        }
        if isDirectory.boolValue {
            throw FileFormatError(file: path, message: "is a directory, not a file")
        }
        let reportedSize = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        if let reportedSize, reportedSize > limit {
            throw oversize(path: path, size: reportedSize, limit: limit)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw FileFormatError(file: path, message: "file cannot be read (check its permissions)")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw FileFormatError(file: path, message: "file cannot be read (\(error.localizedDescription))")
        }
        if data.count > limit {
            throw oversize(path: path, size: max(data.count, reportedSize ?? 0), limit: limit)
        }
        if data.isEmpty {
            throw FileFormatError(file: path, message: "file is empty")
        }
        return [UInt8](data)
    }

    /// Wraps a syntax error so it names the file.
    init(file: String, syntax: JSONSyntaxError) {
        self.init(file: file, field: nil, message: syntax.description)
    }

    private static func oversize(path: String, size: Int, limit: Int) -> FileFormatError {
        FileFormatError(file: path, message: "file is \(formatSize(size, exact: false)); the limit is \(formatSize(limit, exact: true))")
    }

    /// Sizes in binary megabytes, matching how the limits are defined (32 MB = 32 × 2^20 bytes).
    /// `exact` drops the decimal for whole numbers, which suits round limits.
    static func formatSize(_ bytes: Int, exact: Bool) -> String {
        let megabyte = 1_048_576
        if bytes >= megabyte / 10 {
            if exact, bytes % megabyte == 0 { return "\(bytes / megabyte) MB" }
            let tenths = (bytes * 10 + megabyte / 2) / megabyte
            return "\(tenths / 10).\(tenths % 10) MB"
        }
        return "\(bytes) bytes"
    }
}

/// Shared entry point of the decoders: raw bytes to the top-level object reader.
extension JSONFieldReader {
    /// Parses `data` (rejecting empty files and syntax errors) and returns a reader for the top-level value.
    static func root(parsing data: [UInt8], file: String) throws -> JSONFieldReader {
        if data.isEmpty {
            throw FileFormatError(file: file, message: "file is empty")
        }
        do {
            return JSONFieldReader(file: file, path: .root, value: try JSONParser.parse(data))
        } catch let syntax as JSONSyntaxError {
            throw FileFormatError(file: file, syntax: syntax)
        }
    }
}
