/* { dg-do run } */
/* { dg-options "-O0 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops" } */
/* At -O0 GCC keeps every local array in memory and marks it
   addressable, also a table of slot addresses "xb[2] = { get_imm (0),
   get_imm (0x1000) }" whose address no statement takes.  The plugin
   decides what is address-taken itself, so the loads "xb[t & 1]" give
   the slots of the rotation, as at -O2 (they were taken for any byte of
   UB).  Clean and correct.  */
#include <ascsim.h>

#define T 512                   /* halves per tile */
#define NT 6

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *xb[2] = { (__ubuf__ half *) get_imm (0),
                           (__ubuf__ half *) get_imm (0x1000) };
  __ubuf__ half *zb[2] = { (__ubuf__ half *) get_imm (0x2000),
                           (__ubuf__ half *) get_imm (0x3000) };
  for (long t = 0; t < NT; t++)
    {
      int s = (int) (t & 1);
      copy_gm_to_ubuf (xb[s], x + t * T, 0, 1, T / 16, 0, 0);
      vadds (zb[s], xb[s], (half) 1.0f, T / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * T, zb[s], 0, 1, T / 16, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (NT * T * 2), *y = ascsim_gm_alloc (NT * T * 2);
  for (int i = 0; i < NT * T; i++)
    x[i] = (half) (float) (i % 7);
  ASCSIM_LAUNCH (1, k (x, y));
  int ok = 1;
  for (int i = 0; i < NT * T; i++)
    ok &= (float) y[i] == (float) (i % 7) + 1.0f;
  ascsim_expect (ok, "y = x + 1");
  return ascsim_finish ();
}

/* { dg-final { scan-ascsync-dump {op0 line [0-9]+ op copy_gm_to_ubuf pipe=MTE2 .* W:UB\[\+0x0\.\.0x1400\)~\{L0 0:0x0\.\.0x400 1:0x1000\.\.0x1400\}} } } */
/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
