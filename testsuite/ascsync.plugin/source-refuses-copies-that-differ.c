/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-source=source-refuses-copies-that-differ.out.c" } */
/* At -O2 GCC inlines the helper twice: the first copy of its vadds
   needs a wait for the load before it, the second nothing (the wait
   has been done).  The source has one vadds statement, which cannot
   carry both: the function is refused with an error naming the line
   GCC copied.  */

static inline void
add_one (__ubuf__ half *d, __ubuf__ half *s)
{
  vadds (d, s, (half) 1.0f, 8, 1, 1, 8, 8);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y) /* { dg-error "the sync of .k. cannot go into the source: GCC made copies of the code at line 12 \\(inlining, peeling, unswitching\\) that need different sync there" } */
{
  __ubuf__ half *xs = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *ys = (__ubuf__ half *) get_imm (0x800);
  __ubuf__ half *zs = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (xs, x, 0, 1, 64, 0, 0);
  add_one (ys, xs);
  copy_ubuf_to_gm (y, ys, 0, 1, 64, 0, 0);
  add_one (zs, xs);
  copy_ubuf_to_gm (y + 512, zs, 0, 1, 64, 0, 0);
}
