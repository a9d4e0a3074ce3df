/* { dg-do run } */
/* { dg-options "-O2" } */
/* The mad's sizes come from a call, so the plugin bounds them by their
   type only (65535 each): then its L0A and L0B operands are 2^33 bytes,
   which the footprint's 32-bit byte count cut to 0 -- an empty read --
   and nothing ordered the load of L0A/L0B slot i & 1 before the mad
   reading it, nor the readout of L0C slot i & 1 before the mad two
   tiles later writing it (a cube kernel with its tiling in helpers, at
   -O0, reduced).  A count beyond 32 bits now saturates.  */
#include <ascsim.h>

static __attribute__ ((noinline)) uint16_t
dim (int i)
{
  return (uint16_t) (16 + 0 * i);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __cbuf__ half *l1 = (__cbuf__ half *) get_imm (0);
  __ubuf__ float *ub = (__ubuf__ float *) get_imm (0);
  int64_t blk = block_idx * 4096;
  copy_gm_to_cbuf (l1, x + blk, 0, 1, 64, 0, 0, PAD_NONE);
  for (int i = 0; i < 6; i++)
    {
      int p = i & 1;
      __ca__ half *ca = (__ca__ half *) get_imm (p * 0x4000);
      __cb__ half *cb = (__cb__ half *) get_imm (p * 0x8000);
      __cc__ float *cc = (__cc__ float *) get_imm (p * 0x8000);
      load_cbuf_to_ca (ca, l1, 0, 1, 1, 0, 0);
      load_cbuf_to_cb (cb, l1, 1, 1, 1, 0, 0);
      mad (cc, ca, cb, dim (i), dim (i), dim (i), 1);
      copy_matrix_cc_to_ubuf (ub + p * 256, cc, 0, 1, 1, 0, 0, CRMODE_NONE);
    }
}
#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
