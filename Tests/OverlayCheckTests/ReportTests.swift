import Foundation
import XCTest

@testable import OverlayCheck

/// The report's and JUnit's escaping, the Content-Security-Policy hashes, and SHA-256 itself.
final class ReportTests: XCTestCase {
    private let hostile = "<img src=x onerror=document.title='pwned'>\"&\u{1B}[31m"

    private var results: CheckResults {
        let failure = CheckOutcome(
            kind: .image, name: "t-0.500", time: 0.5, status: .failed, message: "differs: \(hostile)",
            golden: "suite/__goldens__/\(hostile)/t-0.500.png", expectedCopy: "cases/0001-x/t-0.500.expected.png",
            actual: "cases/0001-x/t-0.500.actual.png", diff: "cases/0001-x/t-0.500.diff.png")
        return CheckResults(
            cases: [
                CaseResult(
                    id: "0001-x", name: "suite/\(hostile)", file: "suite/\(hostile).case.json",
                    outcomes: [failure], seconds: 1)
            ], settings: "tolerance \(hostile)")
    }

    func testSHA256KnownDigests() {
        func hex(_ text: String) -> String { SHA256.digest(Array(text.utf8)).map { String(format: "%02x", $0) }.joined() }
        XCTAssertEqual(hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(hex(String(repeating: "a", count: 1000)), "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
        XCTAssertEqual(SHA256.base64Digest(of: ""), "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=")
    }

    func testThePageEscapesEveryStringFromAFileAndAllowsOnlyItsOwnScript() {
        let page = HTMLReport.page(results)
        XCTAssertFalse(page.contains("<img src=x"), "no markup from a file reaches the page")
        XCTAssertTrue(page.contains("suite/&lt;img src=x onerror=document.title=&#39;pwned&#39;&gt;&quot;&amp;"))
        XCTAssertEqual(page.components(separatedBy: "<script>").count, 2, "one script")
        let policy = HTMLReport.contentSecurityPolicy
        XCTAssertTrue(policy.hasPrefix("default-src 'none'; img-src 'self'; style-src 'sha256-"))
        XCTAssertTrue(policy.contains("script-src 'sha256-\(SHA256.base64Digest(of: HTMLReportAssets.script))'"))
        XCTAssertTrue(page.contains("<script>\(HTMLReportAssets.script)</script>"), "the hash is of the script exactly as written")
        XCTAssertTrue(page.contains("<style>\(HTMLReportAssets.style)</style>"))
        XCTAssertFalse(page.contains("http://") || page.contains("https://"), "no network")
    }

    func testImagePathsAreRelativeAndEncoded() {
        XCTAssertEqual(HTMLReport.source("cases/0001-x/t-0.500.png"), "cases/0001-x/t-0.500.png")
        XCTAssertEqual(HTMLReport.source("cases/a\"b<c.png"), "cases/a%22b%3Cc.png")
        XCTAssertEqual(HTMLReport.source("javascript:alert(1)"), "javascript%3Aalert%281%29")
        XCTAssertNil(HTMLReport.source("/etc/passwd"))
        XCTAssertNil(HTMLReport.source("../outside.png"))
    }

    func testJUnitEscapesTheSameStrings() throws {
        let xml = JUnitReport.xml(results, outputFolder: "out")
        XCTAssertFalse(xml.contains("<img"))
        XCTAssertFalse(xml.unicodeScalars.contains("\u{1B}"), "XML 1.0 cannot hold ESC")
        XCTAssertTrue(
            xml.contains(
                "<testcase classname=\"suite/&lt;img src=x onerror=document.title=&apos;pwned&apos;&gt;&quot;&amp;\u{FFFD}[31m\" name=\"t-0.500\""
            ), xml)
        XCTAssertTrue(xml.contains("actual: out/cases/0001-x/t-0.500.actual.png&#10;diff: out/cases/0001-x/t-0.500.diff.png"), xml)
        // Well-formed: a parser reads it back and finds the one failure.
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = FailureCollector()
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        XCTAssertEqual(collector.classNames, ["suite/<img src=x onerror=document.title='pwned'>\"&\u{FFFD}[31m"])
        XCTAssertEqual(collector.failures, 1)
    }
}

#if canImport(FoundationXML)
    import FoundationXML
#endif

private final class FailureCollector: NSObject, XMLParserDelegate {
    var classNames: [String] = []
    var failures = 0

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if name == "testcase", let className = attributes["classname"] { classNames.append(className) }
        if name == "failure" { failures += 1 }
    }
}
