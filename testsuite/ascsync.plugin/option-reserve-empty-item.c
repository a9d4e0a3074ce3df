/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-reserve=3," } */
/* A reserve list with an empty item (here after a trailing comma) is
   an error.  */
int x;
/* { dg-error "bad value .3,. for .reserve.: valid values are" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
