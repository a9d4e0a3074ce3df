/* The checker reports an in-place vector operation (it reads and writes
   the same bytes) that overwrites bytes an earlier operation of its
   pipe reads, with no pipe_barrier (PIPE_V) between them: V may
   complete the two out of order.  The in-place operation's own read of
   those bytes must not hide the earlier read from its write.  Twin:
   checker-race-intra-pipe-in-place-war-barrier.c.  */
/* { dg-do run } */
/* { dg-additional-options "--no-plugin" } */
/* { dg-ascsync-expect-exit 1 } */
#include "ascsim.h"

__global__ __aicore__ void
sum_then_scale (__gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  vector_dup (a, (half) 2.0, 1, 1, 1, 8, 8);
  pipe_barrier (PIPE_V);
  vadd (b, a, a, 1, 1, 1, 1, 8, 8, 8);          /* reads a */
  vmuls (a, a, (half) 3.0, 1, 1, 1, 8, 8);      /* rewrites a: no barrier */
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y, b, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *y = ascsim_gm_alloc (256);
  ASCSIM_LAUNCH (1, sum_then_scale (y));
  return ascsim_finish ();
}

/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains {error: race-intra-pipe: PIPE_V reads UB bytes \[0x0, 0x100\) and the later vmuls.f16 \(V\).* writes them with no pipe_barrier\(PIPE_V\)} } } */
/* { dg-final { output-contains "1 launch, 1 finding," } } */
