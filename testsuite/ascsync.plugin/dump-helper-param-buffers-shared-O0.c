/* { dg-do compile } */
/* { dg-options "-O0 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,deps,plan" } */
/* The helper of dump-helper-param-buffers-cross-O0.c, with one more
   call that passes the buffer at 0x2000 as SRC (a DST of another
   call): a buffer of one parameter is now a buffer of the other.  The
   test does not pair the arguments of one call, so as far as it knows
   the writes of one iteration may meet the reads of the next, and the
   barrier stays: the test is sound, not exact.  */
static void
add1 (__ubuf__ half *dst, __ubuf__ half *src)
{
  for (int g = 0; g < 4; g++)
    vadds (dst + g * 128, src + g * 128, (half) 1.0f, 1, 1, 1, 8, 8);
}

__global__ __aicore__ void
k (__gm__ half *in, __gm__ half *out)
{
  __ubuf__ half *s0 = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *d0 = (__ubuf__ half *) get_imm (0x2000);
  __ubuf__ half *s1 = (__ubuf__ half *) get_imm (0x3000);
  __ubuf__ half *d1 = (__ubuf__ half *) get_imm (0x4000);
  copy_gm_to_ubuf (s0, in, 0, 1, 32, 0, 0);
  copy_gm_to_ubuf (s1, in + 512, 0, 1, 32, 0, 0);
  add1 (d0, s0);
  add1 (d1, s1);
  add1 (d1, d0);
  copy_ubuf_to_gm (out, d0, 0, 1, 32, 0, 0);
  copy_ubuf_to_gm (out + 512, d1, 0, 1, 32, 0, 0);
}
/* { dg-final { scan-ascsync-dump "summary add1: deps=1 set=0 wait=0 barrier=1" } } */
