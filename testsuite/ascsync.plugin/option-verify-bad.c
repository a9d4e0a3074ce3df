/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-verify=2" } */
/* verify is 0, 1, note or perturb; a bad value lists them.  */
int x;
/* { dg-error "bad value .2. for .verify.: valid values are 0, 1, note, perturb" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
