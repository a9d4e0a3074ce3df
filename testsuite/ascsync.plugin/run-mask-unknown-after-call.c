/* { dg-do run } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC" } */
/* The mask is known only where set_vector_mask's arguments are: a
   helper the plugin does not see into (not inlined) may set it, so
   after its call the mask is unknown -- every lane -- whatever it was
   before.  Here the helper enables every lane again, so the two ops
   after it, which under the earlier 64-lane mask would write the two
   halves of each repeat, overlap: a barrier must order them.  Clean
   and correct.  */
#include <ascsim.h>

#define REP 8

static __attribute__ ((noinline)) void
all_lanes (void)
{
  set_vector_mask (~0ull, ~0ull);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *src = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *dst = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (src, x, 0, 1, REP * 8 + 4, 0, 0);
  vector_dup (dst, (half) 0.0f, REP + 1, 1, 1, 8, 8);
  set_vector_mask (0, ~0ull);
  all_lanes ();
  vmuls (dst, src, (half) 2.0f, REP, 1, 1, 8, 8);
  vmuls (dst + 64, src + 64, (half) 3.0f, REP, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, dst, 0, 1, REP * 8 + 4, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (REP * 256 + 128);
  half *y = ascsim_gm_alloc (REP * 256 + 128);
  for (int i = 0; i < REP * 128 + 64; i++)
    x[i] = (half) (float) (i % 7);
  ASCSIM_LAUNCH (1, k (x, y));
  int ok = 1;
  for (int i = 0; i < REP * 128 + 64; i++)
    ok &= (float) y[i] == (i < 64 ? 2.0f : 3.0f) * (float) (i % 7);
  ascsim_expect (ok, "the second op's results overwrite the first's");
  return ascsim_finish ();
}

/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
