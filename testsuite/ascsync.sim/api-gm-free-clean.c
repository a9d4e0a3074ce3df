/* Twin of api-gm-use-after-free.c: freeing a buffer the kernel does not
   use leaves the others valid (the one before and the one after it), a
   buffer allocated after the free does not reuse the freed space, and
   the run is clean.  */
/* { dg-do run } */
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
  half *x = ascsim_gm_alloc (256), *dead = ascsim_gm_alloc (256);
  half *y = ascsim_gm_alloc (256);
  ascsim_gm_free (dead);
  half *z = ascsim_gm_alloc (256);
  ascsim_expect (z != dead, "the freed space is not reused");
  for (int i = 0; i < 128; i++)
    x[i] = (half) i;
  ASCSIM_LAUNCH (1, copy_in_out (x, y));
  ASCSIM_LAUNCH (1, copy_in_out (y, z));
  int ok = 1;
  for (int i = 0; i < 128; i++)
    ok &= (float) z[i] == (float) i;
  ascsim_expect (ok, "z = y = x");
  ascsim_gm_free (x);
  ascsim_gm_free (y);
  ascsim_gm_free (z);
  ascsim_gm_free (NULL);
  return ascsim_finish ();
}

/* { dg-final { output-contains {2 launches, 0 findings, 0 failed checks: PASS} } } */
