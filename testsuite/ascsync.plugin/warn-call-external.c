/* { dg-do compile } */
/* { dg-options "-O2" } */
/* The warning at a call of a function of another unit made by device
   code: it names the function, says the call is fenced and how to do
   better.  Once per call site (the loop is unrolled).  */
void ext_step (int t);

void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  for (int t = 0; t < 2; t++)
    ext_step (t); /* { dg-warning "ascsync: .ext_step. may issue pipe work the plugin cannot see \\(it is not defined in this unit\\): its call is fenced with .pipe_barrier \\(PIPE_ALL\\). before and after; define it in this unit, or, if it issues no pipe work, declare it .ASCSYNC_PIPE_FREE." } */
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}
