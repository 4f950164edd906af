import Foundation

// scripts/lib/simulate_timer.sh compiles this file twice, with the harness's MapsSessionReplay.swift, against this
// tree's libraries and against the base commit's; the harness's `simulate-interleaved` (scripts/bench) and
// scripts/ab-simulate run the two programs one after the other many times: each run prints the median
// microseconds of COUNT replays of the 10 s maps session (what the harness's `simulate-session` measures), so that a
// slow spell of a shared machine falls on both sides alike.
let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), count > 0 else {
    FileHandle.standardError.write(Data("usage: simulate-timer TRACE COUNT\n".utf8))
    exit(64)
}
let trace = try loadMapsSession(path: arguments[1])
var microseconds: [Double] = []
for _ in 0..<count {
    let start = DispatchTime.now().uptimeNanoseconds
    let replay = replayMapsSession(trace)
    let end = DispatchTime.now().uptimeNanoseconds
    // Released after the clock stopped (see `replayMapsSession`).
    withExtendedLifetime(replay.simulation) {}
    guard replay.records > 0 else { exit(1) }
    microseconds.append(Double(end - start) / 1_000)
}
microseconds.sort()
print(String(format: "%.1f", microseconds[count / 2]))
