/* The checker reports a double-buffered loop without its V -> MTE2 WAR
   sync: MTE2 reloads slot s for tile t + 2 while the vadds of tile t
   may still be reading it.  With nothing holding MTE2 back, it may also
   overwrite its own earlier load (no barrier) and set its MTE2 -> V
   flag again before V consumed it; those are reported too.  The same
   loop with the sync is checker-loop-pingpong-synced.c.  */
/* { dg-do run } */
/* { dg-additional-options "--no-plugin" } */
/* { dg-ascsync-expect-exit 1 } */
#include "ascsim.h"

#define TILES 6
#define TILE 128

__global__ __aicore__ void
plus_one (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *in[2] = { (__ubuf__ half *) get_imm (0),
                           (__ubuf__ half *) get_imm (0x100) };
  __ubuf__ half *out[2] = { (__ubuf__ half *) get_imm (0x1000),
                            (__ubuf__ half *) get_imm (0x1100) };
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
  for (int t = 0; t < TILES; t++)
    {
      int s = t & 1;
      event_t ev = s ? EVENT_ID1 : EVENT_ID0;
      /* Missing: wait_flag (PIPE_V, PIPE_MTE2, ev).  */
      copy_gm_to_ubuf (in[s], x + t * TILE, 0, 1, 8, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, ev);
      wait_flag (PIPE_MTE2, PIPE_V, ev);
      wait_flag (PIPE_MTE3, PIPE_V, ev);
      vadds (out[s], in[s], (half) 1.0, 1, 1, 1, 8, 8);
      /* Missing: set_flag (PIPE_V, PIPE_MTE2, ev).  */
      set_flag (PIPE_V, PIPE_MTE3, ev);
      wait_flag (PIPE_V, PIPE_MTE3, ev);
      copy_ubuf_to_gm (y + t * TILE, out[s], 0, 1, 8, 0, 0);
      set_flag (PIPE_MTE3, PIPE_V, ev);
    }
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (TILES * TILE * 2);
  half *y = ascsim_gm_alloc (TILES * TILE * 2);
  ASCSIM_LAUNCH (1, plus_one (x, y));
  return ascsim_finish ();
}

/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains {checker-war-reload.c:33: error: race-inter-pipe: PIPE_V reads UB bytes \[0x0, 0x100\) and the later copy_gm_to_ubuf \(MTE2\) at \S*checker-war-reload.c:29 writes them} } } */
/* { dg-final { output-contains {error: race-intra-pipe: PIPE_MTE2 writes UB bytes \[0x0, 0x100\)} } } */
/* { dg-final { output-contains {error: flag-already-set: set_flag\(PIPE_MTE2, PIPE_V, EVENT_ID0\) may be set again} } } */
/* { dg-final { output-contains "1 launch, 3 findings," } } */
