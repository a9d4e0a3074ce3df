/* carried-set-join.h -- the kernel of the tests of a loop-carried
   pair joined by a second producer (dump-carried-set-joined-at-
   postdominator.c, run-carried-set-joined-at-postdominator.c): rows
   triple-buffered, row i + 1 (x) and its addend (y) prefetched during
   row i, y[i] = 2 * x[i] + addend; on the rows CHAIN marks the addend
   is instead row i - 1's result, loaded back once it is stored (a GM
   read after write in a branch after the store).  The rows are
   prefetched one past N (x and y hold more rows).  No hand-written
   sync: the plugin places it all.  */

#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, uint64_t chain, int n)
{
  __ubuf__ half *src = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *acc = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (src, x, 0, 1, 16, 0, 0);
  copy_gm_to_ubuf (acc, y, 0, 1, 16, 0, 0);
  for (int i = 0; i < n; i++)
    {
      int s = i % 3, s1 = (i + 1) % 3;
      copy_gm_to_ubuf (src + s1 * 256, x + (i + 1) * 256, 0, 1, 16, 0, 0);
      if (((chain >> i) & 2) == 0)
        copy_gm_to_ubuf (acc + s1 * 256, y + (i + 1) * 256, 0, 1, 16, 0, 0);
      vmuls (src + s * 256, src + s * 256, (half) 2.0f, 2, 1, 1, 8, 8);
      vadd (acc + s * 256, acc + s * 256, src + s * 256, 2, 1, 1, 1, 8, 8, 8);
      copy_ubuf_to_gm (y + i * 256, acc + s * 256, 0, 1, 16, 0, 0);
      if ((chain >> (i + 1)) & 1)
        copy_gm_to_ubuf (acc + s1 * 256, y + i * 256, 0, 1, 16, 0, 0);
    }
}
