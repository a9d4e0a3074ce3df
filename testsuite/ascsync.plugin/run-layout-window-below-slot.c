/* { dg-do run } */
/* { dg-options "-O2" } */
/* Each tile is loaded into its slot of a double-buffered rotation, "b +
   (u & 1) * 512", and then from 64 halves below it, "b + (u & 1) * 512
   - 64", with a count bounded only by its type.  GCC computes the
   offset of slot 1 as one constant, 896 bytes, an address inside slot
   0; the pointer is still derived from slot 1, and the layout bound
   may end the load at slot 1's end, never at its start.  It was cut
   there, and the load into slot 1 after the loop was not ordered after
   the last tile's load (race-intra-pipe, PIPE_MTE2 writes UB bytes
   [0x1500, 0x1580)).  The sync-free kernel with the plugin runs clean
   and correct.  (Twins: run-layout-window-below-slot-O0.c, and
   run-layout-slot-pointer-moved-down.c with SLOT_POINTER.)  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int32_t rows, int32_t n)
{
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  for (int u = 0; u < n; u++)
    {
      copy_gm_to_ubuf (b + (u & 1) * 512, x + 4096 + u * 512, 0, 1, 4, 0, 0);
#ifdef SLOT_POINTER
      __ubuf__ half *s = b + (u & 1) * 512;
      copy_gm_to_ubuf (s - 64, x + u * 512, 0, 1, (uint16_t) (rows * 8), 0,
                       0);
#else
      copy_gm_to_ubuf (b + (u & 1) * 512 - 64, x + u * 512, 0, 1,
                       (uint16_t) (rows * 8), 0, 0);
#endif
    }
  copy_gm_to_ubuf (b + 512 + 128, x + 8192, 0, 1, 8, 0, 0);
  copy_ubuf_to_gm (y, b + 512 - 64, 0, 1, 16, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (12288 * 2), *y = ascsim_gm_alloc (256 * 2);
  for (int i = 0; i < 12288; i++)
    x[i] = (half) (float) (i % 7);
  ASCSIM_LAUNCH (1, k (x, y, 2, 4));
  /* The last tile (u = 3, slot 1) from 64 halves below the slot, then
     the load after the loop from 128 halves into the slot.  */
  int ok = 1;
  for (int i = 0; i < 256; i++)
    ok &= (float) y[i] == (float) ((i < 192 ? 3 * 512 + i
                                            : 8192 + i - 192) % 7);
  ascsim_expect (ok, "y holds the last tile, then the load after the loop");
  return ascsim_finish ();
}

/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
