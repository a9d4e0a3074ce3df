/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-warn=no-imprecise,no-provenance" } */
/* A store helper whose calls of tiles t and t + 1 meet: it stores a
   whole tile (TILE / 16 blocks of 32 bytes) from z + t * TILE / 2, the
   pointer moving by half a tile, TILE known only at run time.  Its
   bytes as a function of its count argument pass the step for every
   tile length the kernel allows, so the calls are not taken apart
   (ascsync_count_steps_self) and a barrier orders each store after the
   one before; taking them apart would leave them unordered, which the
   checker reports.  Each tile's values are its index: z[i] ends as the
   index of the last tile stored over it.  */
#include <ascsim.h>
#include <stdio.h>

#define MAX_TILE 4096
#define N_TILES 12

static __attribute__ ((noinline)) void
store (__gm__ half *z, __ubuf__ half *zb, uint16_t nblk)
{
  copy_ubuf_to_gm (z, zb, 0, 1, nblk, 0, 0);
}

__global__ __aicore__ void
k (__gm__ half *z, int64_t tile)
{
  if (tile <= 0 || tile > MAX_TILE || tile % 128 != 0)
    return;
  uint64_t tb = (uint64_t) tile * sizeof (half);
  __ubuf__ half *zb[2];
  for (int s = 0; s < 2; s++)
    zb[s] = (__ubuf__ half *) get_imm (s * tb);
  for (int64_t t = 0; t < N_TILES; t++)
    {
      int s = (int) (t & 1);
      vector_dup (zb[s], (half) (float) t, (uint8_t) (tile / 128), 1, 1, 8,
                  8);
      store (z + t * (tile / 2), zb[s], (uint16_t) (tile / 16));
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  const int tile = 1024, n = (N_TILES + 1) * tile / 2;
  half *z = ascsim_gm_alloc ((size_t) n * sizeof (half));
  volatile int64_t vtile = tile;
  ASCSIM_LAUNCH (1, k (z, vtile));
  int bad = 0;
  for (int i = 0; i < n; i++)
    {
      int last = i / (tile / 2) < N_TILES - 1 ? i / (tile / 2) : N_TILES - 1;
      bad += (float) z[i] != (float) last;
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "z holds the last tile stored");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(MTE3\\)" } } */
