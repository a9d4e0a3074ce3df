/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops" } */
/* A helper not inlined at -O0 loads into the slot its parameter names,
   "get_imm (P * SLOT)"; its calls pass "p ^ 1" (the other slot of a
   double buffer, p = g & 1) and 0.  The parameter's range is taken from
   the arguments' definitions: the exclusive or of two values in [0, 1]
   is in [0, 1], so the load writes one of the two slots (by the
   parameter's value), not all of UB.  */
#define SLOT 0x1000

static void
load (__gm__ half *x, int p)
{
  __ubuf__ half *dst = (__ubuf__ half *) get_imm (p * SLOT);
  copy_gm_to_ubuf (dst, x, 0, 1, SLOT / 32, 0, 0);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  load (x, 0);
  for (int g = 0; g < n; g++)
    {
      int p = g & 1;
      if (g + 1 < n)
        load (x + (g + 1) * (SLOT / 2), p ^ 1);
      __ubuf__ half *src = (__ubuf__ half *) get_imm (p * SLOT);
      __ubuf__ half *out = (__ubuf__ half *) get_imm (0x2000);
      vadds (out, src, (half) 1.0f, SLOT / 256, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + g * (SLOT / 2), out, 0, 1, SLOT / 32, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.0x2000\\)~.arg1 #0:0x0\\.\\.0x1000 #1:0x1000\\.\\.0x2000." } } */
