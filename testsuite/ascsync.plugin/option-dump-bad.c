/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-dump=stages" } */
/* dump takes no value or "all".  */
int x;
/* { dg-error "bad value .stages. for .dump." "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
