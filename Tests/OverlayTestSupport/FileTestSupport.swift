import Foundation
import OverlayFiles
import XCTest

/// Helpers shared by the file-format and recording tests.
public enum FileTestSupport {
    /// The bytes of a string literal.
    public static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// The syntax error `text` produces, failing the test when it parses.
    public static func syntaxError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONSyntaxError? {
        syntaxError(bytes: bytes(text), file: file, line: line)
    }

    /// The syntax error `data` produces, failing the test when it parses.
    public static func syntaxError(bytes data: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> JSONSyntaxError? {
        do {
            let value = try JSONParser.parse(data)
            XCTFail("expected a syntax error, parsed \(value)", file: file, line: line)
        } catch let error as JSONSyntaxError {
            return error
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
        }
        return nil
    }

    /// The `FileFormatError` that `body` throws, failing the test when it succeeds.
    public static func formatError<T>(_ body: () throws -> T, file: StaticString = #filePath, line: UInt = #line) -> FileFormatError? {
        do {
            let value = try body()
            XCTFail("expected an error, got \(value)", file: file, line: line)
        } catch let error as FileFormatError {
            return error
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
        }
        return nil
    }

    /// A fresh empty directory under the system temporary directory.
    public static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "overlayscenes-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
