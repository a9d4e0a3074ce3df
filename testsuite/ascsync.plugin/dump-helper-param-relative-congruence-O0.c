/* { dg-do compile } */
/* { dg-options "-O0 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,deps,plan" } */
/* A helper not inlined (-O0) broadcasts a row into the even and the
   odd 256-byte blocks of X: "vadds (x, ...)" and "vadds (x + 128, ...)"
   with a repeat stride of 512 bytes.  Where X points the helper does
   not know (one of two buffers its calls pass), but both accesses lie
   relative to the same parameter, every 512 bytes in two different
   halves: apart, so no pipe_barrier (V) between them (the relative
   congruence of accesses through a pointer parameter,
   gimple_ops.cc).  */
static void
bcast (__ubuf__ half *x, __ubuf__ half *v)
{
  vadds (x, v, (half) 0.0f, 4, 1, 0, 16, 1);
  vadds (x + 128, v, (half) 0.0f, 4, 1, 0, 16, 1);
}

__global__ __aicore__ void
k (__gm__ half *in, __gm__ half *out)
{
  __ubuf__ half *v = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *x0 = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *x1 = (__ubuf__ half *) get_imm (0x2000);
  copy_gm_to_ubuf (v, in, 0, 1, 1, 0, 0);
  bcast (x0, v);
  bcast (x1, v);
  copy_ubuf_to_gm (out, x0, 0, 1, 64, 0, 0);
  copy_ubuf_to_gm (out + 1024, x1, 0, 1, 64, 0, 0);
}
/* { dg-final { scan-ascsync-dump-not "summary bcast: deps=\[1-9\]" } } */
/* { dg-final { scan-ascsync-dump "summary bcast: deps=0 set=0 wait=0 barrier=0" } } */
