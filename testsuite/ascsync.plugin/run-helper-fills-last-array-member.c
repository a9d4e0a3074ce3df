/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-imprecise" } */
/* A helper left out of line fills a structure's tables of slot
   addresses in a loop, "b->ob[j] = get_imm (...)", OB the structure's
   last member: GCC leaves the extent of a store into a trailing array
   at an index open (the array could be flexible), but an array of two
   elements or more is not, so the helper writes only the tables' bytes
   and what the structure holds is known where a stage helper reads its
   slot through its pointer ("b->ib[s]", per value of S), and where the
   kernel reads it ("tb.ib[t & 1]", per residue of its loop): the load
   of tile t + 1 does not wait for the vector work on tile t.  The
   simulator checks the sync and the results.  */
#include <ascsim.h>

struct tbs
{
  int n;
  __ubuf__ half *ib[2];
  __ubuf__ half *ob[2];
};

static __attribute__ ((noinline)) void
fill (struct tbs *b)
{
  for (int j = 0; j < 2; j++)
    {
      b->ib[j] = (__ubuf__ half *) get_imm (j * 0x400);
      b->ob[j] = (__ubuf__ half *) get_imm (0x800 + j * 0x400);
    }
}

static __attribute__ ((noinline)) void
stage (const struct tbs *b, int s)
{
  vadds (b->ob[s], b->ib[s], (half) 1.0f, 4, 1, 1, 8, 8);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int nt)
{
  struct tbs tb;
  tb.n = nt;
  fill (&tb);
  for (int t = 0; t < tb.n; t++)
    {
      int s = t & 1;
      copy_gm_to_ubuf (tb.ib[s], x + t * 512, 0, 1, 32, 0, 0);
      stage (&tb, s);
      copy_ubuf_to_gm (y + t * 512, tb.ob[s], 0, 1, 32, 0, 0);
    }
}

#define CALL_ARGS x, y, 6
#define CALL_N (6 * 512)
#define CALL_EXPECT(i) ((i) % 8 + 1)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op vadds pipe=V R:UB\\\[\\+0x0\\.\\.0x800\\)~\\{arg1 #0:0x0\\.\\.0x400 #1:0x400\\.\\.0x800\\} W:UB\\\[\\+0x800\\.\\.0x1000\\)~\\{arg1 #0:0x800\\.\\.0xc00 #1:0xc00\\.\\.0x1000\\}" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 \[^\\n\]*W:UB\\\[\\+0x0\\.\\.0x800\\)~\\{L0 0:0x0\\.\\.0x400 1:0x400\\.\\.0x800\\}" } } */
