/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* As dump-iteration-interleaved-disjoint.c, but with one group more
   than a row holds (2 * mcnt + 1 groups of 256 bytes, rows mcnt * 512
   bytes apart): the last group of a row is the first of the next, so
   the vsubs keep a V barrier between them.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int rows)
{
  __ubuf__ half *us = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *bc = (__ubuf__ half *) get_imm (0x10000);
  int mcnt = rows < 4 ? rows : 4;
  if (mcnt < 1)
    return;
  int rep = mcnt * 2 + 1;
  copy_gm_to_ubuf (us, x, 0, 1, 20 * mcnt * 16, 0, 0);
  copy_gm_to_ubuf (bc, x, 0, 1, rep * 8, 0, 0);
  for (int rg = 0; rg < rep; rg++)
    vsub (us + rg * 128, us + rg * 128, bc + rg * 128, 20, 1, 1, 1,
          mcnt * 16, mcnt * 16, 0);
  copy_ubuf_to_gm (y, us, 0, 1, 20 * mcnt * 16, 0, 0);
}
/* { dg-final { scan-ascsync-dump-not "op vsub\[^\\n\]*self" } } */
/* { dg-final { scan-ascsync-dump "before op\[0-9\]+: pipe_barrier \\(V\\)" } } */
