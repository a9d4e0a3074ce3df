/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* One vsub per group of 8 blocks of every row of a tile (20 rows,
   repeat stride mcnt * 16 blocks, mcnt not constant), the pointer
   moving by 256 bytes per group, 2 * mcnt groups: the groups of a row
   fill it (rows are mcnt * 512 bytes apart) and interleave without a
   common byte, so the vsubs need no V barrier between them (the
   accesses through the moving pointer are "self" disjoint over the
   group loop).  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int rows)
{
  __ubuf__ half *us = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *bc = (__ubuf__ half *) get_imm (0x10000);
  int mcnt = rows < 4 ? rows : 4;
  if (mcnt < 1)
    return;
  int rep = mcnt * 2;
  copy_gm_to_ubuf (us, x, 0, 1, 20 * mcnt * 16, 0, 0);
  copy_gm_to_ubuf (bc, x, 0, 1, rep * 8, 0, 0);
  for (int rg = 0; rg < rep; rg++)
    vsub (us + rg * 128, us + rg * 128, bc + rg * 128, 20, 1, 1, 1,
          mcnt * 16, mcnt * 16, 0);
  copy_ubuf_to_gm (y, us, 0, 1, 20 * mcnt * 16, 0, 0);
}
/* { dg-final { scan-ascsync-dump "op vsub pipe=V R:UB\[^ \]*\\{L\[0-9\]+,self\\}\[^ \]* R:UB\[^ \]* W:UB\[^ \]*\\{L\[0-9\]+,self\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(V\\)" } } */
