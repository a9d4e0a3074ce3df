/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops" } */
/* A parameter gets the range of the arguments its calls pass only when
   every call is known: the tile helper's address is taken, and the call
   through the pointer passes slot 2 (its load lands where slot 0's
   result goes), so at -O0 its slot S has no range and its buffers are
   not known per slot (no "{arg3 ...}" form in the dump).  The
   simulator checks that nothing races and the results.  */
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
  void (*volatile fp) (__gm__ half *, __gm__ half *, int64_t, int) = tile;
  for (int64_t t = 0; t < NT - 1; t++)
    tile (x, y, t, (int) (t & 1));
  fp (x, y, NT - 1, 2); /* { dg-warning "an indirect call may issue pipe work" } */
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
/* { dg-final { scan-ascsync-dump-not "\\{arg3 #0\[^\\n\]*\\}" } } */
