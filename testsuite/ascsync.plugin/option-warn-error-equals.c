/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-warn=error=lto" } */
/* error=CLASS, which GCC passes to the plugin cut short (a second '='
   in a plugin argument costs its value a character), is an error saying
   to write error:CLASS.  */
int x;
/* { dg-error "bad value .error=lt. for .warn.: write .error:CLASS., not .error=CLASS." "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
