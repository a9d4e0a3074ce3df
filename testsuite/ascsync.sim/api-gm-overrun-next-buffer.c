/* A GM operand must stay in its own buffer: a load that starts in one
   buffer of ascsim_gm_alloc and runs into the next is a bad-address
   finding naming the buffer's range (it used to pass as long as it
   stayed in the arena).  Twin: bad-input-clean-twin.c.  */
/* { dg-do run } */
/* { dg-ascsync-expect-exit 1 } */
#include "ascsim.h"

__global__ __aicore__ void
load_too_much (__gm__ half *x)
{
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (ub, x, 0, 1, 32, 0, 0);      /* 1024 bytes */
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (512), *y = ascsim_gm_alloc (512);
  (void) y;
  ASCSIM_LAUNCH (1, load_too_much (x));
  return ascsim_finish ();
}

/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains {error: bad-address: copy_gm_to_ubuf: operand 'src' touches GM bytes \[0x0, 0x400\), past the end of its GM buffer \(arena bytes \[0x0, 0x200\)\) \[block 0\]} } } */
/* { dg-final { output-count {error: } 1 } } */
