/* late-set-branch.h -- the kernel of the tests of a pair set late, in
   the branch of its consumer (dump-late-set-in-branch.c,
   run-late-set-in-branch.c): double-buffered rows, each stored to GM,
   and on the rows MASK marks the stored row loaded back as the
   addend of the next rows (a GM read after write only in the branch).
   No hand-written sync: the plugin places it all.  */

#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, uint64_t mask, int n)
{
  __ubuf__ half *acc = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x2000);
  vector_dup (acc, (half) 1.0f, 2, 1, 1, 8, 8);
  for (int i = 0; i < n; i++)
    {
      int s = i & 1;
      copy_gm_to_ubuf (in + s * 256, x + i * 256, 0, 1, 16, 0, 0);
      vadd (out + s * 256, in + s * 256, acc, 2, 1, 1, 1, 8, 8, 8);
      copy_ubuf_to_gm (y + i * 256, out + s * 256, 0, 1, 16, 0, 0);
      if ((mask >> i) & 1)
        copy_gm_to_ubuf (acc, y + i * 256, 0, 1, 16, 0, 0);
    }
}

