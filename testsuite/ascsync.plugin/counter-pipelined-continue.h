/* A software-pipelined loop that loads three tiles ahead into four
   input slots and skips the compute of the first three iterations
   ("if (t < 0) continue"), the slots picked by two counters set back to
   0 where they reach 4: LS stepped where a tile is loaded, CS where one
   is computed.  */
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
