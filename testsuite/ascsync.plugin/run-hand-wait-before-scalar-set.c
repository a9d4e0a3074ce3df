/* { dg-do run } */
/* { dg-options "-O2" } */
/* Hand-written sync whose wait_flag on V runs before the scalar unit
   issues the set_flag that satisfies it: V stands still until the
   scalar unit has read A at an index read from data, then adds into
   another part of A.  The plugin takes that read and add to depend
   (the index is not known), and in mode keep it would make the scalar
   unit wait for the add before the read, which V only runs after the
   set that comes after the read: a deadlock.  Mode keep does not follow
   such sync: it warns and plans the function as mode strip does, and
   the run is clean.  */
#include <ascsim.h>
#include <stdio.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ int32_t *ix, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ int32_t *iu = (__ubuf__ int32_t *) get_imm (0x1000);
  __ubuf__ half *o = (__ubuf__ half *) get_imm (0x2000);
  copy_gm_to_ubuf (a, x, 0, 1, 16, 0, 0);
  copy_gm_to_ubuf (iu, ix, 0, 1, 1, 0, 0);
  vector_dup (o, 0.0, 1, 1, 1, 8, 8);
  set_flag (PIPE_V, PIPE_S, EVENT_ID1);
  wait_flag (PIPE_V, PIPE_S, EVENT_ID1);
  set_flag (PIPE_MTE2, PIPE_S, EVENT_ID0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_S, PIPE_V, EVENT_ID0); /* { dg-warning "this .wait_flag. may run when no .set_flag. of its flag is pending\[^\n\]*mode keep does not follow such sync\[^\n\]*\\\[-fplugin-arg-ascsync-warn=unbalanced-flag\\\]" } */
  vadds (a + 128, a + 128, 1.0, 1, 1, 1, 8, 8);
  wait_flag (PIPE_MTE2, PIPE_S, EVENT_ID0);
  o[0] = a[iu[0]];
  set_flag (PIPE_S, PIPE_V, EVENT_ID0);
  set_flag (PIPE_S, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_S, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y, o, 0, 1, 1, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (256 * sizeof (half));
  int32_t *ix = ascsim_gm_alloc (8 * sizeof (int32_t));
  half *y = ascsim_gm_alloc (16 * sizeof (half));
  for (int i = 0; i < 256; i++)
    x[i] = (half) (float) i;
  ix[0] = 5;
  ASCSIM_LAUNCH (1, k (x, ix, y));
  printf ("y0 %g\n", (float) y[0]);
  return ascsim_finish ();
}
/* { dg-final { output-contains "y0 5" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
