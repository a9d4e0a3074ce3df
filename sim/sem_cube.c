/* sem_cube.c -- semantics of the cube path (910A): load2d, L0 fills,
   mad, L0C readout, and the host helpers that lay matrices out for it.

   DATA LAYOUTS.  The kernels, the README and ascsync/cube_layout.h
   follow these definitions.  A is m x k, B is k x n, C is m x n.  Cube
   operands are stored as fractals of 512 bytes: 16 x 16 fp16, or 16 x 32
   int8 (K0 = 16 for fp16 inputs, 32 for int8 inputs).  Let
     mt = ceil (m / 16), kt = ceil (k / K0), nt = ceil (n / 16).

   L0A, "ZZ" (A): mt * kt fractals.  Fractal (mi, ki) is fractal number
     mi * kt + ki (row-major over the fractal grid) and holds the block
     A[mi*16 .. mi*16+15][ki*K0 .. ki*K0+K0-1] row-major: element
     A[mi*16 + r][ki*K0 + q] is at element r * K0 + q of the fractal.

   L0B, "ZN" (B): kt * nt fractals.  Fractal (ki, ni) is fractal number
     ki * nt + ni (row-major over the grid) and holds the block
     B[ki*K0 ..][ni*16 ..] column-major: element B[ki*K0 + q][ni*16 + s]
     is at element s * K0 + q (for fp16: the fractal is the 16 x 16 block
     of B transposed, stored row-major).

   L0C, "NZ" (C): mt * nt fractals of 16 x 16 accumulator elements (f32,
     f16 or s32; 1024, 512 or 1024 bytes).  Fractal (ni, mi) is fractal
     number ni * mt + mi (column-major over the grid) and holds the block
     C[mi*16 ..][ni*16 ..] row-major: element C[mi*16 + r][ni*16 + s] is
     at element r * 16 + s.

   THE PIPELINE these layouts make natural (fp16 in, f32 out):
     host:   asc_layout_zz_f16 (a_img, A, m, k);
             asc_layout_zn_f16 (b_img, B, k, n);
     kernel: copy_gm_to_cbuf (l1a, a_img, 0, 1, mt*kt*16, 0, 0, PAD_NONE);
             load_cbuf_to_ca (l0a, l1a, 0, mt*kt, 1, 0, 0);
             (same for B with load_cbuf_to_cb)
             mad (l0c, l0a, l0b, m, k, n, 1);
             copy_matrix_cc_to_ubuf (ub, l0c, 0, 1, mt*nt, 0, 0, CRMODE_NONE);
             copy_ubuf_to_gm (c_img, ub, 0, 1, mt*nt*32, 0, 0);
     host:   asc_unlayout_nz_f32 (C, c_img, m, n);
   With CRMODE_F32toF16_NONE the UB/GM image holds fp16 in the same NZ
   order (mt*nt*16 blocks; asc_unlayout_nz_f16).  Every step copies
   fractals in order, so the GM images are byte-for-byte the L0 images.
   Alternatives: an fp16 B kept in L1 in ZZ order (asc_layout_zz_f16 of
   the k x n matrix) becomes ZN by load_cbuf_to_cb with transpose 1,
   which transposes each 16 x 16 fractal; and fractal sub-grids (k
   tiles, say) are selected with load2d's baseIdx and srcStride.  int8
   operands have no transposing load; lay them out with
   asc_layout_zz_s8 / asc_layout_zn_s8.

   MAD computes whole fractals: for i < mt*16, j < nt*16,
     C[i][j] = (init ? 0 : C[i][j]) + sum over p < kt*K0 of A[i][p] * B[p][j]
   which matches its footprint and the hardware.  The padding of A and B
   beyond m, k and n therefore takes part and must be zero for the m x n
   result to be exact (the layout helpers zero-pad).  fp16 products are
   summed in float in increasing p and the sum is then added to the
   initial C, in float for the f32 variant and in float rounded once to
   fp16 for the f16 variant; int8 products are summed in int32 (wrapping
   modulo 2^32).  */

#include <stdlib.h>
#include <string.h>
#include "sim_internal.h"
#include "ascsync/cube_layout.h"

#define FRACTAL 512u
#define FRAC_ELEMS 256u

/* --- load2d ------------------------------------------------------------- */

/* load2d (v100 form; args dst, src, baseIdx, repeat, srcStride, sid,
   transpose): REPEAT fractals of 512 bytes; fractal I is read from
   src + (baseIdx + I * srcStride) * 512 and written to dst + I * 512.
   With transpose set, each fractal is transposed as a 16 x 16 matrix of
   16-bit elements (element (r, c) goes to (c, r)).  */
static void
load2d (const asc_call *c)
{
  uint8_t *dst = c->ptr[0];
  const uint8_t *src = c->ptr[1];
  uint64_t base = c->args[2], repeat = c->args[3], stride = c->args[4];
  int transpose = c->args[6] != 0;

  for (uint64_t i = 0; i < repeat; i++)
    {
      const uint8_t *s = src + (base + i * stride) * FRACTAL;
      uint8_t *d = dst + i * FRACTAL;
      if (!transpose)
        {
          memcpy (d, s, FRACTAL);
          continue;
        }
      uint16_t in[FRAC_ELEMS], out[FRAC_ELEMS];
      memcpy (in, s, FRACTAL);
      for (int r = 0; r < 16; r++)
        for (int col = 0; col < 16; col++)
          out[col * 16 + r] = in[r * 16 + col];
      memcpy (d, out, FRACTAL);
    }
}

/* L1 -> L0A, MTE1.  */
void
asc_sem_load_cbuf_to_ca (const asc_call *c)
{
  load2d (c);
}

/* L1 -> L0B, MTE1.  */
void
asc_sem_load_cbuf_to_cb (const asc_call *c)
{
  load2d (c);
}

/* set_l0a_2d / set_l0b_2d: fill config[7:0] fractals of 512 bytes from
   dst with the L0 set-value register (256 fp16 elements a fractal), as
   it was when the fill was issued.  */
static void
fill_2d (const asc_call *c)
{
  uint8_t *dst = c->ptr[0];
  uint64_t n = (c->args[1] & 0xff) * FRAC_ELEMS;
  uint16_t v = c->core->l0_set_value;
  for (uint64_t i = 0; i < n; i++)
    memcpy (dst + i * 2, &v, 2);
}

void
asc_sem_set_l0a_2d (const asc_call *c)
{
  fill_2d (c);
}

void
asc_sem_set_l0b_2d (const asc_call *c)
{
  fill_2d (c);
}

/* --- mad ---------------------------------------------------------------- */

/* Allocate N bytes or die; the sizes are bounded by L0A/L0B.  */
static void *
xmalloc (size_t n)
{
  void *p = malloc (n ? n : 1);
  if (!p)
    {
      fprintf (stderr, "ascsim: fatal: out of memory in mad\n");
      exit (2);
    }
  return p;
}

/* mad, fp16 inputs: C (f32, or f16 when HALF_C) of MT x NT fractals from
   A (MT x KT fractals) and B (KT x NT), layouts as in the file
   comment.  */
static void
mad_f16 (const asc_call *c, uint64_t mt, uint64_t kt, uint64_t nt,
         int init, int half_c)
{
  const uint16_t *a16 = c->ptr[1], *b16 = c->ptr[2];
  size_t na = mt * kt * FRAC_ELEMS, nb = kt * nt * FRAC_ELEMS;
  float *a = xmalloc (na * sizeof *a), *b = xmalloc (nb * sizeof *b);
  for (size_t i = 0; i < na; i++)
    {
      uint16_t h;
      memcpy (&h, a16 + i, sizeof h);
      a[i] = asc_f16_bits_to_f32 (h);
    }
  for (size_t i = 0; i < nb; i++)
    {
      uint16_t h;
      memcpy (&h, b16 + i, sizeof h);
      b[i] = asc_f16_bits_to_f32 (h);
    }

  uint8_t *cbase = c->ptr[0];
  size_t esz = half_c ? 2 : 4;
  for (uint64_t ni = 0; ni < nt; ni++)
    for (uint64_t mi = 0; mi < mt; mi++)
      {
        uint8_t *cf = cbase + (ni * mt + mi) * FRAC_ELEMS * esz;
        for (int r = 0; r < 16; r++)
          for (int s = 0; s < 16; s++)
            {
              float sum = 0.0f;
              for (uint64_t ki = 0; ki < kt; ki++)
                {
                  const float *af = a + (mi * kt + ki) * FRAC_ELEMS + r * 16;
                  const float *bf = b + (ki * nt + ni) * FRAC_ELEMS + s * 16;
                  for (int q = 0; q < 16; q++)
                    sum += af[q] * bf[q];
                }
              uint8_t *cp = cf + (size_t) (r * 16 + s) * esz;
              if (half_c)
                {
                  uint16_t h;
                  memcpy (&h, cp, sizeof h);
                  float v = init ? sum : asc_f16_bits_to_f32 (h) + sum;
                  h = asc_f32_to_f16_bits (v);
                  memcpy (cp, &h, sizeof h);
                }
              else
                {
                  float v;
                  memcpy (&v, cp, sizeof v);
                  v = init ? sum : v + sum;
                  memcpy (cp, &v, sizeof v);
                }
            }
      }
  free (a);
  free (b);
}

/* mad, int8 inputs and s32 C; fractals of 16 x 32 int8.  */
static void
mad_s8 (const asc_call *c, uint64_t mt, uint64_t kt, uint64_t nt, int init)
{
  const int8_t *a = c->ptr[1], *b = c->ptr[2];
  uint8_t *cbase = c->ptr[0];
  for (uint64_t ni = 0; ni < nt; ni++)
    for (uint64_t mi = 0; mi < mt; mi++)
      {
        uint8_t *cf = cbase + (ni * mt + mi) * FRAC_ELEMS * 4;
        for (int r = 0; r < 16; r++)
          for (int s = 0; s < 16; s++)
            {
              uint32_t sum = 0;
              for (uint64_t ki = 0; ki < kt; ki++)
                {
                  const int8_t *af = a + (mi * kt + ki) * FRACTAL + r * 32;
                  const int8_t *bf = b + (ki * nt + ni) * FRACTAL + s * 32;
                  for (int q = 0; q < 32; q++)
                    sum += (uint32_t) ((int32_t) af[q] * (int32_t) bf[q]);
                }
              uint8_t *cp = cf + (size_t) (r * 16 + s) * 4;
              uint32_t v = 0;
              if (!init)
                memcpy (&v, cp, sizeof v);
              v += sum;
              memcpy (cp, &v, sizeof v);
            }
      }
}

/* M pipe: c (+)= a * b over whole fractals (args c, a, b, m, k, n,
   init_val_controlC; variant F32 or F16 with fp16 inputs, S32 with
   int8 inputs); see the file comment.  */
void
asc_sem_mad (const asc_call *c)
{
  uint64_t m = c->args[3], k = c->args[4], n = c->args[5];
  int init = c->args[6] != 0;
  uint64_t k0 = c->var == ASC_VAR_S32 ? 32 : 16;
  uint64_t mt = (m + 15) / 16, kt = (k + k0 - 1) / k0, nt = (n + 15) / 16;

  switch (c->var)
    {
    case ASC_VAR_F32:
      mad_f16 (c, mt, kt, nt, init, 0);
      break;
    case ASC_VAR_F16:
      mad_f16 (c, mt, kt, nt, init, 1);
      break;
    case ASC_VAR_S32:
      mad_s8 (c, mt, kt, nt, init);
      break;
    default:
      break;
    }
}

/* --- L0C -> UB ---------------------------------------------------------- */

/* Convert one element of crMode MODE from S to D (sizes from
   asc_cc2ub_sizes).  The ReLU modes zero an element whose sign bit is
   set, which is ReLU for both f32 and s32 contents (-0.0 becomes +0).  */
static void
cc2ub_element (unsigned mode, uint8_t *d, const uint8_t *s)
{
  uint32_t w;
  uint16_t h;
  float f;
  int32_t i;

  switch (mode)
    {
    case 0: /* CRMODE_NONE */
      memcpy (d, s, 4);
      break;
    case 5: /* CRMODE_NONE_RELU */
      memcpy (&w, s, 4);
      if (w & 0x80000000u)
        w = 0;
      memcpy (d, &w, 4);
      break;
    case 1: /* CRMODE_F32toF16_NONE */
    case 2: /* CRMODE_F32toF16_RELU */
      memcpy (&f, s, 4);
      h = asc_f32_to_f16_bits (f);
      if (mode == 2 && (h & 0x8000u))
        h = 0;
      memcpy (d, &h, 2);
      break;
    case 3: /* CRMODE_S32toF16_NONE: exact in float up to 2^24, and larger
               values overflow fp16 either way.  */
      memcpy (&i, s, 4);
      h = asc_f32_to_f16_bits ((float) i);
      memcpy (d, &h, 2);
      break;
    case 4: /* CRMODE_F16toF32_NONE */
      memcpy (&h, s, 2);
      f = asc_f16_bits_to_f32 (h);
      memcpy (d, &f, 4);
      break;
    default:
      break;
    }
}

/* V pipe: copy_matrix_cc_to_ubuf (args dst, src, sid, nBurst, lenBurst,
   srcStride, dstStride, crMode).  NBURST bursts of LENBURST L0C
   fractals (256 elements each); burst I is read from
   src + I * (lenBurst + srcStride) * fractal_src_bytes and written to
   dst + I * (lenBurst * fractal_dst_bytes + dstStride * 32), each
   element converted by crMode.  Elements keep their order, so the NZ
   layout of L0C is preserved in UB.  */
void
asc_sem_copy_matrix_cc_to_ubuf (const asc_call *c)
{
  unsigned mode = (unsigned) c->args[7];
  int ssz, dsz;
  if (!asc_cc2ub_sizes (mode, &ssz, &dsz))
    return;
  uint8_t *dst = c->ptr[0];
  const uint8_t *src = c->ptr[1];
  uint64_t nburst = c->args[3], len = c->args[4];
  uint64_t sfrac = FRAC_ELEMS * (uint64_t) ssz;
  uint64_t dfrac = FRAC_ELEMS * (uint64_t) dsz;
  uint64_t src_step = (len + c->args[5]) * sfrac;
  uint64_t dst_step = len * dfrac + c->args[6] * 32u;
  uint64_t nelem = len * FRAC_ELEMS;

  for (uint64_t b = 0; b < nburst; b++)
    {
      const uint8_t *s = src + b * src_step;
      uint8_t *d = dst + b * dst_step;
      if (mode == 0)
        {
          memcpy (d, s, nelem * 4);
          continue;
        }
      for (uint64_t e = 0; e < nelem; e++)
        cc2ub_element (mode, d + e * (uint64_t) dsz, s + e * (uint64_t) ssz);
    }
}

/* --- host layout helpers (cube_layout.h) -------------------------------- */

/* Index within an image of element (ROW, COL) of a matrix stored as
   fractals of FR rows x FC columns, fractal (ROW / FR, COL / FC) at
   number (ROW / FR) * NCT + COL / FC (NCT fractal columns), each fractal
   row-major.  */
static size_t
zz_index (int row, int col, int fr, int fc, size_t nct)
{
  size_t frac = (size_t) (row / fr) * nct + (size_t) (col / fc);
  return frac * (size_t) (fr * fc) + (size_t) ((row % fr) * fc + col % fc);
}

/* Row-major M x K floats -> ZZ fp16 image, zero padded (cube_layout.h).  */
void
asc_layout_zz_f16 (uint16_t *dst, const float *a, int m, int k)
{
  size_t kt = asc_cube_tiles (k, 16);
  memset (dst, 0, asc_zz_bytes_f16 (m, k));
  for (int i = 0; i < m; i++)
    for (int p = 0; p < k; p++)
      dst[zz_index (i, p, 16, 16, kt)]
        = asc_f32_to_f16_bits (a[(size_t) i * k + p]);
}

/* Row-major K x N floats -> ZN fp16 image, zero padded: ZZ order over
   the fractal grid (ki major), each fractal holding its block of B
   column-major (cube_layout.h).  */
void
asc_layout_zn_f16 (uint16_t *dst, const float *b, int k, int n)
{
  size_t nt = asc_cube_tiles (n, 16);
  memset (dst, 0, asc_zn_bytes_f16 (k, n));
  for (int p = 0; p < k; p++)
    for (int j = 0; j < n; j++)
      {
        size_t frac = (size_t) (p / 16) * nt + (size_t) (j / 16);
        dst[frac * 256 + (size_t) ((j % 16) * 16 + p % 16)]
          = asc_f32_to_f16_bits (b[(size_t) p * n + j]);
      }
}

/* Row-major M x K int8 -> ZZ image of 16 x 32 fractals, zero padded.  */
void
asc_layout_zz_s8 (int8_t *dst, const int8_t *a, int m, int k)
{
  size_t kt = asc_cube_tiles (k, 32);
  memset (dst, 0, asc_zz_bytes_s8 (m, k));
  for (int i = 0; i < m; i++)
    for (int p = 0; p < k; p++)
      dst[zz_index (i, p, 16, 32, kt)] = a[(size_t) i * k + p];
}

/* Row-major K x N int8 -> ZN image of 16 x 32 fractals, zero padded.  */
void
asc_layout_zn_s8 (int8_t *dst, const int8_t *b, int k, int n)
{
  size_t nt = asc_cube_tiles (n, 16);
  memset (dst, 0, asc_zn_bytes_s8 (k, n));
  for (int p = 0; p < k; p++)
    for (int j = 0; j < n; j++)
      {
        size_t frac = (size_t) (p / 32) * nt + (size_t) (j / 16);
        dst[frac * 512 + (size_t) ((j % 16) * 32 + p % 32)]
          = b[(size_t) p * n + j];
      }
}

/* Index within an NZ image (MT fractal rows) of element (I, J).  */
static size_t
nz_index (int i, int j, size_t mt)
{
  size_t frac = (size_t) (j / 16) * mt + (size_t) (i / 16);
  return frac * 256 + (size_t) ((i % 16) * 16 + j % 16);
}

/* NZ image of 32-bit floats -> row-major M x N (cube_layout.h).  */
void
asc_unlayout_nz_f32 (float *c, const float *fractals, int m, int n)
{
  size_t mt = asc_cube_tiles (m, 16);
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      c[(size_t) i * n + j] = fractals[nz_index (i, j, mt)];
}

/* NZ image of fp16 bits -> row-major M x N floats.  */
void
asc_unlayout_nz_f16 (float *c, const uint16_t *fractals, int m, int n)
{
  size_t mt = asc_cube_tiles (m, 16);
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      c[(size_t) i * n + j] = asc_f16_bits_to_f32 (fractals[nz_index (i, j,
                                                                      mt)]);
}

/* NZ image of int32 -> row-major M x N int32.  */
void
asc_unlayout_nz_s32 (int32_t *c, const int32_t *fractals, int m, int n)
{
  size_t mt = asc_cube_tiles (m, 16);
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      c[(size_t) i * n + j] = fractals[nz_index (i, j, mt)];
}
