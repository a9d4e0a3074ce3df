/* l0a-rows.h -- the kernel of the tests of rows of L0A whose count is a
   multiple of their step (dump-count-masked-low-bits-self-O1.c,
   dump-unsigned-counter-symbolic-step.c): per K step KS (5 of them),
   MI (4 rows) loads KCNT = MIN (33 - KS * 8, 8) fractals each into
   "l0a + mi * kcnt * 256", slot KS & 1 of L0A.  CTR, the counters'
   type, is int unless the test defines it.  */
#include <ascsim.h>

#ifndef CTR
#define CTR int
#endif

__global__ __aicore__ void
k (__gm__ half *x)
{
  __cbuf__ half *l1a = (__cbuf__ half *) get_imm (0);
  copy_gm_to_cbuf (l1a, x, 0, 1, 64, 0, 0, PAD_NONE);
  for (CTR ks = 0; ks < 5; ks++)
    {
      CTR kcnt = 33 - ks * 8 < 8 ? 33 - ks * 8 : 8;
      __ca__ half *l0a = (__ca__ half *) get_imm ((ks & 1) * 32768);
      for (CTR mi = 0; mi < 4; mi++)
        load_cbuf_to_ca (l0a + mi * kcnt * 256, l1a, mi * 33 + ks * 8, kcnt,
                         1, 0, 0);
    }
}
