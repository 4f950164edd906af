// The C library's sincos: a spring animation's step needs the sine and the cosine of one angle, and glibc computes
// both in one call from the same code as sin and cos (so the same bits). The Glibc module leaves sincos out (a GNU
// extension), so it is declared here; other C libraries get sin and cos.
#ifndef OVERLAYSIM_COVERLAYMATH_SHIM_H
#define OVERLAYSIM_COVERLAYMATH_SHIM_H
#include <math.h>

#if defined(__GLIBC__)
void sincos(double x, double *sine, double *cosine);
static inline void overlay_sincos(double x, double *sine, double *cosine) { sincos(x, sine, cosine); }
#else
static inline void overlay_sincos(double x, double *sine, double *cosine) {
    *sine = sin(x);
    *cosine = cos(x);
}
#endif

#endif
