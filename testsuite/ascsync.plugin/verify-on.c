/* { dg-do compile } */
/* { dg-options "-O2 -fdump-passes" } */
/* By default (verify=1) both halves of the check are registered:
   GCC's list of passes (-fdump-passes) holds "*ascsync_record" and
   "*ascsync_verify" (verify-off.c: verify=0 holds neither).  */
void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  copy_gm_to_ubuf (b, y, 0, 1, 8, 0, 0);
}
/* { dg-message "tree-\\*ascsync_record +: +ON" "" { target *-*-* } 0 } */
/* { dg-message "rtl-\\*ascsync_verify +: +ON" "" { target *-*-* } 0 } */
/* { dg-message " : +O(N|FF)" "the rest of the list" { target *-*-* } 0 } */
