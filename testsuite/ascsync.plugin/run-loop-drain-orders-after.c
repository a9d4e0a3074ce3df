/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* A ping-pong loop: the loads of slot t & 1 wait for the vadds of
   tile t - 2 through a loop-carried pair (V -> MTE2, ids rotating over
   the two slots) that is drained on the loop's exit.  The load after
   the loop overwrites slot 0, which the loop's vadds read: the drain
   already orders every one of them before it (a set after each vadd
   is waited in a later iteration or by the drain), so that dependence
   gets no pair of its own.  The checker finds no race.  */
#include <ascsim.h>
#include <stdio.h>

#define TILE 1024
#define NT 6

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *in[2] = { (__ubuf__ half *) get_imm (0),
                           (__ubuf__ half *) get_imm (0x800) };
  __ubuf__ half *acc = (__ubuf__ half *) get_imm (0x1000);
  vector_dup (acc, (half) 0.0, TILE / 128, 1, 1, 8, 8);
  for (int t = 0; t < n; t++)
    {
      copy_gm_to_ubuf (in[t & 1], x + t * TILE, 0, 1, TILE / 16, 0, 0);
      vadd (acc, acc, in[t & 1], TILE / 128, 1, 1, 1, 8, 8, 8);
    }
  /* After the loop: slot 0 reloaded (WAR on the loop's vadd reads).  */
  copy_gm_to_ubuf (in[0], x, 0, 1, TILE / 16, 0, 0);
  vadd (acc, acc, in[0], TILE / 128, 1, 1, 1, 8, 8, 8);
  copy_ubuf_to_gm (y, acc, 0, 1, TILE / 16, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (NT * TILE * sizeof (half));
  half *y = ascsim_gm_alloc (TILE * sizeof (half));
  for (int i = 0; i < NT * TILE; i++)
    x[i] = (half) (float) (i % 7);
  ASCSIM_LAUNCH (1, k (x, y, NT));
  int bad = 0;
  for (int i = 0; i < TILE; i++)
    {
      float want = 0;
      for (int t = 0; t < NT; t++)
        want += (float) ((t * TILE + i) % 7);
      want += (float) (i % 7);
      bad += (float) y[i] != want;
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = sum of the tiles + tile 0");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "pair\[0-9\]+ loop V->MTE2 id=0..1 rotating deps op2->op1\\(d2\\)" } } */
/* { dg-final { scan-ascsync-dump "wait_flag \\(V, MTE2, 1\\) \\\[drain\\\]" } } */
/* { dg-final { scan-ascsync-dump-not "pair\[0-9\]+ \[a-z0-9\]+ V->MTE2\[^\\n\]*op2->op3" } } */
