/* Two vector steps, each on a branch a tile takes or not by its own
   bit of data, each reading what an earlier vector op of the tile
   wrote: "if (m & 1) a *= 3; if (m & 2) b += 5;" after "a = x + 1;
   b = 2 x;", then "c = a + b; c += x;" stored.  One pipe_barrier (V)
   before the first branch orders both steps; one in each branch, right
   before its step, runs twice where a tile takes both.  Double-buffered
   tiles.  Used by
   dump-barrier-lifted-sibling-consumers.c and
   run-barrier-lifted-sibling-consumers.c (-O0 too).  */
#include <ascsim.h>

#define TILE 2048
#define NT 8

__global__ __aicore__ void
k (__gm__ half *x, __gm__ int32_t *sel, __gm__ half *y)
{
  for (int t = 0; t < NT; t++)
    {
      int s = t & 1;
      __ubuf__ half *ux = (__ubuf__ half *) get_imm (s * 0x1000);
      __ubuf__ half *ua = (__ubuf__ half *) get_imm (0x2000 + s * 0x1000);
      __ubuf__ half *ub = (__ubuf__ half *) get_imm (0x4000 + s * 0x1000);
      __ubuf__ half *uc = (__ubuf__ half *) get_imm (0x6000 + s * 0x1000);
      copy_gm_to_ubuf (ux, x + t * TILE, 0, 1, TILE * 2 / 32, 0, 0);
      vadds (ua, ux, (half) 1.0f, TILE / 128, 1, 1, 8, 8);
      vmuls (ub, ux, (half) 2.0f, TILE / 128, 1, 1, 8, 8);
      int m = sel[t];
      if (m & 1)
        vmuls (ua, ua, (half) 3.0f, TILE / 128, 1, 1, 8, 8);
      if (m & 2)
        vadds (ub, ub, (half) 5.0f, TILE / 128, 1, 1, 8, 8);
      vadd (uc, ua, ub, TILE / 128, 1, 1, 1, 8, 8, 8);
      vadd (uc, uc, ux, TILE / 128, 1, 1, 1, 8, 8, 8);
      copy_ubuf_to_gm (y + t * TILE, uc, 0, 1, TILE * 2 / 32, 0, 0);
    }
}

/* Every combination of the two bits over the tiles; the results
   checked.  */
int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = (half *) ascsim_gm_alloc (NT * TILE * sizeof (half));
  int32_t *sel = (int32_t *) ascsim_gm_alloc (NT * sizeof (int32_t));
  half *y = (half *) ascsim_gm_alloc (NT * TILE * sizeof (half));
  for (int i = 0; i < NT * TILE; i++)
    x[i] = (half) (float) (i % 61 - 30);
  for (int t = 0; t < NT; t++)
    sel[t] = (t * 5 + 1) % 4;
  ASCSIM_LAUNCH (1, k (x, sel, y));
  int ok = 1;
  for (int i = 0; i < NT * TILE; i++)
    {
      float v = (float) (i % 61 - 30);
      int m = sel[i / TILE];
      float a = (v + 1) * (m & 1 ? 3 : 1), b = 2 * v + (m & 2 ? 5 : 0);
      if ((float) y[i] != a + b + v)
        ok = 0;
    }
  ascsim_expect (ok, "y = (x + 1) * (bit 0 ? 3 : 1) + 2 x + (bit 1 ? 5 : 0) + x");
  return ascsim_finish ();
}
