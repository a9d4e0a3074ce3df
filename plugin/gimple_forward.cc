/* gimple_forward.cc -- what a load of local memory reads, from the
   stores before it (ascsync).

   At -O0 every field of an operator class's object and every element
   of a local table lives in memory: Init stores "op.tile = tile", and
   each method reads "op.tile" again where it needs it.  Each load is a
   new SSA name GCC knows nothing of (no range, no relation to the
   parameter stored), so a buffer laid out from it, a GM offset moved by
   it, and a count computed from it are each unknown, and two loads of
   the same field are two unrelated values.  GCC's FRE, which would
   replace the loads by the value stored, runs only from -O1.

   Here a load of a local variable reads what a store of the same bytes
   left there on every path back, when nothing between may write them:
   the walk follows the virtual operands back from the load, passes
   stores into other bytes of the variable (another field) and calls
   (which write none of its bytes: its address is not taken, or only
   given to calls and pointers that write other bytes of it,
   gimple_unaliased.cc), and crosses a join (a loop's header, the end of
   a conditional) when every path into it gives the same value and that
   value has one value in a run (a constant, a parameter, or defined
   once outside every loop): a loop that stores nothing into the field
   reads at each iteration what was stored before it.  A path that
   comes back to a join being crossed (a loop's latch) adds nothing.

   At -O0 the uses of each such load are replaced by the value stored
   (ascsync_forward_loads), as FRE would: the value is the same one, so
   the program is unchanged, and every later analysis -- GCC's ranges,
   the evaluator, the linear forms of get_imm arguments -- sees the
   parameter the kernel checked.  ascsync_forwarded_store answers the
   same question for one load at any level (the evaluator's tables).  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "tree-dfa.h"
#include "gimple_val.h"

/* Largest number of memory definitions ascsync_forwarded_store walks
   back, and of joins it crosses.  */
#define FORWARD_WALK 64
#define FORWARD_JOINS 8

/* The load whose stored value forward_from looks for: REF, of local
   variable BASE at bits [BITPOS, BITPOS + BITSIZE), FIXED when they are
   the same in every execution (no variable index); the joins being
   crossed (JOIN[0..NJOIN)); the definitions still to walk (BUDGET).  */
struct forward_ref
{
  tree ref, base;
  HOST_WIDE_INT bitpos, bitsize;
  bool fixed;
  gphi *join[FORWARD_JOINS];
  int njoin, budget;
};

/* What forward_from found back along a path: the store of the value,
   a join being crossed (the value is the join's), or neither.  */
enum forward_result { FORWARD_STORE, FORWARD_CYCLE, FORWARD_NONE };

/* Whether store D (its left side LHS) may write the bytes of L: it
   names L's variable and its bits are not known to lie apart.  */
static bool
store_may_write_p (const struct forward_ref *l, tree lhs)
{
  if (get_base_address (lhs) != l->base)
    return false;               /* through a pointer or another variable */
  poly_int64 pos, size, max;
  bool rev;
  tree b = get_ref_base_and_extent (lhs, &pos, &size, &max, &rev);
  HOST_WIDE_INT p, m;
  if (b != l->base || !pos.is_constant (&p) || !max.is_constant (&m)
      || !known_size_p (max))
    return true;
  return p < l->bitpos + l->bitsize && l->bitpos < p + m;
}

/* Whether V, stored where a path back from a load crossed a join, has
   one value in a run: a constant, a parameter's value, or defined once
   outside every loop.  */
static bool
run_constant_p (tree v)
{
  if (TREE_CODE (v) == INTEGER_CST || SSA_NAME_IS_DEFAULT_DEF (v))
    return true;
  basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (v));
  return bb && loop_depth (bb->loop_father) == 0
         && !(bb->flags & BB_IRREDUCIBLE_LOOP);
}

static enum forward_result forward_from (struct forward_ref *l, tree vuse,
                                         tree *stored);

/* forward_from at join PHI: every argument gives the same stored value
   or comes back to a join being crossed.  */
static enum forward_result
forward_join (struct forward_ref *l, gphi *phi, tree *stored)
{
  for (int i = 0; i < l->njoin; i++)
    if (l->join[i] == phi)
      return FORWARD_CYCLE;
  if (!l->fixed || l->njoin == FORWARD_JOINS)
    return FORWARD_NONE;
  l->join[l->njoin++] = phi;
  tree v = NULL_TREE;
  enum forward_result r = FORWARD_CYCLE;
  for (unsigned i = 0; i < gimple_phi_num_args (phi) && r != FORWARD_NONE;
       i++)
    {
      tree ai;
      enum forward_result ri = forward_from (l, gimple_phi_arg_def (phi, i),
                                             &ai);
      if (ri == FORWARD_NONE
          || (ri == FORWARD_STORE
              && (!run_constant_p (ai) || (v && !operand_equal_p (v, ai, 0)))))
        r = FORWARD_NONE;
      else if (ri == FORWARD_STORE)
        {
          v = ai;
          r = FORWARD_STORE;
        }
    }
  l->njoin--;
  *stored = v;
  return r;
}

/* The value L reads when memory is as virtual operand VUSE leaves it:
   what a store of L's bits left there on every path back, with nothing
   between that may write them, into *STORED (an SSA name or a
   constant); joins are crossed when every path gives the same value
   that has one value in a run (forward_join).  */
static enum forward_result
forward_from (struct forward_ref *l, tree vuse, tree *stored)
{
  while (vuse && TREE_CODE (vuse) == SSA_NAME && l->budget-- > 0)
    {
      gimple *d = SSA_NAME_DEF_STMT (vuse);
      if (gphi *phi = dyn_cast <gphi *> (d))
        return forward_join (l, phi, stored);
      if (is_gimple_call (d))
        {
          /* Only through the address, which writes none of L's bits;
             a result stored into them is no value followed.  */
          tree res = gimple_call_lhs (d);
          if (res && store_may_write_p (l, res))
            return FORWARD_NONE;
          vuse = gimple_vuse (d);
          continue;
        }
      if (!is_gimple_assign (d) || !gimple_vdef (d))
        return FORWARD_NONE;    /* the entry, an asm */
      tree lhs = gimple_assign_lhs (d);
      if (operand_equal_p (lhs, l->ref, 0))
        {
          *stored = gimple_assign_rhs1 (d);
          return gimple_assign_single_p (d)
                 && (TREE_CODE (*stored) == SSA_NAME
                     || TREE_CODE (*stored) == INTEGER_CST)
                 && types_compatible_p (TREE_TYPE (lhs), TREE_TYPE (l->ref))
                 ? FORWARD_STORE : FORWARD_NONE;
        }
      if (store_may_write_p (l, lhs))
        return FORWARD_NONE;
      vuse = gimple_vuse (d);
    }
  return FORWARD_NONE;
}

/* See gimple_val.h.  */
bool
ascsync_forwarded_store (gimple *load, tree *stored)
{
  struct forward_ref l;
  l.ref = gimple_assign_rhs1 (load);
  poly_int64 pos, size, max;
  bool rev;
  l.base = get_ref_base_and_extent (l.ref, &pos, &size, &max, &rev);
  HOST_WIDE_INT m;
  if (!l.base || !DECL_P (l.base) || get_base_address (l.ref) != l.base
      || !pos.is_constant (&l.bitpos) || !max.is_constant (&m)
      || !known_size_p (max) || l.bitpos % BITS_PER_UNIT
      || !ascsync_local_part_unwritten_p (l.base, l.bitpos / BITS_PER_UNIT,
                                          (l.bitpos + m + BITS_PER_UNIT - 1)
                                          / BITS_PER_UNIT))
    return false;
  HOST_WIDE_INT sz;
  l.bitsize = m;
  l.fixed = size.is_constant (&sz) && sz == m;
  l.njoin = 0;
  l.budget = FORWARD_WALK;
  return forward_from (&l, gimple_vuse (load), stored) == FORWARD_STORE;
}


/* Whether load STMT's uses may be replaced by STORED, the value
   ascsync_forwarded_store found.  */
static bool
forwardable_p (gimple *stmt, tree stored)
{
  tree lhs = gimple_assign_lhs (stmt);
  return TREE_CODE (lhs) == SSA_NAME && !has_zero_uses (lhs)
         && !SSA_NAME_OCCURS_IN_ABNORMAL_PHI (lhs)
         && (TREE_CODE (stored) != SSA_NAME
             || !SSA_NAME_OCCURS_IN_ABNORMAL_PHI (stored))
         && useless_type_conversion_p (TREE_TYPE (lhs), TREE_TYPE (stored));
}

/* See ascsync-gcc.h.  */
void
ascsync_forward_loads (function *fun)
{
  if (optimize)
    return;
  ascsync_unaliased_init (fun);
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      {
        gimple *stmt = gsi_stmt (gsi);
        tree stored;
        if (gimple_assign_load_p (stmt) && gimple_vuse (stmt)
            && ascsync_forwarded_store (stmt, &stored)
            && forwardable_p (stmt, stored))
          replace_uses_by (gimple_assign_lhs (stmt), stored);
      }
  ascsync_unaliased_fini ();
}
