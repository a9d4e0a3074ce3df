/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* Four input slots picked by a counter set back to 0 where it reaches 4
   ("if (++ls == 4) ls = 0"), stepped only when a tile is loaded, in a
   software-pipelined loop that loads three tiles ahead and skips the
   compute of the first three iterations ("if (t < 0) continue").
   GCC's jump threading copies the "continue" into the arm where the
   counter wraps, so the 0 reaches the latch from a block that is no
   empty forwarder of the "ls == 4" test.  The test still holds on the
   one path to it: the load's slots are the counter's residues.  */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int rows, int tr)
{
  if (tr < 1 || tr > 16 || rows < 1)
    return;
  __ubuf__ half *xb = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *yb = (__ubuf__ half *) get_imm (0x9000);
  long ntiles = (rows + tr - 1) / tr;
  int ls = 0, cs = 0;
  for (long t = -3; t < ntiles; t++)
    {
      if (t + 3 < ntiles)
        {
          copy_gm_to_ubuf (xb + ls * 1024, x + (t + 3) * 1024, 0, 1, 64, 0,
                           0);
          if (++ls == 4)
            ls = 0;
        }
      if (t < 0)
        continue;
      long q = t / tr;
      vadds (yb + (t & 1) * 1024, xb + cs * 1024, (half) 1.0f, 8, 1, 1, 8,
             8);
      if (++cs == 4)
        cs = 0;
      copy_ubuf_to_gm (y + q * 1024, yb + (t & 1) * 1024, 0, 1, 64, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "line 24 op copy_gm_to_ubuf pipe=MTE2 R:GM\[^\\n\]* W:UB\\\[\\+0x1000\\.\\.0x9000\\)~?\\{ctr s\[0-9\]+@L0 h0\\.\\.0 t1\\.\\.1 d0\\.\\.1 0:0x1000\\.\\.0x1800 1:0x1800\\.\\.0x2000 2:0x2000\\.\\.0x2800 3:0x2800\\.\\.0x3000\\}" } } */
