/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A loop over a tile's repeats with an unsigned int counter, one
   repeat per iteration at "q + 128 * r", the count known only at run
   time: GCC computes 128 * r in 32 bits and widens it, and its scalar
   evolution keeps the widening (for all it knows, the product may
   wrap).  Under the layout assumption it does not
   (the pointer rises from its buffer and stays in it, far below 2^32
   bytes), so the repeat moves by 256 bytes an iteration, and the
   repeats of one tile, disjoint, need no barrier between them.  Twin:
   dump-iteration-unsigned-counter-widened-layout-no.c.  */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, uint32_t nall)
{
  __ubuf__ half *q = (__ubuf__ half *) get_imm (0);
  __ubuf__ uint8_t *m = (__ubuf__ uint8_t *) get_imm (0x4000);
  copy_gm_to_ubuf (q, x, 0, 1, 512, 0, 0);
  for (uint32_t r = 0; r < nall; r++)
    {
      int part = r == nall - 1;
      if (part)
        set_vector_mask (0, 0xffff);
      set_cmpmask (m + 32 * r);
      vsel (q + 128 * r, q + 128 * r, q + 128 * r, 1, 1, 1, 1, 8, 8, 8);
      if (part)
        set_vector_mask (~(uint64_t) 0, ~(uint64_t) 0);
    }
  copy_ubuf_to_gm (y, q, 0, 1, 512, 0, 0);
}
/* { dg-final { scan-ascsync-dump "line 24 op vsel pipe=V R:UB\[^ \]*\\{L\[0-9\]+,\\+256/it,b\[0-9\]+,0x0\\.\\.0x100\\}" } } */
