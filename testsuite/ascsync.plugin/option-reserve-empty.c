/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-reserve=" } */
/* An empty reserve list is an error, not "reserve nothing".  */
int x;
/* { dg-error "bad value .. for .reserve.: valid values are" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
