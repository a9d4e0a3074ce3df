/* ascsim_gm_alloc returns NULL, and allocates nothing, for a size that
   does not fit in the GM arena: sizes near SIZE_MAX (whose rounding up
   to 512 bytes used to overflow into a small request and return a
   pointer) and one byte more than the whole 4 GiB arena.  An ordinary
   allocation afterwards still succeeds, starts the arena (nothing was
   taken by the failed requests) and a kernel can use it.  */
/* { dg-do run } */
#include <stdint.h>
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
  static const size_t sizes[] = { SIZE_MAX, SIZE_MAX - 100, SIZE_MAX - 511,
                                  ((size_t) 4 << 30) + 1 };
  for (int i = 0; i < 4; i++)
    printf ("gm_alloc (%zu): %s\n", sizes[i],
            ascsim_gm_alloc (sizes[i]) ? "a buffer" : "NULL");
  half *x = ascsim_gm_alloc (256), *y = ascsim_gm_alloc (256);
  ascsim_expect (x != NULL && y != NULL, "small buffers after the NULLs");
  ascsim_expect ((char *) y - (char *) x == 512,
                 "the failed requests took no arena space");
  for (int i = 0; i < 128; i++)
    x[i] = (half) i;
  ASCSIM_LAUNCH (1, copy_in_out (x, y));
  int ok = 1;
  for (int i = 0; i < 128; i++)
    ok &= (float) y[i] == (float) i;
  ascsim_expect (ok, "y = x");
  return ascsim_finish ();
}

/* { dg-final { output-contains {gm_alloc \(18446744073709551615\): NULL} } } */
/* { dg-final { output-contains {gm_alloc \(18446744073709551515\): NULL} } } */
/* { dg-final { output-contains {gm_alloc \(18446744073709551104\): NULL} } } */
/* { dg-final { output-contains {gm_alloc \(4294967297\): NULL} } } */
/* { dg-final { output-not-contains {a buffer} } } */
/* { dg-final { output-contains {1 launch, 0 findings, 0 failed checks: PASS} } } */
