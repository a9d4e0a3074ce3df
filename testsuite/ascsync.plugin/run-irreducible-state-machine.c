/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump" } */
/* A state machine of gotos whose cycle is entered at three blocks (the
   switch's targets): node splitting needs several rounds (a copy holds
   a smaller two-entry cycle of its own), and at -O0 sync lands at the
   start of blocks holding only a label.  The structured planner plans
   it (no irreducibility warning, no data-flow planner); the checker
   finds no race for every start state and the result matches a host
   model of the same control flow.  */
#include <ascsim.h>
#include <stdio.h>

#define TILE 1024
#define N 6

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n, int st)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  int t = 0, again = 0;
  copy_gm_to_ubuf (a, x, 0, 1, TILE / 16, 0, 0);
  vadds (b, a, 1.0, TILE / 128, 1, 1, 8, 8);
  switch (st)
    {
    case 0: goto load;
    case 1: goto add;
    default: goto store;
    }
 load:
  copy_gm_to_ubuf (a, x + t * TILE, 0, 1, TILE / 16, 0, 0);
 add:
  vadds (b, a, 1.0, TILE / 128, 1, 1, 8, 8);
  if ((t & 1) && again++ < t)
    goto load;
 store:
  copy_ubuf_to_gm (y + t * TILE, b, 0, 1, TILE / 16, 0, 0);
  if (++t < n)
    {
      if (t % 3 == 0)
        goto add;
      goto load;
    }
}

/* The same control flow on host arrays: Y gets what K stores.  */
static void
model (const float *x, float *y, int n, int st)
{
  float a[TILE], b[TILE];
  int t = 0, again = 0;
  for (int i = 0; i < TILE; i++)
    a[i] = x[i], b[i] = a[i] + 1.0f;
  int pc = st == 0 ? 0 : st == 1 ? 1 : 2;
  for (;;)
    {
      if (pc == 0)
        for (int i = 0; i < TILE; i++)
          a[i] = x[t * TILE + i];
      if (pc <= 1)
        {
          for (int i = 0; i < TILE; i++)
            b[i] = a[i] + 1.0f;
          if ((t & 1) && again++ < t)
            {
              pc = 0;
              continue;
            }
        }
      for (int i = 0; i < TILE; i++)
        y[t * TILE + i] = b[i];
      if (++t >= n)
        return;
      pc = t % 3 == 0 ? 1 : 0;
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (N * TILE * sizeof (half));
  half *y = ascsim_gm_alloc (N * TILE * sizeof (half));
  static float xf[N * TILE], want[N * TILE];
  for (int i = 0; i < N * TILE; i++)
    {
      x[i] = (half) (float) (i % 100);
      xf[i] = (float) (i % 100);
    }
  int bad = 0;
  for (int st = 0; st < 3; st++)
    {
      ASCSIM_LAUNCH (1, k (x, y, N, st));
      model (xf, want, N, st);
      for (int i = 0; i < N * TILE; i++)
        bad += (float) y[i] != want[i];
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y as the host model");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "irreducible region \\{\[^\\n\]*\\} entered at bb \[0-9\]+, bb \[0-9\]+, bb \[0-9\]+: header" } } */
/* { dg-final { scan-ascsync-dump-not "data-flow converged" } } */
