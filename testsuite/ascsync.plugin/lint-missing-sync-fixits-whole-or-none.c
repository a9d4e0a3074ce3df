/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-mode=lint -fdiagnostics-parseable-fixits" } */
/* Mode lint: a double-buffered tile worked in place, its hand-written
   sync on every pipe pair but MTE2 -> V.  Keep mode adds that pair with
   what makes its flag safe to set again each tile (primes before the
   loop, an acknowledgement pair); a fix-it gives none of that, and the
   source patched with the one pair a hint can give hangs
   (flag-already-set).  So lint warns, offers no fix-it for the
   function, and says why.  */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y) /* { dg-note "no fix-its for .k.: the sync it needs has parts a hint does not give" } */
{
  __ubuf__ half *tmp = (__ubuf__ half *) get_imm (0x4000);
  set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID1);
  for (int t = 0; t < 8; t++)
    {
      int s = t & 1;
      event_t ev = (event_t) s;
      __ubuf__ half *a = (__ubuf__ half *) get_imm (s * 0x400);
      wait_flag (PIPE_MTE3, PIPE_MTE2, ev);
      copy_gm_to_ubuf (a, x + t * 512, 0, 1, 32, 0, 0);
      vmuls (tmp, a, (half) 2.0f, 4, 1, 1, 8, 8); /* { dg-warning ".vmuls. on PIPE_V may read memory before the write of .copy_gm_to_ubuf. on PIPE_MTE2\[^\n\]*\\\[-fplugin-arg-ascsync-warn=missing-sync\\\]" } */
      pipe_barrier (PIPE_V);
      vadd (a, a, tmp, 4, 1, 1, 1, 8, 8, 8);
      set_flag (PIPE_V, PIPE_MTE3, ev);
      wait_flag (PIPE_V, PIPE_MTE3, ev);
      copy_ubuf_to_gm (y + t * 512, a, 0, 1, 32, 0, 0);
      set_flag (PIPE_MTE3, PIPE_MTE2, ev);
    }
  wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID1);
}
/* The scratch tile TMP the next tile's vmuls writes is read by this
   tile's vadd on the same pipe: that one wants a barrier.  */
/* { dg-warning ".vmuls. on PIPE_V may read memory before the write of .vadd. on PIPE_V\[^\n\]*\\\[-fplugin-arg-ascsync-warn=missing-sync\\\]" "" { target *-*-* } 24 } */
/* { dg-final { fixit-not-contains {set_flag|wait_flag|pipe_barrier} } } */
