/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=none,pipe-free" } */
/* The items of warn apply in order: none silences every class, a
   later CLASS enables that one again.  Here the fenced external call
   (opaque-call) is silent and the ignored mark (pipe-free) warns.  */
void ext_step (int t);

__attribute__ ((noinline)) void
load (__gm__ half *x) ASCSYNC_PIPE_FREE;

void
load (__gm__ half *x) /* { dg-warning ".load. is declared .ascsync_pipe_free. but issues pipe work\[^\n\]* \\\[-fplugin-arg-ascsync-warn=pipe-free\\\]" } */
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
}

void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  load (x);
  ext_step (1); /* { dg-bogus "may issue pipe work" } */
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}
