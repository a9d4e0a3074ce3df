/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-dump=deps,stages" } */
/* dump takes no value, "all", or a comma-separated list of stage
   names; an unknown name is an error that lists the valid ones.  */
int x;
/* { dg-error "bad value .deps,stages. for .dump.: valid values are all \\(or no value\\) or a comma-separated list of ops, deps, virtual, redundancy, alloc, plan" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
