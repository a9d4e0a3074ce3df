/* A kernel operand in a GM buffer that the host freed (here the
   destination of the store) is a bad-address finding, and the call is
   skipped (freed buffers no longer validate, though the arena behind
   them is still mapped).  Twin:
   api-gm-free-clean.c.  */
/* { dg-do run } */
/* { dg-ascsync-expect-exit 1 } */
#include "ascsim.h"

__global__ __aicore__ void
copy_in_out (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (ub, x, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y, ub, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (256), *y = ascsim_gm_alloc (256);
  ascsim_gm_free (y);
  ASCSIM_LAUNCH (1, copy_in_out (x, y));
  puts ("host still running after the bad call");
  return ascsim_finish ();
}

/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains {api-gm-use-after-free.c:17: error: bad-address: copy_ubuf_to_gm: operand 'dst' .GM. is inside a buffer that ascsim_gm_free freed \[block 0\]} } } */
/* { dg-final { output-count {error: } 1 } } */
/* { dg-final { output-contains {host still running after the bad call} } } */
