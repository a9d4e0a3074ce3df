/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-mode=keep -fplugin-arg-ascsync-mode=strip" } */
/* An option given twice with different values is an error (the later
   one used to win silently).  */
int x;
/* { dg-error "option .mode. given more than once .*mode=keep.*mode=strip.*: give each option once" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
