/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* A grid of tiles walked with one counter: tile t is row t / 8 and
   column t % 8 of y (rows of 8 tiles of 128 halves).  The stores of
   different iterations touch disjoint bytes (each column step moves
   past a tile, each row step past 8 of them), so the store is "self"
   disjoint and needs no pipe_barrier (MTE3) after the previous one
   (with two UB slots nothing else orders the stores of consecutive
   tiles).  */
void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *b[2] = { (__ubuf__ half *) get_imm (0),
                          (__ubuf__ half *) get_imm (0x100) };
  for (int t = 0; t < n; t++)
    {
      copy_gm_to_ubuf (b[t & 1], x + t * 128, 0, 1, 8, 0, 0);
      copy_ubuf_to_gm (y + (t / 8) * 1024 + (t % 8) * 128, b[t & 1], 0, 1, 8,
                       0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "op copy_ubuf_to_gm pipe=MTE3 \[^\\n\]* W:GM\\\[arg1\[^ \]*\\{L\[0-9\]+,self\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE3\\)" } } */
