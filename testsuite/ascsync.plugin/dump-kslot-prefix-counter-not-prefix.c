/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-imprecise" } */
/* The twin of dump-kslot-prefix-counter.c whose counter steps in every
   other iteration ("(t & 1) == 0" does not hold on a prefix of the
   iterations): where it steps, it did not step in every iteration
   before, so it is no rotation of the loop and its load is not given
   one.  */
#include <ascsim.h>

#define SLOT 0x400

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  int n = 3 + (int) (float) x[3];
  int ls = 0;
  for (int t = 0; t < n; t++)
    {
      if ((t & 1) == 0)
        {
          copy_gm_to_ubuf ((__ubuf__ half *) get_imm (ls * SLOT),
                           x + t * 512, 0, 1, 32, 0, 0);
          if (++ls == 4)
            ls = 0;
        }
      __ubuf__ half *in = (__ubuf__ half *) get_imm ((t & 3) * SLOT);
      vadds (in, in, 1.0, 4, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 512, in, 0, 1, 32, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ line 21 op copy_gm_to_ubuf pipe=MTE2 " } } */
/* { dg-final { scan-ascsync-dump-not "op\[0-9\]+ line 21 op copy_gm_to_ubuf pipe=MTE2 \[^\\n\]*W:UB\[^\\n\]*~.L\[0-9\]+ 0:" } } */
