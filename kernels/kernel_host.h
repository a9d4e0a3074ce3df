/* kernel_host.h -- host-side helpers shared by the kernel suite's drivers.

   Each kernels/NAME.c holds one CCE-style kernel, a plain C reference
   and a main that fills inputs deterministically, launches the kernel on
   the simulator and compares the output.  This header gives those
   drivers a seeded generator, fp16 fill/compare helpers and a rounding
   helper so the reference sees exactly the fp16 inputs the kernel sees.
   Host code only: nothing here is compiled into a kernel.  */

#ifndef ASCSYNC_KERNEL_HOST_H
#define ASCSYNC_KERNEL_HOST_H

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "ascsim.h"

/* A 32-bit LCG: same seed, same sequence on every host.  */
static inline uint32_t
kh_next (uint32_t *state)
{
  *state = *state * 1664525u + 1013904223u;
  return *state >> 8;
}

/* Uniform float in [LO, HI).  */
static inline float
kh_uniform (uint32_t *state, float lo, float hi)
{
  return lo + (hi - lo) * (float) kh_next (state) / (float) (1u << 24);
}

/* Round F to the nearest fp16 value (as a float).  */
static inline float
kh_round_f16 (float f)
{
  return asc_f16_bits_to_f32 (asc_f32_to_f16_bits (f));
}

/* Fill N halves of GM buffer DST with uniform values in [LO, HI) from
   SEED; when REF is non-null also store the same (rounded) values as
   floats for the reference.  */
static inline void
kh_fill_f16 (half *dst, float *ref, size_t n, uint32_t seed, float lo,
             float hi)
{
  for (size_t i = 0; i < n; i++)
    {
      float v = kh_round_f16 (kh_uniform (&seed, lo, hi));
      dst[i] = (half) v;
      if (ref)
        ref[i] = v;
    }
}

/* Same for floats.  */
static inline void
kh_fill_f32 (float *dst, float *ref, size_t n, uint32_t seed, float lo,
             float hi)
{
  for (size_t i = 0; i < n; i++)
    {
      float v = kh_uniform (&seed, lo, hi);
      dst[i] = v;
      if (ref)
        ref[i] = v;
    }
}

/* Compare N halves against the float reference WANT; see
   ascsim_compare_f32.  Returns 1 when all match.  */
static inline int
kh_check_f16 (const char *what, const half *got, const float *want, size_t n,
              double atol, double rtol)
{
  float *g = (float *) malloc (n * sizeof *g);
  if (!g)
    return 0;
  for (size_t i = 0; i < n; i++)
    g[i] = (float) got[i];
  int ok = ascsim_compare_f32 (what, g, want, n, atol, rtol);
  free (g);
  return ok;
}

/* Allocate N elements of SIZE bytes of GM or exit.  */
static inline void *
kh_gm (size_t n, size_t size)
{
  void *p = ascsim_gm_alloc (n * size);
  if (!p)
    {
      fprintf (stderr, "kernel driver: GM arena exhausted\n");
      exit (2);
    }
  return p;
}

/* Allocate N floats of host memory for references or exit.  */
static inline float *
kh_floats (size_t n)
{
  float *p = (float *) calloc (n ? n : 1, sizeof *p);
  if (!p)
    {
      fprintf (stderr, "kernel driver: out of memory\n");
      exit (2);
    }
  return p;
}

#endif /* ASCSYNC_KERNEL_HOST_H */
