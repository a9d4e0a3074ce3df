/* { dg-do compile } */
/* Calling a variant 910A does not have is a compile-time error.  */

void
k (int32_t *a)
{
  vexp (a, a, 1, 1, 1, 8, 8); /* { dg-error "'vexp' has no s32 variant" } */
}
