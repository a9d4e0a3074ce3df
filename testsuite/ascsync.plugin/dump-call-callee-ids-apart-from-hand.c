/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* Mode keep: a helper with no hand-written sync of its own plans its
   pair (MTE2 -> V) without the id its caller's hand-written sync uses
   (id 0): such a flag may be pending while the helper runs.  So the
   call stays summarised (no fence), and no set of the helper's can
   find the caller's flag still set.  */
__attribute__ ((noinline)) void
k2 (__gm__ half *x)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  vadds (a, a, 1.0, 1, 1, 1, 8, 8);
}

void
h (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  k2 (x);
  copy_gm_to_ubuf (b, x + 256, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vadds (b, b, 1.0, 1, 1, 1, 8, 8);
}
/* { dg-final { scan-ascsync-dump "set_flag \\(MTE2, V, 1\\) \\\[dep op0\\\]" } } */
/* { dg-final { scan-ascsync-dump-not "\\((MTE2, V|V, MTE2), 0\\) \\\[dep" } } */
/* { dg-final { scan-ascsync-dump "call k2 \\(summarised: no fence\\)" } } */
