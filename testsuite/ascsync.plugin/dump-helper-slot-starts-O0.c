/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops" } */
/* A helper given its slot S and an element offset O makes its
   operands "get_imm (X + s * SLOT) + o": at -O0 it stays out of line,
   and O (at one call "nrep * 64", NREP read from memory) has no bound
   the plugin can find.  The kernel still declares a buffer at each
   address get_imm is given, X and X + SLOT for the two values of S
   (its calls pass "cnt & 1"), so by the layout assumption the operand
   of slot 0 stays below slot 1: each slot's bytes are its own, as they
   are once the helper is inlined, and the caller's loop can overlap
   the vector work of one slot with the loads into the other.  Before,
   slot 0's bytes ran to the end of UB.  */
static void
chain (int s, uint32_t o, uint8_t rep)
{
  __ubuf__ float *xs = (__ubuf__ float *) get_imm (0x0 + s * 0x2000) + o;
  __ubuf__ float *os = (__ubuf__ float *) get_imm (0x4000 + s * 0x2000) + o;
  vmuls (os, xs, -1.0f, rep, 1, 1, 8, 8);
}

__global__ __aicore__ void
k (__gm__ float *x, __gm__ float *o, int32_t block_len)
{
  uint32_t cnt = 0;
  for (int32_t p = 0; p < block_len; p += 512, cnt++)
    {
      int s = (int) (cnt & 1);
      int32_t n = block_len - p < 512 ? block_len - p : 512;
      uint32_t nrep = (uint32_t) n / 64, rem = (uint32_t) n % 64;
      copy_gm_to_ubuf ((__ubuf__ float *) get_imm (0 + s * 0x2000), x + p,
                       0, 1, n / 8, 0, 0);
      if (nrep > 0)
        chain (s, 0, (uint8_t) nrep);
      if (rem > 0)
        chain (s, nrep * 64, 1);
      copy_ubuf_to_gm (o + p, (__ubuf__ float *) get_imm (0x4000 + s * 0x2000),
                       0, 1, n / 8, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "line 18 op vmuls pipe=V R:UB\\\[\\+0x0\\.\\.0x4000\\)~\\{arg0 #0:0x0\\.\\.0x2000 #1:0x2000\\.\\.0x4000\\} W:UB\[^ \]*\\{arg0 #0:0x4000\\.\\.0x6000 #1:0x6000\\.\\.0x40000\\}" } } */
