/* cube_layout.h -- host helpers that lay matrices out for the cube unit.

   The simulator's mad reads A from L0A in "ZZ" fractal order, B from L0B
   in "ZN" order and writes C to L0C in "NZ" order (the layouts are
   defined exactly in sim/sem_cube.c and in the README).  A kernel's host
   driver uses these functions to turn row-major matrices into the
   fractal images a kernel can move unchanged GM -> L1 -> L0A/L0B
   (copy_gm_to_cbuf, then load_cbuf_to_ca/cb with transpose 0 and
   srcStride 1), and to turn the L0C image the kernel wrote back
   (copy_matrix_cc_to_ubuf, copy_ubuf_to_gm) into a row-major matrix:

     half *a_gm = ascsim_gm_alloc (asc_zz_bytes_f16 (m, k));
     asc_layout_zz_f16 ((uint16_t *) a_gm, a, m, k);
     ...
     asc_unlayout_nz_f32 (c, c_gm, m, n);

   Images are zero-padded to whole fractals; mad computes whole fractals,
   so the padding must be zero for the m x n result to be exact.  Plain
   C, no simulator state; part of libascsim.  */

#ifndef ASCSYNC_CUBE_LAYOUT_H
#define ASCSYNC_CUBE_LAYOUT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Fractal counts: X elements in tiles of T.  */
static inline size_t
asc_cube_tiles (int x, int t)
{
  return (size_t) ((x + t - 1) / t);
}

/* Bytes of the image of an M x K fp16 A (L0A, ZZ), of a K x N fp16 B
   (L0B, ZN), of the int8 equivalents (fractals of 16 x 32), and of an
   M x N L0C image (NZ) with ESIZE-byte elements.  */
static inline size_t
asc_zz_bytes_f16 (int m, int k)
{
  return asc_cube_tiles (m, 16) * asc_cube_tiles (k, 16) * 512;
}

static inline size_t
asc_zn_bytes_f16 (int k, int n)
{
  return asc_cube_tiles (k, 16) * asc_cube_tiles (n, 16) * 512;
}

static inline size_t
asc_zz_bytes_s8 (int m, int k)
{
  return asc_cube_tiles (m, 16) * asc_cube_tiles (k, 32) * 512;
}

static inline size_t
asc_zn_bytes_s8 (int k, int n)
{
  return asc_cube_tiles (k, 32) * asc_cube_tiles (n, 16) * 512;
}

static inline size_t
asc_nz_bytes (int m, int n, int esize)
{
  return asc_cube_tiles (m, 16) * asc_cube_tiles (n, 16) * 256
         * (size_t) esize;
}

/* Row-major M x K float matrix A -> L0A (ZZ) fp16 image in DST
   (asc_zz_bytes_f16 (M, K) bytes), rounded to nearest even, zero
   padded.  Also gives the ZZ image of a K x N B (call with M = K, K = N)
   that load_cbuf_to_cb with transpose 1 turns into ZN.  */
void asc_layout_zz_f16 (uint16_t *dst, const float *a, int m, int k);

/* Row-major K x N float matrix B -> L0B (ZN) fp16 image in DST
   (asc_zn_bytes_f16 (K, N) bytes), rounded, zero padded.  */
void asc_layout_zn_f16 (uint16_t *dst, const float *b, int k, int n);

/* The same for int8 operands of mad's s32 variant (fractals of 16 rows
   x 32 k-elements; asc_zz_bytes_s8 / asc_zn_bytes_s8 bytes).  */
void asc_layout_zz_s8 (int8_t *dst, const int8_t *a, int m, int k);
void asc_layout_zn_s8 (int8_t *dst, const int8_t *b, int k, int n);

/* L0C (NZ) image of an M x N result -> row-major M x N matrix C: from
   32-bit floats (CRMODE_NONE), fp16 bits (CRMODE_F32toF16_*), or int32
   (s32 accumulators, CRMODE_NONE).  Padding elements are ignored.  */
void asc_unlayout_nz_f32 (float *c, const float *fractals, int m, int n);
void asc_unlayout_nz_f16 (float *c, const uint16_t *fractals, int m, int n);
void asc_unlayout_nz_s32 (int32_t *c, const int32_t *fractals, int m,
                          int n);

#ifdef __cplusplus
}
#endif

#endif /* ASCSYNC_CUBE_LAYOUT_H */
