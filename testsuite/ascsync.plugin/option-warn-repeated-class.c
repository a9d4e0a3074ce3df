/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-warn=lto,no-lto" } */
/* A warn list naming a class twice is an error: a later item silently
   overriding an earlier one hides mistakes in build flags.  */
int x;
/* { dg-error ".warn. names class .lto. more than once in .lto,no-lto.: give each class once" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
