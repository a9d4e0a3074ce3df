/* { dg-do run } */
/* { dg-additional-options "--no-plugin" } */
/* { dg-ascsync-expect-exit 1 } */
/* Twin of run-divmod-grid-overlap.c with the hand-written sync the
   plugin would emit had it taken the overlapping stores for disjoint:
   everything but the pipe_barrier (MTE3).  The checker reports the
   race of the store of tile 8 with that of tile 7 (the last tile of a
   row overlaps the first of the next).  */
#include <ascsim.h>

#define NT 16
#define ROW 896

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *b[2] = { (__ubuf__ half *) get_imm (0),
                          (__ubuf__ half *) get_imm (0x100) };
  set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID1);
  for (int t = 0; t < n; t++)
    {
      event_t ev = (event_t) (t & 1);
      wait_flag (PIPE_MTE3, PIPE_MTE2, ev);
      copy_gm_to_ubuf (b[t & 1], x + t * 128, 0, 1, 8, 0, 0);
      set_flag (PIPE_MTE2, PIPE_MTE3, ev);
      wait_flag (PIPE_MTE2, PIPE_MTE3, ev);
      copy_ubuf_to_gm (y + (t / 8) * ROW + (t % 8) * 128, b[t & 1], 0, 1, 8,
                       0, 0);
      set_flag (PIPE_MTE3, PIPE_MTE2, ev);
    }
  wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID1);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (NT * 128 * sizeof (half));
  half *y = ascsim_gm_alloc ((NT / 8 * ROW + 128) * sizeof (half));
  ASCSIM_LAUNCH (1, k (x, y, NT));
  return ascsim_finish ();
}
/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains "race-intra-pipe: PIPE_MTE3 writes GM bytes" } } */
/* { dg-final { output-contains "1 launch, 1 finding," } } */
