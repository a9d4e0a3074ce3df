/* { dg-do compile } */
/* { dg-options "-O2 -fno-diagnostics-show-option" } */
/* -fno-diagnostics-show-option leaves the class tag out, as it leaves
   out GCC's own [-Wfoo]: the message ends the line.  */
void ext_step (int t);

void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  ext_step (1); /* { dg-warning ".ext_step. may issue pipe work\[^\n\]* declare it .ASCSYNC_PIPE_FREE.(\n|$)" } */
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}
