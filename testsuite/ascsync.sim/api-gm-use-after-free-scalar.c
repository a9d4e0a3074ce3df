/* Scalar kernel code reading a freed GM buffer is a bad-address finding
   too (the access is traced like any scalar access of GM; the memory is
   still mapped, so the read itself does not fault).  */
/* { dg-do run } */
/* { dg-ascsync-expect-exit 1 } */
#include "ascsim.h"

__global__ __aicore__ void
scalar_copy (__gm__ half *x, __gm__ half *y)
{
  y[0] = x[3];
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (256), *y = ascsim_gm_alloc (256);
  ascsim_gm_free (x);
  ASCSIM_LAUNCH (1, scalar_copy (x, y));
  return ascsim_finish ();
}

/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains {error: bad-address: scalar load of GM arena offset 0x6, in a buffer freed by ascsim_gm_free \[block 0\]} } } */
/* { dg-final { output-count {error: } 1 } } */
