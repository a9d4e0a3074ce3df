/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A stream of tiles of run-time lengths: "while (pos < end) { n = MIN
   (end - pos, TR); ...; pos += ...; }", the store's pointer y + pos *
   D indexed by a counter stepped by a value of the iteration that
   GCC's ranges keep at least 0.  Here the pointer moves by exactly the
   rows it stored (pos += n).  The sync-free kernel with the plugin
   runs clean and correct.  */
#include <ascsim.h>

/* How far the stream moves: by the rows each tile stores (the twin
   run-stream-counter-overlap.c moves it by less).  */
#ifndef STREAM_STEP
#define STREAM_STEP n
#endif

#define D 128                   /* halves per row */
#define TR 16                   /* rows per tile */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int32_t start, int32_t end)
{
  int32_t pos = start;
  int t = 0;
  while (pos < end)
    {
      int32_t n = end - pos < TR ? end - pos : TR;
      __ubuf__ half *xb = (__ubuf__ half *) get_imm ((t & 1) * 0x2000);
      __ubuf__ half *yb = (__ubuf__ half *) get_imm (0x4000 + (t & 1) * 0x2000);
      copy_gm_to_ubuf (xb, x + (int64_t) pos * D, 0, 1, (uint16_t) (n * D / 16), 0, 0);
      vadds (yb, xb, (half) 1.0f, (uint8_t) (n * D / 128), 1, 1, 8, 8);
      copy_ubuf_to_gm (y + (int64_t) pos * D, yb, 0, 1, (uint16_t) (n * D / 16), 0, 0);
      pos += STREAM_STEP;
      t++;
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  int rows = 200;
  half *x = ascsim_gm_alloc (rows * D * 2), *y = ascsim_gm_alloc (rows * D * 2);
  for (int i = 0; i < rows * D; i++)
    x[i] = (half) (float) (i % 11);
  ASCSIM_LAUNCH (1, k (x, y, 3, 190));
  int ok = 1;
  for (int i = 3 * D; i < 190 * D; i++)
    ok &= (float) y[i] == (float) (i % 11) + 1;
  ascsim_expect (ok, "y = x + 1 on rows 3 to 189");
  return ascsim_finish ();
}

/* The store is disjoint from itself across the loop's iterations.  */
/* { dg-final { scan-ascsync-dump {op[0-9]+ line [0-9]+ op copy_ubuf_to_gm pipe=MTE3 .* W:GM\[arg1[^ ]*\{L[0-9]+,self\}} } } */
/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
