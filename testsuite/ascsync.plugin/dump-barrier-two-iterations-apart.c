/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=plan" } */
/* Double buffering by t & 1 in a tile loop whose body branches: a busy
   tile writes its work slot by vadds (then a chain of vmuls), an empty
   one by vector_dup; after the join, a vmuls reads the slot.  The
   writes of tile T and the work of tile T - 2 on the same slot (across
   the branches, or the read after the join) are two iterations apart,
   and every iteration between passes the barrier before the vmuls
   after the join: no barrier of their own (before the vadds, or before
   the vector_dup after the first iteration).  Two V barriers are left:
   in the chain, and before the vmuls after the join.  */
#define TILE 256

void
k (__gm__ half *x, __gm__ half *y, const int *busy, int nt)
{
  __ubuf__ half *in[2] = { (__ubuf__ half *) get_imm (0x0),
                           (__ubuf__ half *) get_imm (0x200) };
  __ubuf__ half *w[2] = { (__ubuf__ half *) get_imm (0x400),
                          (__ubuf__ half *) get_imm (0x600) };
  __ubuf__ half *o[2] = { (__ubuf__ half *) get_imm (0x800),
                          (__ubuf__ half *) get_imm (0xa00) };
  for (int t = 0; t < nt; t++)
    {
      int s = t & 1;
      if (busy[t])
        {
          copy_gm_to_ubuf (in[s], x + t * TILE, 0, 1, TILE / 16, 0, 0);
          vadds (w[s], in[s], (half) 1.0f, 2, 1, 1, 8, 8);
          for (int i = 0; i < 4; i++)
            vmuls (w[s], w[s], (half) 2.0f, 2, 1, 1, 8, 8);
        }
      else
        vector_dup (w[s], (half) 0.0f, 2, 1, 1, 8, 8);
      vmuls (o[s], w[s], (half) 1.0f, 2, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * TILE, o[s], 0, 1, TILE / 16, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump-times "pipe_barrier \\(V\\)" 2 } } */
/* { dg-final { scan-ascsync-dump-not "after the first iteration" } } */
