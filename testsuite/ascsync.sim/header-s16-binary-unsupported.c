/* { dg-do compile } */
/* The 910A has no int16 variants of the binary vector intrinsics (CCE
   offers them on c220 only): vadd, vsub, vmul, vmax and vmin on int16_t
   operands are compile-time errors naming the missing variant, while
   vector_dup, which 910A has for int16, compiles.  */

void
k (__ubuf__ int16_t *a)
{
  vadd (a, a, a, 1, 1, 1, 1, 8, 8, 8); /* { dg-error "'vadd' has no s16 variant" } */
  vsub (a, a, a, 1, 1, 1, 1, 8, 8, 8); /* { dg-error "'vsub' has no s16 variant" } */
  vmul (a, a, a, 1, 1, 1, 1, 8, 8, 8); /* { dg-error "'vmul' has no s16 variant" } */
  vmax (a, a, a, 1, 1, 1, 1, 8, 8, 8); /* { dg-error "'vmax' has no s16 variant" } */
  vmin (a, a, a, 1, 1, 1, 1, 8, 8, 8); /* { dg-error "'vmin' has no s16 variant" } */
  vector_dup (a, (int16_t) 3, 1, 1, 1, 8, 8);
}
