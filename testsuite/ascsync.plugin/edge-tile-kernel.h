/* A double-buffered tile loop whose edge tiles (one in four) start
   HALO elements into their slot and are HALO shorter, both chosen by
   one condition; the output's first HALO elements of an edge tile are
   zeros, written by a vector_dup on the edge's branch.  Used by
   run-merge-paths-offset-and-length.c and
   dump-barrier-after-branch-producer.c.  */
#include <ascsim.h>
#include <stdio.h>

#define TILE 1024
#define HALO 256
#define MAXT 9

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int nt)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (4 * TILE);
  for (int t = 0; t < nt; t++)
    {
      int s = t & 1;
      int edge = t % 4 == 0;
      int skip = edge ? HALO : 0;
      int n = edge ? TILE - HALO : TILE;
      copy_gm_to_ubuf (in + s * TILE + skip, x + t * TILE + skip, 0, 1,
                       (uint16_t) (n * 2 / 32), 0, 0);
      if (edge)
        vector_dup (out + s * TILE, (half) 0.0f, HALO / 128, 1, 1, 8, 8);
      vadds (out + s * TILE + skip, in + s * TILE + skip, (half) 1.0f,
             (uint8_t) (n / 128), 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * TILE, out + s * TILE, 0, 1, TILE * 2 / 32, 0,
                       0);
    }
}

/* Runs of 1, 2, 5 and MAXT tiles, each result checked; nonzero when
   one is wrong or the simulator found a race or a flag left set.  */
int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (MAXT * TILE * sizeof (half));
  half *y = ascsim_gm_alloc (MAXT * TILE * sizeof (half));
  static const int runs[] = { 1, 2, 5, MAXT };
  int bad = 0;
  for (unsigned r = 0; r < sizeof runs / sizeof runs[0]; r++)
    {
      int nt = runs[r];
      for (int i = 0; i < MAXT * TILE; i++)
        {
          x[i] = (half) (float) ((i + 7 * r) % 1000);
          y[i] = (half) -1.0f;
        }
      ASCSIM_LAUNCH (1, k (x, y, nt));
      for (int i = 0; i < MAXT * TILE; i++)
        {
          int t = i / TILE;
          float want = t >= nt ? -1.0f
                       : t % 4 == 0 && i % TILE < HALO ? 0.0f
                       : (float) ((i + 7 * r) % 1000) + 1.0f;
          bad += (float) y[i] != want;
        }
    }
  printf ("wrong %d\n", bad);
  return ascsim_finish () || bad;
}
