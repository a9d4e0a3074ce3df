/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-mode=fast" } */
/* mode is keep, strip or off.  */
int x;
/* { dg-error "bad value .fast. for .mode.: valid values are keep, strip, off" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
