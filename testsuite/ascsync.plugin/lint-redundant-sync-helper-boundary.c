/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-mode=lint -fplugin-arg-ascsync-warn=no-missing-sync" } */
/* Mode lint in a function a kernel calls once per tile: the sync its
   callers rely on is not redundant.  The flag of the prefetch is set
   in one call and waited in the next; the pair of PIPE_S and PIPE_V
   at the end orders the scalar reads of SUMS before the vector write
   of the next call, and the pair of PIPE_MTE3 and PIPE_V is waited at
   the start and set again at the end: without any of them the next
   call races or finds its flag not set.  Nor is the first pipe_barrier
   redundant: it orders vector work a caller may issue before the call
   before the second vadds.  The second orders nothing the pairs after
   it do not.  */

#define N 1024

static __attribute__ ((noinline)) void
tile (__gm__ half *x, __gm__ half *y, int64_t t, int s, int more)
{
  __ubuf__ half *xs = (__ubuf__ half *) get_imm (s * 0x1000);
  __ubuf__ half *xn = (__ubuf__ half *) get_imm ((1 - s) * 0x1000);
  __ubuf__ half *ys = (__ubuf__ half *) get_imm (0x2000 + s * 0x1000);
  __ubuf__ half *ws = (__ubuf__ half *) get_imm (0x4000);
  __ubuf__ half *sums = (__ubuf__ half *) get_imm (0x5000);
  event_t ev = (event_t) s, ev_next = (event_t) (1 - s);
  if (more)
    {
      copy_gm_to_ubuf (xn, x + (t + 1) * N, 0, 1, N / 16, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, ev_next); /* { dg-bogus "redundant" } */
    }
  wait_flag (PIPE_MTE2, PIPE_V, ev);
  vmuls (ws, xs, 2.0, 8, 1, 1, 8, 8);
  pipe_barrier (PIPE_V); /* { dg-bogus "redundant" } */
  vadds (sums, xs, 1.0, 1, 1, 1, 8, 8);
  pipe_barrier (PIPE_V); /* { dg-warning "this .pipe_barrier. of .V. orders nothing the rest of the sync does not\[^\n\]*\\\[-fplugin-arg-ascsync-warn=redundant-sync\\\]" } */
  set_flag (PIPE_V, PIPE_S, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_S, EVENT_ID0);
  half r = sums[0];
  set_flag (PIPE_S, PIPE_V, EVENT_ID0); /* { dg-bogus "redundant" } */
  wait_flag (PIPE_S, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_V, ev); /* { dg-bogus "redundant" } */
  vadds (ys, ws, r, 8, 1, 1, 8, 8);
  set_flag (PIPE_V, PIPE_MTE3, ev);
  wait_flag (PIPE_V, PIPE_MTE3, ev);
  copy_ubuf_to_gm (y + t * N, ys, 0, 1, N / 16, 0, 0);
  set_flag (PIPE_MTE3, PIPE_V, ev);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int64_t n)
{
  __ubuf__ half *x0 = (__ubuf__ half *) get_imm (0);
  if (n <= 0)
    return;
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
  copy_gm_to_ubuf (x0, x, 0, 1, N / 16, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  for (int64_t t = 0; t < n; t++)
    tile (x, y, t, (int) (t & 1), t + 1 < n);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
}
