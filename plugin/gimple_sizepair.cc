/* gimple_sizepair.cc -- counts bounded by conditions that relate two
   run-time sizes (ascsync).

   A kernel given its tiling at run time checks that a tile fits its
   slot before it starts, and the check relates two sizes:

     if (tile_rows < 1 || tile_rows > 32 || d < 16 || d > 1024
         || tile_rows * d + 128 > SLOT_HALVES)
       return;
     ...
     nr = MIN (left, tile_rows);
     copy_gm_to_ubuf (xs, x + row * d, 0, 1, (uint16_t) (nr * (d / 16)),
                      0, 0);

   GCC's ranges hold one value each: TILE_ROWS in [1, 32], D in [16,
   1024], so the count is at most 32 * 64 blocks, twice the slot, and
   the load of one slot seems to reach into the next (as does a vmul
   over "rows" repeats of stride "d / 16" blocks: a bound on each
   argument alone does not help).  The check says more: TILE_ROWS * D
   is at most SLOT_HALVES - 128, so the count is at most 1016 blocks.

   For the accesses of an operation at a call, the conditions dominating the call (each
   where its taken edge leads to a block with that one predecessor, as
   gimple_guards.cc reads them) whose operands are computed, by
   integer arithmetic and conversions, from two values the analysis
   cannot see through (loads, parameters, PHIs, calls: the sizes) are
   evaluated exactly at every pair of the two sizes' values within
   GCC's ranges at the call (stepping by the multiple GCC's known zero
   bits give, at most PAIR_MAX_COMBOS pairs); a pair for which some
   condition takes the other edge never reaches the call.  At each pair
   left, each count and stride computed from the sizes takes its
   largest value under the count assumption with the two sizes fixed
   (ascsync_count_eval), and the operation's footprint there its ends;
   each access ends, at most, where it ends at some pair.  The sizes
   are values defined outside every loop that the counts and strides
   are computed from.  Each condition and each count is compiled once
   (exact_node; ascsync_count_compile walks a count's definitions and
   asks GCC for their ranges once) and evaluated at each pair by
   arithmetic alone; a function still spends at most PAIR_WORK
   evaluations of a count on them.  A condition whose
   arithmetic may overflow a signed type at a pair (undefined, so never
   executed so) or that the exact evaluation cannot follow removes no
   pair.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "dominance.h"
#include "gimple_val.h"

/* Most pairs of values evaluated for one pair of sizes.  */
#define PAIR_MAX_COMBOS 4096

/* Most conditions collected above one call, blocks walked, and pairs
   of sizes enumerated for it.  */
#define PAIR_MAX_CONDS 16
#define PAIR_MAX_WALK 64
#define PAIR_MAX_PAIRS 4

/* Most evaluations of a count under fixed sizes in one function, and
   definitions looked at to find whether a count is computed from a
   size.  */
#define PAIR_WORK 100000
#define DEPENDS_BUDGET 512

/* Deepest definition followed by the exact evaluation.  */
#define EXACT_MAX_DEPTH 12

/* Most nodes of a condition's compiled operands.  */
#define EXACT_MAX_NODES 256

/* Two sizes and their values.  */
struct size_fix
{
  tree v[2];
  HOST_WIDE_INT val[2];
};

/* One node of a condition's operands compiled for exact evaluation:
   an integer constant CST (CODE INTEGER_CST), size LEAF (CODE
   SSA_NAME), or operation CODE on nodes A and B (-1: none), of integer
   type TYPE.  Operands come before their users.  */
struct ex_node
{
  enum tree_code code;
  tree type;
  int a, b, leaf;
  __int128 cst;
};

/* A condition dominating the call: COND takes the edge of truth
   WANT on every path to it; LEAF[0 .. NLEAF) the sizes it is computed
   from; its operands NODES[LHS] and NODES[RHS].  */
struct size_cond
{
  gcond *cond;
  bool want;
  tree leaf[2];
  int nleaf;
  vec<ex_node> nodes;
  int lhs, rhs;
};

/* Whether assignment code CODE is one the exact evaluation follows.  */
static bool
exact_code_p (enum tree_code code)
{
  switch (code)
    {
    CASE_CONVERT:
    case SSA_NAME: case PLUS_EXPR: case MINUS_EXPR: case MULT_EXPR:
    case TRUNC_DIV_EXPR: case TRUNC_MOD_EXPR: case MIN_EXPR: case MAX_EXPR:
    case BIT_AND_EXPR: case BIT_IOR_EXPR: case LSHIFT_EXPR: case RSHIFT_EXPR:
    case NEGATE_EXPR:
      return true;
    default:
      return false;
    }
}

/* The node of integer operand X of condition K, compiled into K's
   nodes (each SSA name once: SEEN), DEPTH definitions in; -1 when X is
   computed from more than two sizes, or by what the evaluation does
   not follow.  A size is an SSA name whose definition it does not
   follow, defined outside every loop (fixed through the run).  */
static int
exact_node (tree x, struct size_cond *k, int depth, hash_map<tree, int> *seen)
{
  struct ex_node n = { INTEGER_CST, TREE_TYPE (x), -1, -1, -1, 0 };
  if (TREE_CODE (x) == INTEGER_CST)
    {
      if (!tree_fits_shwi_p (x) && !tree_fits_uhwi_p (x))
        return -1;
      n.cst = tree_fits_shwi_p (x) ? (__int128) tree_to_shwi (x)
                                   : (__int128) tree_to_uhwi (x);
    }
  else
    {
      if (TREE_CODE (x) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (x))
          || depth > EXACT_MAX_DEPTH)
        return -1;
      if (int *done = seen->get (x))
        return *done;
      gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (x));
      if (as && !SSA_NAME_IS_DEFAULT_DEF (x)
          && exact_code_p (gimple_assign_rhs_code (as)))
        {
          n.code = gimple_assign_rhs_code (as);
          n.a = exact_node (gimple_assign_rhs1 (as), k, depth + 1, seen);
          if (n.a >= 0 && gimple_num_ops (as) > 2)
            n.b = exact_node (gimple_assign_rhs2 (as), k, depth + 1, seen);
          if (n.a < 0 || (gimple_num_ops (as) > 2 && n.b < 0))
            return -1;
        }
      else
        {
          basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (x));
          if (bb && bb->loop_father && loop_outer (bb->loop_father))
            return -1;
          n.code = SSA_NAME;
          for (n.leaf = 0; n.leaf < k->nleaf; n.leaf++)
            if (k->leaf[n.leaf] == x)
              break;
          if (n.leaf == 2)
            return -1;
          if (n.leaf == k->nleaf)
            k->leaf[k->nleaf++] = x;
        }
    }
  if (k->nodes.length () >= EXACT_MAX_NODES)
    return -1;
  k->nodes.safe_push (n);
  int id = (int) k->nodes.length () - 1;
  if (TREE_CODE (x) == SSA_NAME)
    seen->put (x, id);
  return id;
}

/* Whether integer operand X is computed from SSA name V (through
   assignments and PHIs; at most *BUDGET definitions looked at, each
   once: SEEN).  */
static bool
depends_on (tree x, tree v, int *budget, hash_set<tree> *seen)
{
  if (x == v)
    return true;
  if (TREE_CODE (x) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (x)
      || seen->add (x) || --*budget < 0)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (x);
  if (gassign *as = dyn_cast <gassign *> (def))
    {
      if (gimple_assign_load_p (as))
        return false;
      for (unsigned i = 1; i < gimple_num_ops (as); i++)
        if (depends_on (gimple_op (as, i), v, budget, seen))
          return true;
    }
  else if (gphi *phi = dyn_cast <gphi *> (def))
    for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
      if (depends_on (gimple_phi_arg_def (phi, i), v, budget, seen))
        return true;
  return false;
}

/* X, a mathematical value, as integer type TYPE holds it: wrapped
   modulo 2^precision, read with TYPE's sign.  */
static __int128
wrap_to (__int128 x, tree type)
{
  unsigned prec = TYPE_PRECISION (type);
  if (prec >= 64)
    return TYPE_UNSIGNED (type) ? (__int128) (uint64_t) x
                                : (__int128) (int64_t) x;
  uint64_t m = ((uint64_t) 1 << prec) - 1;
  uint64_t u = (uint64_t) x & m;
  if (!TYPE_UNSIGNED (type) && (u >> (prec - 1)) & 1)
    return (__int128) u - ((__int128) 1 << prec);
  return u;
}

/* Whether X fits integer type TYPE.  */
static bool
fits_p (__int128 x, tree type)
{
  return wrap_to (x, type) == x;
}

/* The value of node N, of operands' values A and B, into *OUT; false
   when it has none (a signed operation overflows, undefined; a
   division by zero; a shift out of range).  */
static bool
exact_op (const struct ex_node *n, __int128 a, __int128 b, __int128 *out)
{
  __int128 r;
  switch (n->code)
    {
    CASE_CONVERT:
    case SSA_NAME:
      *out = wrap_to (a, n->type);
      return true;
    case PLUS_EXPR: r = a + b; break;
    case MINUS_EXPR: r = a - b; break;
    case NEGATE_EXPR: r = -a; break;
    case MULT_EXPR:
      if (a > ((__int128) 1 << 62) || a < -((__int128) 1 << 62)
          || b > ((__int128) 1 << 62) || b < -((__int128) 1 << 62))
        return false;
      r = a * b;
      break;
    case TRUNC_DIV_EXPR:
    case TRUNC_MOD_EXPR:
      if (b == 0)
        return false;
      r = n->code == TRUNC_DIV_EXPR ? a / b : a % b;
      break;
    case MIN_EXPR: r = a < b ? a : b; break;
    case MAX_EXPR: r = a > b ? a : b; break;
    case BIT_AND_EXPR: r = a & b; break;
    case BIT_IOR_EXPR: r = a | b; break;
    case LSHIFT_EXPR:
    case RSHIFT_EXPR:
      if (b < 0 || b >= TYPE_PRECISION (n->type))
        return false;
      r = n->code == LSHIFT_EXPR ? a * ((__int128) 1 << (int) b)
                                 : a >> (int) b;
      break;
    default:
      return false;
    }
  if (!fits_p (r, n->type) && !TYPE_UNSIGNED (n->type)
      && TYPE_OVERFLOW_UNDEFINED (n->type))
    return false;
  *out = wrap_to (r, n->type);
  return true;
}

/* Whether the values of F let condition C take its edge of truth WANT:
   false only when C evaluates exactly to the other.  The nodes are
   evaluated in order, operands first.  */
static bool
cond_allows (const struct size_cond *c, const struct size_fix *f)
{
  __int128 v[EXACT_MAX_NODES];
  bool ok[EXACT_MAX_NODES];
  for (unsigned i = 0; i < c->nodes.length (); i++)
    {
      const struct ex_node *n = &c->nodes[i];
      if (n->code == INTEGER_CST)
        {
          v[i] = n->cst;
          ok[i] = true;
          continue;
        }
      if (n->leaf >= 0)
        {
          tree x = c->leaf[n->leaf];
          int j = x == f->v[0] ? 0 : x == f->v[1] ? 1 : -1;
          ok[i] = j >= 0 && (v[i] = wrap_to (f->val[j], n->type)) == f->val[j];
          continue;
        }
      ok[i] = ok[n->a] && (n->b < 0 || ok[n->b])
              && exact_op (n, v[n->a], n->b < 0 ? 0 : v[n->b], &v[i]);
    }
  if (!ok[c->lhs] || !ok[c->rhs])
    return true;
  __int128 a = v[c->lhs], b = v[c->rhs];
  bool t;
  switch (gimple_cond_code (c->cond))
    {
    case LT_EXPR: t = a < b; break;
    case LE_EXPR: t = a <= b; break;
    case GT_EXPR: t = a > b; break;
    case GE_EXPR: t = a >= b; break;
    case EQ_EXPR: t = a == b; break;
    case NE_EXPR: t = a != b; break;
    default: return true;
    }
  return t == c->want;
}

/* Collect into C (*N of them) the conditions dominating STMT that are
   computed from at most two sizes.  */
static void
dominating_conds (gimple *stmt, struct size_cond *c, int *n)
{
  *n = 0;
  basic_block bb = gimple_bb (stmt);
  if (!bb || !dom_info_available_p (CDI_DOMINATORS))
    return;
  for (int steps = 0; steps < PAIR_MAX_WALK && bb && *n < PAIR_MAX_CONDS;
       steps++)
    {
      if (single_pred_p (bb))
        {
          edge e = single_pred_edge (bb);
          gcond *cond = safe_dyn_cast <gcond *> (last_stmt (e->src));
          struct size_cond *k = &c[*n];
          k->nleaf = 0;
          k->nodes = vNULL;
          if (cond && (e->flags & (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE))
              && INTEGRAL_TYPE_P (TREE_TYPE (gimple_cond_lhs (cond))))
            {
              hash_map<tree, int> seen;
              k->lhs = exact_node (gimple_cond_lhs (cond), k, 0, &seen);
              k->rhs = k->lhs < 0 ? -1
                       : exact_node (gimple_cond_rhs (cond), k, 0, &seen);
            }
          if (k->nodes.length () && k->lhs >= 0 && k->rhs >= 0)
            {
              k->cond = cond;
              k->want = (e->flags & EDGE_TRUE_VALUE) != 0;
              (*n)++;
            }
          else
            k->nodes.release ();
        }
      bb = get_immediate_dominator (CDI_DOMINATORS, bb);
      if (bb == ENTRY_BLOCK_PTR_FOR_FN (cfun))
        break;
    }
}

/* The values of size V at STMT, whose guards are G: from *LO to *HI by
   *STEP (GCC's range there; the multiple its known zero low bits or a
   guard on its remainder give); false when not bounded.  */
static bool
size_values (tree v, gimple *stmt, const struct ascsync_guards *g,
             HOST_WIDE_INT *lo, HOST_WIDE_INT *hi, HOST_WIDE_INT *step)
{
  int_range_max r;
  if (!get_range_query (cfun)->range_of_expr (r, v, stmt) || r.undefined_p ()
      || r.varying_p ())
    return false;
  signop sg = TYPE_SIGN (TREE_TYPE (v));
  wide_int wlo = r.lower_bound (), whi = r.upper_bound ();
  if (!wi::fits_shwi_p (widest_int::from (wlo, sg))
      || !wi::fits_shwi_p (widest_int::from (whi, sg)))
    return false;
  *lo = widest_int::from (wlo, sg).to_shwi ();
  *hi = widest_int::from (whi, sg).to_shwi ();
  wide_int nz = get_nonzero_bits (v);
  int tz = nz == 0 ? 0 : MIN ((int) wi::ctz (nz), 20);
  *step = MAX ((HOST_WIDE_INT) 1 << tz,
               (HOST_WIDE_INT) ascsync_guard_multiple (v, g));
  /* The first multiple of STEP from LO.  */
  HOST_WIDE_INT rem = ((*lo % *step) + *step) % *step;
  if (rem && (__int128) *hi - *lo < *step - rem)
    return false;
  if (rem)
    *lo += *step - rem;
  return true;
}

/* The residues of one access at one pair of values A, B of the
   sizes: from LO to HI relative to its pointer's base.  */
struct residue_sample
{
  HOST_WIDE_INT a, b;
  int64_t lo, hi;
};

/* Into *C0, *CA and *CB, the affine function C0 + CA * A + CB * B that
   gives the LO (HI when HI) of every sample of S, its coefficients read
   off samples that differ from the first in one size (0 for a size no
   sample changes); false when no such function fits every sample.  */
static bool
fit_affine (const vec<residue_sample> &s, bool hi, int64_t *c0, int64_t *ca,
            int64_t *cb)
{
  const struct residue_sample &f = s[0];
  *ca = *cb = 0;
  for (unsigned i = 1; i < s.length (); i++)
    {
      int64_t d = (hi ? s[i].hi - f.hi : s[i].lo - f.lo);
      if (s[i].b == f.b && s[i].a != f.a && !*ca)
        *ca = d / (s[i].a - f.a);
      else if (s[i].a == f.a && s[i].b != f.b && !*cb)
        *cb = d / (s[i].b - f.b);
    }
  *c0 = (hi ? f.hi : f.lo) - *ca * f.a - *cb * f.b;
  for (unsigned i = 0; i < s.length (); i++)
    if (*c0 + *ca * s[i].a + *cb * s[i].b != (hi ? s[i].hi : s[i].lo))
      return false;
  return true;
}

/* Into R, the residues of samples S of sizes A and B (B null: none) in
   period PER as affine functions of the sizes; R->PER 0 when they are
   none.  */
static void
residues_of (const vec<residue_sample> &s, uint64_t per, tree a, tree b,
             struct ascsync_pair_residues *r)
{
  r->per = 0;
  if (!per || per == UINT64_MAX || s.is_empty ())
    return;
  for (unsigned i = 0; i < s.length (); i++)
    if (s[i].hi - s[i].lo > (int64_t) per)
      return;
  if (!fit_affine (s, false, &r->lo[0], &r->lo[1], &r->lo[2])
      || !fit_affine (s, true, &r->hi[0], &r->hi[1], &r->hi[2]))
    return;
  r->per = per;
  r->size[0] = a;
  r->size[1] = b;
  r->lomin = s[0].lo;
  r->himax = s[0].hi;
  for (unsigned i = 1; i < s.length (); i++)
    {
      r->lomin = MIN (r->lomin, s[i].lo);
      r->himax = MAX (r->himax, s[i].hi);
    }
}

/* The state of one walk over the values of sizes A and B: the compiled
   counts, strides and offsets CF (Q's arguments, then its accesses'
   offsets), and per access its largest end, its largest offset plus
   end (UINT64_MAX: not known), its residues at each pair and their
   period (0: none; UINT64_MAX until a pair gives one).  */
struct pair_walk
{
  const struct ascsync_pair_query *q;
  struct ascsync_count_fn *cf[ASC_MAX_ARGS + ASC_MAX_ACCESSES];
  uint64_t ends[ASC_MAX_ACCESSES], base_ends[ASC_MAX_ACCESSES];
  vec<residue_sample> samples[ASC_MAX_ACCESSES];
  uint64_t per[ASC_MAX_ACCESSES];
  bool any;
};

/* Take into W the accesses at sizes' values VA and VB; false when
   their footprint is not known there.  */
static bool
walk_point (struct pair_walk *w, HOST_WIDE_INT va, HOST_WIDE_INT vb)
{
  const struct ascsync_pair_query *q = w->q;
  uint64_t at[ASC_MAX_ARGS], exact = 0;
  for (int j = 0; j < q->nargs; j++)
    {
      uint64_t h;
      bool one;
      at[j] = q->args[j];
      if (w->cf[j] && ascsync_count_eval (w->cf[j], va, vb, &h, &one)
          && h <= at[j])
        {
          at[j] = h;
          exact |= (uint64_t) one << j;
        }
    }
  struct ascsync_pair_point pt;
  if (!q->fn (at, exact, q->data, &pt))
    return false;
  for (int k = 0; k < q->na; k++)
    {
      uint64_t e = pt.end[k], d = 0, sum;
      w->ends[k] = w->any ? MAX (w->ends[k], e) : e;
      if (e == 0)
        continue;               /* no bytes here */
      struct ascsync_count_fn *off = w->cf[q->nargs + k];
      bool dexact = true;
      if (off && !ascsync_count_eval (off, va, vb, &d, &dexact))
        d = UINT64_MAX, dexact = false;
      if (w->base_ends[k] != UINT64_MAX && off && d != UINT64_MAX
          && !__builtin_add_overflow (d, e, &sum))
        w->base_ends[k] = MAX (w->base_ends[k], sum);
      else
        w->base_ends[k] = UINT64_MAX;
      /* The residues, from an exact offset in one period (a run of
         bytes fits any).  */
      if (w->per[k] && (!dexact || !pt.per[k] || d >= ((uint64_t) 1 << 40)
                        || (w->per[k] != UINT64_MAX
                            && pt.per[k] != UINT64_MAX
                            && w->per[k] != pt.per[k])))
        w->per[k] = 0;
      if (w->per[k])
        {
          if (pt.per[k] != UINT64_MAX)
            w->per[k] = pt.per[k];
          struct residue_sample r = { va, vb, (int64_t) d + pt.lo[k],
                                      (int64_t) d + pt.lo[k]
                                      + (int64_t) pt.len[k] };
          w->samples[k].safe_push (r);
        }
    }
  w->any = true;
  return true;
}

/* Into R[0 .. Q->NA), the largest ends of Q's accesses over the pairs
   of values of sizes A and B (B null: the values of A) that pass every
   condition of C[0 .. N) computed from them, the largest sum of each
   access's offset Q->OFFS[K] and its end (UINT64_MAX: not known), and
   its residues; false when there are too many pairs (more than *WORK
   evaluations of a count left for the function, which this takes from
   it), no count or offset is computed from a size, none passes, or an
   end is not known at one.  */
static bool
pair_ends (const struct ascsync_pair_query *q, tree a, tree b,
           const struct size_cond *c, int n, struct ascsync_pair_result *r,
           int *work)
{
  /* Only sizes that the counts, strides and offsets are computed
     from.  */
  tree vals[ASC_MAX_ARGS + ASC_MAX_ACCESSES];
  int nvals = 0;
  for (int j = 0; j < q->nargs; j++)
    vals[nvals++] = q->argv[j];
  for (int k = 0; k < q->na; k++)
    vals[nvals++] = q->offs[k];
  bool dep = false;
  int nfree = 0;
  for (int j = 0; j < nvals; j++)
    {
      nfree += vals[j] != NULL_TREE;
      for (int i = 0; i < 2 && vals[j] && (i ? b : a) && !dep; i++)
        {
          int budget = DEPENDS_BUDGET;
          hash_set<tree> seen;
          dep = depends_on (vals[j], i ? b : a, &budget, &seen);
        }
    }
  if (!dep)
    return false;
  HOST_WIDE_INT lo[2] = { 0, 0 }, top[2] = { 0, 0 }, step[2] = { 1, 1 };
  struct ascsync_guards g;
  ascsync_guards_at (q->stmt, &g);
  if (!size_values (a, q->stmt, &g, &lo[0], &top[0], &step[0])
      || (b && !size_values (b, q->stmt, &g, &lo[1], &top[1], &step[1])))
    return false;
  __int128 ca = ((__int128) top[0] - lo[0]) / step[0] + 1;
  __int128 cb = ((__int128) top[1] - lo[1]) / step[1] + 1;
  int cost = (int) (ca * cb) * (nfree + q->na);
  if (ca * cb > PAIR_MAX_COMBOS || cost > *work)
    return false;
  *work -= cost;
  struct size_fix f = { { a, b }, { 0, 0 } };
  /* MINE[I]: condition I is computed from A and B alone.  */
  bool mine[PAIR_MAX_CONDS];
  for (int i = 0; i < n; i++)
    {
      mine[i] = true;
      for (int j = 0; j < c[i].nleaf; j++)
        mine[i] &= c[i].leaf[j] == a || c[i].leaf[j] == b;
    }
  struct pair_walk w;
  w.q = q;
  w.any = false;
  for (int j = 0; j < nvals; j++)
    w.cf[j] = vals[j] ? ascsync_count_compile (vals[j], q->stmt, a, b) : NULL;
  for (int k = 0; k < q->na; k++)
    {
      w.base_ends[k] = w.cf[q->nargs + k] ? 0 : UINT64_MAX;
      w.samples[k] = vNULL;
      w.per[k] = UINT64_MAX;
    }
  bool ok = true;
  for (int ia = 0; ia < (int) ca && ok; ia++)
    for (int ib = 0; ib < (int) cb && ok; ib++)
      {
        f.val[0] = lo[0] + ia * step[0];
        f.val[1] = lo[1] + ib * step[1];
        bool allowed = true;
        for (int i = 0; i < n && allowed; i++)
          allowed = !mine[i] || cond_allows (&c[i], &f);
        if (allowed)
          ok = walk_point (&w, f.val[0], f.val[1]);
      }
  for (int j = 0; j < nvals; j++)
    ascsync_count_free (w.cf[j]);
  for (int k = 0; k < q->na; k++)
    {
      r[k].end = w.ends[k];
      r[k].base_end = w.base_ends[k];
      residues_of (w.samples[k], w.per[k], a, b, &r[k].res);
      w.samples[k].release ();
    }
  return ok && w.any;
}

/* Whether condition C is computed from sizes A and B (B null: from A
   alone), in either order.  */
static bool
same_sizes (const struct size_cond *c, tree a, tree b)
{
  if (c->nleaf != 1 + (b != NULL_TREE))
    return false;
  return b ? ((c->leaf[0] == a && c->leaf[1] == b)
              || (c->leaf[0] == b && c->leaf[1] == a))
           : c->leaf[0] == a;
}

/* The evaluations of a count under fixed sizes left for the function
   being evaluated (ascsync_sizepair_reset sets PAIR_WORK).  */
static int work_left;

/* See gimple_val.h.  */
void
ascsync_sizepair_reset (void)
{
  work_left = PAIR_WORK;
}

/* See gimple_val.h.  */
bool
ascsync_ends_by_size_pairs (const struct ascsync_pair_query *q,
                            struct ascsync_pair_result *out)
{
  struct size_cond c[PAIR_MAX_CONDS];
  int n;
  dominating_conds (q->stmt, c, &n);
  bool better = false;
  int pairs = 0;
  /* Pairs of sizes first, then sizes alone.  */
  for (int i = 0; i < 2 * n && pairs < PAIR_MAX_PAIRS; i++)
    {
      const struct size_cond *k = &c[i % n];
      if (k->nleaf != 2 - i / n)
        continue;
      tree a = k->leaf[0], b = k->nleaf == 2 ? k->leaf[1] : NULL_TREE;
      bool seen = false;
      for (int j = 0; j < i % n && !seen; j++)
        seen = same_sizes (&c[j], a, b);
      struct ascsync_pair_result r[ASC_MAX_ACCESSES];
      if (seen)
        continue;
      pairs++;
      if (!pair_ends (q, a, b, c, n, r, &work_left))
        continue;
      for (int x = 0; x < q->na; x++)
        {
          better |= r[x].end < out[x].end || r[x].base_end < out[x].base_end
                    || (r[x].res.per && !out[x].res.per);
          out[x].end = MIN (out[x].end, r[x].end);
          out[x].base_end = MIN (out[x].base_end, r[x].base_end);
          if (r[x].res.per && !out[x].res.per)
            out[x].res = r[x].res;
        }
    }
  for (int i = 0; i < n; i++)
    c[i].nodes.release ();
  return better;
}
