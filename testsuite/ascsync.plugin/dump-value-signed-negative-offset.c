/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* Two buffers of one slot: GCC computes the L1 slot's address
   "(p + 4) * 32768" once and the L0B slot's as that plus -131072, a
   negative constant of a signed type.  It is a subtraction: the L0B
   slot keeps its rotation with the loop, 0x0 and 0x8000.  */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  for (int t = 0; t < n; t++)
    {
      int p = t & 1;
      __cbuf__ half *l1b = (__cbuf__ half *) get_imm (0x20000 + p * 0x8000);
      __cb__ half *l0b = (__cb__ half *) get_imm (p * 0x8000);
      copy_gm_to_cbuf (l1b, x + t * 4096, 0, 1, 256, 0, 0, PAD_NONE);
      load_cbuf_to_cb (l0b, l1b, 0, 16, 1, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "op1 line 16 op load_cbuf_to_cb pipe=MTE1 .*W:L0B..0x0..0xa000.~.L0 0:0x0..0x2000 1:0x8000..0xa000." } } */
