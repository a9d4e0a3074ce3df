/* forward-load-field-in-loop.h -- the kernel of the tests of loads of
   a field a loop writes (run-forward-load-*-O0.c): "st.src" holds
   buffer B1 when the loop starts and B0 from the second iteration on
   (written by SET_SRC, a store unless a test defines it), so the
   vector operation reads B1 first and then the B0 the same iteration's
   load has just written.  y = x + 1 tile by tile.  */
#include <ascsim.h>
#include <stdio.h>

#define N 8
#ifndef SET_SRC
#define SET_SRC(st, p) ((st).src = (p))
#endif

struct state
{
  __ubuf__ half *src;
  int64_t step;
};

#ifdef WRITE_BY_CALL
static __attribute__ ((noinline)) void
set_src (struct state *s, __ubuf__ half *p)
{
  s->src = p;
}
#endif

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
      SET_SRC (st, b0);
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
