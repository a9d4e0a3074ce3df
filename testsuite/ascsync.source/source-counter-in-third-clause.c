/* A double-buffered tile loop that skips a tile with "continue": the
   continue skips the end of the body, so the counter of the rotating
   ids is counted at the start of the for statement's third clause,
   where every iteration ends: "for (...; t < NT; ..., ascsync_iter_N++,
   t++)".  */
/* { source-contains "; t < NT; [^\\n]*ascsync_iter_[0-9]+\\+\\+, t\\+\\+\\)\n" } */
/* { source-contains "wait_flag \\(PIPE_V, PIPE_MTE2, \\(event_t\\) \\(EVENT_ID0 \\+ ascsync_iter_[0-9]+ % 2\\)\\);" } */
#include <ascsim.h>
#include <stdio.h>

#define TILE 1024               /* halves per tile */
#define NT 8                    /* tiles */
#define SLOT(s) ((s) * 0x800)   /* a slot's byte offset */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  for (int t = 0; t < NT; t++)
    {
      if (t == 3)
        continue;
      /* Slot t & 1: the load of tile t + 1 overlaps the add of tile t.  */
      __ubuf__ half *xs = (__ubuf__ half *) get_imm (SLOT (t & 1));
      __ubuf__ half *ys = (__ubuf__ half *) get_imm (0x4000 + SLOT (t & 1));
      copy_gm_to_ubuf (xs, x + t * TILE, 0, 1, TILE / 16, 0, 0);
      vadds (ys, xs, (half) 1.0f, TILE / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * TILE, ys, 0, 1, TILE / 16, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc ((size_t) NT * TILE * sizeof (half));
  half *y = ascsim_gm_alloc ((size_t) NT * TILE * sizeof (half));
  for (int i = 0; i < NT * TILE; i++)
    x[i] = (half) (float) (i % 7);
  ASCSIM_LAUNCH (1, k (x, y));
  int bad = 0;
  for (int i = 0; i < NT * TILE; i++)
    bad += i / TILE != 3 && (float) y[i] != (float) x[i] + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
