/* A kernel that breaks the layout assumption: x's two slots start at 0
   and at TILE halves (get_imm (0), get_imm (tb)), and one load through
   the first fills both; the vector operation then reads the second
   slot and writes z's buffer.  */
#define MAX_TILE 2048
#define N 2048

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *z, int64_t tile)
{
  if (tile <= 0 || tile > MAX_TILE || tile % 128 != 0)
    return;
  uint64_t tb = (uint64_t) tile * sizeof (half);
  __ubuf__ half *x0 = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *x1 = (__ubuf__ half *) get_imm (tb);
  __ubuf__ half *zb = (__ubuf__ half *) get_imm (2 * tb);
  copy_gm_to_ubuf (x0, x, 0, 1, (uint16_t) (2 * tile / 16), 0, 0);
  vadds (zb, x1, (half) 1.0f, (uint8_t) (tile / 128), 1, 1, 8, 8);
  copy_ubuf_to_gm (z, zb, 0, 1, (uint16_t) (tile / 16), 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc ((size_t) N * 2 * sizeof (half));
  half *z = ascsim_gm_alloc ((size_t) N * sizeof (half));
  volatile int64_t tile = 1024;
  for (int i = 0; i < 2 * tile; i++)
    x[i] = (half) (float) (i % 13);
  ASCSIM_LAUNCH (1, k (x, z, tile));
  int bad = 0;
  for (int i = 0; i < tile; i++)
    bad += (float) z[i] != (float) x[tile + i] + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "z = x[tile..] + 1");
  return ascsim_finish ();
}
