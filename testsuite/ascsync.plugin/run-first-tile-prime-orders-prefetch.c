/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=plan" } */
/* The first tile is loaded before the tile loop (after some set-up
   vector work) and each iteration prefetches the next tile into the
   other slot, as LayerNorm and LogSoftmax do.  The prefetch of tile 2
   rewrites the first tile's slot.  The loop-carried MTE2 -> V pair of
   the prefetches is primed on the loop's entry edge, and that prime,
   issued after the first load, is what hands the first tile to the
   vector pipe; the vector pipe's V -> MTE2 pair then hands the slot
   back before the prefetch of tile 2.  The happens-before flow counts
   the loop's iterations from its entry for the first load and finds
   the prefetch of iteration 1 ordered so (that of iteration 0 writes
   the other slot): no pipe_barrier (MTE2) (there used to be one, on the
   entry edge after the prime: dump-barrier-after-prime.c, where the
   first tile goes into the slot of the first prefetch, keeps it).  The
   simulator checks the result and that nothing races.  */
#include <ascsim.h>
#include <stdio.h>

#ifndef FIRST
#define FIRST 0
#endif
#define TILES 5
#define N 1024

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int tiles)
{
  __ubuf__ half *in[2] = { (__ubuf__ half *) get_imm (0x0),
                           (__ubuf__ half *) get_imm (0x800) };
  __ubuf__ half *out[2] = { (__ubuf__ half *) get_imm (0x1000),
                            (__ubuf__ half *) get_imm (0x1800) };
  int64_t ntiles = tiles > TILES ? TILES : tiles;
  if (ntiles <= 0)
    return;
  vector_dup (out[0], (half) 0.0f, 2 * N / 128, 1, 1, 8, 8);
  copy_gm_to_ubuf (in[FIRST], x, 0, 1, N / 16, 0, 0);
  pipe_barrier (PIPE_V);
  for (int64_t t = 0; t < ntiles; t++)
    {
      int s = t & 1;
      if (t + 1 < ntiles)
        copy_gm_to_ubuf (in[1 - s], x + (t + 1) * N, 0, 1, N / 16, 0, 0);
      vadds (out[s], in[s], (half) 2.0f, N / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * N, out[s], 0, 1, N / 16, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (TILES * N * sizeof (half));
  half *y = ascsim_gm_alloc (TILES * N * sizeof (half));
  for (int i = 0; i < TILES * N; i++)
    x[i] = (half) (float) (i % 300);
  ASCSIM_LAUNCH (1, k (x, y, TILES));
  int bad = 0;
  for (int i = 0; i < TILES * N; i++)
    bad += (float) y[i] != (float) (i % 300) + 2.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 2");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
