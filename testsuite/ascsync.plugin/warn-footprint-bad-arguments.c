/* { dg-do compile } */
/* { dg-options "-O2" } */
/* An intrinsic whose footprint the table cannot compute from its
   arguments (a pad mode the simulator does not model) gets a warning at
   its line with the table's reason, and every operand is taken as its
   whole memory space.  */
void
k (__gm__ half *x)
{
  __cbuf__ half *l1 = (__cbuf__ half *) get_imm (0);
  copy_gm_to_cbuf (l1, x, 0, 1, 8, 0, 0, PAD_MODE1); /* { dg-warning "the footprint of .copy_gm_to_cbuf. cannot be computed from the values its arguments may take \\(padMode other than PAD_NONE is not supported\\)\[^\n\]* \\\[-fplugin-arg-ascsync-warn=imprecise\\\]" } */
}
