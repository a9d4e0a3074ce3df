/* gimple_cycle.cc -- the values of a loop's header PHI that scalar
   evolution cannot describe, to a fixpoint (ascsync).

   A count halved per pass and kept in a register ("m1 = PHI <m0, m2>",
   "m2 = PHI <m1, m1 - (m1 >> 1)>" once GCC unrolls the bags of a
   reduction and replaces the array holding their counts by scalars)
   takes the least set of values holding the entry values and closed
   under the update.  It is found as an interval R, to a fixpoint: the
   latch value is evaluated with the header PHI bound to R (a PHI of
   the body on the way as the union of its arguments, a header PHI of
   another loop by its own fixpoint, arithmetic by enumeration,
   gimple_enum.cc), joined into R, round after round while R grows,
   at most CYCLE_ROUNDS rounds.  A caller may bind leaves of its own:
   gimple_tables.cc binds the loads of a local array whose stores are
   computed from such a PHI ("m[0] = m1 - (m1 >> 1)", m1 entering from
   "m[0]"), the same fixpoint for a count kept in memory.  R holds
   every value the PHI takes: its entry values are in R, and each
   latch value, computed from values in R, is in R once R stops
   growing.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "gimple_val.h"

/* Most rounds of a cycle's fixpoint, and names one evaluation of
   cycles follows in all.  */
#define CYCLE_ROUNDS 8
#define CYCLE_NAMES 256

/* The header PHIs of loops bound to intervals of values while the
   values their latches get are evaluated (ascsync_phi_cycle_values),
   innermost first: PHI (null: none at this level) bound to [LO, HI],
   then UP's.  BUDGET: the names the whole evaluation may still follow;
   NEST: the header PHIs of further loops it may still enter; OUTER
   (given ODATA), when not null, binds leaves a caller knows (the loads
   of a table being evaluated, gimple_tables.cc).  */
struct cycle_bind
{
  tree phi;
  uint64_t lo, hi;
  const struct cycle_bind *up;
  int *budget;
  int depth, nest;
  ascsync_enum_bind outer;
  const void *odata;
};

static bool cycle_value (tree x, const struct cycle_bind *b, uint64_t *lo,
                         uint64_t *hi);

/* Whether X is a PHI bound in B or the levels above it; its values
   into [*LO, *HI].  */
static bool
bound_phi (tree x, const struct cycle_bind *b, uint64_t *lo, uint64_t *hi)
{
  for (; b; b = b->up)
    if (b->phi == x)
      {
        *lo = b->lo;
        *hi = b->hi;
        return true;
      }
  return false;
}

/* ascsync_enum_bind for the leaves of an expression evaluated under
   cycle_bind DATA: a bound PHI, a leaf its caller binds, or another
   PHI (cycle_value); other leaves are the evaluator's.  */
static bool
bind_cycle_leaf (tree leaf, const void *data, uint64_t *lo, uint64_t *hi)
{
  const struct cycle_bind *b = (const struct cycle_bind *) data;
  if (bound_phi (leaf, b, lo, hi)
      || (b->outer && b->outer (leaf, b->odata, lo, hi)))
    return true;
  return (gimple_code (SSA_NAME_DEF_STMT (leaf)) == GIMPLE_PHI
          && cycle_value (leaf, b, lo, hi));
}

static bool phi_cycle (gphi *phi, const struct cycle_bind *parent,
                       uint64_t *lo, uint64_t *hi);

/* The values of integer X under B (its bound PHIs taking their bound
   values) into [*LO, *HI]: a bound PHI's; a leaf B's caller binds; a
   PHI of a loop's header by its own fixpoint (phi_cycle); another PHI
   as the union of its arguments'; integer arithmetic by enumeration,
   its leaves bound by bind_cycle_leaf; else the evaluator's value.
   False when that is not known or B's budget runs out.  */
static bool
cycle_value (tree x, const struct cycle_bind *b, uint64_t *lo, uint64_t *hi)
{
  if (TREE_CODE (x) == INTEGER_CST)
    {
      if (!tree_fits_uhwi_p (x))
        return false;
      *lo = *hi = tree_to_uhwi (x);
      return true;
    }
  if (TREE_CODE (x) != SSA_NAME || --*b->budget < 0
      || !ascsync_small_integer_p (x))
    return false;
  if (bound_phi (x, b, lo, hi)
      || (b->outer && b->outer (x, b->odata, lo, hi)))
    return true;
  gimple *def = SSA_NAME_DEF_STMT (x);
  basic_block bb = gimple_bb (def);
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      if (bb && bb->loop_father && bb->loop_father->header == bb)
        return b->nest > 0 && phi_cycle (phi, b, lo, hi);
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
        {
          uint64_t l, h;
          if (!cycle_value (gimple_phi_arg_def (phi, i), b, &l, &h))
            return false;
          *lo = i ? MIN (*lo, l) : l;
          *hi = i ? MAX (*hi, h) : h;
        }
      return gimple_phi_num_args (phi) > 0;
    }
  if (ascsync_enum_values (x, b->depth, bind_cycle_leaf, b, lo, hi))
    return true;
  struct val v = ascsync_eval (x, b->depth + 1);
  if (v.kind != VAL_INT || v.cyc || v.lo > v.hi)
    return false;
  *lo = v.lo;
  *hi = v.hi;
  return true;
}

/* The values of integer PHI, a header PHI of its loop, under PARENT
   (see cycle_value) into [*LO, *HI]: the least interval R holding its
   entry values and the values its latch gets with PHI bound to R, to a
   fixpoint of at most CYCLE_ROUNDS rounds.  */
static bool
phi_cycle (gphi *phi, const struct cycle_bind *parent, uint64_t *lo,
           uint64_t *hi)
{
  tree t = gimple_phi_result (phi);
  class loop *loop = gimple_bb (phi)->loop_father;
  if (!ascsync_small_integer_p (t) || !loop_outer (loop))
    return false;
  struct cycle_bind b = *parent;
  b.phi = NULL_TREE;
  b.up = parent;
  b.nest = parent->nest - 1;
  bool has = false;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      uint64_t l, h;
      if (flow_bb_inside_loop_p (loop, gimple_phi_arg_edge (phi, i)->src))
        continue;
      if (!cycle_value (gimple_phi_arg_def (phi, i), &b, &l, &h))
        return false;
      b.lo = has ? MIN (b.lo, l) : l;
      b.hi = has ? MAX (b.hi, h) : h;
      has = true;
    }
  if (!has)
    return false;
  b.phi = t;
  for (int round = 0; round < CYCLE_ROUNDS; round++)
    {
      uint64_t rlo = b.lo, rhi = b.hi;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
        {
          uint64_t l, h;
          if (!flow_bb_inside_loop_p (loop,
                                      gimple_phi_arg_edge (phi, i)->src))
            continue;
          if (!cycle_value (gimple_phi_arg_def (phi, i), &b, &l, &h))
            return false;
          rlo = MIN (rlo, l);
          rhi = MAX (rhi, h);
        }
      if (rlo == b.lo && rhi == b.hi)
        {
          *lo = rlo;
          *hi = rhi;
          return true;
        }
      b.lo = rlo;
      b.hi = rhi;
    }
  return false;
}

/* See gimple_val.h.  */
bool
ascsync_phi_cycle_values (gphi *phi, int depth, struct val *r)
{
  int budget = CYCLE_NAMES;
  struct cycle_bind top = { NULL_TREE, 0, 0, NULL, &budget, depth, 2,
                            NULL, NULL };
  uint64_t lo, hi;
  if (!phi_cycle (phi, &top, &lo, &hi))
    return false;
  *r = ascsync_val_int (lo, hi);
  return true;
}

/* See gimple_val.h.  */
bool
ascsync_enum_values_cycles (tree t, int depth, ascsync_enum_bind bind,
                            const void *data, uint64_t *lo, uint64_t *hi)
{
  int budget = CYCLE_NAMES;
  struct cycle_bind top = { NULL_TREE, 0, 0, NULL, &budget, depth, 2,
                            bind, data };
  return cycle_value (t, &top, lo, hi);
}
