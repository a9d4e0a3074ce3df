/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-dump=ops,ops" } */
/* A dump stage named twice is an error.  */
int x;
/* { dg-error "bad value .ops,ops. for .dump.: valid values are" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
