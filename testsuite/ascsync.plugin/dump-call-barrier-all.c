/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=plan" } */
/* Device function H calls K2, which issues pipe work and is not
   inlined: everything H issued before must be finished and nothing
   after may start early, so the call gets a pipe_barrier (ALL) before
   and after it.  Twin: run-launch-host-no-sync.c (a launch from host
   code gets none).  */
__attribute__ ((noinline)) void
k2 (__gm__ half *x)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
}

void
h (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  k2 (x);
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}
/* { dg-final { scan-ascsync-dump "before op0: pipe_barrier \\(ALL\\) \\\[call\\\]" } } */
/* { dg-final { scan-ascsync-dump "after op0: pipe_barrier \\(ALL\\) \\\[call\\\]" } } */
