/* row-guard-store-run-size.h -- the kernel and host program of the
   tests of a row guard over a scatter's stores whose row length D is a
   kernel argument ({dump,run}-row-guard-store-run-size*.c): row i of
   x, plus one, is stored into D elements of row idx[i] of y (D known
   only at run time, the store's length D / 16 blocks), tiles of eight
   rows double-buffered (slots t & 1), one store per row, and a row
   whose index is -1 is not stored (a padding row skipped: the store
   runs on a branch).  Rows 1 and 3, 6 and 7, 5 and 8 store into one
   row of y, 1 to 3 rows apart: only then must one store wait for the
   other.  The last row stored into a row of y stays.  The kernel has
   no sync of its own.  */
#include <ascsim.h>
#define SA_ROWS 24
#define SA_ROW(i) ((i) % 5 == 4 ? -1 : (i) * (i) % 13 % 8)
__global__ __aicore__ void
k (__gm__ int32_t *idx, __gm__ half *x, __gm__ half *y, int32_t d)
{
  if (d < 16 || d > 128 || d % 16 != 0)
    return;
  __ubuf__ int32_t *ix = (__ubuf__ int32_t *) get_imm (0);
  copy_gm_to_ubuf (ix, idx, 0, 1, 4, 0, 0);
  for (int t = 0; t < SA_ROWS / 8; t++)
    {
      __ubuf__ half *in
        = (__ubuf__ half *) get_imm (0x1000 + (t & 1) * 0x800);
      __ubuf__ half *out
        = (__ubuf__ half *) get_imm (0x3000 + (t & 1) * 0x800);
      copy_gm_to_ubuf (in, x + t * 1024, 0, 1, 64, 0, 0);
      vadds (out, in, (half) 1.0f, 8, 1, 1, 8, 8);
      for (int j = 0; j < 8; j++)
        {
          int32_t r = ix[t * 8 + j];
          if (r >= 0)
            copy_ubuf_to_gm (y + (int64_t) r * d, out + j * 128, 0, 1,
                             d / 16, 0, 0);
        }
    }
}
int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  volatile int32_t d = 96;
  int32_t *idx = (int32_t *) ascsim_gm_alloc (32 * sizeof (int32_t));
  half *x = (half *) ascsim_gm_alloc (SA_ROWS * 128 * sizeof (half));
  half *y = (half *) ascsim_gm_alloc (1024 * sizeof (half));
  for (int t = 0; t < 32; t++)
    idx[t] = SA_ROW (t);
  for (int i = 0; i < SA_ROWS * 128; i++)
    x[i] = (half) (float) (i / 128);
  for (int i = 0; i < 1024; i++)
    y[i] = (half) 0.0f;
  ASCSIM_LAUNCH (1, k (idx, x, y, d));
  int ok = 1;
  for (int i = 0; i < 1024; i++)
    {
      float want = 0;
      for (int t = 0; t < SA_ROWS; t++)
        if (i < 8 * d && SA_ROW (t) == i / d)
          want = (float) t + 1;
      if ((float) y[i] != want)
        ok = 0;
    }
  ascsim_expect (ok, "y holds the last row stored into each of its rows");
  return ascsim_finish ();
}
