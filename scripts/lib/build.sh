# Sourced by the scripts that build the programs in release mode (run, bench, check-unchanged): one set of flags, so
# that they share one build instead of relinking each other's.
# --static-swift-stdlib links the Swift runtime and Foundation into the program. A start then resolves far fewer
# symbols at load time: `overlay-sim --version` in 16 ms instead of 23, and a `check` (two processes) about 40 ms
# sooner. The C libraries (SDL2 and its companions, libpng, libdeflate, giflib) stay shared.
overlay_sim_release=(-c release --static-swift-stdlib)
