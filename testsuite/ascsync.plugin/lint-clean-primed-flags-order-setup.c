/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-mode=lint" } */
/* Mode lint: before the tile loop, V may zero the tail of the slot
   the last tile will use (which slot depends on the tile count, so
   either may be it), then the flags of both slots are primed.  The
   wait of tile T takes id T & 1: counted from the loop's entry, the
   waits of tiles 0 and 1 take the primes, which V set after the
   zeroing, and the later loads of each slot come after those.  The
   pair from the load to the vector op rotates its id with the slot
   (with one id, the load of tile T + 1 could set it again before the
   vector unit's wait of tile T took it).  No warning.  */
#define TILE 4096

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *xb[2];
  xb[0] = (__ubuf__ half *) get_imm (0);
  xb[1] = (__ubuf__ half *) get_imm (TILE * 2);
  __ubuf__ half *yb = (__ubuf__ half *) get_imm (TILE * 4);
  if (n <= 0)
    return;
  int tail = n * 100 % TILE;
  if (tail > 0)
    vector_dup (xb[(n - 1) & 1] + tail, (half) 0.0f, 1, 1, 1, 8, 8);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  for (int t = 0; t < n; t++)
    {
      int s = t & 1;
      wait_flag (PIPE_V, PIPE_MTE2, (event_t) s);
      copy_gm_to_ubuf (xb[s], x + t * TILE, 0, 1, TILE * 2 / 32, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, (event_t) s);
      wait_flag (PIPE_MTE2, PIPE_V, (event_t) s);
      vadds (yb, xb[s], (half) 1.0f, TILE / 128, 1, 1, 8, 8);
      set_flag (PIPE_V, PIPE_MTE2, (event_t) s);
      set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
      wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
      copy_ubuf_to_gm (y + t * TILE, yb, 0, 1, TILE * 2 / 32, 0, 0);
      set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
      wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
    }
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
}
