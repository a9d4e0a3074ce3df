/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps" } */
/* Double buffering written as two halves of one iteration, each with
   its own buffers: ping's add of iteration I frees ping's input for
   ping's load of iteration I + 1, pong's add pong's.  Joining the pong
   dependence into ping's loop-carried V -> MTE2 pair would move its set
   past pong's add while its wait stays before ping's load, which would
   then wait for pong's add though it does not need it: the pong
   dependence gets a pair of its own, as pairs within one iteration
   do.  */
#define N 4096                  /* halves per half-tile */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *xa = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *xb = (__ubuf__ half *) get_imm (0x2000);
  __ubuf__ half *ya = (__ubuf__ half *) get_imm (0x4000);
  __ubuf__ half *yb = (__ubuf__ half *) get_imm (0x6000);
  for (int i = 0; i < n; i++)
    {
      copy_gm_to_ubuf (xa, x + i * 2 * N, 0, 1, N / 16, 0, 0);
      copy_gm_to_ubuf (xb, x + i * 2 * N + N, 0, 1, N / 16, 0, 0);
      vadds (ya, xa, 1.0, N / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + i * 2 * N, ya, 0, 1, N / 16, 0, 0);
      vadds (yb, xb, 1.0, N / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + i * 2 * N + N, yb, 0, 1, N / 16, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "op4 \\(line 26, V\\) -> op1 \\(line 23, MTE2\\) WAR carried by L0, distance 1: new pair v\[0-9\]+ \\(joining v\[0-9\]+ would hold op0 for op4\\)" } } */
