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

#define T 256                   /* halves per tile */
#define NT 16

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

#define CALL_N (NT * T)
#define CALL_EXPECT(i) ((i) % 8 + 1)
#include "call-main.h"

/* { dg-final { scan-ascsync-dump {op0 line [0-9]+ op copy_gm_to_ubuf pipe=MTE2 .* W:UB\[\+0x0\.\.0x6200\)~\{L0 0:0x0\.\.0x200 1:0x2000\.\.0x2200 2:0x4000\.\.0x4200 3:0x6000\.\.0x6200\}} } } */
/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
