/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-summry" } */
/* An unknown option close to a valid one is an error that suggests
   it, and lists the valid options.  */
int x;
/* { dg-error "unknown option .summry.; did you mean .summary.\\? \\(valid options are flags, target, reserve, mode, layout, gm-distinct, comdat-calls, split, structured-max, inline, threading, split-paths, row-guards, emit, dump, summary, help, verify, warn, source, fixits\\)" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
