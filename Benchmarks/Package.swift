// swift-tools-version:6.1
import PackageDescription

// The micro-benchmarks, in ordo-one's harness (`swift package --package-path Benchmarks benchmark`, or
// scripts/bench for the same-run ratios and their verdicts). A package of its own that depends on the root by path,
// so that users of the OverlaySim libraries never resolve the harness. The targets under Benchmarks/ are found by
// the harness's plugin; BenchmarkSupport holds what several of them share.
let benchmarkTarget = { (name: String, dependencies: [Target.Dependency]) -> Target in
    .executableTarget(
        name: name,
        dependencies: dependencies + ["BenchmarkSupport", .product(name: "Benchmark", package: "benchmark")],
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

/// Products of the root package.
func overlaySim(_ names: String...) -> [Target.Dependency] {
    names.map { .product(name: $0, package: "OverlaySim") }
}

let package = Package(
    name: "OverlaySimBenchmarks",
    dependencies: [
        .package(name: "OverlaySim", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(name: "BenchmarkSupport"),
        benchmarkTarget("AnimationStep", overlaySim("OverlayLab")),
        benchmarkTarget("SimulateSpeed", overlaySim("OverlayLab", "OverlaySimulation", "OverlayScenes", "OverlayFiles")),
        benchmarkTarget("PointerFlood", overlaySim("OverlaySimulation", "OverlayScenes", "OverlayFiles", "OverlayContainer")),
        benchmarkTarget(
            "FrameCost", overlaySim("OverlaySimulation", "OverlayScenes", "OverlayFiles", "OverlayRender", "OverlayDrawing")),
        benchmarkTarget("CheckThroughput", []),
        benchmarkTarget("SimulateMemory", overlaySim("OverlayLab", "OverlayFiles")),
        benchmarkTarget("SimulateInterleaved", []),
    ]
)
