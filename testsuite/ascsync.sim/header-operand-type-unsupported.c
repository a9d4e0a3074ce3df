/* { dg-do compile } */
/* An intrinsic given an operand of a type it has no variant for is an
   error at the call naming the intrinsic and the types it takes.  */

void
k (__ubuf__ double *d, __ubuf__ uint8_t *m)
{
  vadd (d, d, d, 1, 1, 1, 1, 8, 8, 8); /* { dg-error "'vadd' has variants for operands of half\\* float\\* int32_t\\* only" } */
  vexp (d, d, 1, 1, 1, 8, 8); /* { dg-error "'vexp' has variants for operands of half\\* float\\* only" } */
  vcmpv_eq (m, d, d, 1, 1, 1, 1, 8, 8, 8); /* { dg-error "'vcmpv_eq' has variants for operands of half\\* float\\* only" } */
}
