/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-warn" } */
/* warn needs a value.  */
int x;
/* { dg-error "option .warn. needs a value: comma-separated CLASS, no-CLASS, error:CLASS, all or none" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
