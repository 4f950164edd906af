import Foundation

/// What the benchmark ran on.
enum MachineInfo {
    static var cpuModel: String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown" }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return "unknown"
    }

    static var description: [String: String] {
        let info = ProcessInfo.processInfo
        var uts = utsname()
        uname(&uts)
        let kernel = withUnsafeBytes(of: &uts.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        #if DEBUG
            let build = "debug (timings are not representative: use `swift build -c release` or scripts/run bench)"
        #else
            let build = "release"
        #endif
        return [
            "cpu": cpuModel,
            "cores": "\(info.activeProcessorCount) active of \(info.processorCount)",
            "memory": String(format: "%.1f GB", Double(info.physicalMemory) / 1e9),
            "kernel": "Linux \(kernel)",
            "build": build,
        ]
    }
}
