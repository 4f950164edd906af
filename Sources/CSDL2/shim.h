// The SDL2 headers OverlaySDL uses. pkg-config sdl2 gives -I/usr/include/SDL2, where SDL_ttf.h and SDL_image.h
// also live on Debian, so they are included by their bare names.
#ifndef OVERLAYSIM_CSDL2_SHIM_H
#define OVERLAYSIM_CSDL2_SHIM_H
#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>
#endif
