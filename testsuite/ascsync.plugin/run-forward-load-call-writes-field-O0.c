/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-ascsync-warn=no-imprecise" } */
/* A field read in a loop that a helper given the structure's address
   writes: "st.src" holds buffer B1 when the loop starts and B0 from the
   second iteration on (set_src), so the vector operation reads B1
   first and then the B0 the same iteration's load has just written.
   The call writes the field's bytes, so the load of "st.src" is not
   taken to read the store before the loop (gimple_forward.cc): that
   would make the kernel read B1 in every iteration, and the results
   would be wrong.  */
#include <ascsim.h>
#include <stdio.h>

#define N 8

struct state
{
  __ubuf__ half *src;
  int64_t step;
};

static __attribute__ ((noinline)) void
set_src (struct state *s, __ubuf__ half *p)
{
  s->src = p;
}

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
      set_src (&st, b0);
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
