/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-provenance" } */
/* A helper reads its slot's address through its pointer parameter at
   a place that is a function of its slot parameter: within the helper
   the access is any byte of UB, which the warning says, and that each
   call places it from what the object it passes holds (as
   dump-loaded-through-param.c shows).
   The kernel fills the structure with addresses offset by its
   argument OFF, a value no one knows at compile time, so what the
   object holds is not known in the helper (else gimple_entry.cc reads
   it).  */
struct bufs
{
  __ubuf__ half *in[2];
};

__attribute__ ((noinline)) static void
tile (const struct bufs *b, int s)
{
  vadds (b->in[s & 1], b->in[s & 1], 1.0, 1, 1, 1, 8, 8); /* { dg-warning ".vadds. operand .(src|dst). is read from memory through the parameter .b.: within this function it is taken to (read|write) any byte of UB, which orders it against every access of that space here; each call places it from what the object it passes holds \\\[-fplugin-arg-ascsync-warn=imprecise\\\]" } */
}

__global__ __aicore__ void
k (__gm__ half *x, int off)
{
  struct bufs b;
  for (int s = 0; s < 2; s++)
    b.in[s] = (__ubuf__ half *) get_imm (s * 0x100 + off);
  for (int t = 0; t < 4; t++)
    {
      copy_gm_to_ubuf (b.in[t & 1], x + t * 128, 0, 1, 8, 0, 0); /* { dg-warning "points in UB is not known" } */
      tile (&b, t);
    }
}
