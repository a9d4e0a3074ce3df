/* The lower bound's invariant the simulator checks on every block
   (asc_ideal_bound_violation, called by the launch for each block; a
   violation stops the run with "ascsim: internal error: ..." and exit
   status 3): ideal may not exceed barrier-all, nor, in a block the
   checker found clean, the written time.  A block with findings may be
   faster as written than ideal (its sync is missing), and equal times
   are fine.  */
/* { dg-do run } */
#include "timing-test.h"

/* Check the verdict on (WRITTEN, BARRIER_ALL, IDEAL) and CLEAN, and the
   message when there is one.  */
static void
verdict (uint64_t written, uint64_t barrier_all, uint64_t ideal, int clean,
         int want, const char *want_msg)
{
  uint64_t c[ASCSIM_NMODES];
  char msg[128] = "", what[256];
  c[ASCSIM_MODE_WRITTEN] = written;
  c[ASCSIM_MODE_BARRIER_ALL] = barrier_all;
  c[ASCSIM_MODE_IDEAL] = ideal;
  int got = asc_ideal_bound_violation (c, clean, msg, sizeof msg);
  snprintf (what, sizeof what, "written %llu, barrier-all %llu, ideal %llu,"
            " %s: %s", (unsigned long long) written,
            (unsigned long long) barrier_all, (unsigned long long) ideal,
            clean ? "clean" : "with findings",
            want ? "violation" : "holds");
  tt_assert (what, got == want);
  if (want_msg)
    {
      snprintf (what, sizeof what, "message \"%s\"", msg);
      tt_assert (what, strcmp (msg, want_msg) == 0);
    }
}

int
main (void)
{
  verdict (100, 200, 90, 1, 0, NULL);
  verdict (100, 200, 100, 1, 0, NULL);
  verdict (100, 200, 101, 1, 1, "ideal 101 exceeds written 100");
  verdict (100, 200, 101, 0, 0, NULL);
  verdict (300, 200, 201, 1, 1, "ideal 201 exceeds barrier_all 200");
  verdict (300, 200, 201, 0, 1, "ideal 201 exceeds barrier_all 200");
  return tt_failures != 0;
}

/* { dg-final { output-not-contains "FAIL" } } */
/* { dg-final { output-contains {ok: written 100, barrier-all 200, ideal 101, clean: violation} } } */
/* { dg-final { output-contains {ok: written 100, barrier-all 200, ideal 101, with findings: holds} } } */
