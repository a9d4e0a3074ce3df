/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-imprecise" } */
/* A helper left out of line (with vector work of its own on another
   buffer, so that its calls are summarised) swaps the two slots'
   addresses in the kernel's structure through the pointer it is given:
   the structure's fields are then no tables whose values the kernel's
   stores tell (gimple_readonly.cc: the helper writes through its
   parameter).  Tile T loads into whatever "b.in[0]" holds, the helper
   swaps, and the vector add reads "b.in[1]", the buffer just loaded:
   had the plugin taken "b.in[1]" to be the slot the kernel stored
   there, the add would not wait for the load, and the checker would
   find the race.  */
#include <ascsim.h>

struct bufs
{
  __ubuf__ half *in[2];
  __ubuf__ half *out[2];
  __ubuf__ half *tmp;
};

__attribute__ ((noinline)) static void
swap_slots (struct bufs *b)
{
  vector_dup (b->tmp, (half) 2.0f, 1, 1, 1, 8, 8);
  __ubuf__ half *t = b->in[0];
  b->in[0] = b->in[1];
  b->in[1] = t;
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  if (n < 1 || n > 32)
    return;
  struct bufs b;
  for (int s = 0; s < 2; s++)
    {
      b.in[s] = (__ubuf__ half *) get_imm (0x1000 + s * 0x100);
      b.out[s] = (__ubuf__ half *) get_imm (0x2000 + s * 0x100);
    }
  b.tmp = (__ubuf__ half *) get_imm (0x3000);
  for (int t = 0; t < n; t++)
    {
      copy_gm_to_ubuf (b.in[0], x + t * 128, 0, 1, 8, 0, 0);
      swap_slots (&b);
      vadds (b.out[t & 1], b.in[1], (half) 1.0f, 1, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 128, b.out[t & 1], 0, 1, 8, 0, 0);
    }
}

#define CALL_ARGS x, y, 12
#define CALL_N (12 * 128)
#define CALL_EXPECT(i) ((i) % 8 + 1)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
