// libpng (Debian's libpng-dev, which SDL2_image's development package brings too): OverlayRender decodes the plain
// RGBA PNGs it writes (goldens) with libpng's simplified API, straight into the image's own buffer. The header lives
// in /usr/include, which the compiler searches anyway.
#ifndef OVERLAYSIM_CPNG_SHIM_H
#define OVERLAYSIM_CPNG_SHIM_H
#include <png.h>
#endif
