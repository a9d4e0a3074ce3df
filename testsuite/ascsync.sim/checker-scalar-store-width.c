/* The checker sees the whole width of a scalar store, not only the
   bytes whose value it changed: GCC merges "a[7] = 1; a[8] = 0;" into
   one 8-byte store of UB bytes [0x1c, 0x24), which meets the DMA into
   [0x20, 0x40) that nothing orders before it (the second half writes 0
   over 0).  Twin: checker-scalar-store-width-synced.c.  */
/* { dg-do run } */
/* { dg-additional-options "--no-plugin" } */
/* { dg-ascsync-expect-exit 1 } */
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

/* { dg-final { output-contains {error: race-inter-pipe: PIPE_MTE2 writes UB bytes \[0x20, 0x24\) and the later scalar store of UB offset 0x1c} } } */
