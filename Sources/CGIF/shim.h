// giflib (Debian's libgif-dev): the GIF encoder OverlaySDL's AnimatedGIF uses. giflib ships no pkg-config file on
// Debian 12; its header lives in /usr/include, which the compiler searches anyway.
#ifndef OVERLAYSIM_CGIF_SHIM_H
#define OVERLAYSIM_CGIF_SHIM_H
#include <gif_lib.h>
#endif
