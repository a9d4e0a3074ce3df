/* The checker reports scalar C code reading a vcadd result from UB with
   no set_flag/wait_flag (PIPE_V, PIPE_S) first: the scalar load is
   traced as a PIPE_S access and races with the vector write.  Twin:
   checker-scalar-ub-race-synced.c.  */
/* { dg-do run } */
/* { dg-additional-options "--no-plugin" } */
/* { dg-ascsync-expect-exit 1 } */
#include "ascsim.h"

__global__ __aicore__ void
sum_to_gm (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *s = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vcadd (s, a, 1, 1, 1, 8);
  y[0] = s[0];                  /* scalar read of UB: no V -> S wait */
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (256), *y = ascsim_gm_alloc (32);
  ASCSIM_LAUNCH (1, sum_to_gm (x, y));
  return ascsim_finish ();
}

/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains {error: race-inter-pipe: PIPE_V writes UB bytes \[0x1000, 0x1001\) and the later scalar load of UB offset 0x1000 \(S\)} } } */
/* { dg-final { output-contains {needs set_flag\(PIPE_V, PIPE_S, id\)} } } */
/* { dg-final { output-contains "1 launch, 1 finding," } } */
