# Sourced by the scripts: installs the system packages OverlaySim needs, only those that are missing.
# Debian/Ubuntu only; uses sudo when not root.

# chromium: the HTML report of `overlay-sim check` is tested in a real headless browser. weston: the window is tested
# on Wayland too (Weston's X11 back end inside Xvfb); libdecor-0-plugin-1-cairo draws the window's title bar where
# the compositor wants client-side decorations (Weston, GNOME), without it SDL's Wayland windows have none. time:
# GNU time gives the benchmarks the peak memory of a `simulate` child (Benchmarks/Benchmarks/SimulateMemory).
overlay_sim_packages=(pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libpng-dev libdeflate-dev libgif-dev
    fonts-dejavu-core xvfb xdotool chromium weston libdecor-0-plugin-1-cairo time)

ensure_system_packages() {
    local missing=()
    local pkg
    for pkg in "${overlay_sim_packages[@]}"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "overlay-sim: missing system packages (${missing[*]}) and no apt-get to install them" >&2
        return 1
    fi
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "Installing system packages: ${missing[*]}"
    $sudo apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

ensure_swift() {
    if ! command -v swift >/dev/null 2>&1; then
        if [ -x /opt/swift/usr/bin/swift ]; then
            export PATH="/opt/swift/usr/bin:$PATH"
        else
            echo "overlay-sim: the Swift toolchain (swift 6.1 or newer) is not on PATH" >&2
            return 1
        fi
    fi
}
