/* { dg-do run } */
/* { dg-options "-O3 --param ipa-cp-eval-threshold=1" } */
/* GCC's interprocedural constant propagation clones the kernel for the
   constant first argument NT, dropping that parameter; until the
   caller is compiled, its call statement still passes the kernel's
   arguments, one more than the clone has.  In a kernel with a
   software-pipelined loop the plugin turns value-range propagation
   off, and (the kernel keeping its slots in a local table) gives each
   parameter early the range of the arguments its calls pass: for the
   clone's parameter N that must be the argument for N, not the one in
   N's position (NT, 4), which GCC would then take for N's value (the
   scale 4 instead of 3 and 2).  */
#include <ascsim.h>
#include <stdio.h>

#define TILE 1024

__global__ __aicore__ void
k (int nt, int n, __gm__ half *x, __gm__ half *y)
{
  if (n < 1 || n > 8)
    return;
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x8000);
  __ubuf__ half *slot[2] = { in, in + TILE };
  /* Stage 1 loads tile t, stage 2 scales tile t - 1.  */
  for (int t = 0; t <= nt; t++)
    {
      if (t < nt)
        copy_gm_to_ubuf (slot[t & 1], x + t * TILE, 0, 1, TILE / 16, 0, 0);
      if (t > 0)
        {
          vmuls (out, slot[(t - 1) & 1], (half) (float) n, TILE / 128, 1, 1,
                 8, 8);
          copy_ubuf_to_gm (y + (t - 1) * TILE, out, 0, 1, TILE / 16, 0, 0);
        }
    }
}

static int
run (int n)
{
  half *x = ascsim_gm_alloc (4 * TILE * sizeof (half));
  half *y = ascsim_gm_alloc (4 * TILE * sizeof (half));
  for (int i = 0; i < 4 * TILE; i++)
    {
      x[i] = (half) (float) (i % 3);
      y[i] = (half) -1.0f;
    }
  ASCSIM_LAUNCH (1, k (4, n, x, y));
  int bad = 0;
  for (int i = 0; i < 4 * TILE; i++)
    bad += (float) y[i] != (float) n * (float) (i % 3);
  return bad;
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  volatile int nv = 3;
  int bad = run (nv) + run (nv - 1);
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = n x");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
