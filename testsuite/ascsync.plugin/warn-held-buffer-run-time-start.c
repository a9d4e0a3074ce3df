/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-imprecise" } */
/* A helper left out of line reads its buffers' addresses from the
   structure it is given, whose slots its caller lays out from a tile
   length known only at run time: each operand made from such an
   address is taken to lie in that buffer, by the layout assumption,
   and the plugin says so where it assumes it (class provenance, once
   per call), with the multiples of the tile length the buffer runs
   from and to in residue 0 of the slot rotation (a slot's bytes are
   twice the tile length: ib[0] from 0 to 2, ob[0] from 4 to 6).  */
struct tiles
{
  __ubuf__ half *ib[2], *ob[2];
};

static __attribute__ ((noinline)) void
run (const struct tiles *b, __gm__ half *x, __gm__ half *y, int n)
{
  for (int t = 0; t < n; t++)
    {
      copy_gm_to_ubuf (b->ib[t & 1], x + t * 128, 0, 1, 8, 0, 0); /* { dg-warning "write only the UB buffer whose start the object read holds, from 0 to 2 times a value known only at run time in the caller \\(the layout assumption\\)" } */
      vadds (b->ob[t & 1], b->ib[t & 1], (half) 2.0f, 1, 1, 1, 8, 8); /* { dg-warning "read only the UB buffer whose start the object read holds, from 0 to 2 times" } */
      copy_ubuf_to_gm (y + t * 128, b->ob[t & 1], 0, 1, 8, 0, 0); /* { dg-warning "read only the UB buffer whose start the object read holds, from 4 to 6 times" } */
    }
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int64_t tile, int n)
{
  if (tile <= 0 || tile > 4096 || tile % 128 != 0)
    return;
  uint64_t tb = (uint64_t) tile * sizeof (half);
  struct tiles b;
  for (int s = 0; s < 2; s++)
    {
      b.ib[s] = (__ubuf__ half *) get_imm (s * tb);
      b.ob[s] = (__ubuf__ half *) get_imm ((2 + s) * tb);
    }
  run (&b, x, y, n);
}
