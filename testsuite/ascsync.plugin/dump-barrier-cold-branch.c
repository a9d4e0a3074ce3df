/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* A vector op in a branch GCC's profile takes rarely (a tile with
   nothing to do) writes A, which the common branch's op reads in a
   later iteration.  Nothing else orders them, so a pipe_barrier (V) is
   due; it goes right after the rare op, which is on every path to the
   later one, not before the common op, where it would run every
   iteration.  (The common op's read of A before the rare op's write
   in a later iteration, and its own reuse of C, are ordered through
   its store: V -> MTE3 -> V.)  */
__global__ __aicore__ void
k (__gm__ half *y, __gm__ int *sel, int n)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *c = (__ubuf__ half *) get_imm (0x1000);
  for (int t = 0; t < n; t++)
    {
      if (__builtin_expect (sel[t] != 0, 0))
        vadds (a, a, 1.0, 8, 1, 1, 8, 8);
      else
        {
          vmuls (c, a, 2.0, 8, 1, 1, 8, 8);
          copy_ubuf_to_gm (y + t * 1024, c, 0, 1, 64, 0, 0);
        }
    }
}
/* { dg-final { scan-ascsync-dump-times "pipe_barrier \\(V\\)" 1 } } */
/* { dg-final { scan-ascsync-dump "op(\[0-9\]+) line 19 op vadds.*after op\\1: pipe_barrier \\(V\\)" } } */
