/* row-guard-store.h -- the kernel and host program of the tests of a
   row guard over a scatter's stores ({dump,run}-row-guard-store*.c):
   tile t of x, plus one, is stored into row idx[t] = (t * t % 13) % 8
   of y, four tiles in flight (slots t & 3); the last tile of a row
   stays.  Tiles 1 and 3, 6 and 7, 5 and 8 store into one row, 1 to 3
   tiles apart: only then must one store wait for the other.  The
   kernel has no sync of its own.  */
#include <ascsim.h>
#define SA_TILES 24
#define SA_ROW(t) ((t) * (t) % 13 % 8)
__global__ __aicore__ void
k (__gm__ int32_t *idx, __gm__ half *x, __gm__ half *y)
{
  __ubuf__ int32_t *ix = (__ubuf__ int32_t *) get_imm (0);
  copy_gm_to_ubuf (ix, idx, 0, 1, 3, 0, 0);
  for (int t = 0; t < SA_TILES; t++)
    {
      __ubuf__ half *in
        = (__ubuf__ half *) get_imm (0x1000 + (t & 3) * 0x100);
      __ubuf__ half *out
        = (__ubuf__ half *) get_imm (0x2000 + (t & 3) * 0x100);
      int64_t r = ix[t];
      copy_gm_to_ubuf (in, x + t * 128, 0, 1, 8, 0, 0);
      vadds (out, in, (half) 1.0f, 1, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + r * 128, out, 0, 1, 8, 0, 0);
    }
}
int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  int32_t *idx = (int32_t *) ascsim_gm_alloc (32 * sizeof (int32_t));
  half *x = (half *) ascsim_gm_alloc (SA_TILES * 128 * sizeof (half));
  half *y = (half *) ascsim_gm_alloc (1024 * sizeof (half));
  for (int t = 0; t < 32; t++)
    idx[t] = SA_ROW (t);
  for (int i = 0; i < SA_TILES * 128; i++)
    x[i] = (half) (float) (i / 128);
  for (int i = 0; i < 1024; i++)
    y[i] = (half) 0.0f;
  ASCSIM_LAUNCH (1, k (idx, x, y));
  int ok = 1;
  for (int i = 0; i < 1024; i++)
    {
      float want = 0;
      for (int t = 0; t < SA_TILES; t++)
        if (SA_ROW (t) == i / 128)
          want = (float) t + 1;
      if ((float) y[i] != want)
        ok = 0;
    }
  ascsim_expect (ok, "y holds the last tile of each row");
  return ascsim_finish ();
}
