/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-mode=keep -fplugin-arg-ascsync-mode=keep" } */
/* An option given twice is an error, even with the same value.  */
int x;
/* { dg-error "option .mode. given more than once .*mode=keep.*mode=keep.*: give each option once" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
