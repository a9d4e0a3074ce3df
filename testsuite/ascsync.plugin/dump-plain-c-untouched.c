/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* A function without pipe intrinsics is not analysed or changed, even
   when it dereferences pointers.  */
int
sum (const int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i];
  return s;
}
/* { dg-final { scan-ascsync-dump-not "ascsync: function" } } */
/* { dg-final { scan-ascsync-dump-not "asc_set_flag|asc_wait_flag|asc_pipe_barrier" } } */
