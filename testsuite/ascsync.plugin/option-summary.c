/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-summary" } */
/* The summary note gives the counts of one function.  */
void
k (__gm__ half *x)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);	/* first op */
  vadds (a, a, 1.0, 1, 1, 1, 8, 8);
}
/* { dg-note "ascsync: .k.: 2 operations, 1 dependences, 1 .set_flag., 1 .wait_flag., 0 .pipe_barrier., 0 fallbacks, 1 pipe pairs" "" { target *-*-* } 5 } */
