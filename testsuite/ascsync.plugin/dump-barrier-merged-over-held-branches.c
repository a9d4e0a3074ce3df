/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=plan" } */
/* Four bags, one after the other, each finished on one of two
   branches by its row count read from data ("if (n == 2) vadd ...;
   else if (n == 0) vector_dup ..."), as GCC lays out a loop over the
   bags it unrolls: every finishing op reads or overwrites what the
   vmuls before all of them wrote, so each needs a barrier after it.
   One barrier before the first bag orders them all; lifting a later
   bag's barrier there passes the earlier bags' finishing ops, which
   the barriers it replaces held up already: it costs nothing.  */
#include <ascsim.h>
#include <stdio.h>

#define NB 4

__global__ __aicore__ void
k (__gm__ half *x, __gm__ int32_t *cnt, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ int32_t *c = (__ubuf__ int32_t *) get_imm (0x2000);
  copy_gm_to_ubuf (a, x, 0, 1, NB * 16, 0, 0);
  copy_gm_to_ubuf (c, cnt, 0, 1, 1, 0, 0);
  vmuls (a, a, (half) 2.0f, 2 * NB, 1, 1, 8, 8);
  int n0 = c[0], n1 = c[1], n2 = c[2], n3 = c[3];
  if (n0 == 2)
    vadd (a, a, a + 128, 1, 1, 1, 1, 8, 8, 8);
  else if (n0 == 0)
    vector_dup (a, (half) 0.0f, 1, 1, 1, 8, 8);
  if (n1 == 2)
    vadd (a + 256, a + 256, a + 384, 1, 1, 1, 1, 8, 8, 8);
  else if (n1 == 0)
    vector_dup (a + 256, (half) 0.0f, 1, 1, 1, 8, 8);
  if (n2 == 2)
    vadd (a + 512, a + 512, a + 640, 1, 1, 1, 1, 8, 8, 8);
  else if (n2 == 0)
    vector_dup (a + 512, (half) 0.0f, 1, 1, 1, 8, 8);
  if (n3 == 2)
    vadd (a + 768, a + 768, a + 896, 1, 1, 1, 1, 8, 8, 8);
  else if (n3 == 0)
    vector_dup (a + 768, (half) 0.0f, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, a, 0, 1, NB * 16, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (NB * 256 * sizeof (half));
  int32_t *cnt = ascsim_gm_alloc (8 * sizeof (int32_t));
  half *y = ascsim_gm_alloc (NB * 256 * sizeof (half));
  for (int i = 0; i < NB * 256; i++)
    x[i] = (half) (float) (i % 3);
  for (int b = 0; b < NB; b++)
    cnt[b] = b % 3 == 0 ? 2 : b % 3 == 1 ? 0 : 1;
  ASCSIM_LAUNCH (1, k (x, cnt, y));
  int bad = 0;
  for (int i = 0; i < NB * 256; i++)
    {
      int b = i / 256, j = i % 256;
      float v = (float) (i % 3) * 2.0f;
      if (j < 128 && cnt[b] == 2)
        v += (float) ((i + 128) % 3) * 2.0f;
      else if (j < 128 && cnt[b] == 0)
        v = 0.0f;
      bad += (float) y[i] != v;
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "bags finished");
  return ascsim_finish ();
}
/* { dg-final { scan-ascsync-dump-times "pipe_barrier \\(V\\)" 1 } } */
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
