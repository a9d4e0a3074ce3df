/* { dg-do compile } */
/* { dg-options "-Os -fplugin-arg-ascsync-dump=ops" } */
/* A helper that builds a vector mask in an array of its own frame and
   sets it (left out of line at -Os): GCC's ivopts walks the array with
   an integer induction variable, "ivtmp = (unsigned long) &m", "ivtmp
   + 8", "MEM[(uint64_t *) ivtmp]".  That address is still the frame's
   own, so the helper is confined (gimple_confined.cc) and its calls
   touch no UB or GM: no scalar access of all of UB between the vector
   operations they mask.  */
#include <ascsim.h>

static inline void
mask_lanes (uint32_t lo, uint32_t hi)
{
  uint64_t m[2];
  for (int w = 0; w < 2; w++)
    {
      uint32_t a = lo > 64u * w ? lo - 64u * w : 0;
      uint32_t b = hi > 64u * w ? hi - 64u * w : 0;
      a = a > 64 ? 64 : a;
      b = b > 64 ? 64 : b;
      uint64_t below_b = b >= 64 ? ~(uint64_t) 0 : (((uint64_t) 1 << b) - 1);
      uint64_t below_a = a >= 64 ? ~(uint64_t) 0 : (((uint64_t) 1 << a) - 1);
      m[w] = below_b & ~below_a;
    }
  set_vector_mask (m[1], m[0]);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, uint32_t lo, uint32_t hi)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  mask_lanes (lo, hi);
  vadds (a, a, (half) 1.0f, 1, 1, 1, 8, 8);
  mask_lanes (hi, 128);
  vmuls (a, a, (half) 2.0f, 1, 1, 1, 8, 8);
  mask_lanes (0, 128);
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}
/* { dg-final { scan-ascsync-dump-not "scalar-call" } } */
/* { dg-final { scan-ascsync-dump "op vadds pipe=V" } } */
