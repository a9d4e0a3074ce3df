/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops" } */
/* A tile loop over a block's share of BANDS bands, three column tiles
   each, its store at band T / 3 and column tile T % 3 (transpose's
   scatter): two tiles BANDS bands apart would meet (one band is 32
   bytes, a row of the output BANDS * 32), but a block has at most
   BANDS bands, so no two tiles of one run are.  At -O0 the share "per
   + (block_idx < extra ? 1 : 0)" is a branch and a join of 1 and 0, and
   the loop tests at its head, so its header runs once more than the
   store: both are counted as such, and the store's tiles are apart in
   every iteration, as at -O2.  */
#define BANDS 131
#define M (BANDS * 16)

__global__ __aicore__ void
k (__gm__ half *b)
{
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0);
  int64_t per = BANDS / block_num, extra = BANDS % block_num;
  int64_t nbands = per + (block_idx < extra ? 1 : 0);
  int64_t band0 = block_idx * per + (block_idx < extra ? block_idx : extra);
  int64_t ntiles = nbands * 3;
  for (int64_t t = 0; t < ntiles; t++)
    {
      int64_t r0 = (band0 + t / 3) * 16;
      int64_t cb0 = (t % 3) * 40;
      copy_ubuf_to_gm (b + cb0 * 16 * M + r0, out, 0, 16 * 40, 1, 0,
                       M / 16 - 1);
    }
}
/* { dg-final { scan-ascsync-dump "op copy_ubuf_to_gm pipe=MTE3 R:\[^ \]* W:GM\\\[arg0\\+0x0\\.\\.end\\)\\{L\[0-9\]+,self\\}" } } */
