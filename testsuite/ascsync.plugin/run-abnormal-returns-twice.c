/* { dg-do run } */
/* { dg-options "-O2" } */
/* A call of a function declared returns_twice (like setjmp or vfork)
   between the producer and its consumers: GCC routes every call that
   may jump abnormally back to its return.  This one returns once; the
   waits go before it (taken only when control enters normally), a
   pipe_barrier (PIPE_ALL) after its return, and the run is clean.  */
#include <ascsim.h>
#include <stdio.h>

#define N 2048

static volatile int snaps;

/* Declared to return twice; returns once.  */
__attribute__ ((noinline, returns_twice)) int
snap (void)
{
  return snaps++;
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y) /* { dg-warning "abnormal control flow in .k." } */
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, N / 16, 0, 0);
  snap ();
  vadds (a, a, 1.0, N / 128, 1, 1, 8, 8);
  snap ();
  vmuls (a, a, 2.0, N / 128, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, a, 0, 1, N / 16, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (N * sizeof (half));
  half *y = ascsim_gm_alloc (N * sizeof (half));
  for (int i = 0; i < N; i++)
    x[i] = (half) (float) (i % 50);
  ASCSIM_LAUNCH (2, k (x, y));
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += (float) y[i] != ((float) (i % 50) + 1.0f) * 2.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = (x + 1) * 2");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
