/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* A vector op per 128-element chunk of a row (inner loop, at most 4
   chunks) in a loop over the rows, rows 1024 elements apart.  Each
   instance writes its own bytes; so does each row's run of the inner
   loop, whose chunks span 1024 of the row's 2048 bytes: the access has
   an iteration form in the row loop too (+2048 bytes a row, 0x400 bytes
   a row), and no instance of one row meets one of another.  No V
   barrier, neither in the chunk loop nor once a row.  */
void
k (__gm__ half *x, int nk, int nj)
{
  __ubuf__ half *p = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *q = (__ubuf__ half *) get_imm (0x8000);
  if (nk > 8)
    nk = 8;
  if (nj > 4)
    nj = 4;
  copy_gm_to_ubuf (q, x, 0, 1, 512, 0, 0);
  for (int k = 0; k < nk; k++)
    for (int j = 0; j < nj; j++)
      vadds (p + k * 1024 + j * 128, q + j * 128, (half) 1.0f, 1, 1, 1, 8,
             8);
}
/* { dg-final { scan-ascsync-dump "op vadds \[^\\n\]* W:UB\[^\\n\]*\\{L\[0-9\]+,\\+256/it,b\[0-9\]+,0x0\\.\\.0x100\\}\\{L\[0-9\]+,\\+2048/it,b\[0-9\]+,0x0\\.\\.0x400\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(V\\)" } } */
