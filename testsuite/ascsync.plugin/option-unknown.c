/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-bogus" } */
/* An unknown plugin argument is an error that lists the valid ones.  */
int x;
/* { dg-error "unknown option .bogus.: valid options are flags, target, reserve, mode, layout, gm-distinct, comdat-calls, split, structured-max, inline, threading, split-paths, row-guards, emit, dump, summary, help, verify" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
