// The C library's sincos: a spring animation's step needs the sine and the cosine of one angle, and glibc computes
// both in one call from the same code as sin and cos (so the same bits). The Glibc module leaves sincos out (a GNU
// extension), so it is declared here; other C libraries get sin and cos. Both come back by value, so that the
// Swift caller takes no addresses of its own locals.
#ifndef OVERLAYSIM_COVERLAYMATH_SHIM_H
#define OVERLAYSIM_COVERLAYMATH_SHIM_H
#include <math.h>

typedef struct {
    double sine;
    double cosine;
} overlay_sine_cosine;

#if defined(__GLIBC__)
void sincos(double x, double *sine, double *cosine);
static inline overlay_sine_cosine overlay_sincos(double x) {
    overlay_sine_cosine result;
    sincos(x, &result.sine, &result.cosine);
    return result;
}
#else
static inline overlay_sine_cosine overlay_sincos(double x) {
    overlay_sine_cosine result = {sin(x), cos(x)};
    return result;
}
#endif

#endif
