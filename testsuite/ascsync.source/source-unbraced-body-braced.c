/* Source output puts sync that goes right before or after an operation
   that is the unbraced body of an if statement inside braces added
   around the body, so it stays on the branch: "if (c) vadds (...);"
   becomes "if (c) { pipe_barrier (PIPE_V); vadds (...); }" (the vadds
   writes what the vector_dup before it wrote; the pair ordering the
   load before it may stand there too).  */
/* { source-contains "if \\(twice\\)\n    \\{ pipe_barrier \\(PIPE_V\\); \[^\n\]*vadds \\(ys, xs, \\(half\\) 1.0f, TILE / 128, 1, 1, 8, 8\\); \\}" } */
#include <ascsim.h>
#include <stdio.h>

#define TILE 1024

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int twice)
{
  __ubuf__ half *xs = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *ys = (__ubuf__ half *) get_imm (0x800);
  copy_gm_to_ubuf (xs, x, 0, 1, TILE / 16, 0, 0);
  vector_dup (ys, (half) 0.0f, TILE / 128, 1, 1, 8, 8);
  if (twice)
    vadds (ys, xs, (half) 1.0f, TILE / 128, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, ys, 0, 1, TILE / 16, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (TILE * sizeof (half));
  half *y = ascsim_gm_alloc (TILE * sizeof (half));
  for (int i = 0; i < TILE; i++)
    x[i] = (half) (float) (i % 5);
  volatile int twice = 1;
  ASCSIM_LAUNCH (1, k (x, y, twice));
  int bad = 0;
  for (int i = 0; i < TILE; i++)
    bad += (float) y[i] != (float) x[i] + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
