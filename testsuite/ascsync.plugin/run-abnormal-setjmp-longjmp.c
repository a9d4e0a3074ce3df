/* { dg-do run } */
/* { dg-options "-O2" } */
/* A kernel calling setjmp, left once through longjmp from a helper:
   GCC gives every call that may longjmp an abnormal edge to its
   abnormal dispatcher and the dispatcher one to the return of setjmp.
   No code can go on those edges (the plugin split them: an internal
   compiler error in gimple_split_edge).  The sync goes before the call
   leaving and after the return of setjmp instead, no flag set across;
   the longjmp is taken, and the run is clean with the right result.  */
#include <ascsim.h>
#include <setjmp.h>
#include <stdio.h>

#define N 2048

static jmp_buf jb;
static volatile int jumps;

/* Leave through longjmp the first time.  */
__attribute__ ((noinline)) static void
bail (void)
{
  if (jumps++ == 0)
    longjmp (jb, 1);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y) /* { dg-warning "abnormal control flow in .k." } */
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  jumps = 0;
  copy_gm_to_ubuf (a, x, 0, 1, N / 16, 0, 0);
  if (setjmp (jb) == 0)
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
