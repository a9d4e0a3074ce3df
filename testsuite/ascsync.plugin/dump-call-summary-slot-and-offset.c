/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A helper given its slot and an offset into it addresses "get_imm
   (UB_X + s * SLOT) + o": an integer sum (the host header's get_imm
   returns an integer) of the slot's start and an offset the calls
   bound.  The summary keeps the bytes of each slot, at most the
   offset's reach past its start, so each call's copy of the helper's
   work lies in the slot the caller's loop passes ("t & 1"), as if the
   helper were inlined.  */

static __attribute__ ((noinline)) void
scale (int s, uint32_t o)
{
  __ubuf__ float *xs = (__ubuf__ float *) get_imm (0x0 + s * 0x2000) + o;
  vmuls (xs, xs, 2.0f, 1, 1, 1, 8, 8);
}

__global__ __aicore__ void
k (__gm__ float *x, int32_t n)
{
  for (int32_t t = 0; t < n; t++)
    {
      __ubuf__ float *in = (__ubuf__ float *) get_imm (0x0 + (t & 1) * 0x2000);
      copy_gm_to_ubuf (in, x + t * 2048, 0, 1, 256, 0, 0);
      scale (t & 1, 0);
      scale (t & 1, 64);
      copy_ubuf_to_gm (x + t * 2048, in, 0, 1, 256, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "op vmuls pipe=V R:UB\[^ \]*~\\{L\[0-9\]+ 0:0x0\\.\\.0x200 1:0x2000\\.\\.0x2200\\} W:UB\[^ \]*~\\{L\[0-9\]+ 0:0x0\\.\\.0x200 1:0x2000\\.\\.0x2200\\} \\(the callee's work entering the call\\)" } } */
