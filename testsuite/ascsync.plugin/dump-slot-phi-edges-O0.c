/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops" } */
/* A slot chosen on three paths that join, "s = 0" where the tile is
   even, "s = 1" where it is the odd tile 7, "s = 1" where it is another
   odd tile: a PHI of three constants (GCC's jump threading makes such
   PHIs of a slot's parity "s = (it - 1) & 1" in a software-pipelined
   loop, its edges from the two sides of a test of that parity and from
   the tests of the first and last iterations).  Each edge is taken in
   one parity of the iteration only -- under "(t & 1) == 0", or under
   "t == 7", which holds in an odd iteration -- so the PHI is the slot
   of that parity: the load and the vmuls use one slot a tile, and the
   load of tile t + 1 does not wait for the vmuls of tile t.  */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  for (int t = 0; t < n; t++)
    {
      int s;
      if ((t & 1) == 0)
        {
          s = 0;
          goto chosen;
        }
      if (t == 7)
        {
          s = 1;
          goto chosen;
        }
      s = 1;
    chosen:;
      __ubuf__ half *in = (__ubuf__ half *) get_imm (s * 0x400);
      copy_gm_to_ubuf (in, x + t * 256, 0, 1, 16, 0, 0);
      vmuls (in, in, (half) 2.0f, 2, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 256, in, 0, 1, 16, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "line 32 op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.0x600\\)~\\{L0 0:0x0\\.\\.0x200 1:0x400\\.\\.0x600\\}" } } */
