/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-emit=batched" } */
/* emit is runs or calls.  */
int x;
/* { dg-error "bad value .batched. for .emit.: valid values are runs, calls" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
