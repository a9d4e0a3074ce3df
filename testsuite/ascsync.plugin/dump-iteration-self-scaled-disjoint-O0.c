/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump" } */
/* At -O0 as at -O2: one vdiv per chunk of an O tile, the
   pointer moving by mcnt * 512 bytes (mcnt from 1 to 4, not constant),
   the repeat count 2 * mcnt.  At -O0 GCC's scalar evolution gives the pointer's
   step as an expression with a conversion in it, "(long unsigned int)
   (di * chunk ...)" rather than a name IVOPTS made: the conversion
   between integer types is looked through, so the vdivs' writes are
   still "self" disjoint and need no V barrier between them.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int rows)
{
  __ubuf__ half *uo = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *bs = (__ubuf__ half *) get_imm (0x10000);
  __ubuf__ half *ob = (__ubuf__ half *) get_imm (0x20000);
  int mcnt = (rows & 3) + 1;
  int chunk = mcnt * 256, rep = mcnt * 2;
  copy_gm_to_ubuf (uo, x, 0, 1, 4 * mcnt * 16, 0, 0);
  copy_gm_to_ubuf (bs, x, 0, 1, 16, 0, 0);
  for (int di = 0; di < 4; di++)
    vdiv (ob + di * chunk, uo + di * chunk, bs, rep, 1, 1, 1, 8, 8, 8);
  copy_ubuf_to_gm (y, ob, 0, 1, 4 * mcnt * 16, 0, 0);
}
/* { dg-final { scan-ascsync-dump "op vdiv pipe=V R:UB\[^ \]* R:UB\[^ \]* W:UB\[^ \]*\\{L\[0-9\]+,self\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(V\\)" } } */
