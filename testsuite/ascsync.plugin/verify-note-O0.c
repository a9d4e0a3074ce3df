/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-verify=note" } */
/* At -O0 too, the RTL check runs (before *free_cfg) on a function with pipe
   intrinsics and, with verify=note, says how many calls it verified;
   a function without intrinsics gets no note.  */
void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  vadds (b, a, 1.0, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, b, 0, 1, 8, 0, 0);
}

int
plain (int z)
{
  return z + 1;
}
/* { dg-note "RTL check of .k.: final order of \[1-9\]\[0-9\]* pipe and sync calls in 1 blocks verified" "" { target *-*-* } 7 } */
