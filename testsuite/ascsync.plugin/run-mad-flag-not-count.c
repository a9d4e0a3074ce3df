/* { dg-do run } */
/* { dg-options "-O2" } */
/* The mads of the second inner loop write L0C slot j % 2, a pointer
   IVOPTS steps by 1024 bytes from cc.  Its init flag, 1, is the largest
   value of its type (bool), and was taken for a count bounded only by
   its type: the layout bound then cut the write at the next buffer
   start, cc + 256 floats, to slot 0, and nothing ordered the readout
   of slot 1 in the first inner loop before the second mad overwrote it
   (a kernel of ascsync.fuzz with cube work, reduced).  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b0 = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *b5 = (__ubuf__ half *) get_imm (0x2800);
  __cbuf__ half *l1 = (__cbuf__ half *) get_imm (0);
  __ca__ half *ca = (__ca__ half *) get_imm (0);
  __cb__ half *cb = (__cb__ half *) get_imm (0);
  __cc__ float *cc = (__cc__ float *) get_imm (0);
  __ubuf__ float *bf = (__ubuf__ float *) get_imm (0x3000);
  int64_t blk = block_idx * 16384;
  int nt = 2 + (int) (block_idx & 1);
  copy_gm_to_cbuf (l1, x + blk, 0, 1, 64, 0, 0, PAD_NONE);
  load_cbuf_to_ca (ca, l1, 0, 2, 1, 0, 0);
  load_cbuf_to_cb (cb, l1, 0, 2, 1, 0, 0);
  for (int i = 0; i < nt; i++)
    {
      int j = 0;
      do
        {
          mad (cc + ((j + 1) % 2) * 256, ca, cb + ((j + 1) & 1) * 256, 16,
               16, 16, 1);
          copy_matrix_cc_to_ubuf (bf + 256, cc + 256, 0, 1, 1, 0, 0,
                                  CRMODE_NONE);
        }
      while (++j < 4);
      j = 0;
      while (j < 2)
        {
          copy_cbuf_to_ubuf (b0 + ((j + 1) % 2) * 512,
                             l1 + ((j + 1) & 1) * 512, 0, 1, 32, 0, 0);
          copy_gm_to_ubuf (b5 + ((j + 1) % 2) * 512, y + blk + 8704, 0, 1,
                           32, 0, 0);
          mad (cc + (j % 2) * 256, ca + (j & 1) * 256, cb + (j & 1) * 256,
               16, 16, 16, 1);
          j++;
        }
    }
}
#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
