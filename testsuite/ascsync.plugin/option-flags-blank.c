/* { dg-do compile } */
/* { dg-options "{-fplugin-arg-ascsync-flags= 4}" } */
/* A number with a leading blank (or a sign) is an error: values are
   plain decimal digits.  */
int x;
/* { dg-error "bad value . 4. for .flags.: valid values are 1 to 8" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
