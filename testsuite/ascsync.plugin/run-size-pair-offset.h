/* Kernel for the size-pair offset tests: each row of a tile is the CA
   halves of a row of A and then the CB halves of a row of B, both
   counts run-time arguments, TR rows a tile, tiles double-buffered in
   slots of TR * CPAD halves.  The second load goes to "tile + ca": its
   pointer moves with CA while its rows hold CB, CA apart.  The kernel
   checks "ca <= CAMAX" and "ca + cb <= LIMIT".  With LIMIT CPAD a
   tile fits its slot; with more (as the overlap test builds it) a
   tile runs into the other slot, and the sync must still order the
   loads of one tile after the store of the one before.  */
#include <ascsim.h>
#include <stdio.h>

#define NT 4
#define TR 8
#define CPAD 256
#define SLOT (TR * CPAD)

__global__ __aicore__ void
k (__gm__ half *a, __gm__ half *b, __gm__ half *z, int ca, int cb, int n)
{
  if (ca <= 0 || cb <= 0 || ca % 16 != 0 || cb % 16 != 0
      || ca > CAMAX || ca + cb > LIMIT)
    return;
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  int cz = ca + cb;
  for (int t = 0; t < n; t++)
    {
      __ubuf__ half *tile = ub + (t & 1) * SLOT;
      copy_gm_to_ubuf (tile, a + t * TR * ca, 0, TR, ca / 16, 0, cb / 16);
      copy_gm_to_ubuf (tile + ca, b + t * TR * cb, 0, TR, cb / 16, 0,
                       ca / 16);
      copy_ubuf_to_gm (z + t * TR * cz, tile, 0, 1, TR * cz / 16, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  int nz = TR * (CA + CB);
  half *a = ascsim_gm_alloc (NT * TR * CA * sizeof (half));
  half *b = ascsim_gm_alloc (NT * TR * CB * sizeof (half));
  half *z = ascsim_gm_alloc (NT * nz * sizeof (half));
  for (int i = 0; i < NT * TR * CA; i++)
    a[i] = (half) (float) (i % 61);
  for (int i = 0; i < NT * TR * CB; i++)
    b[i] = (half) (float) (100 + i % 53);
  ASCSIM_LAUNCH (1, k (a, b, z, CA, CB, NT));
  int bad = 0;
  for (int r = 0; r < NT * TR; r++)
    for (int c = 0; c < CA + CB; c++)
      {
        float want = c < CA ? (float) ((r * CA + c) % 61)
                            : (float) (100 + (r * CB + c - CA) % 53);
        bad += (float) z[r * (CA + CB) + c] != want;
      }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "z = a ++ b, row by row");
  return ascsim_finish ();
}
