/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-verify=perturb" } */
/* Negative test of the RTL check: verify=perturb swaps the first two
   distinct recorded calls (the two independent loads), so the final
   code, which keeps the planned order, disagrees with the record and the
   check must fail at the call that "moved".  */
void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  copy_gm_to_ubuf (b, y, 0, 1, 8, 0, 0); /* { dg-error "RTL check: call to .asc_copy_gm_to_ubuf. moved: it follows the call to .asc_copy_gm_to_ubuf. of line 12" } */
}
