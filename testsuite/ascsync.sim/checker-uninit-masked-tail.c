/* The checker narrows vector operands to the 32-byte blocks the vector
   mask enables: a tail of 16 fp16 lanes is loaded (one block) and added
   with the mask set to those 16 lanes, so the other seven blocks of the
   repeat are neither read nor written; no uninitialised-read.  Without
   the mask the same read is reported (second launch).  */
/* { dg-do run } */
/* { dg-additional-options "--no-plugin" } */
/* { dg-ascsync-expect-exit 1 } */
#include "ascsim.h"

__global__ __aicore__ void
tail_add (__gm__ half *x, __gm__ half *y, int masked)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x, 0, 1, 1, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  if (masked)
    set_vector_mask (0, 0xffff);
  vadds (b, a, (half) 1.0, 1, 1, 1, 8, 8);
  set_vector_mask (~(uint64_t) 0, ~(uint64_t) 0);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y, b, 0, 1, 1, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (32), *y = ascsim_gm_alloc (32);
  for (int i = 0; i < 16; i++)
    x[i] = (half) i;
  ASCSIM_LAUNCH (1, tail_add (x, y, 1));
  ascsim_expect (ascsim_last_result ()->findings == 0,
                 "masked tail: no findings");
  ascsim_expect ((float) y[15] == 16.0f, "masked tail: y = x + 1");
  ASCSIM_LAUNCH (1, tail_add (x, y, 0));
  ascsim_expect (ascsim_last_result ()->finding_count[ASCSIM_F_UNINIT_READ]
                 == 1, "unmasked: one uninitialised read");
  return ascsim_finish ();
}

/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains {error: uninitialised-read: reads UB bytes \[0x20, 0x100\)} } } */
/* { dg-final { output-count "error: " 1 } } */
/* { dg-final { output-not-contains "FAIL: " } } */
