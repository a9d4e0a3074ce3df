/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump" } */
/* At -O0 each operand of an in-place vdiv is computed apart, so its
   read and its write go through two SSA names with one value: the
   pointer moving by mcnt * 512 bytes (mcnt from 1 to 4).  Both are
   "self" disjoint, and keyed by the pointer's scalar evolution, not by
   its name, they are one window: the read of iteration T + 1 and the
   write of iteration T do not meet, and no V barrier goes between the
   vdivs.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int rows)
{
  __ubuf__ half *uo = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *bs = (__ubuf__ half *) get_imm (0x10000);
  int mcnt = (rows & 3) + 1;
  int chunk = mcnt * 256, rep = mcnt * 2;
  copy_gm_to_ubuf (uo, x, 0, 1, 4 * mcnt * 16, 0, 0);
  copy_gm_to_ubuf (bs, x, 0, 1, 16, 0, 0);
  for (int di = 0; di < 4; di++)
    vdiv (uo + di * chunk, uo + di * chunk, bs, rep, 1, 1, 1, 8, 8, 8);
  copy_ubuf_to_gm (y, uo, 0, 1, 4 * mcnt * 16, 0, 0);
}
/* { dg-final { scan-ascsync-dump "op vdiv pipe=V R:UB\[^ \]*\\{L\[0-9\]+,self\\} R:UB\[^ \]* W:UB\[^ \]*\\{L\[0-9\]+,self\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(V\\)" } } */
