/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops,plan" } */
/* A vector op per 128-element chunk (256 bytes) of 8 rows 1024 bytes
   apart, 4 chunks: the chunks of the rows interleave without meeting
   (4 * 256 <= 1024).  At -O0 the loop tests its counter at its start,
   so the test runs 5 times a run but the body, which the latch follows,
   only 4: counted as 5, the chunks would seem to reach into the next
   row and each would wait for the one before (a V barrier in the
   loop).  */
void
k (__gm__ half *x)
{
  __ubuf__ half *p = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *q = (__ubuf__ half *) get_imm (0x8000);
  copy_gm_to_ubuf (q, x, 0, 1, 256, 0, 0);
  for (int j = 0; j < 4; j++)
    vadds (p + j * 128, q + j * 128, (half) 1.0f, 8, 1, 1, 32, 32);
}
/* { dg-final { scan-ascsync-dump "op vadds \[^\\n\]* W:UB\[^\\n\]*\\{L\[0-9\]+,self\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(V\\)" } } */
