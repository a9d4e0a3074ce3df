/* runtime-slot-shift-scaled.h -- a stream's slots "rb + s * slot"
   after "rb = ub + 2 * slot", the slot size known only at run time,
   shared by the tests named after the behaviour they check.  GCC
   computes the two products in different scales ("slot * 4" bytes for
   the shift, "(s * slot) * 2" for the slot term); the shift is still
   two whole slots, so the stream's slots are 2 and 3.  The vector step
   of an even tile works in place in slot 0; that of an odd tile reads
   slot 2, which the tile before loaded, into slot 1.  */
#include <ascsim.h>
#include <stdio.h>

#define NT 8
#define MAXTILE 4

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int32_t n, int32_t tile)
{
  if (tile < 1 || tile > MAXTILE)
    return;
  int64_t slot = (int64_t) tile * 128;
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *rb = ub + 2 * slot;
  copy_gm_to_ubuf (ub, x, 0, 1, (uint16_t) (tile * 16), 0, 0);
  for (int t = 0; t < n; t++)
    {
      int s = t & 1;
      vmuls (ub + s * slot, ub + (s << 1) * slot, (half) 2.0f,
             (uint8_t) tile, 1, 1, 8, 8);
      copy_gm_to_ubuf (rb + s * slot, x + (t + 2) * slot, 0, 1,
                       (uint16_t) (tile * 8), 0, 0);
      copy_ubuf_to_gm (y + t * slot, ub + s * slot, 0, 1,
                       (uint16_t) (tile * 8), 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  int tile = 4, slot = tile * 128, len = (NT + 2) * slot;
  half *x = ascsim_gm_alloc (len * sizeof (half));
  half *y = ascsim_gm_alloc (NT * slot * sizeof (half));
  static float ub[4 * MAXTILE * 128], want[NT * MAXTILE * 128];
  for (int i = 0; i < len; i++)
    x[i] = (half) ((float) (i % 16) / 8.0f - 1.0f);
  /* The kernel's steps on the host, in program order.  */
  for (int i = 0; i < 2 * slot; i++)
    ub[i] = (float) x[i];
  for (int t = 0; t < NT; t++)
    {
      int s = t & 1;
      for (int i = 0; i < slot; i++)
        ub[s * slot + i] = (float) (half) (2.0f * ub[(s << 1) * slot + i]);
      for (int i = 0; i < slot; i++)
        ub[(2 + s) * slot + i] = (float) x[(t + 2) * slot + i];
      for (int i = 0; i < slot; i++)
        want[t * slot + i] = ub[s * slot + i];
    }
  ASCSIM_LAUNCH (1, k (x, y, NT, tile));
  int bad = 0;
  for (int i = 0; i < NT * slot; i++)
    bad += (float) y[i] != want[i];
  printf ("mismatches %d\n", bad);
  return ascsim_finish ();
}
