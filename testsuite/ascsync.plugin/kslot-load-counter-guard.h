/* kslot-load-counter-guard.h -- the kernel of
   dump-kslot-load-counter-guard.c and run-kslot-load-counter-guard.c:
   quadruple buffering, tiles loaded three ahead into the slot of a load
   counter LS stepped with each load; the loads are counted by LT too,
   and the tile loop prefetches while "LT < N" (not "T + 3 < N"): tiles
   0 to 2 by a loop before the tile loop, while "LT < 3 && LT < N";
   computed and stored from the slot of a compute counter CS; N tiles,
   read from GM at run time (3 + x[3]).  */
#include <ascsim.h>

#define SLOT 0x400

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  int n = 3 + (int) (float) x[3];
  int ls = 0, lt = 0;
  for (; lt < 3 && lt < n; lt++)
    {
      copy_gm_to_ubuf ((__ubuf__ half *) get_imm (ls * SLOT), x + lt * 512,
                       0, 1, 32, 0, 0);
      if (++ls == 4)
        ls = 0;
    }
  int cs = 0;
  for (int t = 0; t < n; t++)
    {
      if (lt < n)
        {
          copy_gm_to_ubuf ((__ubuf__ half *) get_imm (ls * SLOT),
                           x + lt * 512, 0, 1, 32, 0, 0);
          if (++ls == 4)
            ls = 0;
          lt++;
        }
      __ubuf__ half *in = (__ubuf__ half *) get_imm (cs * SLOT);
      __ubuf__ half *out = (__ubuf__ half *) get_imm (0x2000 + cs * SLOT);
      vadds (out, in, 1.0, 4, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 512, out, 0, 1, 32, 0, 0);
      if (++cs == 4)
        cs = 0;
    }
}
