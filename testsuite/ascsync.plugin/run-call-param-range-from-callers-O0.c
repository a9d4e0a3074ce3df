/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops" } */
/* At -O0 a helper's parameter gets the range of the arguments its
   calls pass, as GCC's interprocedural propagation gives it at -O2:
   every call of the static tile helper passes "(int) (t & 1)", so its
   slot S is 0 or 1 and its buffers "get_imm (S * 0x800)" are known per
   slot (the footprint's "{arg3 #0:... #1:...}"), and the loads of tile
   t + 1 need not wait for the vector work on tile t.  The simulator
   checks that nothing races and the results.  */
#include <ascsim.h>
#include <stdio.h>

#define TILE 1024               /* halves */
#define NT 6

static __attribute__ ((noinline)) void
tile (__gm__ half *x, __gm__ half *y, int64_t t, int s)
{
  __ubuf__ half *xs = (__ubuf__ half *) get_imm (s * 0x800);
  __ubuf__ half *ys = (__ubuf__ half *) get_imm (0x1000 + s * 0x800);
  copy_gm_to_ubuf (xs, x + t * TILE, 0, 1, TILE / 16, 0, 0);
  vadds (ys, xs, (half) 1.0f, TILE / 128, 1, 1, 8, 8);
  copy_ubuf_to_gm (y + t * TILE, ys, 0, 1, TILE / 16, 0, 0);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  for (int64_t t = 0; t < NT; t++)
    tile (x, y, t, (int) (t & 1));
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc ((size_t) NT * TILE * sizeof (half));
  half *y = ascsim_gm_alloc ((size_t) NT * TILE * sizeof (half));
  for (int i = 0; i < NT * TILE; i++)
    x[i] = (half) (float) (i % 11 - 5);
  ASCSIM_LAUNCH (1, k (x, y));
  int bad = 0;
  for (int i = 0; i < NT * TILE; i++)
    bad += (float) y[i] != (float) x[i] + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*W:UB\\\[\\+0x0\\.\\.0x1000\\)~\\{arg3 #0:0x0\\.\\.0x800 #1:0x800\\.\\.0x1000\\}" } } */
