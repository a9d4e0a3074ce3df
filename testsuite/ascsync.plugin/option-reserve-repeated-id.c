/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-reserve=0,0" } */
/* A reserve list naming one id twice is an error.  */
int x;
/* { dg-error ".reserve. item .0. reserves an id an earlier item of .0,0. reserved already: give each id once" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
