/* { dg-do compile } */
/* { dg-options "-O2 -x c++" } */
/* In C++ the typed intrinsics are inline wrappers of cce.h (one line
   of intrinsics.def each): a warning at such a call points at the
   user's line, not into the header, and names the functions it was
   inlined from.  */
static inline void
scale (__ubuf__ half *a)
{
  vadds (a, a, (half) 1.0f, 1, 1, 1, 8, 8); /* { dg-warning "where .vadds. operand .src. points in UB is not known" } */
}

void
k (__gm__ half *x, int s)
{
  __ubuf__ half *a = (__ubuf__ half *) (long) s;
  vmuls (a, a, (half) 2.0f, 1, 1, 1, 8, 8); /* { dg-warning "where .vmuls. operand .src. points in UB is not known" } */
  scale (a);
}
