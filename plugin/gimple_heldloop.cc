/* gimple_heldloop.cc -- the values a loop counter takes where a
   statement runs, in any function of the unit (ascsync): "for (I = A;
   I < B; I += C)" (or <=, or != where the test leaves the loop for
   good), its header's PHI of a constant start and a constant step,
   bounded by a test that dominates the statement.  gimple_heldstore.cc
   reads the bytes a store "this->xb[s] = ..." of an Init left out of
   line writes, for each value of s.  Dominators of the function, which
   must be the current one (push_cfun), are used.  */

#include "ascsync-gcc.h"
#include "gimple_held.h"

/* See gimple_held.h.  */
bool
ascsync_reaches_p (basic_block from, basic_block to, basic_block avoid)
{
  auto_bitmap seen;
  auto_vec<basic_block> work;
  if (from == avoid)
    return false;
  work.safe_push (from);
  bitmap_set_bit (seen, from->index);
  if (avoid)
    bitmap_set_bit (seen, avoid->index);
  while (!work.is_empty ())
    {
      basic_block bb = work.pop ();
      if (bb == to)
        return true;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
        if (bitmap_set_bit (seen, e->dest->index))
          work.safe_push (e->dest);
    }
  return false;
}

/* See gimple_held.h.  */
bool
ascsync_on_cycle_p (function *, basic_block bb)
{
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    if (ascsync_reaches_p (e->dest, bb, NULL))
      return true;
  return false;
}

/* The test of a loop whose counter is VAR (NEXT its next value) that
   dominates statement AT, in a block dominated by the loop's header H:
   whether the edge towards AT continues when "VAR < N" or "VAR <= N"
   (or of NEXT), into *CODE and *N (LT_EXPR or LE_EXPR; or NE_EXPR when
   the other edge leaves the loop: H is not reached from it), *ON_NEXT
   saying which is tested.  Dominators of the current function.  */
static bool
loop_test (tree var, tree next, basic_block h, gimple *at,
           enum tree_code *code, HOST_WIDE_INT *n, bool *on_next)
{
  basic_block abb = gimple_bb (at);
  tree names[2] = { var, next };
  for (int k = 0; k < 2; k++)
    {
      imm_use_iterator it;
      gimple *use;
      FOR_EACH_IMM_USE_STMT (use, it, names[k])
        {
          gcond *cond = dyn_cast <gcond *> (use);
          basic_block b = cond ? gimple_bb (cond) : NULL;
          if (!b || !dominated_by_p (CDI_DOMINATORS, b, h)
              || !dominated_by_p (CDI_DOMINATORS, abb, b))
            continue;
          tree a = gimple_cond_lhs (cond), c = gimple_cond_rhs (cond);
          enum tree_code cc = gimple_cond_code (cond);
          if (c == names[k])
            {
              c = a;
              a = names[k];
              cc = swap_tree_comparison (cc);
            }
          if (a != names[k] || TREE_CODE (c) != INTEGER_CST
              || !tree_fits_shwi_p (c))
            continue;
          edge e;
          edge_iterator ei;
          FOR_EACH_EDGE (e, ei, b->succs)
            if (single_pred_p (e->dest)
                && dominated_by_p (CDI_DOMINATORS, abb, e->dest))
              {
                if (e->flags & EDGE_FALSE_VALUE)
                  cc = invert_tree_comparison (cc, false);
                /* "VAR != N" stops the increasing counter only where
                   it leaves the loop for good.  */
                if (cc == NE_EXPR
                    && ascsync_reaches_p (EDGE_SUCC (b, EDGE_SUCC (b, 0)
                                                        == e)->dest, h, NULL))
                  break;
                if (cc != LT_EXPR && cc != LE_EXPR && cc != NE_EXPR)
                  break;
                *code = cc;
                *n = tree_to_shwi (c);
                *on_next = k == 1;
                return true;
              }
        }
    }
  return false;
}

/* The constant T is, or is a copy of (at -O0 "s_29 = 0;" starts a
   counter), into *V.  */
static bool
constant_of (tree t, HOST_WIDE_INT *v)
{
  for (int i = 0; i < 4 && TREE_CODE (t) == SSA_NAME
                  && !SSA_NAME_IS_DEFAULT_DEF (t); i++)
    {
      gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
      if (!as || !gimple_assign_single_p (as))
        return false;
      t = gimple_assign_rhs1 (as);
    }
  if (TREE_CODE (t) != INTEGER_CST || !tree_fits_shwi_p (t))
    return false;
  *v = tree_to_shwi (t);
  return true;
}

/* The values counter VAR (an SSA name) takes where statement AT runs,
   into VALS, *N of them: VAR is a PHI of a block H dominating AT
   ("VAR = PHI <A, NEXT>", NEXT = VAR + C, A and C > 0 constants, A
   perhaps through copies) whose
   increasing values a test "VAR < N" (or <=, or != where it leaves the
   loop, or of NEXT) on the way from H to AT bounds (loop_test): A + K
   * C while the test holds, for K from 0.  Dominators of the current function.  */
bool
ascsync_counter_values (tree var, gimple *at, HOST_WIDE_INT *vals, int *n)
{
  gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (var));
  basic_block h = phi ? gimple_bb (phi) : NULL;
  if (!h || gimple_phi_num_args (phi) != 2
      || !dominated_by_p (CDI_DOMINATORS, gimple_bb (at), h))
    return false;
  tree init = NULL_TREE, next = NULL_TREE;
  HOST_WIDE_INT step = 0;
  for (unsigned i = 0; i < 2; i++)
    {
      tree a = gimple_phi_arg_def (phi, i);
      gassign *inc = TREE_CODE (a) == SSA_NAME
                     ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (a)) : NULL;
      if (inc && gimple_assign_rhs_code (inc) == PLUS_EXPR
          && gimple_assign_rhs1 (inc) == var
          && TREE_CODE (gimple_assign_rhs2 (inc)) == INTEGER_CST
          && tree_fits_shwi_p (gimple_assign_rhs2 (inc)))
        {
          next = a;
          step = tree_to_shwi (gimple_assign_rhs2 (inc));
        }
      else
        init = a;
    }
  enum tree_code code;
  HOST_WIDE_INT bound;
  bool on_next;
  HOST_WIDE_INT v;
  if (!next || !init || !constant_of (init, &v) || step <= 0
      || step > ((HOST_WIDE_INT) 1 << 20)
      || !loop_test (var, next, h, at, &code, &bound, &on_next))
    return false;
  if (v < -((HOST_WIDE_INT) 1 << 30) || v > ((HOST_WIDE_INT) 1 << 30))
    return false;
  *n = 0;
  for (int k = 0; k < ASCSYNC_COUNTER_VALUES; k++, v += step)
    {
      HOST_WIDE_INT tv = on_next ? v + step : v;
      if (code == NE_EXPR ? tv == bound
          : code == LT_EXPR ? tv >= bound : tv > bound)
        return true;
      /* Past "!= N" without meeting N: it never stops.  */
      if (code == NE_EXPR && tv > bound)
        return false;
      vals[(*n)++] = v;
    }
  return false;
}

/* A memoized answer of ascsync_counter_values_of, kept while one
   function is planned (ascsync_counter_memo_reset): statements and
   names of released bodies are collected between passes, their memory
   reused.  */
struct counter_memo
{
  tree var;
  gimple *at;
  bool ok;
  int n;
  HOST_WIDE_INT vals[ASCSYNC_COUNTER_VALUES];
};
static vec<counter_memo> counter_memos;

static bool counter_values_of (function *fn, tree var, gimple *at,
                               HOST_WIDE_INT *vals, int *n);

/* See gimple_held.h.  */
bool
ascsync_counter_values_of (function *fn, tree var, gimple *at,
                           HOST_WIDE_INT *vals, int *n)
{
  /* Asked once per counter and statement: an object's bytes are asked
     about one place at a time.  */
  for (unsigned i = 0; i < counter_memos.length (); i++)
    if (counter_memos[i].var == var && counter_memos[i].at == at)
      {
        *n = counter_memos[i].n;
        memcpy (vals, counter_memos[i].vals, *n * sizeof *vals);
        return counter_memos[i].ok;
      }
  counter_memo m;
  m.var = var;
  m.at = at;
  m.ok = counter_values_of (fn, var, at, m.vals, &m.n);
  if (!m.ok)
    m.n = 0;
  counter_memos.safe_push (m);
  *n = m.n;
  memcpy (vals, m.vals, m.n * sizeof *vals);
  return m.ok;
}

/* ascsync_counter_values_of, computed.  */
static bool
counter_values_of (function *fn, tree var, gimple *at, HOST_WIDE_INT *vals,
                   int *n)
{
  push_cfun (fn);
  bool had = dom_info_available_p (CDI_DOMINATORS);
  if (!had)
    calculate_dominance_info (CDI_DOMINATORS);
  bool ok = ascsync_counter_values (var, at, vals, n);
  if (!had)
    free_dominance_info (CDI_DOMINATORS);
  pop_cfun ();
  return ok;
}

/* See gimple_held.h.  */
void
ascsync_counter_memo_reset (void)
{
  counter_memos.truncate (0);
}
