/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-structured-max=many" } */
/* structured-max must be a number of operations, 0 to 100000.  */
int x;
/* { dg-error "bad value .many. for .structured-max.: valid values are 0 to 100000" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
