/* kslot-prefix-counter.h -- the kernel of dump-kslot-prefix-counter.c
   and run-kslot-prefix-counter.c: quadruple buffering, tiles loaded
   three ahead into the slot of a load counter LS stepped with each load
   (tiles 0 to 2 by a loop before the tile loop, tile T + 3 in tile T
   while there is one), computed and stored from the slot of a compute
   counter CS; N tiles, read from GM at run time (3 + x[3]).  */
#include <ascsim.h>

#define SLOT 0x400

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  int n = 3 + (int) (float) x[3];
  int ls = 0;
  for (int p = 0; p < 3 && p < n; p++)
    {
      copy_gm_to_ubuf ((__ubuf__ half *) get_imm (ls * SLOT), x + p * 512,
                       0, 1, 32, 0, 0);
      if (++ls == 4)
        ls = 0;
    }
  int cs = 0;
  for (int t = 0; t < n; t++)
    {
      if (t + 3 < n)
        {
          copy_gm_to_ubuf ((__ubuf__ half *) get_imm (ls * SLOT),
                           x + (t + 3) * 512, 0, 1, 32, 0, 0);
          if (++ls == 4)
            ls = 0;
        }
      __ubuf__ half *in = (__ubuf__ half *) get_imm (cs * SLOT);
      __ubuf__ half *out = (__ubuf__ half *) get_imm (0x2000 + cs * SLOT);
      vadds (out, in, 1.0, 4, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 512, out, 0, 1, 32, 0, 0);
      if (++cs == 4)
        cs = 0;
    }
}
