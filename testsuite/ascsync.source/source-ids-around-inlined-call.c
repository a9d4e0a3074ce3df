/* An inlined helper's vadds reads the slot a tile loop of the kernel
   rotates through, so the waits before it and the sets after it have
   ids rotating with that loop.  The loop's counter is a name of the
   kernel's body, none in the helper's: the calls go around the call of
   the helper in the kernel (the same points), not into the helper's
   text, which stays as written.  */
/* { source-contains "wait_flag \\(PIPE_MTE3, PIPE_V, \\(event_t\\) \\(EVENT_ID0 \\+ ascsync_iter_[0-9]+ % 2\\)\\);\n      add_one \\(in, out, t & 1\\);\n      set_flag \\(PIPE_V, PIPE_MTE2" } */
/* { source-contains "\\{\n  vadds \\(out\\[s\\], in\\[s\\], \\(half\\) 1.0f, 1, 1, 1, 8, 8\\);\n\\}" } */
#include <ascsim.h>
#include <stdio.h>

#define TILE 128                /* halves per tile */
#define NT 8                    /* tiles */

static inline __attribute__ ((always_inline)) void
add_one (__ubuf__ half *const *in, __ubuf__ half *const *out, int s)
{
  vadds (out[s], in[s], (half) 1.0f, 1, 1, 1, 8, 8);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *in[2], *out[2];
  for (int s = 0; s < 2; s++)
    {
      in[s] = (__ubuf__ half *) get_imm (0x1000 + s * 0x100);
      out[s] = (__ubuf__ half *) get_imm (0x2000 + s * 0x100);
    }
  for (int t = 0; t < NT; t++)
    {
      copy_gm_to_ubuf (in[t & 1], x + t * TILE, 0, 1, 8, 0, 0);
      add_one (in, out, t & 1);
      copy_ubuf_to_gm (y + t * TILE, out[t & 1], 0, 1, 8, 0, 0);
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
    bad += (float) y[i] != (float) x[i] + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
