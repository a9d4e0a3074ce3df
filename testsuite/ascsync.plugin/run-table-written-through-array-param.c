/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-imprecise" } */
/* An inlined helper swaps the two slots' addresses in the kernel's
   table through the array parameter it is given, at an index it
   computes ("in[s & 1]" and "in[(s + 1) & 1]"): the table's values are
   then no longer what the kernel's stores say (a store through a
   pointer made from its address, at an offset not known).  Tile T
   loads into whatever "in[0]" holds, the helper swaps, and the vector
   add reads "in[1]", the buffer just loaded: had the plugin taken
   "in[1]" to be the slot the kernel stored there, the add would not
   wait for the load, and the checker would find the race.  */
#include <ascsim.h>

static inline __attribute__ ((always_inline)) void
swap_slots (__ubuf__ half **in, int s)
{
  __ubuf__ half *tmp = in[s & 1];
  in[s & 1] = in[(s + 1) & 1];
  in[(s + 1) & 1] = tmp;
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  if (n < 1 || n > 32)
    return;
  __ubuf__ half *in[2], *out[2];
  for (int s = 0; s < 2; s++)
    {
      in[s] = (__ubuf__ half *) get_imm (0x1000 + s * 0x100);
      out[s] = (__ubuf__ half *) get_imm (0x2000 + s * 0x100);
    }
  for (int t = 0; t < n; t++)
    {
      copy_gm_to_ubuf (in[0], x + t * 128, 0, 1, 8, 0, 0);
      swap_slots (in, t);
      vadds (out[t & 1], in[1], (half) 1.0f, 1, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 128, out[t & 1], 0, 1, 8, 0, 0);
    }
}

#define CALL_ARGS x, y, 12
#define CALL_N (12 * 128)
#define CALL_EXPECT(i) ((i) % 8 + 1)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
