/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of dump-scalar-iv-pointer-slots.c run with the plugin's
   sync on 100 rows of 256 halves in tiles of 24 (a tail of 4), some indices out of
   range (a zero row).  The checker judges.  */
#include "scalar-iv-pointer.h"

#define D 256
#define VOCAB 37
#define N 100
#define TR 24

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  /* Indices padded to whole tiles of TR_MAX, as the kernel loads.  */
  int32_t *idx = (int32_t *) ascsim_gm_alloc ((N + TR_MAX) * sizeof (int32_t));
  half *table = (half *) ascsim_gm_alloc (VOCAB * D * sizeof (half));
  half *zeros = (half *) ascsim_gm_alloc (D * sizeof (half));
  half *out = (half *) ascsim_gm_alloc (((N + TR - 1) / TR * TR) * D
                                        * sizeof (half));
  for (int i = 0; i < N + TR_MAX; i++)
    idx[i] = i % 11 == 5 ? -1 : (i * 7) % (VOCAB + 3);
  for (int r = 0; r < VOCAB; r++)
    for (int c = 0; c < D; c++)
      table[r * D + c] = (half) (float) (r + c % 4);
  for (int c = 0; c < D; c++)
    zeros[c] = (half) 0.0f;
  /* Not constants GCC could clone the kernel for.  */
  volatile int32_t n = N, d = D, tr = TR, vocab = VOCAB;
  ASCSIM_LAUNCH (1, k (table, idx, zeros, out, n, d, tr, vocab));
  int ok = 1;
  for (int i = 0; i < N; i++)
    for (int c = 0; c < D; c++)
      {
        int r = idx[i];
        float want = r >= 0 && r < VOCAB ? (float) (r + c % 4) : 0.0f;
        if ((float) out[i * D + c] != want)
          ok = 0;
      }
  ascsim_expect (ok, "out holds the gathered rows");
  return ascsim_finish ();
}
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
