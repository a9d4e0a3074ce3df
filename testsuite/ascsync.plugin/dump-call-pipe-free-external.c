/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* A kernel calls EXT, defined in another unit and declared
   ASCSYNC_PIPE_FREE: it issues no pipe work, so its call gets no fence
   and no warning (it is still a scalar access: it may touch UB and GM
   through its pointer).  Twin: dump-call-external-barrier-all.c.  */
void ext (__ubuf__ half *p) ASCSYNC_PIPE_FREE;

void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  ext (a);
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}
/* { dg-final { scan-ascsync-dump "op1 line \[0-9\]+ op scalar-call pipe=S" } } */
/* { dg-final { scan-ascsync-dump-not "\\\[call\\\]" } } */
