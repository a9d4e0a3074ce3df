/* counter-wrapped-skip.h -- items some of which are empty, the others
   triple-buffered in the slot of a count of the items worked on, set
   back to 0 where it reaches 3 ("if (++j == 3) j = 0", as Ascend
   kernels write a slot counter), with the sync its authors write;
   shared by the tests named after the behaviour they check (the sync is
   left out with -DASCSYNC_NO_HAND_SYNC).  */
#include <ascsim.h>
#include <stdio.h>

#define NQ 12
#define TILE 2048                 /* halves */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, __gm__ int32_t *len)
{
  __ubuf__ half *xb = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *yb = (__ubuf__ half *) get_imm (0x10000);
  for (int e = 0; e < 3; e++)
    {
      set_flag (PIPE_V, PIPE_MTE2, (event_t) e);
      set_flag (PIPE_MTE3, PIPE_V, (event_t) e);
    }
  int j = 0;
  for (int q = 0; q < NQ; q++)
    {
      if (len[q] == 0)
        continue;
      wait_flag (PIPE_V, PIPE_MTE2, (event_t) j);
      copy_gm_to_ubuf (xb + j * TILE, x + q * TILE, 0, 1, TILE / 16, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, (event_t) j);
      wait_flag (PIPE_MTE2, PIPE_V, (event_t) j);
      wait_flag (PIPE_MTE3, PIPE_V, (event_t) j);
      vmuls (yb + j * TILE, xb + j * TILE, (half) 3.0f, TILE / 128, 1, 1, 8,
             8);
      set_flag (PIPE_V, PIPE_MTE2, (event_t) j);
      set_flag (PIPE_V, PIPE_MTE3, (event_t) j);
      wait_flag (PIPE_V, PIPE_MTE3, (event_t) j);
      copy_ubuf_to_gm (y + q * TILE, yb + j * TILE, 0, 1, TILE / 16, 0, 0);
      set_flag (PIPE_MTE3, PIPE_V, (event_t) j);
      if (++j == 3)
        j = 0;
    }
  for (int e = 0; e < 3; e++)
    {
      wait_flag (PIPE_V, PIPE_MTE2, (event_t) e);
      wait_flag (PIPE_MTE3, PIPE_V, (event_t) e);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (NQ * TILE * sizeof (half));
  half *y = ascsim_gm_alloc (NQ * TILE * sizeof (half));
  int32_t *len = ascsim_gm_alloc (NQ * sizeof (int32_t));
  for (int i = 0; i < NQ; i++)
    len[i] = i % 4 != 1;
  for (int i = 0; i < NQ * TILE; i++)
    {
      x[i] = (half) (float) (i % 100);
      y[i] = (half) 0.0f;
    }
  ASCSIM_LAUNCH (1, k (x, y, len));
  int bad = 0;
  for (int i = 0; i < NQ * TILE; i++)
    bad += (float) y[i] != (len[i / TILE] ? 3.0f * (float) (i % 100) : 0.0f);
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = 3 x for the items that are not empty");
  return ascsim_finish ();
}
