/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* As dump-slot-remainder-negative-start.c, but a vector_dup writes the
   slot "t % 3" in every iteration, also where t is -2 and -1: there the
   remainder is negative (slots -2 and -1, below the three), not the
   residue of t.  The access must not rotate over the three slots (its
   offset has no bound: the plugin warns and takes the buffer from XB
   on).  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, long n)
{
  __ubuf__ half *xb = (__ubuf__ half *) get_imm (0x8000);
  for (long t = -2; t < n; t++)
    {
      vector_dup (xb + t % 3 * 2048, (half) 0.0f, 16, 1, 1, 8, 8); /* { dg-warning "is not known" } */
      if (t < 0)
        continue;
      copy_gm_to_ubuf (xb + t % 3 * 2048, x + t * 2048, 0, 1, 128, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "op vector_dup pipe=V " } } */
/* { dg-final { scan-ascsync-dump-not "op vector_dup pipe=V \[^\\n\]*L0 0:" } } */
