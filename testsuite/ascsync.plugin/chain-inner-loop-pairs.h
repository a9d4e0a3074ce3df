/* chain-inner-loop-pairs.h -- the kernel of the tests of a chain of
   pairs through an inner loop (dump-chain-through-inner-loop-pairs.c,
   run-chain-through-inner-loop-pairs.c): a matmul with a bias, C_t =
   A_t B_t + bias_t for TILES output tiles of one 16 x 16 fractal, each
   summed over a k-step loop (MTE2 into L1, MTE1 into L0A/L0B, M into
   the tile's L0C slot), read out (V), the bias added (V) and stored
   (MTE3).  The 16 biases of a tile are broadcast (MTE2, four DMAs) to
   the four rows of one 64-lane repeat in the tile's UB slot BB, added
   to all four repeats of the tile (src1 repeat stride 0).  No
   hand-written sync: the plugin places it all.  */

#include <ascsim.h>

#define KS 4                    /* k-steps of one 16 x 16 fractal */
#define FR 256                  /* elements of a fractal */

__global__ __aicore__ void
k (__gm__ half *a, __gm__ half *b, __gm__ float *bias, __gm__ float *c,
   int tiles)
{
  for (int t = 0; t < tiles; t++)
    {
      int s = t & 1;
      __cc__ float *l0c = (__cc__ float *) get_imm (s * 0x1000);
      __ubuf__ float *w = (__ubuf__ float *) get_imm (s * 0x1000);
      __ubuf__ float *bb = (__ubuf__ float *) get_imm (0x2000 + s * 0x100);
      for (int r = 0; r < 4; r++)
        copy_gm_to_ubuf (bb + r * 16, bias + t * 16, 0, 1, 2, 0, 0);
      for (int ks = 0; ks < KS; ks++)
        {
          int p = ks & 1;
          __cbuf__ half *l1a = (__cbuf__ half *) get_imm (p * 0x1000);
          __cbuf__ half *l1b
            = (__cbuf__ half *) get_imm (0x2000 + p * 0x1000);
          __ca__ half *l0a = (__ca__ half *) get_imm (p * 0x1000);
          __cb__ half *l0b = (__cb__ half *) get_imm (p * 0x1000);
          copy_gm_to_cbuf (l1a, a + (t * KS + ks) * FR, 0, 1, 16, 0, 0,
                           PAD_NONE);
          copy_gm_to_cbuf (l1b, b + (t * KS + ks) * FR, 0, 1, 16, 0, 0,
                           PAD_NONE);
          load_cbuf_to_ca (l0a, l1a, 0, 1, 1, 0, 0);
          load_cbuf_to_cb (l0b, l1b, 0, 1, 1, 0, 0);
          mad (l0c, l0a, l0b, 16, 16, 16, ks == 0);
        }
      copy_matrix_cc_to_ubuf (w, l0c, 0, 1, 1, 0, 0, CRMODE_NONE);
      vadd (w, w, bb, 4, 1, 1, 1, 8, 8, 0);
      copy_ubuf_to_gm (c + t * FR, w, 0, 1, 32, 0, 0);
    }
}
