/* { dg-do compile } */
/* { dg-options "-O0 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops" } */
/* At -O0 the base of a per-repeat vector op is loaded from a local table
   of slot addresses in every iteration, "xb[s] + r * 128", in a loop
   that also calls a helper GCC does not inline at -O0.  TREE_ADDRESSABLE
   stays set on the table at -O0, so GCC's alias oracle lets the call
   write it; no statement takes its address, so only stores naming it
   can (gimple_tables.cc), the load gives one value in a run of the loop,
   and the op moves by 256 bytes per iteration.  */

static inline void
full_mask (void)
{
  set_vector_mask (~(uint64_t) 0, ~(uint64_t) 0);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *xb[2] = { (__ubuf__ half *) get_imm (0),
                           (__ubuf__ half *) get_imm (0x8000) };
  for (int t = 0; t < n; t++)
    {
      int s = t & 1;
      copy_gm_to_ubuf (xb[s], x + t * 4096, 0, 1, 256, 0, 0);
      for (int r = 0; r < 32; r++)
        {
          full_mask ();
          vadds (xb[s] + r * 128, xb[s] + r * 128, (half) 1.0f, 1, 1, 1,
                 8, 8);
        }
      copy_ubuf_to_gm (y + t * 4096, xb[s], 0, 1, 256, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "op vadds pipe=V R:UB\[^ \]*\\{L\[0-9\],\\+256/it,b\[0-9\]+,0x0\\.\\.0x100\\}" } } */
