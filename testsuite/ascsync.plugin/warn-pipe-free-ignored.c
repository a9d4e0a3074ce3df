/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=plan" } */
/* A function declared ASCSYNC_PIPE_FREE whose body issues pipe work:
   the body wins -- the mark is ignored with a warning, and its calls
   are ordered as calls of any function of this unit issuing pipe work
   (by its summary: the load it issues, set after the call and waited
   for before the store).  */
__attribute__ ((noinline)) void
load (__gm__ half *x) ASCSYNC_PIPE_FREE;

void
load (__gm__ half *x) /* { dg-warning ".load. is declared .ascsync_pipe_free. but issues pipe work \\(an intrinsic, or a call of a function of this unit that issues some\\): the attribute is ignored\[^\n\]* \\\[-fplugin-arg-ascsync-warn=pipe-free\\\]" } */
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
}

void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  load (x);
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}
/* { dg-final { scan-ascsync-dump "after op1: set_flag \\(MTE2, MTE3, 0\\) \\\[dep op2\\\]" } } */
