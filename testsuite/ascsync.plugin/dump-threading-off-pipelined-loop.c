/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* A software-pipelined loop whose tests "it < tiles" and "it > 0" fold
   the prologue and epilogue into the body: the first iteration decides
   "it > 0" one way and the next the other, so GCC's jump threading
   would copy that iteration's path into the loop (as with
   threading=yes, dump-pipelined-join-unknown-count.c) and the slots of
   stage 2 would lose their rotation.  The plugin turns threading off
   in this function: stage 2's MTE3 -> V pair rotates with the loop's
   iterations over the two slots.  */
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

/* { dg-final { scan-ascsync-dump "\\(MTE3, V, 0 \\+ iteration of L\[0-9\] mod 2\\)" } } */
/* { dg-final { scan-ascsync-dump-not "irreducible region" } } */
/* { dg-final { scan-ascsync-dump "jump threading is off in this function" } } */
