/* Twin of checker-scalar-store-width.c: the DMA is ordered before the
   8-byte scalar store; clean.  */
/* { dg-do run } */
/* { dg-additional-options "--no-plugin" } */
#define SYNCED 1
#include "ascsim.h"
#include <stdint.h>

__global__ __aicore__ void
k (__gm__ int32_t *x, __gm__ int32_t *y)
{
  __ubuf__ int32_t *a = (__ubuf__ int32_t *) get_imm (0);
  copy_gm_to_ubuf (a + 8, x, 0, 1, 1, 0, 0);
#ifdef SYNCED
  set_flag (PIPE_MTE2, PIPE_S, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_S, EVENT_ID0);
#endif
  a[7] = 1;
  a[8] = 0;
  set_flag (PIPE_S, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_S, PIPE_MTE3, EVENT_ID0);
  set_flag (PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y, a + 8, 0, 1, 1, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  int32_t *x = ascsim_gm_alloc (64), *y = ascsim_gm_alloc (64);
  for (int i = 0; i < 8; i++)
    x[i] = 0;
  ASCSIM_LAUNCH (1, k (x, y));
  ascsim_expect (y[0] == 0, "y[0] = 0");
  return ascsim_finish ();
}

/* { dg-final { exit-status 0 } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
