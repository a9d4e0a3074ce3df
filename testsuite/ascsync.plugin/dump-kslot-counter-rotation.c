/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,alloc,plan" } */
/* Triple buffering with the slot kept in a counter, "if (++s == 3) s =
   0", as a kernel may write it instead of t % 3.  GCC threads the reset
   into a PHI of the loop's latch, "s' = PHI <s + 1, 0>", the 0 on the
   edge where s + 1 is 3; from GCC's ranges on those edges the counter
   is s + 1 modulo 3 in every iteration, from 0: the accesses rotate
   over the three slots (period 3) and the pairs carried three tiles on
   rotate over 3 event ids.  run-kslot-counter-*.c include this
   kernel.  */
#define TILE 2048               /* halves: 4 KB */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  for (int e = 0; e < 3; e++)
    {
      set_flag (PIPE_V, PIPE_MTE2, (event_t) e);
      set_flag (PIPE_MTE3, PIPE_V, (event_t) e);
    }
  int s = 0;
  for (int t = 0; t < n; t++)
    {
      __ubuf__ half *in = (__ubuf__ half *) get_imm (s * 2 * TILE);
      __ubuf__ half *out = (__ubuf__ half *) get_imm (0x10000 + s * 2 * TILE);
      wait_flag (PIPE_V, PIPE_MTE2, (event_t) s);
      copy_gm_to_ubuf (in, x + t * TILE, 0, 1, TILE / 16, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, (event_t) s);
      wait_flag (PIPE_MTE2, PIPE_V, (event_t) s);
      wait_flag (PIPE_MTE3, PIPE_V, (event_t) s);
      vmuls (out, in, (half) 2.0f, TILE / 128, 1, 1, 8, 8);
      pipe_barrier (PIPE_V);
      vadds (out, out, (half) 1.0f, TILE / 128, 1, 1, 8, 8);
      set_flag (PIPE_V, PIPE_MTE2, (event_t) s);
      set_flag (PIPE_V, PIPE_MTE3, (event_t) s);
      wait_flag (PIPE_V, PIPE_MTE3, (event_t) s);
      copy_ubuf_to_gm (y + t * TILE, out, 0, 1, TILE / 16, 0, 0);
      set_flag (PIPE_MTE3, PIPE_V, (event_t) s);
      if (++s == 3)
        s = 0;
    }
  for (int e = 0; e < 3; e++)
    {
      wait_flag (PIPE_V, PIPE_MTE2, (event_t) e);
      wait_flag (PIPE_MTE3, PIPE_V, (event_t) e);
    }
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.0x3000\\)~\\{L\[0-9\] 0:0x0\\.\\.0x1000 1:0x1000\\.\\.0x2000 2:0x2000\\.\\.0x3000\\}" } } */
/* { dg-final { scan-ascsync-dump "pair\[0-9\]+ loop V->MTE2 id=0\\.\\.2 rotating deps op\[0-9\]+->op\[0-9\]+\\(d3\\)" } } */
/* { dg-final { scan-ascsync-dump "before op\[0-9\]+: wait_flag \\(V, MTE2, 0 \\+ iteration of L\[0-9\] mod 3\\)" } } */
