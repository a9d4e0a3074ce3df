/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* A kernel calls a logger through a pointer whose function type is
   declared ASCSYNC_PIPE_FREE: whatever function it points to issues no
   pipe work, so the indirect call gets no fence and no warning (it is
   still a scalar access: a function that is not const may touch any
   memory).  Twin: run-call-indirect.c.  */
typedef void log_fn (int) ASCSYNC_PIPE_FREE;
log_fn *volatile logger;

void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  logger (1);
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}
/* { dg-final { scan-ascsync-dump "op1 line \[0-9\]+ op scalar-call pipe=S" } } */
/* { dg-final { scan-ascsync-dump-not "\\\[call\\\]" } } */
