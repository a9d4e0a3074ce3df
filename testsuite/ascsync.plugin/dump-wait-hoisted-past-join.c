/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* Row factors computed on one of two branches, each of which skips the
   row loop when there is no row (the shape GCC's jump threading gives a
   tail duplicated into two paths), then read by the scalar unit once
   per row.  The V -> S wait for the factors can go at the end of the
   row loop's preheader: neither vector operation dominates it and it
   does not post-dominate them, but every path from either of them to
   the reads passes it.  So it runs once per tile, not once per row
   behind the previous row's vmuls.  */
void
k (int n, int rows, int flip)
{
  __ubuf__ float *a = (__ubuf__ float *) get_imm (0);
  __ubuf__ float *sums = (__ubuf__ float *) get_imm (0x1000);
  __ubuf__ float *w = (__ubuf__ float *) get_imm (0x2000);
  for (int t = 0; t < n; t++)
    {
      if (flip & t)
        {
          vadds (sums, a, 1.0f, 1, 1, 1, 8, 8);
          if (rows <= 0)
            goto next;
        }
      else
        {
          vmuls (sums, a, 2.0f, 1, 1, 1, 8, 8);
          if (rows <= 0)
            goto next;
        }
      for (int i = 0; i < rows; i++)
        {
          float r = sums[i];
          vmuls (w + i * 64, w + i * 64, r, 1, 1, 1, 8, 8);
        }
    next:;
    }
}
/* { dg-final { scan-ascsync-dump "end of B\[0-9\]+: wait_flag \\(V, S, " } } */
/* { dg-final { scan-ascsync-dump-not "before op\[0-9\]+: wait_flag \\(V, S, " } } */
