/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps,plan" } */
/* mode=keep: quadruple buffering with the loads issued three tiles
   ahead.  A prologue loop loads tiles 0 .. 2 into slots 0 .. 2 and sets
   MTE2 -> V on the slot's id; the main loop prefetches tile T + 3 and
   waits for tile T on id T mod 4.  The flow starts from the prologue's
   load in each of its iterations in turn: the set of id P in iteration
   P is the one the wait of tile P takes, so the hand-written sync
   orders the prologue's loads before the vector work, and no pair (nor
   a fallback through the scalar unit, all four ids being the hand's)
   is added.  run-hand-prologue-loop-ids-kept.c runs it.  */
#define NSLOT 4
#define TILE 1024                       /* halves: 2 KB */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int64_t n)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x2000);
  for (int s = 0; s < NSLOT; s++)
    set_flag (PIPE_V, PIPE_MTE2, (event_t) s);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  int ls = 0;
  for (int64_t p = 0; p < NSLOT - 1 && p < n; p++)
    {
      wait_flag (PIPE_V, PIPE_MTE2, (event_t) ls);
      copy_gm_to_ubuf (in + ls * TILE, x + p * TILE, 0, 1, 64, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, (event_t) ls);
      if (++ls == NSLOT)
        ls = 0;
    }
  int cs = 0;
  for (int64_t t = 0; t < n; t++)
    {
      if (t + NSLOT - 1 < n)
        {
          wait_flag (PIPE_V, PIPE_MTE2, (event_t) ls);
          copy_gm_to_ubuf (in + ls * TILE, x + (t + NSLOT - 1) * TILE, 0, 1,
                           64, 0, 0);
          set_flag (PIPE_MTE2, PIPE_V, (event_t) ls);
          if (++ls == NSLOT)
            ls = 0;
        }
      wait_flag (PIPE_MTE2, PIPE_V, (event_t) cs);
      wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
      vadds (out, in + cs * TILE, 1.0, 8, 1, 1, 8, 8);
      set_flag (PIPE_V, PIPE_MTE2, (event_t) cs);
      set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
      wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
      copy_ubuf_to_gm (y + t * TILE, out, 0, 1, 64, 0, 0);
      set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
      if (++cs == NSLOT)
        cs = 0;
    }
  for (int s = 0; s < NSLOT; s++)
    wait_flag (PIPE_V, PIPE_MTE2, (event_t) s);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
}
/* { dg-final { scan-ascsync-dump "\\(line 26, MTE2\\) -> op\[0-9\]+ \\(line 45, V\\) RAW: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump-not "new pair" } } */
/* { dg-final { scan-ascsync-dump-not "\\\[fallback" } } */
