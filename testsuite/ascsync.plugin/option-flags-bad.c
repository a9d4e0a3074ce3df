/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-flags=9" } */
/* flags must be 1 to 8.  */
int x;
/* { dg-error "bad value .9. for .flags.: valid values are 1 to 8" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
