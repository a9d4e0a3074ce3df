/* kslot-slot-complement.h -- the kernel of dump-kslot-slot-complement.c
   and run-kslot-slot-complement.c: double buffering where tile T is in
   slot T & 1 and the prefetch of tile T + 1 names the other slot as
   SLOT_NEXT (T), which the test defines ("1 - (t & 1)", which GCC
   writes "~t & 1"; or "(t & 1) ^ 1"); N tiles, read from GM at run time
   (3 + x[3]).  */
#include <ascsim.h>

#define SLOT 0x400

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  int n = 3 + (int) (float) x[3];
  copy_gm_to_ubuf ((__ubuf__ half *) get_imm (0), x, 0, 1, 32, 0, 0);
  for (int t = 0; t < n; t++)
    {
      if (t + 1 < n)
        copy_gm_to_ubuf ((__ubuf__ half *) get_imm (SLOT_NEXT (t) * SLOT),
                         x + (t + 1) * 512, 0, 1, 32, 0, 0);
      int s = t & 1;
      __ubuf__ half *in = (__ubuf__ half *) get_imm (s * SLOT);
      __ubuf__ half *out = (__ubuf__ half *) get_imm (0x2000 + s * SLOT);
      vadds (out, in, 1.0, 4, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 512, out, 0, 1, 32, 0, 0);
    }
}
