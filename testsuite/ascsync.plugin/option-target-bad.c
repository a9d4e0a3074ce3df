/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-target=910b" } */
/* Only 910a is a valid target.  */
int x;
/* { dg-error "bad value .910b. for .target.: valid values are 910a" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
