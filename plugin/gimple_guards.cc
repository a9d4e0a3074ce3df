/* gimple_guards.cc -- values at a statement under guards on remainders
   (ascsync).

   Code that processes N elements in whole units of C and a remainder
   computes Q = N / C and handles the tail only when N % C != 0:

     full = rows / 8;
     if (rows % 8 != 0)
       vcadd (sums + 16, picks + full * 64, 1, ...);

   Where the guard holds, N is not a multiple of C, so Q is at most
   (N_MAX - 1) / C when N_MAX, the largest value of N, is a multiple of
   C (here 15, not 16: the tail never starts at the end of a 128-row
   buffer); under "N % C > 0" N is also positive (a remainder has the
   sign of its dividend), so Q is not negative.  Likewise "N & -C", N
   rounded down to a multiple of C (a power of two), as GCC writes
   "full * 64": at most C * ((N_MAX - 1) / C) for N not negative.
   GCC's range query does
   not relate the two (its bitwise-and and modulo operators cannot
   express "not a multiple" in a range), and GCC computes the address
   wherever it likes (often before the guard, hoisted out of a loop),
   so the operands of an operation are evaluated here at the operation
   (ascsync_eval_at): first the facts the conditions dominating it
   state, then the operand again along the conversions, sums, products
   and shifts between it and a quotient a fact bounds, each step as the
   evaluator takes it, the result never wider than the evaluator's.
   Each value on the way is narrowed to GCC's range of it at the
   statement as well: the evaluator's values are those of the whole
   function, and a run-time size checked before use ("if (sz <= 0 ||
   sz > 512) return;", which GCC tests as "(unsigned) sz - 1 > 511")
   is known there only by its type.

   A fact is "M != 0", "M > 0" (true edge) or "M == 0" (false edge) of a
   GIMPLE_COND whose taken edge leads to a block with that one
   predecessor dominating the statement, where M is "R % C" or
   "R & (C - 1)": R is not a multiple of C.  An SSA value satisfies a
   condition tested on it wherever the taken edge dominates (GCC's
   ranger reasons the same way).  A quotient N / C is bounded by a fact
   on R when R is N or, for a power of two C, R and N differ by integer
   conversions (all of precision at least log2 C: a conversion keeps
   the low bits, and GCC writes the test of "rows % 8" on an unsigned
   copy of the value it divides).

   A comparison of integers bounds what it compares in the same way,
   wherever its taken edge dominates: the body of "for (i = 0; i < rows;
   i++)" sees i <= rows_max - 1, where the loop's header, which also
   sees the exit value, gives i the range [0, rows_max] (at -O0 the exit
   test stays in the header; GCC's ranger narrows i in the body only
   when optimizing).  Where the comparison is "i != n" and i is a
   counter of the loop the test exits, stepping by 1 from a start not
   above n, tested in every iteration, i never passes n, so "!=" says
   "<" (compare_bounds).  The values are the evaluator's intervals,
   which hold no negative numbers, so a signed comparison of them is
   their unsigned one.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "dominance.h"
#include "fold-const.h"
#include "tree-scalar-evolution.h"
#include "gimple_val.h"

/* A value at or above this is no address in local memory.  */
#define WIDE_VALUE ((uint64_t) 1 << 24)

/* Bounds on intervals stay below this (no overflow in +1 / -1).  */
#define BOUND_LIM ((uint64_t) 1 << 62)

/* Evaluate the header PHIs of the loops around block BB, outermost
   first, before any value computed in them: the evaluator enters a
   cycle at its PHI (eval_phi); entered at a latch value ("ivtmp_100 =
   ivtmp_101 + 4", an exit test's operand), the PHI would meet that
   value half evaluated and be remembered as unknown.  */
void
ascsync_enter_loops_at (basic_block bb)
{
  class loop *ls[16];
  int n = 0;
  for (class loop *l = bb ? bb->loop_father : NULL;
       l && loop_outer (l) && n < 16; l = loop_outer (l))
    ls[n++] = l;
  while (n-- > 0)
    for (gphi_iterator gpi = gsi_start_phis (ls[n]->header);
         !gsi_end_p (gpi); gsi_next (&gpi))
      {
        tree r = gimple_phi_result (gpi.phi ());
        if (INTEGRAL_TYPE_P (TREE_TYPE (r)) || POINTER_TYPE_P (TREE_TYPE (r)))
          ascsync_eval (r, 0);
      }
}

/* The interval [*LO, *HI] of integer operand T (an SSA name or a
   constant) at statement AT: the evaluator's, narrowed by GCC's range
   at AT, else the whole range of an unsigned type; false when T may be
   negative or nothing bounds it.  */
static bool
operand_interval (tree t, gimple *at, uint64_t *lo, uint64_t *hi)
{
  if (!INTEGRAL_TYPE_P (TREE_TYPE (t)))
    return false;
  if (TREE_CODE (t) == INTEGER_CST)
    {
      if (!tree_fits_uhwi_p (t))
        return false;
      *lo = *hi = tree_to_uhwi (t);
      return *hi < BOUND_LIM;
    }
  if (TREE_CODE (t) != SSA_NAME)
    return false;
  if (!SSA_NAME_IS_DEFAULT_DEF (t))
    ascsync_enter_loops_at (gimple_bb (SSA_NAME_DEF_STMT (t)));
  bool known = false;
  struct val v = ascsync_eval (t, 0);
  if (v.kind == VAL_INT && !v.cyc && v.lo <= v.hi)
    {
      *lo = v.lo;
      *hi = v.hi;
      known = true;
    }
  struct val r = ascsync_eval_range (t, at);
  if (r.kind == VAL_INT)
    {
      if (!known)
        {
          *lo = r.lo;
          *hi = r.hi;
          known = true;
        }
      else
        {
          *lo = MAX (*lo, r.lo);
          *hi = MIN (*hi, r.hi);
          if (*lo > *hi)
            return false;
        }
    }
  if (!known && TYPE_UNSIGNED (TREE_TYPE (t)))
    {
      *lo = 0;
      *hi = ascsync_type_max (TREE_TYPE (t));
      known = true;
    }
  return known;
}

/* Whether condition C, compared with operand OTHER, is the exit test of
   the loop whose header defines OTHER (a counter): the other operand is
   then the loop's trip count.  */
static bool
trip_count_test_p (gcond *c, tree other)
{
  class loop *l = gimple_bb (c)->loop_father;
  if (!l || !loop_outer (l) || TREE_CODE (other) != SSA_NAME
      || gimple_code (SSA_NAME_DEF_STMT (other)) != GIMPLE_PHI
      || gimple_bb (SSA_NAME_DEF_STMT (other)) != l->header)
    return false;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, gimple_bb (c)->succs)
    if (!flow_bb_inside_loop_p (l, e->dest))
      return true;
  return false;
}

/* Narrow *HI, the top of operand T of condition C, when C is the exit
   test of the loop of counter OTHER and T is signed or a conversion of
   a signed value: T is a trip count, whose negative values let no
   iteration run, and the conversions on the way to it keep their
   values by the count assumption ("i < rows" with rows = (int) MIN
   (left, 48), or "left < 48 ? (int) left : 48", runs at most 48
   times).  */
static void
trip_count_top (tree t, gcond *c, tree other, uint64_t *hi)
{
  tree z = ascsync_int_conversion_source (t);
  if (!z && TREE_CODE (t) == SSA_NAME)
    z = t;
  uint64_t h;
  if (ascsync_settings.layout && z && !TYPE_UNSIGNED (TREE_TYPE (z))
      && trip_count_test_p (c, other) && ascsync_converted_count_top (z, &h)
      && h < *hi)
    *hi = h;
}

/* Whether T is a signed integer name, which may be negative, into *HI
   its largest value at statement AT from GCC's range there, at least
   0 (else UINT64_MAX: not known).  */
static bool
signed_operand_top (tree t, gimple *at, uint64_t *hi)
{
  if (TREE_CODE (t) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (t))
      || TYPE_UNSIGNED (TREE_TYPE (t)))
    return false;
  uint64_t lo;
  bool nonneg;
  if (!ascsync_range_bounds (t, at, &lo, hi, &nonneg))
    *hi = UINT64_MAX;
  return true;
}

/* Whether X, tested "X != Y" by the condition ending E's source block
   (E its side "!="), never exceeds Y where E is taken: X is the counter
   "C + T" of the loop L whose header defines it (exact: no wrap, no
   unknown start), the test is in L's own body and runs in every
   iteration (its block dominates L's latch), its side "==" leaves L,
   and Y is fixed in a run of L and at least C (YLO, Y's least value):
   then in iteration T the tests of iterations 0 .. T - 1 said C + t !=
   Y, so C + T <= Y.  */
static bool
counts_up_to (tree x, tree y, edge e, uint64_t ylo)
{
  if (TREE_CODE (x) != SSA_NAME)
    return false;
  gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (x));
  basic_block c = e->src;
  class loop *l = c->loop_father;
  if (!phi || !l || !loop_outer (l) || gimple_bb (phi) != l->header
      || !l->latch || EDGE_COUNT (c->succs) != 2
      || !dominated_by_p (CDI_DOMINATORS, l->latch, c))
    return false;
  edge other = EDGE_SUCC (c, 0) == e ? EDGE_SUCC (c, 1) : EDGE_SUCC (c, 0);
  if (flow_bb_inside_loop_p (l, other->dest)
      || !flow_bb_inside_loop_p (l, e->dest))
    return false;
  if (TREE_CODE (y) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (y))
    {
      basic_block yb = gimple_bb (SSA_NAME_DEF_STMT (y));
      if (!yb || flow_bb_inside_loop_p (l, yb))
        return false;
    }
  else if (TREE_CODE (y) != SSA_NAME && TREE_CODE (y) != INTEGER_CST)
    return false;
  struct val v = ascsync_eval (x, 0);
  return v.kind == VAL_INT && !v.cyc && v.pk == 1 && v.ps == 1
         && v.pl == l->num && v.pmod == 0 && v.pphase == 0
         && v.plo[0] == v.phi[0] && v.plo[0] <= ylo;
}

/* Add to G that integer SSA name T lies in [LO, HI] (and so does what
   T converts without changing its value), unless that is no news.  */
static void
add_bound (struct ascsync_guards *g, tree t, uint64_t lo, uint64_t hi,
           uint64_t olo, uint64_t ohi, gimple *at)
{
  for (int steps = 0; steps < 4 && TREE_CODE (t) == SSA_NAME
                      && hi < BOUND_LIM && lo <= hi; steps++)
    {
      if (lo > olo || hi < ohi)
        {
          int i;
          for (i = 0; i < g->nb; i++)
            if (g->b[i].t == t)
              break;
          if (i < g->nb)
            {
              uint64_t nlo = MAX (g->b[i].lo, lo), nhi = MIN (g->b[i].hi, hi);
              if (nlo <= nhi)
                {
                  g->b[i].lo = nlo;
                  g->b[i].hi = nhi;
                }
            }
          else if (g->nb < ASCSYNC_MAX_GUARDS)
            {
              g->b[g->nb].t = t;
              g->b[g->nb].lo = lo;
              g->b[g->nb].hi = hi;
              g->nb++;
            }
        }
      /* "T = (type) Z" with Z's values all in T's type: Z is T.  */
      tree z = ascsync_int_conversion_source (t);
      if (!z || TREE_CODE (z) != SSA_NAME
          || !operand_interval (z, at, &olo, &ohi)
          || ohi > ascsync_type_max (TREE_TYPE (t)))
        return;
      t = z;
    }
}

/* Narrow [*LO, *HI] by "!= C" when C, the other side's interval
   [CLO, CHI], is one value at one of its ends.  */
static void
trim_constant (uint64_t *lo, uint64_t *hi, uint64_t clo, uint64_t chi)
{
  if (clo != chi || *lo >= *hi)
    return;
  if (*hi == clo)
    (*hi)--;
  else if (*lo == clo)
    (*lo)++;
}

/* Narrow X in [*XLO, *XHI] and Y in [*YLO, *YHI] by "X < Y" (STRICT)
   or "X <= Y"; false when "X < Y" cannot hold (Y at most 0) or X is
   too large to step past.  */
static bool
bound_below (uint64_t *xlo, uint64_t *xhi, uint64_t *ylo, uint64_t *yhi,
             int strict)
{
  if (strict && (*yhi == 0 || *xlo >= BOUND_LIM))
    return false;
  *xhi = MIN (*xhi, *yhi - strict);
  *ylo = MAX (*ylo, *xlo + strict);
  return true;
}

/* What condition C, on edge E out of its block, says of the integers
   it compares, as intervals into G (see the head of this file).  */
static void
compare_bounds (gcond *c, edge e, gimple *at, struct ascsync_guards *g)
{
  tree a = gimple_cond_lhs (c), b = gimple_cond_rhs (c);
  if (!INTEGRAL_TYPE_P (TREE_TYPE (a)) || !INTEGRAL_TYPE_P (TREE_TYPE (b)))
    return;
  enum tree_code code = gimple_cond_code (c);
  if (e->flags & EDGE_FALSE_VALUE)
    code = invert_tree_comparison (code, false);
  else if (!(e->flags & EDGE_TRUE_VALUE))
    return;
  uint64_t alo, ahi, blo, bhi;
  /* An operand that may be negative, known only by its top (GCC's
     range), bounds the other from above where it is the larger, and is
     itself bounded below there by the other, which is not negative:
     "i < rows" with rows = (int) MIN (left, 48), i >= 0, says i <= 47
     and rows >= 1.  Its interval [0, top] is then exact on the taken
     side.  Compared any other way it says nothing.  */
  bool aneg = false, bneg = false;
  if (!operand_interval (a, at, &alo, &ahi))
    {
      if (!signed_operand_top (a, at, &ahi))
        return;
      alo = 0;
      aneg = true;
    }
  if (!operand_interval (b, at, &blo, &bhi))
    {
      if (aneg || !signed_operand_top (b, at, &bhi))
        return;
      blo = 0;
      bneg = true;
    }
  trip_count_top (a, c, b, &ahi);
  trip_count_top (b, c, a, &bhi);
  if (alo > ahi || blo > bhi || (aneg && ahi >= BOUND_LIM)
      || (bneg && bhi >= BOUND_LIM))
    return;
  if ((aneg && code != GT_EXPR && code != GE_EXPR && code != EQ_EXPR)
      || (bneg && code != LT_EXPR && code != LE_EXPR && code != EQ_EXPR))
    return;
  uint64_t oalo = alo, oahi = ahi, oblo = blo, obhi = bhi;
  /* "A != B" is "A < B" (or "B < A") where one counts up to the
     other; else it only trims a constant at an end of the other's
     interval.  */
  if (code == NE_EXPR)
    {
      if (counts_up_to (a, b, e, blo))
        code = LT_EXPR;
      else if (counts_up_to (b, a, e, alo))
        code = GT_EXPR;
      else
        {
          trim_constant (&alo, &ahi, blo, bhi);
          trim_constant (&blo, &bhi, alo, ahi);
        }
    }
  switch (code)
    {
    case NE_EXPR:
      break;
    case LT_EXPR:
      if (!bound_below (&alo, &ahi, &blo, &bhi, 1))
        return;
      break;
    case LE_EXPR:
      bound_below (&alo, &ahi, &blo, &bhi, 0);
      break;
    case GT_EXPR:
      if (!bound_below (&blo, &bhi, &alo, &ahi, 1))
        return;
      break;
    case GE_EXPR:
      bound_below (&blo, &bhi, &alo, &ahi, 0);
      break;
    case EQ_EXPR:
      alo = blo = MAX (alo, blo);
      ahi = bhi = MIN (ahi, bhi);
      break;
    default:
      return;
    }
  /* An empty interval: E is never taken; nothing to narrow.  */
  if (alo > ahi || blo > bhi)
    return;
  add_bound (g, a, alo, ahi, oalo, oahi, at);
  add_bound (g, b, blo, bhi, oblo, obhi, at);
}

/* T with integer conversions stripped (each of precision at least
   PREC), following SSA definitions.  */
static tree
conversion_root (tree t, unsigned prec)
{
  for (int steps = 0; steps < 8 && TREE_CODE (t) == SSA_NAME
                     && TYPE_PRECISION (TREE_TYPE (t)) >= prec; steps++)
    {
      tree from = ascsync_int_conversion_source (t);
      if (!from || TYPE_PRECISION (TREE_TYPE (from)) < prec)
        break;
      t = from;
    }
  return t;
}

/* What condition C, on edge E out of its block, says of its left
   operand X: 2 when X > 0 (taken), 1 when X != 0 ("X != 0" taken,
   "X == 0" not taken), 0 nothing of that kind.  */
static int
says_nonzero (gcond *c, edge e)
{
  if (!integer_zerop (gimple_cond_rhs (c)))
    return 0;
  bool taken = (e->flags & EDGE_TRUE_VALUE) != 0;
  switch (gimple_cond_code (c))
    {
    case NE_EXPR:
      return taken;
    case GT_EXPR:
      return taken ? 2 : 0;
    case EQ_EXPR:
      return !taken;
    default:
      return 0;
    }
}

/* Whether condition C, on edge E out of its block, says its left
   operand is 0 ("X == 0" taken, "X != 0" not taken).  */
static bool
says_zero (gcond *c, edge e)
{
  bool taken = (e->flags & EDGE_TRUE_VALUE) != 0;
  return integer_zerop (gimple_cond_rhs (c))
         && ((gimple_cond_code (c) == EQ_EXPR && taken)
             || (gimple_cond_code (c) == NE_EXPR && !taken));
}

/* Record in G that integer R is a multiple of C (R % C == 0 holds),
   and, C a power of two, that so is each operand of a bitwise or R is
   made of: GCC's if-combining folds "a % 16 == 0 && b % 16 == 0" into
   "((a | b) & 15) == 0".  DEPTH counts the ors walked.  */
static void
add_multiple (struct ascsync_guards *g, tree r, uint64_t c, int depth)
{
  if (TREE_CODE (r) != SSA_NAME)
    return;
  if (g->nm < ASCSYNC_MAX_GUARDS)
    {
      struct ascsync_guard f = { r, c, false };
      g->m[g->nm++] = f;
    }
  gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (r));
  if (as && gimple_assign_rhs_code (as) == BIT_IOR_EXPR
      && pow2p_hwi (c) && depth < 3)
    {
      add_multiple (g, gimple_assign_rhs1 (as), c, depth + 1);
      add_multiple (g, gimple_assign_rhs2 (as), c, depth + 1);
    }
}

/* See gimple_val.h.  */
void
ascsync_guards_at (gimple *at, struct ascsync_guards *g)
{
  g->n = g->nm = g->np = g->nb = 0;
  basic_block bb = gimple_bb (at);
  if (!bb || !dom_info_available_p (CDI_DOMINATORS))
    return;
  ascsync_enter_loops_at (bb);
  for (int steps = 0; steps < 64 && bb && g->n < ASCSYNC_MAX_GUARDS; steps++)
    {
      if (single_pred_p (bb))
        {
          edge e = single_pred_edge (bb);
          gcond *cond = safe_dyn_cast <gcond *> (last_stmt (e->src));
          int says = cond ? says_nonzero (cond, e) : 0;
          tree m = says ? gimple_cond_lhs (cond) : NULL_TREE;
          struct ascsync_guard f;
          if (m && ascsync_divmod_of (m, &f.r, &f.c) == 2
              && TREE_CODE (f.r) == SSA_NAME)
            {
              f.positive = says == 2
                           && gimple_assign_rhs_code (SSA_NAME_DEF_STMT (m))
                              == TRUNC_MOD_EXPR;
              g->f[g->n++] = f;
            }
          tree z = cond && says_zero (cond, e) ? gimple_cond_lhs (cond)
                                               : NULL_TREE;
          if (z && TREE_CODE (z) == SSA_NAME
              && ascsync_divmod_of (z, &f.r, &f.c) == 2)
            add_multiple (g, f.r, f.c, 0);
          if (cond && flow_bb_inside_loop_p (e->src->loop_father,
                                             gimple_bb (at)))
            ascsync_prefix_counters (e, g);
          if (cond)
            compare_bounds (cond, e, at, g);
        }
      bb = get_immediate_dominator (CDI_DOMINATORS, bb);
      if (bb == ENTRY_BLOCK_PTR_FOR_FN (cfun))
        break;
    }
}

/* What guards G say of N modulo C: 2 when N % C != 0 and N > 0, 1 when
   only N % C != 0, 0 nothing.  */
static int
fact_on (tree n, uint64_t c, const struct ascsync_guards *g)
{
  int best = 0;
  bool pow2 = (c & (c - 1)) == 0;
  for (int i = 0; i < g->n; i++)
    if (g->f[i].c == c)
      {
        if (g->f[i].r == n)
          best = MAX (best, g->f[i].positive ? 2 : 1);
        else if (pow2
                 && conversion_root (g->f[i].r, exact_log2 (c))
                    == conversion_root (n, exact_log2 (c)))
          best = MAX (best, 1);
      }
  return best;
}

/* See gimple_val.h.  */
uint64_t
ascsync_guard_multiple (tree n, const struct ascsync_guards *g)
{
  uint64_t best = 1;
  for (int i = 0; i < g->nm; i++)
    {
      /* The power of two in C: low bits a conversion keeps.  */
      uint64_t c = g->m[i].c & -g->m[i].c;
      c = MIN (c, (uint64_t) 1 << 20);
      if (c > best
          && (g->m[i].r == n
              || conversion_root (g->m[i].r, exact_log2 (c))
                 == conversion_root (n, exact_log2 (c))))
        best = c;
    }
  return best;
}

/* The largest value integer SSA name N may have at statement AT, from
   the evaluator's value of N and GCC's range of N at AT,
   into *HI, and whether N is known not to be negative into *NONNEG;
   false when neither bounds N (or the bound is negative).  */
static bool
largest_value (tree n, gimple *at, uint64_t *hi, bool *nonneg)
{
  bool known = false;
  *nonneg = TYPE_UNSIGNED (TREE_TYPE (n));
  struct val nv = ascsync_eval (n, 0);
  if (nv.kind == VAL_INT && !nv.cyc)
    {
      *hi = nv.hi;
      *nonneg = known = true;
    }
  uint64_t glo, ghi;
  bool gnonneg;
  if (ascsync_range_bounds (n, at, &glo, &ghi, &gnonneg))
    {
      *nonneg |= gnonneg;
      if (!known || ghi < *hi)
        {
          *hi = ghi;
          known = true;
        }
    }
  return known;
}

/* Whether integer Q is N rounded down to a multiple of C, a power of
   two: "N & -C" (N & ~(C - 1)); N into *N and C into *C.  */
static bool
round_down_of (tree q, tree *n, uint64_t *c)
{
  gassign *as = TREE_CODE (q) == SSA_NAME
                ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (q)) : NULL;
  if (!as || gimple_assign_rhs_code (as) != BIT_AND_EXPR
      || TREE_CODE (gimple_assign_rhs2 (as)) != INTEGER_CST)
    return false;
  /* -M, in the precision of the type: C when M is -C.  */
  wide_int m = wi::to_wide (gimple_assign_rhs2 (as));
  wide_int k = wi::neg (m);
  if (wi::popcount (k) != 1 || wi::ltu_p (k, 2) || wi::geu_p (k, 1 << 20))
    return false;
  *c = k.to_uhwi ();
  *n = gimple_assign_rhs1 (as);
  return true;
}

/* The value of Q at statement AT when Q is a quotient "N / C" or
   "N >> K", or N rounded down to a multiple of C ("N & -C"), and guards
   G (at AT) say N % C != 0 there, into *V (V's value as the evaluator
   has it, narrowed); false when they do not narrow it.  */
static bool
quotient_value (tree q, gimple *at, const struct ascsync_guards *g,
                struct val *v)
{
  tree n;
  uint64_t c, nhi = 0;
  bool nonneg;
  int says;
  bool round = false;
  if (!INTEGRAL_TYPE_P (TREE_TYPE (q)))
    return false;
  if (ascsync_divmod_of (q, &n, &c) != 1
      && !(round = round_down_of (q, &n, &c)))
    return false;
  if (TREE_CODE (n) != SSA_NAME || !(says = fact_on (n, c, g))
      || !largest_value (n, at, &nhi, &nonneg) || nhi == 0 || nhi % c != 0
      || (round && !nonneg && says != 2))
    return false;
  /* N < NHI there, and N / C <= (NHI - 1) / C also when N is negative
     (its quotient is then at most 0); N & -C is C times that when N
     is not negative.  */
  uint64_t hi = (nhi - 1) / c;
  if (round)
    hi *= c;
  *v = ascsync_eval (q, 0);
  if (v->cyc || (v->pk && v->ps))
    return false;
  if (v->kind == VAL_UNKNOWN && (nonneg || says == 2))
    {
      *v = ascsync_val_int (0, hi);
      return true;
    }
  if (v->kind != VAL_INT || hi < v->lo || hi >= v->hi)
    return false;
  v->hi = hi;
  for (int i = 0; i < v->pk; i++)
    if (v->plo[i] > hi)
      {
        ascsync_val_forget_form (v);
        break;
      }
    else if (v->phi[i] > hi)
      v->phi[i] = hi;
  return true;
}

/* Narrow *W, an integer interval of TYPE's values, to [LO, HI], values
   of TYPE; whether it narrowed (never when *W is arithmetic kept
   unreduced past TYPE's values, see ascsync_val_int_in_type).  A
   step-free periodic form (a slot residue) is clipped residue by
   residue (forgotten when a residue falls outside); an induction
   variable's form "C + S * T" stays: it still holds in the iterations
   the value is taken in.  */
static bool
narrow_to (struct val *w, tree type, uint64_t lo, uint64_t hi)
{
  /* Only a value the evaluator knows as an interval is narrowed: an
     unknown one is bounded by its buffer (the layout assumption, see
     gimple_ops.cc), which a range of known values would override.  */
  if (w->cyc || !ascsync_val_int_in_type (w, type))
    return false;
  uint64_t nlo = MAX (w->lo, lo), nhi = MIN (w->hi, hi);
  if (nlo > nhi || (nlo == w->lo && nhi == w->hi))
    return false;
  w->lo = nlo;
  w->hi = nhi;
  if (w->pk && !w->ps)
    for (int i = 0; i < w->pk; i++)
      {
        uint64_t rlo = MAX (w->plo[i], nlo), rhi = MIN (w->phi[i], nhi);
        if (rlo > rhi)
          {
            ascsync_val_forget_form (w);
            break;
          }
        w->plo[i] = rlo;
        w->phi[i] = rhi;
      }
  return true;
}

static bool value_at (tree t, gimple *at, const struct ascsync_guards *g,
                      int depth, struct val *v);

/* The value at statement AT of T, a PHI of the header of its loop L
   and an induction variable of a constant step S there (its scalar
   evolution), when every run of AT's block, in L but not its header,
   is followed by one of L's latch (the latch post-dominates it): the
   latch takes T to its next value, T + S, in the next run of the
   header, so AT sees T at most its largest value less S (at least its
   least plus -S when S < 0), residue by residue of a rotation of an
   outer loop.  The header sees the value T leaves with; the work before
   the latch never does (a loop tested at its head, as at -O0 and -Os:
   "for (p = bag; p != end; p += ROW)").  No value wraps: T + S is a
   value of T, and T's largest plus S stays in its type.  Into *V.  */
static bool
iv_before_latch_value (tree t, gimple *at, struct val *v)
{
  basic_block h = gimple_bb (SSA_NAME_DEF_STMT (t));
  class loop *loop = h ? h->loop_father : NULL;
  basic_block bb = gimple_bb (at);
  if (!loop || loop->header != h || !loop->latch || !bb || bb == h
      || !flow_bb_inside_loop_p (loop, bb) || !scev_initialized_p ()
      || !dom_info_available_p (CDI_POST_DOMINATORS)
      || !dominated_by_p (CDI_POST_DOMINATORS, bb, loop->latch))
    return false;
  tree chrec = analyze_scalar_evolution (loop, t);
  HOST_WIDE_INT s;
  if (!chrec || TREE_CODE (chrec) != POLYNOMIAL_CHREC
      || CHREC_VARIABLE (chrec) != (unsigned) loop->num
      || !ascsync_signed_cst (CHREC_RIGHT (chrec), &s) || s == 0
      || s > ((HOST_WIDE_INT) 1 << 40) || s < -((HOST_WIDE_INT) 1 << 40))
    return false;
  *v = ascsync_eval (t, 0);
  uint64_t d = s > 0 ? (uint64_t) s : (uint64_t) -s;
  if ((v->kind != VAL_INT && v->kind != VAL_LOCAL) || v->cyc
      || v->hi >= ((uint64_t) 1 << 62) || v->lo > v->hi
      || v->hi - v->lo < d
      || (INTEGRAL_TYPE_P (TREE_TYPE (t))
          && v->hi > ascsync_type_max (TREE_TYPE (t)) - d))
    return false;
  bool own = v->pk >= 1 && v->pl == loop->num;
  if (s > 0)
    v->hi -= d;
  else
    v->lo += d;
  /* A form of an outer loop keeps its residue and iteration from one
     header run to the next, so each residue's values are a step below
     too; one of L itself holds as it is (each iteration's value is its
     own, whichever run of the header comes next).  */
  for (int k = 0; k < v->pk && !own; k++)
    if (v->phi[k] - v->plo[k] >= d)
      {
        if (s > 0)
          v->phi[k] -= d;
        else
          v->plo[k] += d;
      }
  return true;
}

/* The value of integer PHI result T at statement AT into *V: of a loop
   header's, before the latch takes it a step on
   (iv_before_latch_value); of another, when the
   comparisons dominating AT (G's bounds, GCC's ranges at AT) leave it
   one: the paths into AT's block on which they hold
   (ascsync_value_under).  At -O0, where GCC threads no jumps, a
   counter stepped under "if (1 < n)" after one stepped under "if (0 <
   n)" is 1 there, not 0 or 1.  */
static bool
phi_value_at (tree t, gimple *at, const struct ascsync_guards *g,
              struct val *v)
{
  struct ascsync_fact facts[ASCSYNC_MAX_GUARDS];
  basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (t));
  HOST_WIDE_INT c;
  if (bb && bb->loop_father && bb->loop_father->header == bb)
    return iv_before_latch_value (t, at, v);
  if (!INTEGRAL_TYPE_P (TREE_TYPE (t)) || !bb)
    return false;
  for (int i = 0; i < g->nb; i++)
    {
      facts[i].name = g->b[i].t;
      facts[i].lo = (HOST_WIDE_INT) g->b[i].lo;
      facts[i].hi = (HOST_WIDE_INT) g->b[i].hi;
    }
  if (!ascsync_value_under (gimple_bb (at), at, t, facts, g->nb, &c)
      || c < 0)
    return false;
  *v = ascsync_val_int ((uint64_t) c, (uint64_t) c);
  return true;
}

/* Give R, a value narrowed from the evaluator's value OLD of the same
   name, what OLD says of where it is derived from where that is the
   weaker claim: a pointer made from one buffer start (ONEBASE, BASE0,
   per residue PONE, PBASE) only when both say so, from the lower start;
   moved down from a start (DTOP, per residue PDT, PDTOP) when either
   says so, from the higher.  Narrowing an interval tells nothing of
   how the pointer was made: re-deriving a sum from a narrowed operand
   ("b5 + (i * 512 - 366)") must not lose that it was moved down.  */
static void
keep_derivation (struct val *r, const struct val &old)
{
  r->onebase = r->onebase && old.onebase;
  if (r->onebase && old.base0 < r->base0)
    r->base0 = old.base0;
  for (int k = 0; k < SYNC_MAXK; k++)
    if ((r->pone & old.pone) >> k & 1)
      r->pbase[k] = MIN (r->pbase[k], old.pbase[k]);
  r->pone &= old.pone;
  uint64_t rtop = r->dtop;
  if (old.dtop > r->dtop)
    r->dtop = old.dtop;
  for (int k = 0; k < SYNC_MAXK; k++)
    if ((r->pdt | old.pdt) >> k & 1)
      {
        uint64_t ok = old.pdt >> k & 1 ? old.pdtop[k] : old.dtop;
        uint64_t rk = r->pdt >> k & 1 ? r->pdtop[k] : rtop;
        r->pdtop[k] = MAX (ok, rk);
      }
  r->pdt |= old.pdt;
}

/* The value of operand T at statement AT under guards G (at AT) into
   *V: a quotient they bound, a slot counter they step (G's prefix
   counters), or what T's definition (a conversion, sum, difference,
   product or shift, get_imm, a load from a slot table) computes from
   its operands' values at AT, found within DEPTH more definitions;
   false when nothing on the way is narrowed (*V is then not set).  */
static bool
value_at_1 (tree t, gimple *at, const struct ascsync_guards *g, int depth,
            struct val *v)
{
  if (TREE_CODE (t) != SSA_NAME || depth <= 0)
    return false;
  if (quotient_value (t, at, g, v))
    return true;
  for (int i = 0; i < g->np; i++)
    if (g->p[i].h == t)
      {
        *v = g->p[i].v;
        return true;
      }
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (gimple_code (def) == GIMPLE_PHI)
    return phi_value_at (t, at, g, v);
  bool imm = ascsync_get_imm_p (def);
  if (!is_gimple_assign (def) && !imm)
    return false;
  if (!imm && gimple_assign_load_p (def))
    {
      /* A slot table read at an index narrowed here.  */
      tree ref = gimple_assign_rhs1 (def);
      struct val ix;
      if (TREE_CODE (ref) != ARRAY_REF
          || !value_at (TREE_OPERAND (ref, 1), at, g, depth - 1, &ix))
        return false;
      *v = ascsync_eval_load_index (ref, ix, 0);
      return v->kind != VAL_UNKNOWN;
    }
  tree a = imm ? gimple_call_arg (def, 0) : gimple_assign_rhs1 (def);
  tree b = !imm && gimple_num_ops (def) > 2 ? gimple_assign_rhs2 (def)
                                             : NULL_TREE;
  struct val va, vb = ascsync_val_unknown ();
  bool na = value_at (a, at, g, depth - 1, &va);
  bool nb = b && value_at (b, at, g, depth - 1, &vb);
  if (!na && !nb)
    return false;
  if (!na)
    va = ascsync_eval (a, 0);
  if (b && !nb)
    vb = ascsync_eval (b, 0);
  struct val r, old = ascsync_eval (t, 0);
  if (!ascsync_eval_def_with (t, va, vb, &r))
    return false;
  /* Never wider than the evaluator's value.  */
  if (r.kind == old.kind && r.kind != VAL_UNKNOWN && !r.cyc && !old.cyc
      && (r.kind != VAL_GM || r.param == old.param))
    {
      if (old.lo > r.lo)
        r.lo = old.lo;
      if (old.hi < r.hi)
        r.hi = old.hi;
      if (r.lo > r.hi)
        return false;
      keep_derivation (&r, old);
    }
  else if (old.kind != VAL_UNKNOWN)
    return false;
  *v = r;
  return true;
}

/* value_at_1, then narrowed to the interval a comparison of G bounds
   T to, to GCC's range of T at AT (the ranger follows a condition
   on a value computed from T, "sz - 1 > 511", back to T), and to T's
   values at every combination of the few values it is computed from
   that the comparisons dominating AT allow (ascsync_enum_values_at).  */
static bool
value_at (tree t, gimple *at, const struct ascsync_guards *g, int depth,
          struct val *v)
{
  bool got = value_at_1 (t, at, g, depth, v);
  if (TREE_CODE (t) != SSA_NAME)
    return got;
  for (int i = 0; i < g->nb; i++)
    if (g->b[i].t == t)
      {
        struct val w = got ? *v : ascsync_eval (t, 0);
        if (narrow_to (&w, TREE_TYPE (t), g->b[i].lo, g->b[i].hi))
          {
            *v = w;
            got = true;
          }
        break;
      }
  uint64_t lo, hi;
  bool nonneg;
  if (INTEGRAL_TYPE_P (TREE_TYPE (t))
      && ascsync_range_bounds (t, at, &lo, &hi, &nonneg) && nonneg)
    {
      struct val w = got ? *v : ascsync_eval (t, 0);
      if (narrow_to (&w, TREE_TYPE (t), lo, hi))
        {
          *v = w;
          got = true;
        }
    }
  /* What relates the operands of T, under the comparisons holding at
     AT on the values T is computed from.  */
  if (INTEGRAL_TYPE_P (TREE_TYPE (t))
      && ascsync_enum_values_at (t, at, &lo, &hi))
    {
      struct val w = got ? *v : ascsync_eval (t, 0);
      if (narrow_to (&w, TREE_TYPE (t), lo, hi))
        {
          *v = w;
          got = true;
        }
    }
  return got;
}

/* See gimple_val.h.  */
struct val
ascsync_eval_at (tree t, gimple *at, const struct ascsync_guards *g)
{
  struct val v, e = ascsync_eval (t, 0);
  /* Without guards only a PHI on the way, GCC's range of a value on
     the way, or the comparisons dominating AT on the few values one on
     the way is computed from (phi_value_at, value_at), may narrow: not
     worth the walk for a value already one, unless its values reach
     past every local space (a run-time size the evaluator knows only
     by its type, which a check GCC's ranger sees bounds here).  */
  bool one = (e.kind == VAL_INT || e.kind == VAL_LOCAL) && e.lo == e.hi;
  bool wide = e.kind != VAL_UNKNOWN && e.hi >= WIDE_VALUE;
  if ((g->n || g->np || g->nb || wide || (!one && !e.cyc))
      && value_at (t, at, g, 12, &v))
    return v;
  return e;
}
