/* { dg-do run } */
/* { dg-additional-options "--no-plugin" } */
/* { dg-ascsync-expect-exit 1 } */
/* Twin of run-tile-grid-ragged-overlap.c with the hand-written sync the
   plugin would emit had it taken the overlapping stores for disjoint:
   everything but the pipe_barrier (MTE3).  The checker reports the
   race of a last-column tile's store (one block too wide) with
   another tile's store of the first block of the next row.  */
#include <ascsim.h>

#define ROWS 20
#define W 5
#define TR 8
#define TC 2
#define RT ((ROWS + TR - 1) / TR)
#define CT ((W + TC - 1) / TC)
#define CW (W + 1)
#define HALVES (ROWS * W * 16 + 16)

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  int i = 0;
  set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID1);
  for (int t = (int) block_idx; t < RT * CT; t += (int) block_num, i++)
    {
      int r0 = t / CT * TR, c0 = t % CT * TC;
      int rcnt = ROWS - r0 < TR ? ROWS - r0 : TR;
      int ccnt = CW - c0 < TC ? CW - c0 : TC;
      event_t ev = (event_t) (i & 1);
      __ubuf__ half *ub = (__ubuf__ half *) get_imm ((i & 1) * 0x400);
      wait_flag (PIPE_MTE3, PIPE_MTE2, ev);
      copy_gm_to_ubuf (ub, x + (r0 * W + c0) * 16, 0, rcnt, ccnt, W - ccnt,
                       0);
      set_flag (PIPE_MTE2, PIPE_MTE3, ev);
      wait_flag (PIPE_MTE2, PIPE_MTE3, ev);
      copy_ubuf_to_gm (y + (r0 * W + c0) * 16, ub, 0, rcnt, ccnt, 0,
                       W - ccnt);
      set_flag (PIPE_MTE3, PIPE_MTE2, ev);
    }
  wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID1);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (HALVES * sizeof (half));
  half *y = ascsim_gm_alloc (HALVES * sizeof (half));
  ASCSIM_LAUNCH (1, k (x, y));
  return ascsim_finish ();
}
/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains "race-intra-pipe: PIPE_MTE3 writes GM bytes" } } */
