/* row-guard-scatter.h -- the kernel and host program of the tests of
   row guards ({dump,run}-row-guard-*.c): a scatter add in place into
   rows of y picked by data, four tiles in flight (slot t & 3).  The
   indices come from GM through UB: tile t adds into row idx[t] =
   (t * t % 13) % 8, so tiles 1 and 3, 6 and 7, 5 and 8 add into one
   row, 1 to 3 tiles apart.  Each tile loads its row, adds one and
   stores it back; y's row R ends with the count of tiles of row R.
   The GM offset of a row is the block's part plus the row's, as an
   operator indexing a batch writes it.  */
#include <ascsim.h>

#define SA_TILES 24
#ifndef SA_INDEX
#define SA_INDEX int32_t
#endif
#define SA_ROW(t) ((t) * (t) % 13 % 8)

__global__ __aicore__ void
k (__gm__ SA_INDEX *idx, __gm__ half *y)
{
  __ubuf__ SA_INDEX *ix = (__ubuf__ SA_INDEX *) get_imm (0);
  __gm__ half *yb = y + (int64_t) block_idx * 2048;
  copy_gm_to_ubuf (ix, idx, 0, 1, (SA_TILES * sizeof (SA_INDEX) + 31) / 32,
                   0, 0);
  for (int t = 0; t < SA_TILES; t++)
    {
      __ubuf__ half *buf
        = (__ubuf__ half *) get_imm (0x1000 + (t & 3) * 0x100);
      int64_t r = ix[t];
      copy_gm_to_ubuf (buf, yb + r * 128, 0, 1, 8, 0, 0);
      vadds (buf, buf, (half) 1.0f, 1, 1, 1, 8, 8);
      copy_ubuf_to_gm (yb + r * 128, buf, 0, 1, 8, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  SA_INDEX *idx = (SA_INDEX *) ascsim_gm_alloc (32 * sizeof (SA_INDEX));
  half *y = (half *) ascsim_gm_alloc (2048 * sizeof (half));
  for (int t = 0; t < 32; t++)
    idx[t] = SA_ROW (t);
  for (int i = 0; i < 2048; i++)
    y[i] = (half) 0.0f;
  ASCSIM_LAUNCH (1, k (idx, y));
  int ok = 1;
  for (int i = 0; i < 2048; i++)
    {
      int n = 0;
      for (int t = 0; t < SA_TILES; t++)
        n += i < 8 * 128 && SA_ROW (t) == i / 128;
      if ((float) y[i] != (float) n)
        ok = 0;
    }
  ascsim_expect (ok, "y holds the count of tiles of each row");
  return ascsim_finish ();
}
