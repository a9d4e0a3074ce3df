/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* A vector op before a loop writes what a vector op in the loop reads:
   the same-pipe barrier goes before the loop, once, not before the
   consumer in every iteration.  The loop's own iterations touch
   disjoint 256-byte blocks, so they need no barrier either.  */
void
k (int n)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x8000);
  vector_dup (a, (half) 1.0f, 1, 1, 1, 8, 8);
  for (int i = 0; i < n; i++)
    vadds (b + i * 128, a, 2.0, 1, 1, 1, 8, 8);
}
/* { dg-final { scan-ascsync-dump "(end of B\[0-9\]+|on edge B\[0-9\]+->B\[0-9\]+): pipe_barrier \\(V\\) \\\[dep op0\\\]" } } */
/* { dg-final { scan-ascsync-dump-not "before op1: pipe_barrier" } } */
/* { dg-final { scan-ascsync-dump-times ": pipe_barrier \\(V\\)" 1 } } */
