/* { dg-do compile } */
/* { dg-options "-O2" } */
/* A call of a function of another unit that does not return: fenced
   before it; nothing runs after it, so nothing goes there (the fence
   after such a call, which has no successor edge, was an internal
   compiler error).  */
__attribute__ ((noreturn)) void fatal (int code);

void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  if (n < 0)
    fatal (n); /* { dg-warning ".fatal. may issue pipe work" } */
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}
