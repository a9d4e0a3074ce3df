/* pipelined-join-count-param.h -- the kernel of
   dump-pipelined-join-unknown-count.c, dump-threading-off-pipelined-loop.c
   and dump-threading-command-line-wins.c: a software-pipelined loop
   whose tests "it < tiles" and "it > 0" fold the prologue and epilogue
   into the body, stage 1 loading tile IT into slot IT & 1, stage 2
   adding 1 to tile IT - 1 and storing it; the tile count a
   parameter.  */
#define N 1024                  /* halves per tile */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int tiles)
{
  for (int it = 0; it <= tiles; it++)
    {
      if (it < tiles)
        {
          __ubuf__ half *in = (__ubuf__ half *) get_imm ((it & 1) * 0x800);
          copy_gm_to_ubuf (in, x + it * N, 0, 1, N / 16, 0, 0);
        }
      if (it > 0)
        {
          int s = (it - 1) & 1;
          __ubuf__ half *in = (__ubuf__ half *) get_imm (s * 0x800);
          __ubuf__ half *out = (__ubuf__ half *) get_imm (0x1000 + s * 0x800);
          vadds (out, in, 1.0, N / 128, 1, 1, 8, 8);
          copy_ubuf_to_gm (y + (it - 1) * N, out, 0, 1, N / 16, 0, 0);
        }
    }
}
