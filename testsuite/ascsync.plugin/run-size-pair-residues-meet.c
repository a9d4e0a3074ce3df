/* { dg-do run } */
/* { dg-options "-O2" } */
/* Each row of a tile is CA halves of A, then CB halves of B loaded to
   "tile + ca", rows 256 halves apart, CA and CB kernel arguments; the
   check allows "ca <= 128", "cb <= 240" and "ca + cb <= 272", more
   than a row: B's part of a row may
   run into the start of the next row's A part, so the two loads of a
   tile may write the same bytes, and the second must wait for the
   first (a pipe_barrier of MTE2).  Run so (128 and 144 halves), the
   tile holds what the loads write in order; the run is clean with the
   right result.  */
#include <ascsim.h>
#include <stdio.h>

#define NT 3
#define TR 4
#define P 256

__global__ __aicore__ void
k (__gm__ half *a, __gm__ half *b, __gm__ half *z, int ca, int cb, int n)
{
  if (ca <= 0 || cb <= 0 || ca % 16 != 0 || cb % 16 != 0 || ca > 128
      || cb > 240 || ca + cb > P + 16)
    return;
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  for (int t = 0; t < n; t++)
    {
      __ubuf__ half *tile = ub + (t & 1) * (TR + 1) * P;
      copy_gm_to_ubuf (tile, a + t * TR * ca, 0, TR, ca / 16, 0,
                       (P - ca) / 16);
      copy_gm_to_ubuf (tile + ca, b + t * TR * cb, 0, TR, cb / 16, 0,
                       (P - cb) / 16);
      copy_ubuf_to_gm (z + t * TR * P, tile, 0, 1, TR * P / 16, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  enum { CA = 128, CB = 144 };
  half *a = ascsim_gm_alloc (NT * TR * CA * sizeof (half));
  half *b = ascsim_gm_alloc (NT * TR * CB * sizeof (half));
  half *z = ascsim_gm_alloc (NT * TR * P * sizeof (half));
  for (int i = 0; i < NT * TR * CA; i++)
    a[i] = (half) (float) (i % 61);
  for (int i = 0; i < NT * TR * CB; i++)
    b[i] = (half) (float) (100 + i % 53);
  ASCSIM_LAUNCH (1, k (a, b, z, CA, CB, NT));
  /* The tile as the two loads leave it, one after the other.  */
  static float want[TR * P + P];
  int bad = 0;
  for (int t = 0; t < NT; t++)
    {
      for (int r = 0; r < TR; r++)
        for (int c = 0; c < CA; c++)
          want[r * P + c] = (float) ((t * TR * CA + r * CA + c) % 61);
      for (int r = 0; r < TR; r++)
        for (int c = 0; c < CB; c++)
          want[r * P + CA + c]
            = (float) (100 + (t * TR * CB + r * CB + c) % 53);
      for (int r = 0; r < TR; r++)
        for (int c = CA + CB - P; c < CA; c++)
          if (r > 0 || c >= 0)
            bad += (float) z[t * TR * P + r * P + c] != want[r * P + c];
      for (int r = 0; r < TR; r++)
        for (int c = CA; c < P; c++)
          bad += (float) z[t * TR * P + r * P + c] != want[r * P + c];
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "z = the tiles as loaded");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
