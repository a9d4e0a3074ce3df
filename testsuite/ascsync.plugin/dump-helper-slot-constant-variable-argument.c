/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops" } */
/* A helper not inlined at -O0 writes the slot its parameter names,
   "get_imm (0x1000 + S * 0x400)"; its one call passes a variable that
   holds a constant, "int s = 1; fill (x, s)".  At -O0 GCC keeps the
   constant in an assignment of its own, and the caller is compiled after
   the helper, so its arguments are read as they stand: the variable's
   constant gives the parameter its range, and the helper writes slot 1,
   not all of UB.  */
static void
fill (__gm__ half *y, int s)
{
  __ubuf__ half *dst = (__ubuf__ half *) get_imm (0x1000 + s * 0x400);
  vector_dup (dst, (half) 1.0f, 4, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, dst, 0, 1, 32, 0, 0);
}

__global__ __aicore__ void
k (__gm__ half *y)
{
  int s = 1;
  fill (y, s);
}
/* { dg-final { scan-ascsync-dump "op vector_dup pipe=V W:UB\\\[\\+0x1400\\.\\.0x1800\\)" } } */
