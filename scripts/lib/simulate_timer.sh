# Sourced by scripts/bench and scripts/ab-simulate: the simulation timer (Benchmarks/Interleaved/SimulateTimer.swift
# with the harness's MapsSessionReplay.swift) built in release against one tree's libraries, in a package of its own.
#   build_simulate_timer DIR SOURCES [KEY]
# builds DIR/.build/release/simulate-timer against the OverlaySim at SOURCES. KEY (default SOURCES) names what the
# build is of, the base's commit for its unpacked sources: a build made against another keeps that one's modules (a
# module the new one lacks would still be found), so DIR's build starts afresh when KEY changes. Run from the
# repository's root.
build_simulate_timer() {
    local dir=$1 sources=$2 key=${3:-$2}
    if [ "$(cat "$dir/built-against" 2>/dev/null)" != "$key" ]; then
        rm -rf "$dir/.build"
        mkdir -p "$dir"
        echo "$key" >"$dir/built-against"
    fi
    local products='.product(name: "OverlayScenes", package: "OverlaySim"), .product(name: "OverlayFiles", package: "OverlaySim")'
    grep -q '"OverlaySimulation"' "$sources/Package.swift" && products+=', .product(name: "OverlaySimulation", package: "OverlaySim")'
    grep -q 'library(name: "OverlayLab"' "$sources/Package.swift" && products+=', .product(name: "OverlayLab", package: "OverlaySim")'
    mkdir -p "$dir/Sources/simulate-timer"
    cp Benchmarks/Interleaved/SimulateTimer.swift "$dir/Sources/simulate-timer/main.swift"
    cp Benchmarks/Benchmarks/SimulateSpeed/MapsSessionReplay.swift "$dir/Sources/simulate-timer/"
    local manifest
    manifest=$(
        cat <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

// Written by scripts/lib/simulate_timer.sh.
let package = Package(
    name: "SimulateTimer",
    dependencies: [.package(name: "OverlaySim", path: "$sources")],
    targets: [.executableTarget(name: "simulate-timer", dependencies: [$products])]
)
MANIFEST
    )
    [ "$(cat "$dir/Package.swift" 2>/dev/null)" = "$manifest" ] || printf '%s\n' "$manifest" >"$dir/Package.swift"
    # SwiftPM keeps a path dependency's list of sources from the build before: a file added to the tree since (or
    # removed) would be missing from it, so the build plan is made anew when the list of sources changed.
    local listed
    listed=$(cd "$sources" && find Sources -name '*.swift' | LC_ALL=C sort | sha256sum | cut -d' ' -f1)
    if [ "$(cat "$dir/sources-listed" 2>/dev/null)" != "$listed" ]; then
        rm -f "$dir"/.build/*.yaml "$dir"/.build/build.db
        echo "$listed" >"$dir/sources-listed"
    fi
    echo "simulate-timer: building $(basename "$dir") (release) …" >&2
    swift build -c release --package-path "$dir" >&2
}
