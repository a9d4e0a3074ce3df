/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-layout=maybe" } */
/* A bad value for layout is an error that lists the valid ones.  */
int x;
/* { dg-error "bad value .maybe. for .layout.: valid values are yes, no" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
