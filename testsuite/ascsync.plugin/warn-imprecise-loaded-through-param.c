/* { dg-do compile } */
/* { dg-options "-O2" } */
/* A helper given a structure of slot addresses reads each address from
   memory through its pointer parameter at a place its calls cannot
   tell (an index counted by its own loop, not a function of a
   parameter): the warning names the parameter and says what to do.
   (At a place that is a function of a parameter, the calls place the
   access: warn-loaded-through-param-placed.c.)  The kernel fills the
   structure with addresses offset by its argument OFF, a value no one
   knows at compile time, so what the object holds is not known in the
   helper (else gimple_entry.cc reads it), nor in the kernel.  */
struct bufs
{
  __ubuf__ half *in[2];
};

__attribute__ ((noinline)) static void
tile (struct bufs *b, int n)
{
  for (int i = 0; i < n; i++)
    vadds (b->in[i & 1], b->in[i & 1], 1.0, 1, 1, 1, 8, 8); /* { dg-warning "where .vadds. operand .(src|dst). points in UB is not known .its address is read from memory through the parameter .b., which the plugin does not follow.: it is taken to (read|write) any byte of UB, which orders it against every access of that space; inline the function \\(.always_inline.\\) or pass the address as an argument \\\[-fplugin-arg-ascsync-warn=imprecise\\\]" } */
}

__global__ __aicore__ void
k (__gm__ half *x, int n, int off)
{
  struct bufs b;
  for (int s = 0; s < 2; s++)
    b.in[s] = (__ubuf__ half *) get_imm (s * 0x100 + off);
  for (int t = 0; t < 4; t++)
    {
      copy_gm_to_ubuf (b.in[t & 1], x + t * 128, 0, 1, 8, 0, 0); /* { dg-warning "points in UB is not known" } */
      tile (&b, n);
    }
}
