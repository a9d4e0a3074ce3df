/* gimple_ctrslot.cc -- slots chosen by a counter that steps on some
   paths of an iteration only (ascsync; struct sync_access, CK).

   A kernel that skips empty items keeps its own count of the items it
   works on and picks a buffer's slot by that count:

     for (q = 0; q < nq; q++)
       {
         if (len[q] == 0)
           continue;
         bi = get_imm (UB_BI + (j & 1) * SLOT);
         j++;
         ...
       }

   J is no induction variable (GCC's scalar evolution has no form for
   it), so the slots of J look like one buffer: the load of item Q + 1
   seems to overwrite what item Q still reads.  Yet J steps exactly
   once between the two, so they use different slots; only two items
   apart may they meet.

   Phase 1 (counter_of) finds the counter: a header PHI C of a loop L
   whose value at each latch is a version of C -- C, a version plus a
   constant from 1 to CTR_STEP_MAX, a conversion of a version, or a
   PHI (in L, not in a loop inside it) of versions.  Such a value is C
   plus the constants added on the path taken through the iteration.
   A counter set back to 0 where it reaches K ("if (++j == K) j = 0":
   a PHI argument 0 on an edge taken only where "X == K", wrap_arg) is
   counted on as X there, 0 being X modulo K; when it stays in [0, K)
   (counter_wrapped_p) its own value is its residue, a key of its
   own.
   Phase 2 (walk_iteration) walks one iteration of L, the loops inside
   L taken as one node each (no version may be stepped in them), its
   nodes in topological order, and evaluates every version relative to
   C on the way.  What a path makes of the versions is a state (their
   values, and whether the path ran the access); a node keeps each
   state once, whatever number of paths bring it, so the walk costs the
   states, not the paths (an iteration with twenty independent branches
   has a million paths and, when two of them step the counter, four
   states).  It is exact as a walk of every path would be.
   Phase 3 (ascsync_counter_slot) answers for an access whose slot base
   is a function of "V & (K - 1)" for a version V: the base address for
   each residue R of V modulo K (gimple_paramval.cc evaluates it), and
   how far V and the counter move: H, V - C over the paths through the
   access; T, the counter at the latch minus V over those paths that go
   round; D, the counter's step per iteration over every path that goes
   round.  The dependence test (sync_access.c, counter_slots_apart)
   bounds the counter's move between two accesses from them.  The
   bounds of T hold path by path (the state keeps V's value beside the
   latch's), which a summary of values per point would lose (the
   latch's count after the access is one more only on the paths through
   the access).  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "tree-ssa-loop.h"
#include "tree-scalar-evolution.h"
#include "gimple_val.h"

/* Largest constant a version adds to another.  */
#define CTR_STEP_MAX 64

/* Most distinct states of the counter's versions one node is reached
   with (see walk_iteration).  */
#define CTR_STATES 1024

/* Most versions of one counter.  */
#define CTR_VERSIONS 32

/* One counter of loop LOOP: its header PHI's result CTR and its
   versions VER[0 .. NVER) (VER[0] is CTR) whose values each path sets
   (the others are conversions or pass-through PHIs, see base_version).  */
struct counter
{
  class loop *loop;
  tree ctr;
  tree ver[CTR_VERSIONS];
  int nver;
  int wrap;                     /* K > 0: set back to 0 where it reaches K
                                   (see wrap_arg) */
};

/* Whether "X CODE K" holds on edge E (into *CODE, *X, *K: EQ_EXPR or
   NE_EXPR, an SSA name and a constant from 2 to SYNC_MAXK), by the
   nearest test of that shape on the one path that leads to E: the test
   ending E's source, or, through blocks entered from one predecessor
   only (those a threaded "continue" copies, or an empty forwarder),
   the test ending the first block back that has one.  Other tests on
   the way only narrow the path further.  */
static bool
edge_compare (edge e, enum tree_code *code, tree *x, int *k)
{
  for (int depth = 0; depth < 8; depth++)
    {
      gcond *cond = safe_dyn_cast <gcond *> (last_stmt (e->src));
      if (cond && (e->flags & (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE)))
        {
          tree a = gimple_cond_lhs (cond), b = gimple_cond_rhs (cond);
          *code = gimple_cond_code (cond);
          if (e->flags & EDGE_FALSE_VALUE)
            *code = invert_tree_comparison (*code, false);
          if ((*code == EQ_EXPR || *code == NE_EXPR)
              && TREE_CODE (a) == SSA_NAME && TREE_CODE (b) == INTEGER_CST
              && tree_fits_shwi_p (b) && tree_to_shwi (b) >= 2
              && tree_to_shwi (b) <= SYNC_MAXK)
            {
              *x = a;
              *k = (int) tree_to_shwi (b);
              return true;
            }
        }
      if (!single_pred_p (e->src))
        return false;
      e = single_pred_edge (e->src);
    }
  return false;
}

/* Whether PHI argument ARG, on edge E, is the 0 a counter is set back
   to where a version X (into *X) reaches K (into *K): "if (++c == K) c
   = 0" makes "PHI <X, 0>" with the 0 on an edge taken only where "X ==
   K" holds.  0 is X modulo K there.  */
static bool
wrap_arg (edge e, tree arg, tree *x, int *k)
{
  enum tree_code code;
  return integer_zerop (arg) && edge_compare (e, &code, x, k)
         && code == EQ_EXPR;
}

/* The version V stands for: V without the conversions, and without the
   PHIs of one other argument (a loop inside the counter's loop it
   passes through); NULL_TREE when it is none of L's values.  */
static tree
base_version (tree v, class loop *l)
{
  for (int depth = 0; depth < 16 && v && TREE_CODE (v) == SSA_NAME; depth++)
    {
      if (!INTEGRAL_TYPE_P (TREE_TYPE (v)) || SSA_NAME_IS_DEFAULT_DEF (v))
        return NULL_TREE;
      gimple *def = SSA_NAME_DEF_STMT (v);
      basic_block bb = gimple_bb (def);
      if (!bb || !flow_bb_inside_loop_p (l, bb))
        return NULL_TREE;
      if (gassign *as = dyn_cast <gassign *> (def))
        {
          if (!CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (as))
              && gimple_assign_rhs_code (as) != SSA_NAME)
            return v;
          v = gimple_assign_rhs1 (as);
          continue;
        }
      gphi *phi = dyn_cast <gphi *> (def);
      if (!phi || bb == l->header)
        return v;
      tree other = NULL_TREE;
      for (unsigned k = 0; k < gimple_phi_num_args (phi); k++)
        {
          tree a = gimple_phi_arg_def (phi, k);
          if (a == v)
            continue;
          if (other && !operand_equal_p (a, other, 0))
            return v;
          other = a;
        }
      if (!other)
        return NULL_TREE;
      v = other;
    }
  return NULL_TREE;
}

/* The index of version V (a base_version) in C, adding it (and the
   versions it is made of) when it is one; -1 when it is not a version
   of C->CTR.  */
static int
version_index (struct counter *c, tree v, int depth)
{
  v = base_version (v, c->loop);
  if (!v || depth > 24)
    return -1;
  for (int i = 0; i < c->nver; i++)
    if (c->ver[i] == v)
      return i;
  gimple *def = SSA_NAME_DEF_STMT (v);
  /* Stepped only in L's own blocks: a loop inside L may run any number
     of times.  */
  if (gimple_bb (def)->loop_father != c->loop || c->nver >= CTR_VERSIONS)
    return -1;
  if (gassign *as = dyn_cast <gassign *> (def))
    {
      tree b = gimple_assign_rhs2 (as);
      if (gimple_assign_rhs_code (as) != PLUS_EXPR
          || TREE_CODE (b) != INTEGER_CST || !tree_fits_shwi_p (b)
          || tree_to_shwi (b) < 1 || tree_to_shwi (b) > CTR_STEP_MAX
          || version_index (c, gimple_assign_rhs1 (as), depth + 1) < 0)
        return -1;
    }
  else if (gphi *phi = dyn_cast <gphi *> (def))
    {
      if (gimple_bb (phi) == c->loop->header)
        return -1;              /* another counter of L */
      for (unsigned k = 0; k < gimple_phi_num_args (phi); k++)
        {
          tree a = gimple_phi_arg_def (phi, k), x;
          int m;
          if (wrap_arg (gimple_phi_arg_edge (phi, k), a, &x, &m))
            {
              if (c->wrap && c->wrap != m)
                return -1;
              c->wrap = m;
              a = x;
            }
          if (version_index (c, a, depth + 1) < 0)
            return -1;
        }
    }
  else
    return -1;
  if (c->nver >= CTR_VERSIONS)
    return -1;
  c->ver[c->nver] = v;
  return c->nver++;
}

/* Whether V's base version is a version of a counter of a loop holding
   block BB: then that counter into *C, with the latches' values among
   its versions.  */
static bool
counter_of (tree v, basic_block bb, struct counter *c)
{
  for (class loop *l = bb->loop_father; l && loop_outer (l);
       l = loop_outer (l))
    {
      tree b = base_version (v, l);
      if (!b)
        continue;
      /* The header PHI B's versions come from.  */
      tree h = b;
      for (int depth = 0; depth < 24 && h; depth++)
        {
          gimple *def = SSA_NAME_DEF_STMT (h);
          if (gimple_code (def) == GIMPLE_PHI && gimple_bb (def) == l->header)
            break;
          if (is_gimple_assign (def))
            h = base_version (gimple_assign_rhs1 (def), l);
          else if (gimple_code (def) == GIMPLE_PHI)
            h = base_version (gimple_phi_arg_def (def, 0), l);
          else
            h = NULL_TREE;
        }
      if (!h || gimple_code (SSA_NAME_DEF_STMT (h)) != GIMPLE_PHI
          || gimple_bb (SSA_NAME_DEF_STMT (h)) != l->header)
        return false;
      c->loop = l;
      c->ctr = h;
      c->ver[0] = h;
      c->nver = 1;
      c->wrap = 0;
      gphi *phi = as_a <gphi *> (SSA_NAME_DEF_STMT (h));
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, l->header->preds)
        if (flow_bb_inside_loop_p (l, e->src)
            && version_index (c, PHI_ARG_DEF_FROM_EDGE (phi, e), 0) < 0)
          return false;
      return version_index (c, b, 0) >= 0;
    }
  return false;
}

static bool wrapped_p (const struct counter *c, tree v, int depth);

/* Whether X is W + 1 for a version W of wrap counter C that wrapped_p
   keeps below C->WRAP.  */
static bool
plus_one_wrapped_p (const struct counter *c, tree x, int depth)
{
  gassign *as = TREE_CODE (x) == SSA_NAME
                ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (x)) : NULL;
  return as && gimple_assign_rhs_code (as) == PLUS_EXPR
         && integer_onep (gimple_assign_rhs2 (as))
         && wrapped_p (c, gimple_assign_rhs1 (as), depth + 1);
}

/* Whether version V of counter C, whose values are set back to 0 where
   they reach K = C->WRAP, lies in [0, K) wherever the counter does at
   the start of the iteration: the counter itself, or a PHI of C's loop
   (not its header) each of whose arguments is such a version, the 0 of
   a wrap whose X is W + 1 for such a version W, or such a W + 1 on an
   edge where it is not K.  */
static bool
wrapped_p (const struct counter *c, tree v, int depth)
{
  if (v == c->ctr)
    return true;
  if (depth > 12 || TREE_CODE (v) != SSA_NAME)
    return false;
  gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (v));
  if (!phi || gimple_bb (phi) == c->loop->header
      || gimple_bb (phi)->loop_father != c->loop)
    return false;
  for (unsigned k = 0; k < gimple_phi_num_args (phi); k++)
    {
      tree a = gimple_phi_arg_def (phi, k), x;
      edge e = gimple_phi_arg_edge (phi, k);
      enum tree_code code;
      int m;
      if (wrap_arg (e, a, &x, &m))
        {
          if (m != c->wrap || !plus_one_wrapped_p (c, x, depth))
            return false;
        }
      else if (!wrapped_p (c, a, depth + 1)
               && !(edge_compare (e, &code, &x, &m) && code == NE_EXPR
                    && x == a && m == c->wrap
                    && plus_one_wrapped_p (c, a, depth)))
        return false;
    }
  return true;
}

/* Whether wrap counter C lies in [0, C->WRAP) at the start of every
   iteration: it enters its loop so (a constant, GCC's range on the
   entry edge, or a version wrapped_p keeps so of a counter of another
   loop wrapped at the same value, itself checked so, DEPTH deep) and
   every latch brings a version wrapped_p keeps so.  */
static bool
counter_wrapped_p (const struct counter *c, int depth)
{
  if (c->wrap < 2 || depth > 3)
    return false;
  gphi *phi = as_a <gphi *> (SSA_NAME_DEF_STMT (c->ctr));
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, c->loop->header->preds)
    {
      tree a = PHI_ARG_DEF_FROM_EDGE (phi, e);
      if (flow_bb_inside_loop_p (c->loop, e->src))
        {
          if (!wrapped_p (c, a, 0))
            return false;
          continue;
        }
      if (TREE_CODE (a) == INTEGER_CST)
        {
          if (!tree_fits_shwi_p (a) || tree_to_shwi (a) < 0
              || tree_to_shwi (a) >= c->wrap)
            return false;
          continue;
        }
      struct counter c2;
      int_range_max r;
      if (TREE_CODE (a) == SSA_NAME && gimple_bb (SSA_NAME_DEF_STMT (a))
          && counter_of (a, gimple_bb (SSA_NAME_DEF_STMT (a)), &c2)
          && c2.loop != c->loop && c2.wrap == c->wrap
          && wrapped_p (&c2, a, 0) && counter_wrapped_p (&c2, depth + 1))
        continue;
      if (!get_range_query (cfun)->range_on_edge (r, e, a) || r.undefined_p ()
          || r.varying_p ()
          || wi::lt_p (r.lower_bound (), 0, TYPE_SIGN (TREE_TYPE (a)))
          || wi::ge_p (r.upper_bound (), c->wrap, TYPE_SIGN (TREE_TYPE (a))))
        return false;
    }
  return true;
}

/* The loop just inside C's loop L that holds block BB of L, or null
   when BB is one of L's own blocks.  */
static class loop *
inner_loop_of (const struct counter *c, basic_block bb)
{
  class loop *s = bb->loop_father;
  if (s == c->loop)
    return NULL;
  while (s && loop_outer (s) != c->loop)
    s = loop_outer (s);
  return s;
}

/* A node of an iteration of C's loop L: a block of L's own, or a loop
   inside L (its header).  */
static basic_block
node_of (const struct counter *c, basic_block bb)
{
  class loop *s = inner_loop_of (c, bb);
  return s ? s->header : bb;
}

/* One state of an iteration walked so far: the value of each version
   relative to the counter (INT_MIN: none yet), whether the walk ran
   the access's node, and what the path's tests said of the walk's
   predicate (struct ipred).  Walks with equal states go on alike, so a node
   keeps each state once however many paths bring it.  */
struct cstate
{
  int val[CTR_VERSIONS];
  int ran;
  int pred;                     /* the walk's predicate on the path: 1
                                   true, 0 false, -1 not tested */
};

/* What one iteration's walks end in: for each distinct state leaving
   the iteration, the counter at the latch it goes round by (INT_MIN:
   it leaves the loop), whether it ran the access's node, the value of
   the access's version there, and the predicate on the path.  */
struct cend
{
  int latch, ran, h, pred;
};

/* The walk of one iteration of C's loop: the states reaching each node
   (STATES, indexed by block index), the nodes in topological order
   (ORDER) and the ends (ENDS).  */
struct cwalk
{
  auto_vec<cstate> *states;
  auto_vec<basic_block> order;
  auto_vec<cend> ends;
};

/* A predicate of the iteration number N of a loop (counted from 0 at
   its entry): "N < Y + K", Y a value the loop does not change (an SSA
   name defined outside it, or a constant).  True in a prefix of the
   iterations, false in the rest.  */
struct ipred
{
  tree y;
  int64_t k;
};

/* Largest number of predicates tried for one access.  */
#define CTR_PREDS 4

/* Whether COND, ending a block of C's loop L, tests a predicate of L's
   iteration number: "X CODE Y" with X an induction variable of L
   stepping by 1 from a constant, without wrapping, and Y invariant in
   L.  Then the predicate into *P and whether COND's truth is its
   negation into *NEG.  */
static bool
cond_pred (const struct counter *c, gcond *cond, struct ipred *p, bool *neg)
{
  enum tree_code code = gimple_cond_code (cond);
  tree x = gimple_cond_lhs (cond), y = gimple_cond_rhs (cond);
  affine_iv iv;
  for (int swapped = 0; swapped < 2; swapped++)
    {
      if (swapped)
        {
          tree t = x;
          x = y;
          y = t;
          code = swap_tree_comparison (code);
        }
      if (TREE_CODE (x) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (x))
          || !simple_iv (c->loop, c->loop, x, &iv, false) || !iv.step
          || !integer_onep (iv.step) || !tree_fits_shwi_p (iv.base)
          || (!TYPE_OVERFLOW_UNDEFINED (TREE_TYPE (x)) && !iv.no_overflow))
        continue;
      if (TREE_CODE (y) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (y)
          && (!gimple_bb (SSA_NAME_DEF_STMT (y))
              || flow_bb_inside_loop_p (c->loop,
                                        gimple_bb (SSA_NAME_DEF_STMT (y)))))
        continue;
      if (TREE_CODE (y) != SSA_NAME && !tree_fits_shwi_p (y))
        continue;
      /* X = X0 + N: "X < Y" is "N < Y - X0", "X <= Y" "N < Y - X0 +
         1"; ">" and ">=" their negations.  */
      int64_t x0 = tree_to_shwi (iv.base);
      if (x0 < -((int64_t) 1 << 40) || x0 > ((int64_t) 1 << 40))
        return false;
      p->y = y;
      switch (code)
        {
        case LT_EXPR:
          p->k = -x0, *neg = false;
          return true;
        case LE_EXPR:
          p->k = 1 - x0, *neg = false;
          return true;
        case GT_EXPR:
          p->k = 1 - x0, *neg = true;
          return true;
        case GE_EXPR:
          p->k = -x0, *neg = true;
          return true;
        default:
          return false;
        }
    }
  return false;
}

/* Whether predicates A and B are one.  */
static bool
same_pred (const struct ipred *a, const struct ipred *b)
{
  if (a->k != b->k)
    return false;
  if (a->y == b->y)
    return true;
  return TREE_CODE (a->y) == INTEGER_CST && TREE_CODE (b->y) == INTEGER_CST
         && tree_int_cst_equal (a->y, b->y);
}

/* What edge E out of node BB of C's iteration says of predicate P: 1
   true, 0 false, -1 nothing (BB ends in no test of P).  */
static int
edge_pred (const struct counter *c, basic_block bb, edge e,
           const struct ipred *p)
{
  if (!p || bb->loop_father != c->loop
      || !(e->flags & (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE)))
    return -1;
  gcond *cond = safe_dyn_cast <gcond *> (last_stmt (bb));
  struct ipred q;
  bool neg;
  if (!cond || !cond_pred (c, cond, &q, &neg) || !same_pred (&q, p))
    return -1;
  return ((e->flags & EDGE_TRUE_VALUE) != 0) != neg;
}

/* The value of version V in a state whose values are VAL, or INT_MIN
   when it has none there.  */
static int
value_on (const struct counter *c, tree v, const int *val)
{
  v = base_version (v, c->loop);
  for (int i = 0; v && i < c->nver; i++)
    if (c->ver[i] == v)
      return val[i];
  return INT_MIN;
}

/* Set the values of the versions node BB defines, entered by edge IN
   (null: the header, where the iteration starts; its PHIs other than
   the counter are no versions), in VAL (INT_MIN: no value there).  */
static void
step_node (const struct counter *c, basic_block bb, edge in, int *val)
{
  if (bb->loop_father != c->loop)
    return;                     /* a loop inside L: no version stepped */
  for (int i = 1; i < c->nver; i++)
    {
      gimple *def = SSA_NAME_DEF_STMT (c->ver[i]);
      if (gimple_bb (def) != bb)
        continue;
      if (gphi *phi = dyn_cast <gphi *> (def))
        {
          tree a = in ? PHI_ARG_DEF_FROM_EDGE (phi, in) : NULL_TREE, x;
          int m;
          if (a && wrap_arg (in, a, &x, &m))
            a = x;              /* the count goes on: 0 is X modulo K */
          if (a)
            val[i] = value_on (c, a, val);
        }
      else
        {
          int a = value_on (c, gimple_assign_rhs1 (def), val);
          val[i] = a == INT_MIN ? INT_MIN
                   : a + (int) tree_to_shwi (gimple_assign_rhs2 (def));
        }
    }
}

/* The edges leaving node BB of C's iteration (a loop inside L: its
   exits) into *OUT.  */
static void
node_succs (const struct counter *c, basic_block bb, auto_vec<edge> *out)
{
  class loop *s = inner_loop_of (c, bb);
  if (!s)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
        out->safe_push (e);
      return;
    }
  auto_vec<edge> ex = get_loop_exit_edges (s);
  for (unsigned i = 0; i < ex.length (); i++)
    out->safe_push (ex[i]);
}

/* Whether edge E ends C's iteration: back to the header or out of
   the loop.  */
static bool
ends_iteration (const struct counter *c, edge e)
{
  return e->dest == c->loop->header
         || !flow_bb_inside_loop_p (c->loop, e->dest);
}

/* Append node BB and, first, the nodes after it in one iteration of
   C's loop to W->ORDER (reverse topological order; MARK: 1 on the
   walk, 2 done, indexed by block index); false when an edge enters a
   loop inside L other than at its header, or the nodes form a cycle
   (an iteration that is no acyclic graph).  */
static bool
order_nodes (const struct counter *c, basic_block bb, char *mark,
             struct cwalk *w)
{
  mark[bb->index] = 1;
  auto_vec<edge> succs;
  node_succs (c, bb, &succs);
  for (unsigned k = 0; k < succs.length (); k++)
    {
      edge e = succs[k];
      if (ends_iteration (c, e))
        continue;
      basic_block next = node_of (c, e->dest);
      if (next != e->dest || mark[next->index] == 1)
        return false;
      if (!mark[next->index] && !order_nodes (c, next, mark, w))
        return false;
    }
  mark[bb->index] = 2;
  w->order.safe_push (bb);
  return true;
}

/* Add state S to those of node BB in W, once; false when BB has
   CTR_STATES already.  */
static bool
add_state (struct cwalk *w, basic_block bb, const struct cstate *s)
{
  auto_vec<cstate> *v = &w->states[bb->index];
  for (unsigned i = 0; i < v->length (); i++)
    if (!memcmp (&(*v)[i], s, sizeof *s))
      return true;
  if (v->length () >= CTR_STATES)
    return false;
  v->safe_push (*s);
  return true;
}

/* Walk one iteration of C's loop into W: every state each node is
   reached with, in topological order, and the ends; TARGET the node
   of the access, whose version V's value each end that ran it keeps;
   P, when not null, a predicate the walk follows: a path that tests
   it both ways is none.
   False when the iteration is no acyclic graph, has too many states, or
   goes round without the counter's value.  Exact as enumerating the
   paths would be (an end is what a path's values make of it), in time
   the number of states, not of paths.  */
static bool
walk_iteration (const struct counter *c, basic_block target, tree v,
                const struct ipred *p, struct cwalk *w)
{
  char *mark = XCNEWVEC (char, last_basic_block_for_fn (cfun));
  bool ok = order_nodes (c, c->loop->header, mark, w);
  XDELETEVEC (mark);
  if (!ok)
    return false;
  struct cstate s0;
  memset (&s0, 0, sizeof s0);
  for (int i = 0; i < CTR_VERSIONS; i++)
    s0.val[i] = INT_MIN;
  s0.val[0] = 0;
  s0.pred = -1;
  step_node (c, c->loop->header, NULL, s0.val);
  s0.ran = c->loop->header == target;
  add_state (w, c->loop->header, &s0);
  gphi *phi = as_a <gphi *> (SSA_NAME_DEF_STMT (c->ctr));
  for (int n = (int) w->order.length () - 1; n >= 0; n--)
    {
      basic_block bb = w->order[n];
      auto_vec<edge> succs;
      node_succs (c, bb, &succs);
      /* What each edge says of P, the same for every state.  */
      auto_vec<int> preds;
      for (unsigned k = 0; k < succs.length (); k++)
        preds.safe_push (edge_pred (c, bb, succs[k], p));
      auto_vec<cstate> *here = &w->states[bb->index];
      for (unsigned i = 0; i < here->length (); i++)
        for (unsigned k = 0; k < succs.length (); k++)
          {
            edge e = succs[k];
            struct cstate t = (*here)[i];
            int pv = preds[k];
            if (pv >= 0 && t.pred >= 0 && t.pred != pv)
              continue;         /* no path */
            if (pv >= 0)
              t.pred = pv;
            if (ends_iteration (c, e))
              {
                struct cend end;
                end.latch = INT_MIN;
                if (e->dest == c->loop->header)
                  {
                    end.latch = value_on (c, PHI_ARG_DEF_FROM_EDGE (phi, e),
                                          t.val);
                    if (end.latch == INT_MIN)
                      return false;
                  }
                end.ran = t.ran;
                end.h = t.ran ? value_on (c, v, t.val) : 0;
                end.pred = t.pred;
                w->ends.safe_push (end);
                continue;
              }
            step_node (c, e->dest, e, t.val);
            t.ran |= e->dest == target;
            if (!add_state (w, e->dest, &t))
              return false;
          }
    }
  return true;
}

/* The bounds of the counter over the ends of W for the access's
   version into *S (see struct ascsync_counter_slot); false when no
   iteration round the loop runs the access's node.  */
static bool
counter_bounds (const struct cwalk *w, struct ascsync_counter_slot *s)
{
  bool any = false, round = false;
  s->dmin = s->tmin = s->hmin = INT64_MAX;
  s->dmax = s->tmax = s->hmax = INT64_MIN;
  for (unsigned i = 0; i < w->ends.length (); i++)
    {
      const struct cend *e = &w->ends[i];
      if (e->latch != INT_MIN)
        {
          s->dmin = MIN (s->dmin, (int64_t) e->latch);
          s->dmax = MAX (s->dmax, (int64_t) e->latch);
        }
      if (!e->ran)
        continue;
      if (e->h == INT_MIN)
        return false;
      any = true;
      s->hmin = MIN (s->hmin, (int64_t) e->h);
      s->hmax = MAX (s->hmax, (int64_t) e->h);
      if (e->latch != INT_MIN)
        {
          round = true;
          s->tmin = MIN (s->tmin, (int64_t) (e->latch - e->h));
          s->tmax = MAX (s->tmax, (int64_t) (e->latch - e->h));
        }
    }
  if (!round)
    s->tmin = s->tmax = 0;      /* no later iteration after it */
  return any && s->dmin <= s->dmax;
}

/* From the ends of W, walked following a predicate: whether the
   counter steps by 1 in the iterations where the predicate is SIDE (1
   true, 0 false) and by 0 in the others, every path that runs the
   access has it SIDE, and the access's version is the counter plus the
   same H on all of them.  Then SIDE and H into *SIDE and *H.  */
static bool
rotation_of_ends (const struct cwalk *w, int *side, int *h)
{
  int step[2] = { INT_MIN, INT_MIN };
  bool hset = false;
  for (unsigned i = 0; i < w->ends.length (); i++)
    {
      const struct cend *e = &w->ends[i];
      if (e->latch != INT_MIN)
        {
          if (e->pred < 0 || (e->latch != 0 && e->latch != 1)
              || (step[e->pred] != INT_MIN && step[e->pred] != e->latch))
            return false;
          step[e->pred] = e->latch;
        }
    }
  if (step[1] == 1 && step[0] != 1)
    *side = 1;
  else if (step[0] == 1 && step[1] != 1)
    *side = 0;
  else
    return false;
  for (unsigned i = 0; i < w->ends.length (); i++)
    {
      const struct cend *e = &w->ends[i];
      if (!e->ran)
        continue;
      if (e->pred != *side || e->h == INT_MIN || (hset && e->h != *h))
        return false;
      *h = e->h;
      hset = true;
    }
  return hset;
}

/* Whether C's count at the access (node TARGET, version V) is, in
   iteration N of C's loop (from 0 at its entry), C0 + N - SHIFT + H
   for constants: the counter starts at the constant C0, steps by 1 in
   exactly the iterations where a predicate of N holds (or fails), the
   access runs only in those, and the predicate's truth is a prefix of
   the iterations (struct ipred), so the count before N is N (N - the
   first iteration where it fails, a constant SHIFT).  A loop
   software-pipelined "for (t = -3; t < n; t++) { if (t + 3 < n) {
   load (slot l); if (++l == 4) l = 0; } if (t < 0) continue; ...
   (slot c); if (++c == 4) c = 0; }" counts loads from N and compute
   steps from N - 3.  Then C0 - SHIFT + H into *ROFF.  */
static bool
counter_rotation (const struct counter *c, basic_block target, tree v,
                  int64_t *roff)
{
  gphi *phi = as_a <gphi *> (SSA_NAME_DEF_STMT (c->ctr));
  edge pre = loop_preheader_edge (c->loop);
  tree c0 = pre ? PHI_ARG_DEF_FROM_EDGE (phi, pre) : NULL_TREE;
  if (!c0 || !tree_fits_shwi_p (c0) || tree_to_shwi (c0) < 0
      || tree_to_shwi (c0) > SYNC_MAXK || !scev_initialized_p ())
    return false;
  struct ipred preds[CTR_PREDS];
  int np = 0;
  basic_block *body = get_loop_body (c->loop);
  for (unsigned i = 0; i < c->loop->num_nodes && np < CTR_PREDS; i++)
    {
      gcond *cond = safe_dyn_cast <gcond *> (last_stmt (body[i]));
      struct ipred q;
      bool neg, seen = false;
      if (body[i]->loop_father != c->loop || !cond
          || !cond_pred (c, cond, &q, &neg))
        continue;
      for (int j = 0; j < np; j++)
        seen |= same_pred (&preds[j], &q);
      if (!seen)
        preds[np++] = q;
    }
  free (body);
  for (int j = 0; j < np; j++)
    {
      struct cwalk w;
      w.states = new auto_vec<cstate>[last_basic_block_for_fn (cfun)];
      int side = 0, h = 0;
      bool ok = walk_iteration (c, target, v, &preds[j], &w)
                && rotation_of_ends (&w, &side, &h);
      delete[] w.states;
      if (!ok)
        continue;
      int64_t shift = 0;
      if (!side)
        {
          /* Steps from the first iteration where N < Y + K fails.  */
          if (!tree_fits_shwi_p (preds[j].y))
            continue;
          shift = MAX (tree_to_shwi (preds[j].y) + preds[j].k, 0);
        }
      *roff = tree_to_shwi (c0) - shift + h;
      return true;
    }
  return false;
}

/* The first "X & M" (M + 1 a power of two from 2 to SYNC_MAXK) among
   the operands T is computed from (at most DEPTH steps), X a version
   of a counter of a loop holding BB, into *KEY with its counter *C.  */
static bool
find_key (tree t, basic_block bb, int depth, tree *key, struct counter *c)
{
  if (!t || TREE_CODE (t) != SSA_NAME || depth > 12)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (ascsync_get_imm_p (def))
    return find_key (gimple_call_arg (def, 0), bb, depth + 1, key, c);
  /* A version of a counter wrapped at K, always below K: its own
     residue.  */
  if (INTEGRAL_TYPE_P (TREE_TYPE (t)) && counter_of (t, bb, c)
      && c->wrap >= 2 && wrapped_p (c, t, 0) && counter_wrapped_p (c, 0))
    {
      *key = t;
      return true;
    }
  gassign *as = dyn_cast <gassign *> (def);
  if (!as)
    return false;
  tree a = gimple_assign_rhs1 (as), b = gimple_assign_rhs2 (as);
  if (gimple_assign_rhs_code (as) == BIT_AND_EXPR && b
      && TREE_CODE (b) == INTEGER_CST && tree_fits_shwi_p (b))
    {
      HOST_WIDE_INT m = tree_to_shwi (b);
      if (m >= 1 && m < SYNC_MAXK && !(m & (m + 1))
          && INTEGRAL_TYPE_P (TREE_TYPE (a)) && counter_of (a, bb, c))
        {
          *key = t;
          return true;
        }
    }
  return find_key (a, bb, depth + 1, key, c)
         || (b && find_key (b, bb, depth + 1, key, c));
}

/* See ascsync-gcc.h.  */
bool
ascsync_counter_slot (gcall *call, tree base, struct ascsync_counter_slot *s)
{
  struct counter c;
  tree key;
  basic_block bb = gimple_bb (call);
  if (!current_loops || !find_key (base, bb, 0, &key, &c))
    return false;
  /* "X & (K - 1)", or a version of a wrapped counter itself.  */
  tree v = key;
  int k = c.wrap;
  gassign *kdef = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (key));
  if (kdef && gimple_assign_rhs_code (kdef) == BIT_AND_EXPR)
    {
      v = gimple_assign_rhs1 (kdef);
      k = (int) tree_to_shwi (gimple_assign_rhs2 (kdef)) + 1;
      /* A count set back to 0 at C.WRAP is itself modulo C.WRAP only:
         its residues modulo K follow the steps when K divides C.WRAP.  */
      if (c.wrap && c.wrap % k)
        return false;
    }
  if (!ascsync_values_by_key (base, key, k, s->val))
    return false;
  struct cwalk w;
  w.states = new auto_vec<cstate>[last_basic_block_for_fn (cfun)];
  bool ok = walk_iteration (&c, node_of (&c, bb), v, NULL, &w)
            && counter_bounds (&w, s);
  delete[] w.states;
  if (!ok)
    return false;
  s->rot = counter_rotation (&c, node_of (&c, bb), v, &s->roff);
  s->k = k;
  s->loop = c.loop->num;
  s->ctr = (int) SSA_NAME_VERSION (c.ctr) + 1;
  return true;
}
