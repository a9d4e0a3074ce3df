/* { dg-do run } */
/* { dg-options "-O0 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops" } */
/* At -O0 GCC leaves the constants of "for (k = 0; k < 4; k++)" and of
   "if (++ls == 4) ls = 0" in assignments of their own, and gives the
   loop's counter no range.  The plugin propagates the constants and
   gives the counter the range of its evolution, as the optimizers
   would: the table filled by the loop holds one slot per element, and
   the counter selects them in turn, so the load and the store of each
   tile touch its own slot (they were taken for any byte of UB).  Clean
   and correct.  */
#include <ascsim.h>

#define T 4096                  /* halves per tile */
#define NT 10

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *ib[4];
  for (int k = 0; k < 4; k++)
    ib[k] = (__ubuf__ half *) get_imm (k * 8192);
  int ls = 0;
  for (int t = 0; t < NT; t++)
    {
      copy_gm_to_ubuf (ib[ls], x + t * T, 0, 1, T / 16, 0, 0);
      vadds (ib[ls], ib[ls], (half) 1.0f, T / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * T, ib[ls], 0, 1, T / 16, 0, 0);
      if (++ls == 4)
        ls = 0;
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (NT * T * 2), *y = ascsim_gm_alloc (NT * T * 2);
  for (int i = 0; i < NT * T; i++)
    x[i] = (half) (float) (i % 7);
  ASCSIM_LAUNCH (1, k (x, y));
  int ok = 1;
  for (int i = 0; i < NT * T; i++)
    ok &= (float) y[i] == (float) (i % 7) + 1.0f;
  ascsim_expect (ok, "y = x + 1");
  return ascsim_finish ();
}

/* { dg-final { scan-ascsync-dump {op0 line [0-9]+ op copy_gm_to_ubuf pipe=MTE2 .* W:UB\[\+0x0\.\.0x8000\)~\{L0 0:0x0\.\.0x2000 1:0x2000\.\.0x4000 2:0x4000\.\.0x6000 3:0x6000\.\.0x8000\}} } } */
/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
