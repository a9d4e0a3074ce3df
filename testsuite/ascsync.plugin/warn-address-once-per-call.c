/* { dg-do compile } */
/* { dg-options "-O2" } */
/* The warnings for an address the plugin cannot bound come once per
   call site (GCC's unrolled copies of the loop at line 28 share its
   location) and once per inlined copy of a helper, in its "inlined
   from" context (dg.exp removes every matching message of a line, so
   these counts show in the log, not as separate results); none for an
   access that covers all of UB from a known address (line 31), and an
   offset from get_imm without a bound (line 33) is told apart from an
   address not traced at all.  */
__attribute__ ((noinline)) static __ubuf__ half *
pick (int i)
{
  return (__ubuf__ half *) get_imm ((uint64_t) i * 0x1000);
}

static inline void
twice (__ubuf__ half *a)
{
  vadds (a, a, (half) 1.0f, 1, 1, 1, 8, 8); /* { dg-warning "where .vadds. operand .src. points in UB is not known .its address is not traced\[^\n\]* \\\[-fplugin-arg-ascsync-warn=imprecise\\\]" } */
}

void
k (__gm__ half *x, int s, int n)
{
  __ubuf__ half *a = pick (s);
  for (int i = 0; i < 2; i++)
    vadds (a, a, (half) 2.0f, 1, 1, 1, 8, 8); /* { dg-warning "where .vadds. operand .src. points in UB is not known" } */
  twice (a);
  twice (a);
  copy_gm_to_ubuf ((__ubuf__ half *) get_imm (0), x, 0, 1, 8192, 0, 0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0) + n;
  vadds (b, b, (half) 3.0f, 1, 1, 1, 8, 8); /* { dg-warning "its offset from get_imm has no bound the plugin can find" } */
}
