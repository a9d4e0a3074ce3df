/* { dg-do run } */
/* Unit test of the happens-before flow's iteration counts (sync_hb.c,
   sync_hb_ordered): in a loop (blocks 1 and 2, back edge 2 -> 1), the
   flow checks the consumer only at the iteration distances where its
   instance may conflict with the producer's, and tells hand-written
   ids rotating with the loop apart by the count.

   Same pipe: a vector op A at the end of an iteration writes slot
   T & 1, which a vector op B at the start of iteration T + 2 reads;
   a hand-written pipe_barrier (PIPE_V) after B in each iteration lies
   between A of T and B of T + 2 (ordered), but not between A of T and
   B of T + 1, which meets it when A writes one buffer (not ordered).

   Rotating ids: a load into slot T & 1 and a vector op reading it,
   with the suite's ping-pong sync on id T & 1: wait (V, MTE2) before
   the load, set and wait (MTE2, V) between, set (V, MTE2) after the
   vector op.  The vector op of T is ordered before the load of T + 2
   into its slot: the wait there takes the set of T, one key at count
   2.  Not when the set comes before the vector op: the first set after
   the vector op of T is that of T + 1, on the other id, and the wait
   of T + 2 takes the set of T, issued before it.

   Each answer, wrong, is a race the flow would let through or a pair
   or barrier it would keep.  */
#include "unit-support.h"
#include "sync_place.h"

static int fails;

/* Check that the hand-written sync of C's function orders op A before
   op B as WANT says.  */
static void
expect (struct pctx *c, int a, int b, int want, const char *what)
{
  int got = sync_hb_ordered (c, a, b, sync_pt_after (c->fn, a),
                             sync_pt_before (c->fn, b), -1);
  printf ("%s: %s%s\n", what, got ? "ordered" : "not ordered",
          got == want ? "" : " (WRONG)");
  fails += got != want;
}

/* Make access K of op I of U a slot rotation of loop L: slot R of two,
   256 bytes each, from BASE.  */
static void
slots (struct ut *u, int i, int k, int l, uint64_t base)
{
  struct sync_access *a = &u->ops[i].acc[k];
  a->pk = 2;
  a->ploop = l;
  for (int r = 0; r < 2; r++)
    {
      a->plo[r] = base + 256 * r;
      a->phi[r] = a->plo[r] + 256;
    }
  a->lo = base;
  a->hi = base + 512;
}

/* Append to U's block B a hand-written set_flag or wait_flag (KIND) of
   P -> Q whose id in iteration T of loop L is (T + SHIFT) & 1.  */
static int
rot_flag (struct ut *u, int b, enum sync_op_kind kind, int p, int q, int l,
          int shift)
{
  int i = ut_op (u, b, kind, p, kind == SYNC_OP_SET ? "set_flag"
                                                    : "wait_flag");
  struct sync_op *o = &u->ops[i];
  o->tpipe = q;
  o->ev_lo = 0;
  o->ev_hi = 1;
  o->ev_pk = 2;
  o->ev_ploop = l;
  o->ev_slot[0] = shift & 1;
  o->ev_slot[1] = (shift + 1) & 1;
  return i;
}

/* The same-pipe loop, A writing slots when SLOTTED.  */
static void
same_pipe (int slotted)
{
  struct ut u;
  ut_loop (&u, "same-pipe");
  int b = ut_vec (&u, 1, 0x0, 0x1000);
  ut_op (&u, 1, SYNC_OP_BARRIER, ASC_PIPE_V, "pipe_barrier");
  int a = ut_vec (&u, 2, 0x2000, 0x0);
  ut_finish (&u);
  int l = u.blocks[1].loop;
  if (slotted)
    {
      slots (&u, b, 0, l, 0x0);
      slots (&u, a, 1, l, 0x0);
    }
  struct pctx c;
  memset (&c, 0, sizeof c);
  c.fn = &u.fn;
  expect (&c, a, b, slotted, slotted ? "slot of T before its read in T + 2"
                                     : "one buffer: before its read in T + 1");
}

/* The ping-pong loop, its set (V, MTE2) before the vector op when
   SET_BEFORE.  */
static void
ping_pong (int set_before)
{
  struct ut u;
  ut_loop (&u, "ping-pong");
  int l = 0;
  rot_flag (&u, 1, SYNC_OP_WAIT, ASC_PIPE_V, ASC_PIPE_MTE2, l, 0);
  int ld = ut_load (&u, 1, 0x0);
  rot_flag (&u, 1, SYNC_OP_SET, ASC_PIPE_MTE2, ASC_PIPE_V, l, 0);
  rot_flag (&u, 2, SYNC_OP_WAIT, ASC_PIPE_MTE2, ASC_PIPE_V, l, 0);
  if (set_before)
    rot_flag (&u, 2, SYNC_OP_SET, ASC_PIPE_V, ASC_PIPE_MTE2, l, 0);
  int v = ut_vec (&u, 2, 0x0, 0x1000);
  if (!set_before)
    rot_flag (&u, 2, SYNC_OP_SET, ASC_PIPE_V, ASC_PIPE_MTE2, l, 0);
  ut_finish (&u);
  if (u.blocks[1].loop != l)
    {
      printf ("the loop is not loop 0 (WRONG)\n");
      fails++;
      return;
    }
  slots (&u, ld, 1, l, 0x0);
  slots (&u, v, 0, l, 0x0);
  struct pctx c;
  memset (&c, 0, sizeof c);
  c.fn = &u.fn;
  c.has_hand = 1;
  expect (&c, v, ld, !set_before,
          set_before ? "vector op of T before the load of T + 2, set before "
                       "it"
                     : "vector op of T before the load of T + 2, set after "
                       "it");
}

int
main (void)
{
  same_pipe (1);
  same_pipe (0);
  ping_pong (0);
  ping_pong (1);
  return ut_verdict ("unit-hb-residues", fails);
}
/* { dg-final { output-contains "unit-hb-residues: PASS" } } */
