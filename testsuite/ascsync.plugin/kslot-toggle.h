/* kslot-toggle.h -- the kernel of dump-kslot-toggle*.c: an output slot
   chosen by a toggle "o ^= 1" (TOGGLE), not by the loop's counter,
   stepped once per item of a loop over a block's share of items.  */
#ifndef TOGGLE
#define TOGGLE(o) ((o) ^= 1)
#endif
__global__ __aicore__ void
k (__gm__ float *x, __gm__ float *y, int32_t n)
{
  __ubuf__ float *in = (__ubuf__ float *) get_imm (0x0);
  int o = 0;
  for (int32_t q = block_idx; q < n; q += block_num)
    {
      __ubuf__ float *ob = (__ubuf__ float *) get_imm (0x4000 + o * 0x400);
      copy_gm_to_ubuf (in, x + q * 256, 0, 1, 32, 0, 0);
      vmuls (ob, in, 0.5f, 4, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + q * 256, ob, 0, 1, 32, 0, 0);
      TOGGLE (o);
    }
}
