// Code written before the simulation had a module of its own imported it from here: keep that compiling for one
// release (CHANGELOG.md). New code imports OverlaySimulation itself.
@_exported import OverlaySimulation
