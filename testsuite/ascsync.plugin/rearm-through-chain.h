/* rearm-through-chain.h -- the kernel of the tests of re-arming a
   pair's flag through a chain of other pairs
   (dump-rearm-through-chain.c, run-rearm-through-chain.c): four slots,
   the loads of tiles 0 to 2 before the loop, the load of tile T + 3
   issued in iteration T (slot counters stepped by "if (++s == 4) s =
   0"), then tile T added to in place and stored.  Sync-free: the
   plugin plans it.  Y[J] = X[J] + 1 for J < N * TILE.

   With NT defined, N is that constant and no argument (the tests of a
   loop left between a pair's wait and its set,
   dump-lc-exit-between-wait-and-set.c and
   run-lc-exit-between-wait-and-set.c): GCC then copies the body of the
   last three iterations (no load) and tests for the end of the loop
   only in that copy, after the vector op and the store; the pairs'
   waits, at the top of the iteration, come before that exit, their
   sets, at the latch, after it.  */

#define TILE 256
#define NSLOT 4

#ifdef NT
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  const int64_t n = NT;
#else
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int64_t n)
{
#endif
  __ubuf__ half *b[NSLOT];
  for (int s = 0; s < NSLOT; s++)
    b[s] = (__ubuf__ half *) get_imm (s * 0x1000);
  int ls = 0;
  for (int64_t p = 0; p < NSLOT - 1 && p < n; p++)
    {
      copy_gm_to_ubuf (b[ls], x + p * TILE, 0, 1, TILE / 16, 0, 0);
      if (++ls == NSLOT)
        ls = 0;
    }
  int cs = 0;
  for (int64_t t = 0; t < n; t++)
    {
      if (t + NSLOT - 1 < n)
        {
          copy_gm_to_ubuf (b[ls], x + (t + NSLOT - 1) * TILE, 0, 1,
                           TILE / 16, 0, 0);
          if (++ls == NSLOT)
            ls = 0;
        }
      vadds (b[cs], b[cs], 1.0, TILE / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * TILE, b[cs], 0, 1, TILE / 16, 0, 0);
      if (++cs == NSLOT)
        cs = 0;
    }
}
