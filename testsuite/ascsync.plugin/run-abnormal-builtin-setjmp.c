/* { dg-do run } */
/* { dg-options "-O2" } */
/* __builtin_setjmp, left once through __builtin_longjmp from a helper:
   the receiver is a non-local label followed by
   __builtin_setjmp_receiver, entered only through GCC's abnormal
   dispatcher.  The sync goes after the receiver, never on the abnormal
   edges; the run is clean with the right result.  */
#include <ascsim.h>
#include <stdio.h>

#define N 2048

static void *jb[5];
static volatile int jumps;

/* Leave through __builtin_longjmp the first time.  */
__attribute__ ((noinline)) static void
bail (void)
{
  if (jumps++ == 0)
    __builtin_longjmp (jb, 1);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y) /* { dg-warning "abnormal control flow in .k." } */
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  jumps = 0;
  copy_gm_to_ubuf (a, x, 0, 1, N / 16, 0, 0);
  if (__builtin_setjmp (jb) == 0)
    {
      vadds (a, a, 1.0, N / 128, 1, 1, 8, 8);
      bail ();
      vadds (a, a, 100.0, N / 128, 1, 1, 8, 8);
    }
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
