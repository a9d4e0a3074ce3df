/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-ascsync-warn=no-imprecise" } */
/* A field read in a loop that the loop also writes: "st.src" holds
   buffer B1 when the loop starts and B0 from the second iteration on,
   so the vector operation reads B1 first and then the B0 the same
   iteration's load has just written.  The load of "st.src" reads what
   one of two stores left there -- B1 from before the loop, B0 from the
   iteration before -- and is not taken as either (gimple_forward.cc):
   the vector operation may read B0, and waits for the load.  Taking
   the value from before the loop would make the kernel read B1 in
   every iteration (the load's uses are replaced by the value stored),
   and the results would be wrong.  */
#include <ascsim.h>
#include <stdio.h>

#define N 8

struct state
{
  __ubuf__ half *src;
  int64_t step;
};

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b0 = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b1 = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x2000);
  struct state st;
  st.src = b1;
  st.step = 128;
  copy_gm_to_ubuf (b1, x, 0, 1, 8, 0, 0);
  for (int t = 0; t < N; t++)
    {
      copy_gm_to_ubuf (b0, x + t * st.step, 0, 1, 8, 0, 0);
      __ubuf__ half *p = st.src;
      vadds (out, p, (half) 1.0f, 1, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * st.step, out, 0, 1, 8, 0, 0);
      st.src = b0;
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = (half *) ascsim_gm_alloc (N * 128 * sizeof (half));
  half *y = (half *) ascsim_gm_alloc (N * 128 * sizeof (half));
  for (int i = 0; i < N * 128; i++)
    x[i] = (half) (float) (i % 13);
  ASCSIM_LAUNCH (1, k (x, y));
  int bad = 0;
  for (int t = 0; t < N; t++)
    for (int i = 0; i < 128; i++)
      bad += (float) y[t * 128 + i] != (float) x[t * 128 + i] + 1;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
