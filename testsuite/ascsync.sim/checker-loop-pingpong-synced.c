/* A correctly synchronised double-buffered loop is clean: 6 tiles
   alternate between two UB slots; MTE2 -> V (RAW on the input), V -> MTE3
   (RAW on the output), V -> MTE2 and MTE3 -> V (WAR, primed before the
   loop and drained after it) on event id = slot.  Twin of
   checker-war-reload.c.  */
/* { dg-do run } */
/* { dg-additional-options "--no-plugin" } */
#include "ascsim.h"

#define TILES 6
#define TILE 128                /* fp16 elements: one repeat, 256 bytes */

__global__ __aicore__ void
plus_one (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *in[2] = { (__ubuf__ half *) get_imm (0),
                           (__ubuf__ half *) get_imm (0x100) };
  __ubuf__ half *out[2] = { (__ubuf__ half *) get_imm (0x1000),
                            (__ubuf__ half *) get_imm (0x1100) };
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
  for (int t = 0; t < TILES; t++)
    {
      int s = t & 1;
      event_t ev = s ? EVENT_ID1 : EVENT_ID0;
      wait_flag (PIPE_V, PIPE_MTE2, ev);
      copy_gm_to_ubuf (in[s], x + t * TILE, 0, 1, 8, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, ev);
      wait_flag (PIPE_MTE2, PIPE_V, ev);
      wait_flag (PIPE_MTE3, PIPE_V, ev);
      vadds (out[s], in[s], (half) 1.0, 1, 1, 1, 8, 8);
      set_flag (PIPE_V, PIPE_MTE2, ev);
      set_flag (PIPE_V, PIPE_MTE3, ev);
      wait_flag (PIPE_V, PIPE_MTE3, ev);
      copy_ubuf_to_gm (y + t * TILE, out[s], 0, 1, 8, 0, 0);
      set_flag (PIPE_MTE3, PIPE_V, ev);
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
  half *x = ascsim_gm_alloc (TILES * TILE * 2);
  half *y = ascsim_gm_alloc (TILES * TILE * 2);
  for (int i = 0; i < TILES * TILE; i++)
    x[i] = (half) (i % 512);
  ASCSIM_LAUNCH (2, plus_one (x, y));
  int ok = 1;
  for (int i = 0; i < TILES * TILE; i++)
    ok &= (float) y[i] == (float) (i % 512 + 1);
  ascsim_expect (ok, "y = x + 1");
  return ascsim_finish ();
}

/* { dg-final { exit-status 0 } } */
/* { dg-final { output-contains "set=56 wait=56 " } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
