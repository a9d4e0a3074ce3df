/* { dg-do run } */
/* { dg-options "-O2" } */
/* Two slot selections of one ping-pong buffer in the same loop: the
   DMA writes slot "step & 1" (a counter running on over all tiles,
   5 k-steps per tile, so its start alternates per tile) and load2d
   reads slot "ks & 1" (counted from 0 in every tile).  In odd tiles the
   two differ, so their slot rotations must not be compared slot by
   slot; with the plugin the checker finds no race.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *a, int tiles)
{
  int step = 0;
  for (int t = 0; t < tiles; t++)
    for (int ks = 0; ks < 5; ks++, step++)
      {
        __cbuf__ half *w = (__cbuf__ half *) get_imm ((step & 1) * 0x8000);
        __cbuf__ half *r = (__cbuf__ half *) get_imm ((ks & 1) * 0x8000);
        __ca__ half *l0 = (__ca__ half *) get_imm ((ks & 1) * 0x4000);
        copy_gm_to_cbuf (w, a + (t * 5 + ks) * 256, 0, 1, 16, 0, 0,
                         PAD_NONE);
        load_cbuf_to_ca (l0, r, 0, 1, 1, 0, 0);
      }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *a = ascsim_gm_alloc (3 * 5 * 256 * sizeof (half));
  ASCSIM_LAUNCH (1, k (a, 2 + argc));
  return ascsim_finish ();
}
/* { dg-final { output-contains "findings=0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
