/* { dg-do compile } */
/* { dg-options "-O2 -fthread-jumps -fplugin-arg-ascsync-dump=ops,plan" } */
/* The loop of dump-threading-off-pipelined-loop.c with -fthread-jumps
   on the command line: the user's choice stands, GCC threads the first
   iteration's path into the loop, and stage 2's slots get no rotation
   (as with threading=yes).  */
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

/* { dg-final { scan-ascsync-dump "wait_flag \\(MTE3, V, 0\\)" } } */
/* { dg-final { scan-ascsync-dump-not "\\(MTE3, V, 0 \\+ iteration" } } */
/* { dg-final { scan-ascsync-dump-not "jump threading is off" } } */
