/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,alloc" } */
/* Triple buffering through tables of slot addresses, "in[t % 3]" and
   "out[t % 3]" (local arrays of get_imm addresses): the loads from the
   tables take the rotation of their index, so the accesses rotate over
   the three slots (period 3) and the pairs carried three tiles on
   rotate over 3 event ids.  run-kslot-slot-table-*.c and
   dump-kslot-slot-table-pre.c include this kernel.  */
#define TILE 2048               /* halves: 4 KB */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *in[3] = { (__ubuf__ half *) get_imm (0),
                           (__ubuf__ half *) get_imm (0x1000),
                           (__ubuf__ half *) get_imm (0x2000) };
  __ubuf__ half *out[3] = { (__ubuf__ half *) get_imm (0x10000),
                            (__ubuf__ half *) get_imm (0x11000),
                            (__ubuf__ half *) get_imm (0x12000) };
  for (int e = 0; e < 3; e++)
    {
      set_flag (PIPE_V, PIPE_MTE2, (event_t) e);
      set_flag (PIPE_MTE3, PIPE_V, (event_t) e);
    }
  for (int t = 0; t < n; t++)
    {
      int s = t % 3;
      wait_flag (PIPE_V, PIPE_MTE2, (event_t) s);
      copy_gm_to_ubuf (in[s], x + t * TILE, 0, 1, TILE / 16, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, (event_t) s);
      wait_flag (PIPE_MTE2, PIPE_V, (event_t) s);
      wait_flag (PIPE_MTE3, PIPE_V, (event_t) s);
      vmuls (out[s], in[s], (half) 2.0f, TILE / 128, 1, 1, 8, 8);
      pipe_barrier (PIPE_V);
      vadds (out[s], out[s], (half) 1.0f, TILE / 128, 1, 1, 8, 8);
      set_flag (PIPE_V, PIPE_MTE2, (event_t) s);
      set_flag (PIPE_V, PIPE_MTE3, (event_t) s);
      wait_flag (PIPE_V, PIPE_MTE3, (event_t) s);
      copy_ubuf_to_gm (y + t * TILE, out[s], 0, 1, TILE / 16, 0, 0);
      set_flag (PIPE_MTE3, PIPE_V, (event_t) s);
    }
  for (int e = 0; e < 3; e++)
    {
      wait_flag (PIPE_V, PIPE_MTE2, (event_t) e);
      wait_flag (PIPE_MTE3, PIPE_V, (event_t) e);
    }
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.0x3000\\)~\\{L\[0-9\] 0:0x0\\.\\.0x1000 1:0x1000\\.\\.0x2000 2:0x2000\\.\\.0x3000\\}" } } */
/* { dg-final { scan-ascsync-dump "pair\[0-9\]+ loop V->MTE2 id=0\\.\\.2 rotating deps op\[0-9\]+->op\[0-9\]+\\(d3\\)" } } */
