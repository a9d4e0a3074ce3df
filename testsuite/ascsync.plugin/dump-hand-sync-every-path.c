/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* Keep mode, hand-written sync followed along every path (sync_hb.c):
   a tile loop whose maxima (vcmax) the scalar unit reads in an inner
   loop of steps, each step's V -> S pair before its reads.  The
   vcmax reads IN, which the next tile's load overwrites; no
   hand-written pair V -> MTE2 orders the two, but each step's V -> S
   wait stalls the scalar unit after the vcmax, so the load issued later
   starts after it: nothing to add.  The level-one maxima's barrier
   before the next tile's vcmax is not needed either (the next tile's
   MTE2 -> V wait follows the same stall).  FIRST_WAIT: the first step
   with the V -> S pair (its twin leaves it out of step 0).  */
#ifndef FIRST_WAIT
#define FIRST_WAIT 0
#endif

__global__ __aicore__ void
k (__gm__ half *x, __gm__ uint16_t *y, int n)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *p = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ uint16_t *pu = (__ubuf__ uint16_t *) get_imm (0x1000);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1800);
  __ubuf__ uint16_t *bu = (__ubuf__ uint16_t *) get_imm (0x1800);
  vector_dup (p, 0.0, 8, 1, 1, 8, 8);
  pipe_barrier (PIPE_V);
  for (int t = 0; t < n; t++)
    {
      copy_gm_to_ubuf (in, x + t * 1024, 0, 1, 64, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
      wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
      vcmax (p, in, 8, 8, 1, 8);
      pipe_barrier (PIPE_V);
      for (int step = 0; step < 4; step++)
        {
          vadds (b, p, 1.0, 1, 1, 1, 8, 8);
          if (step >= FIRST_WAIT)
            {
              set_flag (PIPE_V, PIPE_S, EVENT_ID0);
              wait_flag (PIPE_V, PIPE_S, EVENT_ID0);
            }
          y[8 * t + 2 * step] = bu[16 * step];
          y[8 * t + 2 * step + 1] = pu[16 * step + 1];
          set_flag (PIPE_S, PIPE_V, EVENT_ID0);
          wait_flag (PIPE_S, PIPE_V, EVENT_ID0);
        }
      set_flag (PIPE_S, PIPE_MTE2, EVENT_ID0);
      wait_flag (PIPE_S, PIPE_MTE2, EVENT_ID0);
    }
}
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ \\(line 32, V\\) -> op\[0-9\]+ \\(line 29, MTE2\\) WAR carried by L\[0-9\]+, distance 1: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump-not "new pair" } } */
/* { dg-final { scan-ascsync-dump-not ": pipe_barrier" } } */
