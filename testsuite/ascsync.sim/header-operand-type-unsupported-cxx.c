/* { dg-do compile } */
/* { dg-options "-x c++" } */
/* header-operand-type-unsupported.c in C++: the error is at the call,
   names the intrinsic, the types it takes and (as the template's first
   argument) the type given, not every overload of the header's inline
   wrapper.  int16_t, which the 910A's vadd has no variant for, too.  */

void
k (__ubuf__ double *d, __ubuf__ int16_t *s, __ubuf__ uint8_t *m)
{
  vadd (d, d, d, 1, 1, 1, 1, 8, 8, 8); /* { dg-error "asc_cxx_vadd<double, \[^\n\]*'vadd' has variants for operands of half\\* float\\* int32_t\\* only" } */
  vadd (s, s, s, 1, 1, 1, 1, 8, 8, 8); /* { dg-error "asc_cxx_vadd<short int, \[^\n\]*'vadd' has variants for operands of half\\* float\\* int32_t\\* only" } */
  vcmpv_eq (m, d, d, 1, 1, 1, 1, 8, 8, 8); /* { dg-error "asc_cxx_vcmpv_eq<unsigned char, double, \[^\n\]*'vcmpv_eq' has variants for operands of half\\* float\\* only \\(the second" } */
}
