/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* A tail's count "(uint8_t) (8 - nf)" with NF an unsigned char read
   from data and no guard: GCC computes it in unsigned char, where it
   wraps for NF > 8 (NF = 10: 254 repeats).  It is not the linear form
   8 - NF then, so it does not end at yb + 2048 with the offset "nf *
   128": the second dup, at "(nf + 16) * 128", lies inside the first's
   254 repeats, and a pipe_barrier (V) orders the two (taken as 8 - NF,
   the forms would be apart and the simulator reports the race).  */
#include <ascsim.h>
#include <stdio.h>

__global__ __aicore__ void
k (__gm__ half *y, __gm__ uint8_t *len_gm)
{
  __ubuf__ uint8_t *len = (__ubuf__ uint8_t *) get_imm (0);
  __ubuf__ half *yb = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (len, len_gm, 0, 1, 1, 0, 0);
  uint8_t nf = len[0];
  vector_dup (yb + nf * 128, (half) 1.0f, (uint8_t) (8 - nf), 1, 1, 8, 8);
  vector_dup (yb + (nf + 16) * 128, (half) 2.0f, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, yb + 26 * 128, 0, 1, 128 * 2 / 32, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *y = ascsim_gm_alloc (128 * sizeof (half));
  uint8_t *len = ascsim_gm_alloc (32);
  len[0] = 10;
  ASCSIM_LAUNCH (1, k (y, len));
  int bad = 0;
  for (int i = 0; i < 128; i++)
    bad += (float) y[i] != 2.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "the second dup's repeat holds 2");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(V\\)" } } */
