// The SDL2 headers OverlayRender and OverlayApp use. Included through their SDL2/ folder so that no -I flag (and
// no pkg-config, whose -D_REENTRANT SwiftPM refuses with a warning) is needed: the headers include one another
// with quotes, which the compiler resolves next to the including header.
#ifndef OVERLAYSIM_CSDL2_SHIM_H
#define OVERLAYSIM_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#endif
