/* { dg-do run } */
/* { dg-options "-O2" } */
/* A nested function leaving through a non-local goto to a label of the
   kernel, in odd blocks: the call may jump to the label, an abnormal
   edge through GCC's abnormal dispatcher.  The flags are waited before
   the call, a pipe_barrier (PIPE_ALL) follows the label; the goto is
   taken, and the run is clean with the right result.  */
#include <ascsim.h>
#include <stdio.h>

#define N 2048

/* y = (x + 1) * 2 in even blocks, 2x in odd ones (the vadds skipped).  */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y) /* { dg-warning "abnormal control flow in .k." } */
{
  __label__ out;
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __attribute__ ((noinline)) void bail (int v)
  {
    if (v)
      goto out;
  }
  copy_gm_to_ubuf (a, x + block_idx * N, 0, 1, N / 16, 0, 0);
  bail ((int) (block_idx & 1));
  vadds (a, a, 1.0, N / 128, 1, 1, 8, 8);
out:
  vmuls (a, a, 2.0, N / 128, 1, 1, 8, 8);
  copy_ubuf_to_gm (y + block_idx * N, a, 0, 1, N / 16, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (2 * N * sizeof (half));
  half *y = ascsim_gm_alloc (2 * N * sizeof (half));
  for (int i = 0; i < 2 * N; i++)
    x[i] = (half) (float) (i % 50);
  ASCSIM_LAUNCH (2, k (x, y));
  int bad = 0;
  for (int i = 0; i < 2 * N; i++)
    bad += (float) y[i] != ((float) (i % 50) + (i < N)) * 2.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = (x + 1) * 2, 2x in odd blocks");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
