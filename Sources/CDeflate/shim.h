// libdeflate (Debian's libdeflate-dev, which SDL2_image's development package brings through libtiff-dev too):
// OverlayRender inflates the image data of plain PNGs (goldens) with it, whole-buffer, several times faster than
// zlib's streaming inflate. The header lives in /usr/include, which the compiler searches anyway.
#ifndef OVERLAYSIM_CDEFLATE_SHIM_H
#define OVERLAYSIM_CDEFLATE_SHIM_H
#include <libdeflate.h>
#endif
