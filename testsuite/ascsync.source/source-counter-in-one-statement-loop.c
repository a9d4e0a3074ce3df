/* A tile loop whose load is split in two by an inner for loop with a
   one-statement body, the halves written through an array of arrays of
   slot addresses the plugin does not take apart at -O0: the second
   half's DMA waits for the first's with a barrier left out in the inner
   loop's first iteration.  At -O0 GCC puts the body and the third
   clause's code in one block, before an empty latch; the counter of the
   inner loop's iterations is counted at the start of its third clause
   all the same, and the guarded barrier goes inside braces around the
   body.  */
/* { source-contains "for \\(int j = 0; j < 2; ascsync_iter_[0-9]+\\+\\+, j\\+\\+\\)\n" } */
/* { source-contains "\\{ if \\(ascsync_iter_[0-9]+ != 0\\) pipe_barrier \\(PIPE_MTE2\\); copy_gm_to_ubuf" } */
#include <ascsim.h>
#include <stdio.h>

#define TILE 512                /* halves per tile */
#define NT 6                    /* tiles */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b[2][2];
  for (int s = 0; s < 2; s++)
    for (int i = 0; i < 2; i++)
      b[s][i] = (__ubuf__ half *) get_imm ((s + 2 * i) * 0x400);
  for (int t = 0; t < NT; t++)
    {
      int s = t % 2;
      for (int j = 0; j < 2; j++)
        copy_gm_to_ubuf (b[s][0] + j * (TILE / 2), x + t * TILE + j * (TILE / 2), 0, 1, TILE / 32, 0, 0);
      vadds (b[s][1], b[s][0], (half) 1.0f, TILE / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * TILE, b[s][1], 0, 1, TILE / 16, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc ((size_t) NT * TILE * sizeof (half));
  half *y = ascsim_gm_alloc ((size_t) NT * TILE * sizeof (half));
  for (int i = 0; i < NT * TILE; i++)
    x[i] = (half) (float) (i % 7);
  ASCSIM_LAUNCH (1, k (x, y));
  int bad = 0;
  for (int i = 0; i < NT * TILE; i++)
    bad += (float) y[i] != (float) x[i] + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
