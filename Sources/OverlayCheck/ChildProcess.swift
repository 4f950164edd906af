import Foundation
import OverlayFiles

#if canImport(Glibc)
    import Glibc
#endif

/// A child process started with posix_spawn (the check's case workers, the benchmarks' windows), so that its owner knows the instant it was started, can read
/// its /proc entry while it runs, and gets its peak RSS from wait4 when it ends.
package final class ChildProcess {
    package let pid: pid_t
    /// CLOCK_MONOTONIC just before posix_spawn.
    package let spawnedAt: UInt64
    package private(set) var exitStatus: Int32?

    /// CLOCK_MONOTONIC in nanoseconds (system-wide, so a child's instants can be compared with the parent's).
    package static func monotonicNanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    /// Starts `executable` with `arguments`; stdout and stderr go to the given files (or /dev/null), stdin comes
    /// from `stdin` (a descriptor, e.g. the read end of a pipe) or /dev/null; `stdoutDescriptor` (the write end of
    /// a pipe, say), when given, is stdout instead of the file.
    package init(
        executable: String, arguments: [String], environment: [String: String], stdout: String?, stderr: String?,
        stdin: Int32? = nil, stdoutDescriptor: Int32? = nil
    ) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let stdin {
            posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        if let stdoutDescriptor {
            posix_spawn_file_actions_adddup2(&actions, stdoutDescriptor, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, stdout ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        posix_spawn_file_actions_addopen(&actions, 2, stderr ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var child: pid_t = 0
        spawnedAt = ChildProcess.monotonicNanoseconds()
        // The child starts with no signal blocked and those this process watches (`TemporaryFiles`) at their default
        // action, whatever this thread's mask and this process's dispositions are.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        var defaults = SignalWaiter.set(of: TemporaryFiles.shared.watchedSignals)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard status == 0 else {
            throw ChildProcessError("cannot start \(executable): \(String(cString: strerror(status)))")
        }
        pid = child
        LiveChildren.shared.add(child)
    }

    /// Whether the child is still running (reaps it, with its rusage, when it has ended).
    package func isRunning() -> Bool {
        guard exitStatus == nil else { return false }
        return !reap(blocking: false)
    }

    /// Waits for the child to end, killing it (SIGTERM, then SIGKILL) after `timeout` seconds.
    @discardableResult
    package func wait(timeout: Double) -> Int32? {
        let deadline = ChildProcess.monotonicNanoseconds() + UInt64(timeout * 1e9)
        while isRunning() {
            if ChildProcess.monotonicNanoseconds() > deadline {
                terminate()
                break
            }
            usleep(10_000)
        }
        return exitStatus
    }

    /// SIGTERM, then SIGKILL after a second, and reap.
    package func terminate() {
        guard exitStatus == nil else { return }
        kill(pid, SIGTERM)
        for _ in 0..<100 where isRunning() { usleep(10_000) }
        if exitStatus == nil {
            kill(pid, SIGKILL)
            _ = reap(blocking: true)
        }
    }

    /// A field of /proc/PID/status in bytes ("VmRSS", "VmHWM"), nil once the child is gone.
    package func statusBytes(_ field: String) -> Int? {
        guard exitStatus == nil, let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            let parts = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if parts.count >= 2, let kilobytes = Int(parts[1]) { return kilobytes * 1024 }
        }
        return nil
    }

    /// CPU seconds (user + system) the running child has used so far, from /proc/PID/stat; nil once it has ended.
    package func cpuSeconds() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // Fields after the command name start at field 3; utime and stime are fields 14 and 15.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    private func reap(blocking: Bool) -> Bool {
        var status: Int32 = 0
        let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
        if result < 0 {
            LiveChildren.shared.remove(pid)
            exitStatus = -1
            return true
        }
        guard result == pid else { return false }
        LiveChildren.shared.remove(pid)
        let signal = status & 0x7F
        exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        return true
    }

    deinit {
        terminate()
    }
}

/// Why a child process could not be started or measured.
package struct ChildProcessError: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) {
        self.description = description
    }
}
