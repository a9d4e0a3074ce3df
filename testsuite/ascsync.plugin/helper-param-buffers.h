/* helper-param-buffers.h -- the kernel of dump-helper-param-buffers*.c
   and run-helper-param-buffers.c: a double-buffered tile loop whose
   work is in noinline helpers given the slots' addresses.  LOAD_PAIR
   loads x and y into two buffers (a barrier between the loads only if
   they may meet); ADD_SCALED reads its scale from an array on the
   kernel's stack.  z[i] = x[i] + y[i] * 2 for i < NT * TILE.  */

#define TILE 1024               /* halves per slot */
#define NT 6

static __attribute__ ((noinline)) void
load_pair (__ubuf__ half *a, __ubuf__ half *b, __gm__ half *x,
           __gm__ half *y, int64_t t)
{
  copy_gm_to_ubuf (a, x + t * TILE, 0, 1, TILE / 16, 0, 0);
  copy_gm_to_ubuf (b, y + t * TILE, 0, 1, TILE / 16, 0, 0);
}

static __attribute__ ((noinline)) void
add_scaled (__ubuf__ half *o, __ubuf__ half *a, __ubuf__ half *b,
            const float *scale)
{
  vmuls (b, b, (half) scale[0], TILE / 128, 1, 1, 8, 8);
  vadd (o, a, b, TILE / 128, 1, 1, 1, 8, 8, 8);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, __gm__ half *z)
{
  __ubuf__ half *xa = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *yb = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *zo = (__ubuf__ half *) get_imm (0x2000);
  float scale[1] = { 2.0f };
  for (int64_t t = 0; t < NT; t++)
    {
      int s = (int) (t & 1);
      load_pair (xa + s * TILE, yb + s * TILE, x, y, t);
      add_scaled (zo + s * TILE, xa + s * TILE, yb + s * TILE, scale);
      copy_ubuf_to_gm (z + t * TILE, zo + s * TILE, 0, 1, TILE / 16, 0, 0);
    }
}
