/* { dg-do run } */
/* Planner unit test, slot rotations whose periods are not powers of
   two (triple buffering).  First, for 20000 random pairs of accesses,
   each rotating over a period of 2, 3, 4, 6 or 8 slots of loop 0 (or
   not rotating), drawn from three 0x100-byte buffers so that a
   rotation may reuse a buffer within its period, sync_ops_conflict_dist
   and sync_ops_min_dist are compared with the slots themselves over
   48 iterations (twice the lcm of every two periods): a distance called
   conflict-free at which two slots meet is a failure, and so is a
   smallest distance other than the one found (capped at SYNC_MAXK).
   Then a triple-buffered loop -- load into slot T mod 3, a vector op
   from that slot into an output slot T mod 3, a store of it -- is
   planned and checked on every path of up to 5 iterations (the
   buffers are reused three iterations on): its V -> MTE2 and MTE3 -> V
   pairs rotate over 3 ids.  Last, the same loop rotating over 3 slots
   of only 2 buffers (T mod 3 = 2 reuses the first): the distance is 1,
   and the plan is checked the same way.  */
#define UT_VISITS 6
#include "unit-support.h"

static uint32_t seed = 4242;

/* The next pseudo-random number below N (a fixed sequence).  */
static unsigned
rnd (unsigned n)
{
  seed = seed * 1103515245u + 12345u;
  return (seed >> 16) % n;
}

/* Make access A rotate over K slots of loop 0 (K 0: not rotating, the
   union of the three buffers), slot R in buffer BUF[R].  */
static void
rotate (struct sync_access *a, int k, const int *buf)
{
  a->exact = 0;
  a->space = ASC_SPACE_UB;
  a->pk = k;
  a->ploop = 0;
  a->lo = k ? UINT64_MAX : 0;
  a->hi = k ? 0 : 0x300;
  for (int r = 0; r < k; r++)
    {
      a->plo[r] = 0x100 * (uint64_t) buf[r];
      a->phi[r] = a->plo[r] + 0x100;
      a->lo = a->plo[r] < a->lo ? a->plo[r] : a->lo;
      a->hi = a->phi[r] > a->hi ? a->phi[r] : a->hi;
    }
}

/* The buffer access A (see rotate) covers in iteration T.  */
static int
slot_at (const struct sync_access *a, int t, int which)
{
  if (!a->pk)
    return -1;                  /* every buffer */
  return (int) (a->plo[t % a->pk] / 0x100) == which;
}

/* Whether A in iteration T and B in iteration T + D share a buffer.  */
static int
meet (const struct sync_access *a, const struct sync_access *b, int t, int d)
{
  for (int x = 0; x < 3; x++)
    if (slot_at (a, t, x) != 0 && slot_at (b, t + d, x) != 0)
      return 1;
  return 0;
}

/* Part one: returns the failures.  */
static int
random_distances (void)
{
  static const int periods[] = { 0, 2, 3, 4, 6, 8 };
  int fails = 0, apart = 0;
  for (int n = 0; n < 20000; n++)
    {
      struct sync_op a, b;
      memset (&a, 0, sizeof a);
      memset (&b, 0, sizeof b);
      a.naccess = b.naccess = 1;
      int ka = periods[rnd (6)], kb = periods[rnd (6)];
      int bufa[SYNC_MAXK], bufb[SYNC_MAXK];
      for (int r = 0; r < SYNC_MAXK; r++)
        {
          bufa[r] = rnd (3);
          bufb[r] = rnd (3);
        }
      rotate (&a.acc[0], ka, bufa);
      rotate (&b.acc[0], kb, bufb);
      a.acc[0].write = 1;
      int want = 0;
      for (int d = 1; d <= 48; d++)
        {
          int any = 0;
          for (int t = 0; t < 48 && !any; t++)
            any = meet (&a.acc[0], &b.acc[0], t, d);
          int said = sync_ops_conflict_dist (&a, &b, 0, d);
          if (any && !said)
            {
              printf ("FAIL: periods %d and %d meet at distance %d, called "
                      "apart\n", ka, kb, d);
              fails++;
            }
          apart += !said;
          if (any && !want)
            want = d;
        }
      if (want > SYNC_MAXK)
        want = SYNC_MAXK;
      int got = sync_ops_min_dist (&a, &b, 0);
      if (got != want)
        {
          printf ("FAIL: periods %d and %d: smallest distance %d, said %d\n",
                  ka, kb, want, got);
          fails++;
        }
    }
  printf ("distances: %d called apart\n", apart);
  return fails + (apart < 20000);
}

/* Part two and three: the loop with its output and input slots in
   buffers IN[T mod 3] and OUT[T mod 3]; *ROT3 gets the insertions
   rotating over 3 ids.  Returns the failures.  */
static int
triple (const char *name, const int *in, int *rot3)
{
  static const int out[] = { 4, 5, 6 };
  struct ut u;
  struct sync_options opts;
  sync_options_default (&opts);
  ut_init (&u, name, 3);
  ut_edge (&u, 0, 1);
  ut_edge (&u, 1, 1);
  ut_edge (&u, 1, 2);
  ut_exit (&u, 2);
  int ld = ut_load (&u, 1, 0x0);
  int v = ut_vec (&u, 1, 0x0, 0x400);
  int st = ut_store (&u, 1, 0x400);
  rotate (&u.ops[ld].acc[1], 3, in);
  rotate (&u.ops[v].acc[0], 3, in);
  rotate (&u.ops[v].acc[1], 3, out);
  rotate (&u.ops[st].acc[0], 3, out);
  u.ops[ld].acc[1].write = u.ops[v].acc[1].write = 1;
  ut_finish (&u);
  struct sync_plan plan;
  int fails = ut_run (&u, 1, &opts, &plan);
  *rot3 = 0;
  for (int i = 0; i < plan.n; i++)
    *rot3 += plan.v[i].rot == 3;
  sync_plan_release (&plan);
  return fails;
}

int
main (void)
{
  int fails = random_distances ();
  static const int three[] = { 0, 1, 2 }, two[] = { 0, 1, 0 };
  int r3, r2;
  fails += triple ("three_buffers", three, &r3);
  fails += triple ("two_buffers", two, &r2);
  printf ("rotating over 3 ids: %d insertions with three buffers\n", r3);
  fails += r3 == 0;
  return ut_verdict ("unit-kslot-rotations", fails);
}
/* { dg-final { output-contains "three_buffers: checked \[0-9\]+ paths: 0 violations" } } */
/* { dg-final { output-contains "two_buffers: checked \[0-9\]+ paths: 0 violations" } } */
/* { dg-final { output-contains "unit-kslot-rotations: PASS" } } */
