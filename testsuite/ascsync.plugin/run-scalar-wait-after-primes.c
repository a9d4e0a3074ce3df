/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* A wait_flag (MTE2, S) stalls the issue of everything after it: the
   wait for the index table (read by scalar loads in the gather loop)
   goes after the primes of the loop's MTE3 -> MTE2 pair on the edge
   into the loop, not at the end of the block before, so the primes are
   issued while the index table loads (the hand-written order in
   GatherV2 and NLLLoss: set, primes, wait).  The simulator checks the
   gathered rows and that nothing races.  Twin:
   run-scalar-wait-before-read.c.  */
#include <ascsim.h>
#include <stdio.h>

#define D 64                    /* halves per row */
#define R 8                     /* rows per tile */
#define MAXN 64
#ifndef FIRST
#define FIRST 0                 /* a scalar read of the table before the
                                   loop */
#endif

__global__ __aicore__ void
k (__gm__ half *table, __gm__ int32_t *idx_gm, __gm__ half *out, int n)
{
  __ubuf__ int32_t *idx = (__ubuf__ int32_t *) get_imm (0x0);
  __ubuf__ half *rows = (__ubuf__ half *) get_imm (0x1000);
  if (n <= 0 || n > MAXN)
    return;
  int ntiles = (n + R - 1) / R;
  copy_gm_to_ubuf (idx, idx_gm, 0, 1, (uint16_t) ((n * 4 + 31) / 32), 0, 0);
  int base = FIRST && idx[0] < 0 ? 1 : 0;
  for (int t = 0; t < ntiles; t++)
    {
      __ubuf__ half *slot = rows + (t & 1) * R * D;
      int m = n - t * R < R ? n - t * R : R;
      for (int i = 0; i < m; i++)
        copy_gm_to_ubuf (slot + i * D, table + (idx[t * R + i] + base) * D,
                         0, 1, D / 16, 0, 0);
      copy_ubuf_to_gm (out + t * R * D, slot, 0, 1, (uint16_t) (m * D / 16),
                       0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  int n = 29;
  half *table = ascsim_gm_alloc (100 * D * sizeof (half));
  int32_t *idx = ascsim_gm_alloc (MAXN * sizeof (int32_t));
  half *out = ascsim_gm_alloc (MAXN * D * sizeof (half));
  for (int i = 0; i < 100 * D; i++)
    table[i] = (half) (float) (i % 1000);
  for (int i = 0; i < MAXN; i++)
    idx[i] = (i * 37) % 100;
  ASCSIM_LAUNCH (1, k (table, idx, out, n));
  int bad = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < D; j++)
      bad += (float) out[i * D + j] != (float) ((idx[i] * D + j) % 1000);
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "rows gathered");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "on edge B(\\d+)->B(\\d+): set_flag \\(MTE3, MTE2, 1\\) \\\[join\\\] line 0\n;;   on edge B\\1->B\\2: wait_flag \\(MTE2, S, 0\\)" } } */
/* { dg-final { scan-ascsync-dump-not "end of B\\d+: wait_flag \\(MTE2, S" } } */
