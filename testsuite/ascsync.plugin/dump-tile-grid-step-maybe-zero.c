/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* The ragged tile grid of run-tile-grid-ragged.c walked with a step
   that may be 0 (S & 3) and at most 12 iterations: with S & 3 == 0
   the counter holds 0 in all 12, tile 0 stored again and again, so
   computing the store at each value of t proves nothing about two
   iterations.  The store is not "self" disjoint and keeps its
   pipe_barrier (MTE3).  (With a
   step of (S & 3) + 1, at least 1: dump-tile-grid-step-at-least-one.c.)  */
#ifndef STEP
#define STEP(s) ((s) & 3)
#endif

void
k (__gm__ half *x, __gm__ half *y, int s)
{
  int i = 0;
  for (int t = 0; t < 9 && i < 12; t += STEP (s), i++)
    {
      int r0 = t / 3 * 8, c0 = t % 3 * 2;
      int rcnt = 20 - r0 < 8 ? 20 - r0 : 8;
      int ccnt = 5 - c0 < 2 ? 5 - c0 : 2;
      __ubuf__ half *ub = (__ubuf__ half *) get_imm ((i & 1) * 0x400);
      copy_gm_to_ubuf (ub, x + (r0 * 5 + c0) * 16, 0, rcnt, ccnt, 5 - ccnt,
                       0);
      copy_ubuf_to_gm (y + (r0 * 5 + c0) * 16, ub, 0, rcnt, ccnt, 0,
                       5 - ccnt);
    }
}
/* { dg-final { scan-ascsync-dump-not ",self" } } */
/* { dg-final { scan-ascsync-dump "before op1: pipe_barrier \\(MTE3\\)" } } */
