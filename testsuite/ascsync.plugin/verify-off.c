/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-verify=0 -fdump-passes" } */
/* verify=0 registers no check: GCC's list of passes (-fdump-passes)
   holds the ascsync pass but neither half of the check,
   "*ascsync_record" and "*ascsync_verify" (the default lists both, see
   verify-on.c).  */
void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  copy_gm_to_ubuf (b, y, 0, 1, 8, 0, 0);
}
/* { dg-bogus "ascsync_(record|verify)" "" { target *-*-* } 0 } */
/* { dg-message "tree-ascsync +: +ON" "" { target *-*-* } 0 } */
/* { dg-message " : +O(N|FF)" "the rest of the list" { target *-*-* } 0 } */
