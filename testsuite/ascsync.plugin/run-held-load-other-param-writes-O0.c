/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-imprecise,no-provenance" } */
/* A helper left out of line stores the slot size into the structure it
   is given, then through a second pointer parameter (here the same
   structure) half that size, and reads the field back to lay the slots
   out, which then overlap.  The one store through the first parameter
   is not what the load reads: a helper that writes through another
   pointer parameter it may be given the same object for has its loads
   taken as unknown, and the stage helper's operands as anywhere in UB
   (no run-time slot form: "caller#" or the kernel's own "k*1*").
   Taking the first store's value placed the slots apart, and the
   checker found 5 races.  The simulator checks the plugin's sync, and
   the results.  */
#include <ascsim.h>

struct tbs
{
  int64_t sz;
  __ubuf__ half *ib[2];
  __ubuf__ half *ob[2];
};

static __attribute__ ((noinline)) void
fill (struct tbs *b, struct tbs *o, int64_t sz)
{
  b->sz = sz;
  o->sz = sz / 2;
  for (int j = 0; j < 2; j++)
    {
      b->ib[j] = (__ubuf__ half *) get_imm (j * b->sz);
      b->ob[j] = (__ubuf__ half *) get_imm ((j + 2) * b->sz);
    }
}

static __attribute__ ((noinline)) void
stage (const struct tbs *b, int s)
{
  vadds (b->ob[s], b->ib[s], (half) 1.0f, 4, 1, 1, 8, 8);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int64_t sz, int nt)
{
  if (sz < 0x400 || sz > 0x800 || sz % 32 != 0)
    return;
  struct tbs tb;
  fill (&tb, &tb, sz);
  for (int t = 0; t < nt; t++)
    {
      int s = t & 1;
      copy_gm_to_ubuf (tb.ib[s], x + t * 512, 0, 1, 32, 0, 0);
      stage (&tb, s);
      copy_ubuf_to_gm (y + t * 512, tb.ob[s], 0, 1, 32, 0, 0);
    }
}

#define CALL_ARGS x, y, (int64_t) 0x400, 6
#define CALL_N (6 * 512)
#define CALL_EXPECT(i) ((i) % 8 + 1)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op vadds pipe=V" } } */
/* { dg-final { scan-ascsync-dump-not "caller#" } } */
/* { dg-final { scan-ascsync-dump-not "k\\*1\\*_" } } */
