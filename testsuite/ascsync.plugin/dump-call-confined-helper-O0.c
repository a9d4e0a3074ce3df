/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump" } */
/* A helper of the unit that computes the vector mask from its argument
   touches no memory but its own frame: at -O0, where it stays out of
   line, its call is not a scalar access of all of UB and GM, so the
   vector op after it does not wait for the load through the scalar
   unit.  Twin: dump-call-global-pointer-helper-O0.c.  */
static void
mask_first (unsigned n)
{
  unsigned long long lo = n >= 64 ? ~0ull : (1ull << n) - 1;
  unsigned long long hi = n > 64 ? (1ull << (n - 64)) - 1 : 0;
  set_vector_mask (hi, lo);
}

void
k (__gm__ half *x, __gm__ half *y, unsigned n)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  mask_first (n);
  vadds (a, a, 1.0, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}
/* { dg-final { scan-ascsync-dump "op0 line 20 op copy_gm_to_ubuf" } } */
/* { dg-final { scan-ascsync-dump "op1 line 22 op vadds" } } */
/* { dg-final { scan-ascsync-dump-not "scalar-call" } } */
