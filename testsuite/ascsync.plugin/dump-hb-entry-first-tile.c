/* { dg-do compile } */
/* { dg-options "-O2 -fno-thread-jumps -fplugin-arg-ascsync-dump=deps,plan" } */
/* The happens-before flow counts the iterations of a loop from its
   entry when the producer comes before the loop: the first tile's load
   into slot 0, before the loop that prefetches tile T + 1 into slot
   (T + 1) & 1, meets the prefetch of iteration 1, not of iteration 0.
   The hand-written sync orders it there: the wait of iteration 0 on
   id 0 (t & 1, known at that count) takes the set after the first load,
   and the scalar unit waits for the tile's store before it issues the
   prefetch of iteration 1.  So the two loads get no
   pipe_barrier (PIPE_MTE2); the plugin used to put one.  Twin:
   dump-hb-entry-first-tile-other-slot.c (the first load into slot 1,
   which the prefetch of iteration 0 meets, and nothing orders it).
   run-hb-entry-first-tile.c runs it.  (-fno-thread-jumps: GCC's jump
   threading would peel iteration 0 of this small loop, and the peeled
   copy's ids are not known constants.)  */
#ifndef FIRST_SLOT
#define FIRST_SLOT 0
#endif

void
k (__gm__ half *x, __gm__ half *y, int n)
{
  if (n <= 0)
    return;
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (in + FIRST_SLOT * 256, x, 0, 1, 16, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  for (int t = 0; t < n; t++)
    {
      int s = t & 1;
      if (t + 1 < n)
        {
          copy_gm_to_ubuf (in + (1 - s) * 256, x + (t + 1) * 256, 0, 1, 16,
                           0, 0);
          set_flag (PIPE_MTE2, PIPE_V, (event_t) (1 - s));
        }
      wait_flag (PIPE_MTE2, PIPE_V, (event_t) s);
      vmuls (in + s * 256, in + s * 256, 2.0, 2, 1, 1, 8, 8);
      set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
      wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
      copy_ubuf_to_gm (y + t * 256, in + s * 256, 0, 1, 16, 0, 0);
      /* The scalar unit waits for the store: everything issued later
         comes after this tile's work.  */
      set_flag (PIPE_MTE3, PIPE_S, EVENT_ID0);
      wait_flag (PIPE_MTE3, PIPE_S, EVENT_ID0);
    }
}
#if FIRST_SLOT == 0
/* { dg-final { scan-ascsync-dump "plan: 0 insertions" } } */
#endif
