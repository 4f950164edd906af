import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A JUnit XML file as a parser reads it: each `<testsuite>` with its `<testcase>`s and their `<error>`s, so tests
/// check the document a CI system sees rather than substrings of it.
struct JUnitDocument {
    struct TestCase: Equatable {
        var className: String
        var name: String
        var error: String?
        var errorType: String?
        var failure: String?
    }

    /// Suite names in document order, with their cases.
    private(set) var suites: [(name: String, cases: [TestCase])] = []

    init(path: String) throws {
        let parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: path)))
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
        suites = collector.suites
    }

    var suiteNames: [String] { suites.map(\.name) }

    /// Every case of every suite.
    var cases: [TestCase] { suites.flatMap(\.cases) }

    private final class Collector: NSObject, XMLParserDelegate {
        var suites: [(name: String, cases: [TestCase])] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            switch name {
            case "testsuite":
                suites.append((attributes["name"] ?? "", []))
            case "testcase":
                suites[suites.count - 1].cases.append(
                    TestCase(className: attributes["classname"] ?? "", name: attributes["name"] ?? ""))
            case "error":
                let last = suites[suites.count - 1].cases.count - 1
                suites[suites.count - 1].cases[last].error = attributes["message"]
                suites[suites.count - 1].cases[last].errorType = attributes["type"]
            case "failure":
                let last = suites[suites.count - 1].cases.count - 1
                suites[suites.count - 1].cases[last].failure = attributes["message"]
            default:
                break
            }
        }
    }
}
