/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,deps,alloc,plan" } */
/* Triple buffering: tile T is loaded into slot T % 3 of IN, computed
   into slot T % 3 of OUT and stored, so a slot is reused three tiles
   on.  Built sync-free, its accesses rotate over the three slots
   (period 3, not a power of two), the dependences from a tile's vector
   work and store to the load and vector work three tiles later have
   distance 3, and each of their loop-carried pairs rotates over 3
   event ids (3 of the 4 a pipe pair has) with the loop's iterations,
   counted modulo 3.  Other tests include this kernel, some with SLOT,
   ID and NID set.  */
#ifndef SLOT
#define SLOT (t % 3)            /* the tile's slot */
#endif
#ifndef ID
#define ID (t % 3)              /* its hand-written event id */
#endif
#ifndef NID
#define NID 3                   /* the ids ID takes */
#endif
#define TILE 2048               /* halves: 4 KB */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x10000);
  for (int e = 0; e < NID; e++)
    {
      set_flag (PIPE_V, PIPE_MTE2, (event_t) e);
      set_flag (PIPE_MTE3, PIPE_V, (event_t) e);
    }
  for (int t = 0; t < n; t++)
    {
      int s = SLOT;
      event_t ev = (event_t) ID;
      wait_flag (PIPE_V, PIPE_MTE2, ev);
      copy_gm_to_ubuf (in + s * TILE, x + t * TILE, 0, 1, TILE / 16, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, ev);
      wait_flag (PIPE_MTE2, PIPE_V, ev);
      wait_flag (PIPE_MTE3, PIPE_V, ev);
      vmuls (out + s * TILE, in + s * TILE, (half) 2.0f, TILE / 128, 1, 1, 8,
             8);
      pipe_barrier (PIPE_V);
      vadds (out + s * TILE, out + s * TILE, (half) 1.0f, TILE / 128, 1, 1,
             8, 8);
      set_flag (PIPE_V, PIPE_MTE2, ev);
      set_flag (PIPE_V, PIPE_MTE3, ev);
      wait_flag (PIPE_V, PIPE_MTE3, ev);
      copy_ubuf_to_gm (y + t * TILE, out + s * TILE, 0, 1, TILE / 16, 0, 0);
      set_flag (PIPE_MTE3, PIPE_V, ev);
    }
  for (int e = 0; e < NID; e++)
    {
      wait_flag (PIPE_V, PIPE_MTE2, (event_t) e);
      wait_flag (PIPE_MTE3, PIPE_V, (event_t) e);
    }
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.0x3000\\)~\\{L\[0-9\] 0:0x0\\.\\.0x1000 1:0x1000\\.\\.0x2000 2:0x2000\\.\\.0x3000\\}" } } */
/* { dg-final { scan-ascsync-dump "V\\) -> op\[0-9\]+ \\(line \[0-9\]+, MTE2\\) WAR carried by L\[0-9\], distance 3: new pair" } } */
/* { dg-final { scan-ascsync-dump "pair\[0-9\]+ loop V->MTE2 id=0\\.\\.2 rotating deps op\[0-9\]+->op\[0-9\]+\\(d3\\)" } } */
/* { dg-final { scan-ascsync-dump "pair\[0-9\]+ loop MTE3->V id=0\\.\\.2 rotating deps op\[0-9\]+->op\[0-9\]+\\(d3\\)" } } */
/* { dg-final { scan-ascsync-dump "V->MTE2: 1 pair on 3 ids .0,1,2. of 4" } } */
/* { dg-final { scan-ascsync-dump "before op\[0-9\]+: wait_flag \\(V, MTE2, 0 \\+ iteration of L\[0-9\] mod 3\\)" } } */
