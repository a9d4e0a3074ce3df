/* { dg-do compile } */
/* { dg-options "-x c++ -O0" } */
/* At -O0 a C++ destructor is called through its complete-object
   variant, an alias of the base-object one GCC emits in this unit: the
   plugin follows the alias to the body it can see, so the call is not
   taken for one into another unit (no fence, no warning).  The
   destructor's call on the exception path makes control flow
   abnormal.  */
struct counter
{
  int *n;
  ~counter () { ++*n; }
};

void
k (__gm__ half *x, __gm__ half *y, int *count) /* { dg-warning "abnormal control flow" } */
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  {
    counter c = { count };
    copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  } /* { dg-bogus "may issue pipe work" } */
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}
