/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-warn=no-opaque-cal" } */
/* An unknown warning class is an error that suggests the nearest class
   name and lists them all.  */
int x;
/* { dg-error "bad value .no-opaque-cal. for .warn.: unknown warning class .opaque-cal.; did you mean .opaque-call.\\? \\(the classes are imprecise, provenance, opaque-call, pipe-free, control-flow, fallback, lto, missing-sync, redundant-sync, unbalanced-flag, bad-event-id, barrier-s, comdat-calls\\)" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
