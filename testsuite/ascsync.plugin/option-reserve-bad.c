/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-reserve=V:V:1" } */
/* A reserve item names two different pipes and an id 0..7.  */
int x;
/* { dg-error "bad value .V:V:1. for .reserve." "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
