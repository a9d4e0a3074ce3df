/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* As dump-iteration-self-scaled-disjoint.c, but 3 * mcnt repeats: a
   vdiv runs into the next chunk, so the vdivs keep a V barrier between
   them.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int rows)
{
  __ubuf__ half *uo = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *bs = (__ubuf__ half *) get_imm (0x10000);
  int mcnt = rows < 4 ? rows : 4;
  if (mcnt < 1)
    return;
  int chunk = mcnt * 256, rep = mcnt * 3;
  copy_gm_to_ubuf (uo, x, 0, 1, 4 * mcnt * 16, 0, 0);
  copy_gm_to_ubuf (bs, x, 0, 1, 16, 0, 0);
  for (int di = 0; di < 4; di++)
    vdiv (uo + di * chunk, uo + di * chunk, bs, rep, 1, 1, 1, 8, 8, 8);
  copy_ubuf_to_gm (y, uo, 0, 1, 4 * mcnt * 16, 0, 0);
}
/* { dg-final { scan-ascsync-dump-not "op vdiv\[^\\n\]*self" } } */
/* { dg-final { scan-ascsync-dump "before op\[0-9\]+: pipe_barrier \\(V\\)" } } */
