/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-verify=perturb -fplugin-arg-ascsync-verify=0" } */
/* verify=0 (the last value given wins) registers no check: the
   perturbed record of verify-perturb.c would make it fail, so any error
   here means the check still ran.  */
void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  copy_gm_to_ubuf (b, y, 0, 1, 8, 0, 0);
}
