/* { dg-do compile } */
/* { dg-options "--no-plugin -O2 -Wall -Wextra" } */
/* ASCSYNC_PIPE_FREE (cce.h) expands to the plugin's attribute only
   when the plugin is loaded: without it a kernel that uses the mark
   compiles as before, without a warning about an unknown attribute.  */
void ext_log (int row) ASCSYNC_PIPE_FREE;
typedef void row_fn (int) ASCSYNC_PIPE_FREE;
row_fn *volatile hook;

void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  ext_log (0);
  hook (1);
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}
