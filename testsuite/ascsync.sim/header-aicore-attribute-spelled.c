/* { dg-do compile } */
/* The vendor compiler's "[aicore]" attribute written in the source is
   an error that names it and says what to write instead; GCC alone
   stopped at the "[" with only a syntax error, which still follows.
   (cce.h takes the identifier aicore for this.)  */
[aicore] void k (void) { }  /* { dg-error "the \\\[aicore\\\] attribute of the vendor compiler is not C or C\\+\\+" } */
/* { dg-error "before .\\\[. token" "GCC's own" { target *-*-* } 6 } */
