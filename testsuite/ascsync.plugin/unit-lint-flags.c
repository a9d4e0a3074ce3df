/* { dg-do run } */
/* Unit test of the flag check of hand-written sync (sync_lint.c,
   sync_check_hand_flags): a kernel's flags start clear; a wait that no
   path gives a pending set, a set of a flag still set on every path, a
   flag left set at a return on every path to it are found; the
   prefetch idiom (a set under "if (t + 1 < n)", its wait in the next
   iteration) and ids rotating with a loop are not; an early return
   joining the paths to the end does not hide a flag left set; a helper
   (not a kernel's entry) is not judged; the per-operation checks find
   an id beyond the target's range and pipe_barrier (PIPE_S); a wait
   the scalar unit satisfies only later in program order
   (sync_hand_wait_before_set) is found, and only that.

   Each case is one kernel shape; a wrong count is a missed hang or a
   false alarm on correct code.  */
#include "unit-support.h"

static int fails;

/* Append to U's block B a set or wait (KIND) of P -> Q with ids LO to
   HI.  */
static int
flag (struct ut *u, int b, enum sync_op_kind kind, int p, int q, int lo,
      int hi)
{
  int i = ut_op (u, b, kind, p, kind == SYNC_OP_SET ? "set_flag"
                                                    : "wait_flag");
  u->ops[i].tpipe = q;
  u->ops[i].ev_lo = lo;
  u->ops[i].ev_hi = hi;
  return i;
}

/* Check that U, a kernel's entry when ENTRY, has WANT findings of KIND
   (and no others when ONLY).  */
static void
expect (struct ut *u, int entry, enum sync_flag_finding_kind kind, int want,
        const char *what)
{
  struct sync_options opts;
  sync_options_default (&opts);
  struct sync_flag_finding *v;
  int n = sync_check_hand_flags (&u->fn, &opts, entry, &v);
  int got = 0;
  for (int k = 0; k < n; k++)
    got += v[k].kind == kind;
  free (v);
  int ok = got == want && n == want;
  printf ("%s: %d findings, %d of the kind%s\n", what, n, got,
          ok ? "" : " (WRONG)");
  fails += !ok;
}

/* The ping-pong loop: primes of ids 0 and 1 (block 0), in the loop
   (blocks 1, 2; back edge 2 -> 1) a wait and a set of id T & 1, the
   drains after it (block 3); DRAINS of the two.  */
static void
ping_pong (int drains)
{
  struct ut u;
  ut_loop (&u, "ping-pong");
  flag (&u, 0, SYNC_OP_SET, ASC_PIPE_V, ASC_PIPE_MTE2, 0, 0);
  flag (&u, 0, SYNC_OP_SET, ASC_PIPE_V, ASC_PIPE_MTE2, 1, 1);
  flag (&u, 1, SYNC_OP_WAIT, ASC_PIPE_V, ASC_PIPE_MTE2, 0, 1);
  ut_load (&u, 1, 0x0);
  ut_vec (&u, 2, 0x0, 0x1000);
  flag (&u, 2, SYNC_OP_SET, ASC_PIPE_V, ASC_PIPE_MTE2, 0, 1);
  for (int k = 0; k < drains; k++)
    flag (&u, 3, SYNC_OP_WAIT, ASC_PIPE_V, ASC_PIPE_MTE2, k, k);
  ut_finish (&u);
  expect (&u, 1, SYNC_FLAG_LEFT_SET, drains == 2 ? 0 : 1,
          drains == 2 ? "ping-pong, drained" : "ping-pong, one drain gone");
}

/* The prefetch idiom: set id 0 before the loop; in the loop (block 1)
   "if (t + 1 < n)" (block 2) sets the next tile's flag, then block 3
   waits for this tile's; back edge 3 -> 1, exit from 3 to block 4.
   The joins make "nothing pending" possible at the wait, on paths the
   program never takes: nothing is said.  With WRONG_PAIR the wait is
   of a pipe pair nothing sets.  */
static void
prefetch (int wrong_pair)
{
  struct ut u;
  ut_branch_loop (&u, "prefetch");
  flag (&u, 0, SYNC_OP_SET, ASC_PIPE_MTE2, ASC_PIPE_V, 0, 0);
  ut_op (&u, 1, SYNC_OP_PIPE, ASC_PIPE_S, "scalar");
  flag (&u, 2, SYNC_OP_SET, ASC_PIPE_MTE2, ASC_PIPE_V, 0, 1);
  flag (&u, 3, SYNC_OP_WAIT, ASC_PIPE_MTE2,
        wrong_pair ? ASC_PIPE_MTE3 : ASC_PIPE_V, 0, 1);
  ut_op (&u, 4, SYNC_OP_PIPE, ASC_PIPE_S, "scalar");
  ut_finish (&u);
  struct sync_options opts;
  sync_options_default (&opts);
  struct sync_flag_finding *v;
  int n = sync_check_hand_flags (&u.fn, &opts, 1, &v);
  /* The wrong pair: its wait hangs (and nothing runs after it).  */
  int ok = wrong_pair ? n == 1 && v[0].kind == SYNC_FLAG_WAIT_UNSET
                      : n == 0;
  free (v);
  printf ("%s: %d findings%s\n",
          wrong_pair ? "prefetch, the wait of another pair"
                     : "prefetch under a guard", n, ok ? "" : " (WRONG)");
  fails += !ok;
}

/* Straight-line constant ids: block 0 then block 1 (returning), and
   an early return from block 0 to block 2 joining the end when EARLY
   (block 1 -> 2, block 2 returns).  WHAT: 0 a set left set, 1 a set
   twice (then one wait), 2 a wait of an unset flag.  */
static void
straight (int what, int early)
{
  struct ut u;
  ut_init (&u, "straight", 3);
  ut_edge (&u, 0, 1);
  if (early)
    ut_edge (&u, 0, 2);
  ut_edge (&u, 1, 2);
  ut_exit (&u, 2);
  ut_op (&u, 0, SYNC_OP_PIPE, ASC_PIPE_S, "scalar");
  if (what != 2)
    flag (&u, 1, SYNC_OP_SET, ASC_PIPE_MTE2, ASC_PIPE_V, 0, 0);
  if (what == 1)
    flag (&u, 1, SYNC_OP_SET, ASC_PIPE_MTE2, ASC_PIPE_V, 0, 0);
  if (what >= 1)
    flag (&u, 1, SYNC_OP_WAIT, ASC_PIPE_MTE2, ASC_PIPE_V, 0, 0);
  ut_op (&u, 2, SYNC_OP_PIPE, ASC_PIPE_S, "scalar");
  ut_finish (&u);
  static const char *const names[][2] = {
    { "set left set", "set left set, early return" },
    { "set twice", "set twice, early return" },
    { "wait of an unset flag", "wait of an unset flag, early return" }
  };
  /* Set twice: the second set, then one wait leaves the flag set.  */
  if (what == 1)
    {
      struct sync_options opts;
      sync_options_default (&opts);
      struct sync_flag_finding *v;
      int n = sync_check_hand_flags (&u.fn, &opts, 1, &v);
      int ok = n == 2 && v[0].kind == SYNC_FLAG_SET_TWICE
               && v[1].kind == SYNC_FLAG_LEFT_SET;
      free (v);
      printf ("%s: %d findings%s\n", names[what][early], n,
              ok ? "" : " (WRONG)");
      fails += !ok;
      return;
    }
  expect (&u, 1, what == 0 ? SYNC_FLAG_LEFT_SET : SYNC_FLAG_WAIT_UNSET, 1,
          names[what][early]);
  /* A helper's flags are its caller's business.  */
  if (what == 0 && !early)
    expect (&u, 0, SYNC_FLAG_LEFT_SET, 0, "set left set in a helper");
}

/* One block: an id beyond the target's 4 and pipe_barrier (PIPE_S).  */
static void
per_operation (void)
{
  struct ut u;
  ut_init (&u, "per-operation", 1);
  ut_exit (&u, 0);
  flag (&u, 0, SYNC_OP_SET, ASC_PIPE_MTE2, ASC_PIPE_V, 5, 5);
  flag (&u, 0, SYNC_OP_WAIT, ASC_PIPE_MTE2, ASC_PIPE_V, 5, 5);
  ut_op (&u, 0, SYNC_OP_BARRIER, ASC_PIPE_S, "pipe_barrier");
  ut_finish (&u);
  struct sync_options opts;
  sync_options_default (&opts);
  struct sync_flag_finding *v;
  int n = sync_check_hand_flags (&u.fn, &opts, 1, &v);
  int bad = 0, bs = 0;
  for (int k = 0; k < n; k++)
    {
      bad += v[k].kind == SYNC_FLAG_BAD_ID;
      bs += v[k].kind == SYNC_FLAG_BARRIER_S;
    }
  free (v);
  int ok = n == 3 && bad == 2 && bs == 1;
  printf ("per operation: %d findings%s\n", n, ok ? "" : " (WRONG)");
  fails += !ok;
}

/* A wait of a flag the scalar unit sets (sync_hand_wait_before_set):
   block 0 then block 1, straight; SET_FIRST: the set in block 0 before
   the wait in block 1, else the wait first; FROM: the flag's source
   pipe.  Found only when the wait comes first and its source is S.  */
static void
wait_before_set (int set_first, int from)
{
  struct ut u;
  ut_init (&u, "wait before set", 2);
  ut_edge (&u, 0, 1);
  ut_exit (&u, 1);
  int w;
  if (set_first)
    {
      flag (&u, 0, SYNC_OP_SET, from, ASC_PIPE_V, 0, 0);
      w = flag (&u, 1, SYNC_OP_WAIT, from, ASC_PIPE_V, 0, 0);
    }
  else
    {
      w = flag (&u, 0, SYNC_OP_WAIT, from, ASC_PIPE_V, 0, 0);
      flag (&u, 1, SYNC_OP_SET, from, ASC_PIPE_V, 0, 0);
    }
  ut_finish (&u);
  int want = !set_first && from == ASC_PIPE_S ? w : -1;
  int got = sync_hand_wait_before_set (&u.fn);
  printf ("wait before set (%s first, from %s): %d%s\n",
          set_first ? "set" : "wait", asc_pipe_names[from], got,
          got == want ? "" : " (WRONG)");
  fails += got != want;
}

int
main (void)
{
  wait_before_set (0, ASC_PIPE_S);
  wait_before_set (1, ASC_PIPE_S);
  wait_before_set (0, ASC_PIPE_MTE2);
  ping_pong (2);
  ping_pong (1);
  prefetch (0);
  prefetch (1);
  for (int what = 0; what < 3; what++)
    for (int early = 0; early < 2; early++)
      straight (what, early);
  per_operation ();
  return ut_verdict ("unit-lint-flags", fails);
}
/* { dg-final { output-contains "unit-lint-flags: PASS" } } */
