/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A summarised helper whose scalar code reads what a vector op wrote
   (V -> S) and whose next vector op overwrites what it read (S -> V):
   its own wait for V comes before its set of S -> V on every path, so
   that set of one call never comes before V took the previous call's:
   no operations stand for the S -> V flags at the calls.  (Nor for the
   V -> S flags: the scalar pipe waits in program order.)  */
__attribute__ ((noinline)) static float
row_sum (int s)
{
  __ubuf__ float *v = (__ubuf__ float *) get_imm (0x1000 + (s & 1) * 0x400);
  __ubuf__ float *sum = (__ubuf__ float *) get_imm (0x2000);
  vcadd (sum, v, 1, 1, 1, 8);
  float r = sum[0];
  vector_dup (sum, 0.0f, 1, 1, 1, 8, 8);
  return r;
}

__global__ __aicore__ void
k (__gm__ float *x, __gm__ float *y)
{
  __ubuf__ float *v = (__ubuf__ float *) get_imm (0x1000);
  volatile float acc = 0.0f;
  copy_gm_to_ubuf (v, x, 0, 1, 64, 0, 0);
  for (int t = 0; t < 4; t++)
    acc = acc + row_sum (t);
}
/* { dg-final { scan-ascsync-dump "call row_sum \\(summarised: no fence\\)" } } */
/* { dg-final { scan-ascsync-dump-not "callee-flags" } } */
