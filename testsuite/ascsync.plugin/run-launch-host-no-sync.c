/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=plan" } */
/* main launches the kernel with ASCSIM_LAUNCH: host code, whose kernel
   calls each start a block with every pipe idle and end with the
   simulator draining it.  The plugin leaves main alone (no
   pipe_barrier (ALL) around the call, which would add a barrier's cost
   to every block); a device function calling one that may issue pipe
   work the plugin cannot see still gets them
   (dump-call-external-barrier-all.c).  */
#include <ascsim.h>
#include <stdio.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  vadds (a, a, 1.0, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (128 * sizeof (half));
  half *y = ascsim_gm_alloc (128 * sizeof (half));
  for (int i = 0; i < 128; i++)
    x[i] = (half) (float) i;
  ASCSIM_LAUNCH (1, k (x, y));
  int bad = 0;
  for (int i = 0; i < 128; i++)
    bad += (float) y[i] != (float) i + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "set_flag \\(MTE2, V, " } } */
/* { dg-final { scan-ascsync-dump-not "\\\[call\\\]" } } */
