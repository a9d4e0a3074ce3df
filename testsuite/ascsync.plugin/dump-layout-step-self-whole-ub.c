/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps,plan" } */
/* As dump-layout-step-self.c, the rows' buffer reaching the end of UB
   (no buffer after it): the layout assumption bounds COLS * 2 by
   0x3f000, over 129000 values, more than are checked one by one.  But
   a count of (uint8_t) (COLS / 128) repeats covers at most 255 * 256
   bytes, so every step from 65280 bytes up holds a row whatever COLS
   is: only the steps below are checked, the rows are disjoint and no
   pipe_barrier (V) runs between them.  */
void
k (int cols, int rows)
{
  __ubuf__ half *w = (__ubuf__ half *) get_imm (0x1000);
  for (int i = 0; i < rows; i++)
    vadds (w + i * cols, w + i * cols, (half) 1.0f, (uint8_t) (cols / 128),
           1, 1, 8, 8);
}
/* { dg-final { scan-ascsync-dump "op vadds pipe=V R:UB\[^ \]*\\{L\[0-9\]+,self\\} W:UB\[^ \]*\\{L\[0-9\]+,self\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(V\\)" } } */
