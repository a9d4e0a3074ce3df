/* { dg-do run } */
/* { dg-options "-x c++ -O2" } */
/* A C++ kernel whose helper throws, caught in the kernel, with a local
   object whose destructor runs on the way out: the calls get EH edges
   to the cleanup and the handler.  With sync on those edges the plugin
   left a wait_flag the thrown path never set (a deadlock); now the
   flags are waited before the call that throws and a
   pipe_barrier (PIPE_ALL) starts the handler, and the run is clean
   with the right result.  Links libstdc++ (the driver adds it for C++
   inputs).  */
#include <ascsim.h>
#include <stdio.h>

#define N 2048

static volatile int throws;

/* Throw the first time.  */
__attribute__ ((noinline)) static void
bail (void)
{
  if (throws++ == 0)
    throw 1;
}

/* A local object with a destructor: the calls in its scope get EH edges
   to a cleanup too.  */
struct guard
{
  ~guard () { throws += 10; }
};

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y) /* { dg-warning "abnormal control flow in" } */
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  throws = 0;
  copy_gm_to_ubuf (a, x, 0, 1, N / 16, 0, 0);
  try
    {
      guard g;
      vadds (a, a, 1.0, N / 128, 1, 1, 8, 8);
      bail ();
      vadds (a, a, 100.0, N / 128, 1, 1, 8, 8);
    }
  catch (int)
    {
      vmuls (a, a, 2.0, N / 128, 1, 1, 8, 8);
    }
  copy_ubuf_to_gm (y, a, 0, 1, N / 16, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = (half *) ascsim_gm_alloc (N * sizeof (half));
  half *y = (half *) ascsim_gm_alloc (N * sizeof (half));
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
