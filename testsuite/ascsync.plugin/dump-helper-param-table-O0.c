/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-warn=no-provenance" } */
/* A helper's pointer parameters given slots from local tables of
   addresses, "xb[1 - s]" and "yb[1 - s]": a load from a table whose
   address no statement takes reads one of the values stored into it,
   so each parameter lies in the buffer its table's slots are in, and
   the helper's two loads need no barrier between them.  */
static __attribute__ ((noinline)) void
load_pair (__ubuf__ half *a, __ubuf__ half *b, __gm__ half *x,
           __gm__ half *y, int t)
{
  copy_gm_to_ubuf (a, x + t * 1024, 0, 1, 64, 0, 0);
  copy_gm_to_ubuf (b, y + t * 1024, 0, 1, 64, 0, 0);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, __gm__ half *z, int n)
{
  __ubuf__ half *xb[2] = { (__ubuf__ half *) get_imm (0x0),
                           (__ubuf__ half *) get_imm (0x800) };
  __ubuf__ half *yb[2] = { (__ubuf__ half *) get_imm (0x1000),
                           (__ubuf__ half *) get_imm (0x1800) };
  __ubuf__ half *zb = (__ubuf__ half *) get_imm (0x2000);
  for (int t = 0; t < n; t++)
    {
      int s = t & 1;
      load_pair (xb[1 - s], yb[1 - s], x, y, t);
      vadd (zb, xb[1 - s], yb[1 - s], 8, 1, 1, 1, 8, 8, 8);
      copy_ubuf_to_gm (z + t * 1024, zb, 0, 1, 64, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "op0 line 12 op copy_gm_to_ubuf pipe=MTE2 \[^\\n\]*W:UB\\\[\\+0x0\\.\\.0x1000\\)" } } */
/* { dg-final { scan-ascsync-dump "op1 line 13 op copy_gm_to_ubuf pipe=MTE2 \[^\\n\]*W:UB\\\[\\+0x1000\\.\\.0x2000\\)" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
