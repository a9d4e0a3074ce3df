/* inline-helper-kernel.h -- the kernel of dump-inline-declared-helper*.c
   and run-inline-declared-helper.c: a double-buffered loop over tiles
   of 2048 floats whose vector chain is a "static inline" helper given
   the slot, called for the full repeats and, under a mask, for the
   last partial one: six vector operations with ten arguments each,
   called twice per tile and once more after the loop, which GCC's
   inliner leaves out of line at -O2 by its size.  */

#define HT_TILE 2048
#define HT_SLOT 0x2000

static inline void
chain (int s, uint32_t o, uint8_t rep)
{
  __ubuf__ float *xs = (__ubuf__ float *) get_imm (0x0 + s * HT_SLOT) + o;
  __ubuf__ float *ys = (__ubuf__ float *) get_imm (0x4000 + s * HT_SLOT) + o;
  __ubuf__ float *ts = (__ubuf__ float *) get_imm (0x8000) + o;
  vmuls (ts, xs, -1.0f, rep, 1, 1, 8, 8);
  pipe_barrier (PIPE_V);
  vexp (ts, ts, rep, 1, 1, 8, 8);
  pipe_barrier (PIPE_V);
  vadds (ts, ts, 1.0f, rep, 1, 1, 8, 8);
  pipe_barrier (PIPE_V);
  vdiv (ts, xs, ts, rep, 1, 1, 1, 8, 8, 8);
  pipe_barrier (PIPE_V);
  vmuls (ts, ts, 2.0f, rep, 1, 1, 8, 8);
  pipe_barrier (PIPE_V);
  vadd (ys, ts, ts, rep, 1, 1, 1, 8, 8, 8);
}

__global__ __aicore__ void
k (__gm__ float *x, __gm__ float *y, int32_t n, int32_t tail)
{
  if (n <= 0 || tail <= 0 || tail > HT_TILE || tail % 8 != 0)
    return;
  for (int32_t t = 0; t < n; t++)
    {
      int s = t & 1;
      int32_t len = t == n - 1 ? tail : HT_TILE;
      uint32_t nrep = (uint32_t) len / 64, rem = (uint32_t) len % 64;
      copy_gm_to_ubuf ((__ubuf__ float *) get_imm (0x0 + s * HT_SLOT),
                       x + t * HT_TILE, 0, 1, (uint16_t) (len / 8), 0, 0);
      if (nrep > 0)
        chain (s, 0, (uint8_t) nrep);
      if (rem > 0)
        {
          set_vector_mask (0, ((uint64_t) 1 << rem) - 1);
          chain (s, nrep * 64, 1);
          set_vector_mask (~(uint64_t) 0, ~(uint64_t) 0);
        }
      copy_ubuf_to_gm (y + t * HT_TILE,
                       (__ubuf__ float *) get_imm (0x4000 + s * HT_SLOT), 0,
                       1, (uint16_t) (len / 8), 0, 0);
    }
  /* The last tile again, from its output: a third call.  */
  chain ((n - 1) & 1, 0, 1);
}
