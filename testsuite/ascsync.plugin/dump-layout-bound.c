/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* A count bounded only by its type (the caller's) takes the layout
   bound: the load into the buffer at 0 ends at the next buffer start,
   0x8000, so it does not conflict with the vector op writing the
   buffer there and no MTE2 -> V flag orders them beyond the real
   dependence.  */
void
k (__gm__ half *x, long ntiles, unsigned short nblk)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x8000);
  for (long t = 0; t < ntiles; t++)
    {
      copy_gm_to_ubuf (a, x + t * 1024, 0, 1, nblk, 0, 0);
      vector_dup (b, (half) 0, 1, 1, 1, 8, 8);
    }
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\\\[arg0\[^ \]* W:UB\\\[\\+0x0\\.\\.0x8000\\)" } } */
/* { dg-final { scan-ascsync-dump-not "MTE2->V" } } */
