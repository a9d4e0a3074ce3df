/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=virtual" } */
/* A kernel whose hand-written sync ends with wait_flag calls, planned by
   the data-flow planner (more than 800 operations: a tile loop of 820
   vector steps), in keep mode: the plan drains its own flags at the
   function's end, after the last hand-written wait_flag -- a call GCC's
   tail-call pass had marked, so it became a jump out of the kernel and
   the drain never ran (flag-left-set on every pair the plan used).  The
   plugin clears the tail-call marks of the functions it changes.  Clean
   and correct.  */
#include <ascsim.h>

#define TILE 1024               /* halves: 2 KB, 8 repeats */
#define NT 4
#define STEP vadds (zb[s], zb[s], (half) 1.0f, 8, 1, 1, 8, 8);
#define STEP4 STEP STEP STEP STEP
#define STEP20 STEP4 STEP4 STEP4 STEP4 STEP4
#define STEP100 STEP20 STEP20 STEP20 STEP20 STEP20

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *z, int n)
{
  __ubuf__ half *xb[2] = { (__ubuf__ half *) get_imm (0),
                           (__ubuf__ half *) get_imm (0x800) };
  __ubuf__ half *zb[2] = { (__ubuf__ half *) get_imm (0x1000),
                           (__ubuf__ half *) get_imm (0x1800) };
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
  for (int t = 0; t < n; t++)
    {
      int s = t & 1;
      wait_flag (PIPE_V, PIPE_MTE2, (event_t) s);
      copy_gm_to_ubuf (xb[s], x + t * TILE, 0, 1, TILE / 16, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, (event_t) s);
      wait_flag (PIPE_MTE2, PIPE_V, (event_t) s);
      wait_flag (PIPE_MTE3, PIPE_V, (event_t) s);
      vadds (zb[s], xb[s], (half) 0.0f, 8, 1, 1, 8, 8);
      STEP100 STEP100 STEP100 STEP100 STEP100 STEP100 STEP100 STEP100
      STEP20
      set_flag (PIPE_V, PIPE_MTE2, (event_t) s);
      set_flag (PIPE_V, PIPE_MTE3, (event_t) s);
      wait_flag (PIPE_V, PIPE_MTE3, (event_t) s);
      copy_ubuf_to_gm (z + t * TILE, zb[s], 0, 1, TILE / 16, 0, 0);
      set_flag (PIPE_MTE3, PIPE_V, (event_t) s);
    }
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (NT * TILE * 2), *z = ascsim_gm_alloc (NT * TILE * 2);
  for (int i = 0; i < NT * TILE; i++)
    x[i] = (half) (float) (i % 5);
  ASCSIM_LAUNCH (1, k (x, z, NT));
  int ok = 1;
  for (int i = 0; i < NT * TILE; i++)
    ok &= (float) z[i] == (float) (i % 5) + 820.0f;
  ascsim_expect (ok, "z = x + 820");
  return ascsim_finish ();
}

/* { dg-final { scan-ascsync-dump {the data-flow planner serves} } } */
/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
