/* { dg-do run } */
/* Unit test of sync_lc_valid (sync_points.c) for a loop-carried pair
   inside a pipelined loop's stage (SYNC_XSET_GUARDED).  The loop of
   ut_stage_loop, as in unit-cfg-runs-consecutive.c: header 1 (a load,
   run in every iteration), stage blocks 2 (a vector op) and 3 (a
   store), run where test t0 passes, latch 4, exit from 3 to 5.  A pair
   waiting before the vector op and set after the store runs in the
   stage's iterations only.  It is valid in that mode for a producer in
   the stage (the store: a set follows each of its runs), not for the
   load in the header, which also runs in the iterations before the
   stage (the first stage iteration's wait takes a prime that no set
   after those loads replaced: a race), and not in the ordinary mode
   (neither block runs in every iteration), nor in that mode without
   the test's label.  */
#include "unit-support.h"
#include "sync_place.h"

static int fails;

static void
expect (int got, int want, const char *what)
{
  printf ("%s: %d%s\n", what, got, got == want ? "" : " (WRONG)");
  fails += got != want;
}

int
main (void)
{
  for (int label = 1; label >= 0; label--)
    {
      struct ut u;
      ut_stage_loop (&u, "lc-valid-guarded");
      ut_load (&u, 0, 0x0);
      int ld = ut_load (&u, 1, 0x0);
      int v = ut_vec (&u, 2, 0x0, 0x1000);
      int st = ut_store (&u, 3, 0x1000);
      ut_vec (&u, 4, 0x2000, 0x3000);
      ut_vec (&u, 5, 0x2000, 0x3000);
      ut_finish (&u);
      if (label)
        ut_stage_label (&u);
      const struct sync_func *fn = &u.fn;
      int nb = fn->nblocks, parent[UT_MAXB], din[UT_MAXB], dout[UT_MAXB];
      for (int b = 0; b < nb; b++)
        parent[b] = fn->blocks[b].idom;
      sync_tree_intervals (nb, parent, din, dout);
      struct pctx c;
      memset (&c, 0, sizeof c);
      c.fn = fn;
      c.din = din;
      c.dout = dout;
      struct pt s = sync_pt_after (fn, st), w = sync_pt_before (fn, v);
      int sb = fn->ops[st].block, lb = fn->ops[ld].block;
      const char *tag = label ? "" : " (no label)";
      char what[128];
      snprintf (what, sizeof what, "store -> vector op in the stage%s", tag);
      expect (sync_lc_valid (&c, 0, s, w, sb, SYNC_XSET_GUARDED), label,
              what);
      snprintf (what, sizeof what, "load of every iteration -> vector op%s",
                tag);
      expect (sync_lc_valid (&c, 0, s, w, lb, SYNC_XSET_GUARDED), 0, what);
      snprintf (what, sizeof what, "ordinary mode%s", tag);
      expect (sync_lc_valid (&c, 0, s, w, sb, 0), 0, what);
      sync_func_release_index (&u.fn);
    }
  return ut_verdict ("unit-lc-valid-guarded-stage", fails);
}
/* { dg-final { output-contains "unit-lc-valid-guarded-stage: PASS" } } */
