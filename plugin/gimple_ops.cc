/* gimple_ops.cc -- recognise pipe operations in GIMPLE and build the
   abstract CFG of ascsync (struct sync_func) for one function.

   Operations are: calls of the host entry points of intrinsics.def
   (asc_NAME / asc_NAME_SUFFIX, found with asc_op_lookup), whose
   footprints come from asc_footprint on the arguments' values; scalar
   loads and stores through pointers into local memory or GM (PIPE_S);
   existing asc_set_flag/asc_wait_flag/asc_pipe_barrier calls; and calls
   of functions of this unit that issue pipe work themselves.

   Values of the arguments are found by following SSA definitions
   (eval): integer constants and intervals (arithmetic, MIN/MAX,
   division, shifts, masks, narrowing checked against the type, then
   GCC's ranger), local addresses (get_imm (X) plus offsets), GM
   addresses (a pointer parameter plus an offset, possibly unknown),
   PHIs (the union of the arguments; a loop-carried pointer keeps its
   object but its offset becomes unknown), and loads from small local
   arrays whose address is never taken (the union of every value
   stored into the array, e.g. the slots of a ping-pong buffer table
   "xb[2] = { get_imm (0), get_imm (0x8000) }" indexed by i & 1).
   Counts that are not constant take the largest value of their range
   at the call (ranger), else of their type.  An unknown local pointer
   covers its whole space; an unknown GM pointer any GM.

   Aliasing rule: the pointer parameters of an externally visible
   function (a kernel entry point: CCE's __gm__ kernel parameters) are
   distinct, non-overlapping buffers, and pointer arithmetic stays within
   its object; so accesses through different parameters never conflict,
   whatever their offsets.  Static helpers get no such assumption (their
   GM accesses may alias any GM) unless ASCSYNC_GM_PARAMS_DISTINCT_ALL
   is set below.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "dominance.h"
#include "tree-dfa.h"
#include "tree-scalar-evolution.h"
#include "tree-ssa-loop-niter.h"
#include "tree-chrec.h"

/* Whether the no-alias rule for pointer parameters applies to every
   function rather than to external ones only.  */
static const bool ascsync_gm_params_distinct_all = false;

/* What is known about an SSA operand.  VAL_NONE is the empty set (a
   value made only of references to PHIs being evaluated); VAL_INT an
   integer interval; VAL_LOCAL a local address interval; VAL_GM a
   pointer into parameter PARAM with an offset interval.  HI ==
   OFF_ANY means any offset.  CYC > 0: the value also depends on the
   PHI at depth CYC - 1 of the evaluation stack (the outermost one);
   MOVED: something was added to such a value on the way.  */
enum val_kind
{
  VAL_UNKNOWN, VAL_INT, VAL_LOCAL, VAL_GM, VAL_NONE
};

#define OFF_ANY UINT64_MAX
/* HI of a local pointer that starts at LO and moves up without a known
   bound (see loop_bounds): only the layout bound limits it.  */
#define OFF_OPEN (UINT64_MAX - 1)

struct val
{
  enum val_kind kind;
  int param;                 /* VAL_GM: parameter index */
  uint64_t lo, hi;           /* value or offset interval */
  int cyc;
  int moved;
  /* Periodic form: when PK > 0, in iteration T of GCC loop PL (counted
     from 0 at each entry) the value (or offset) lies in [PLO[T mod PK]
     + PS * T, PHI[T mod PK] + PS * T].  PS is 0 except for induction
     variables and what is computed from them before a mask takes the
     residue; PK is a power of two.  */
  int pl;
  int pk;
  int64_t ps;
  uint64_t plo[SYNC_MAXK], phi[SYNC_MAXK];
  /* ONEBASE: a local pointer made from one constant address BASE0 plus
     offsets that are never negative (so it points into the buffer
     starting at or below BASE0 <= LO); PONE bit R: the same for residue
     R.  */
  int onebase;
  unsigned pone;
  uint64_t base0;
  /* PPHASE > 0: the form counts T from an unknown start fixed per run of
     loop PL (the value is the form's at T + X for an X that is the same
     in every value with this PPHASE; see unknown_start); 0: from 0 at
     each entry.  */
  int pphase;
};

/* Forget V's periodic form.  */
static void
per_clear (struct val *v)
{
  v->pl = -1;
  v->pk = 0;
  v->ps = 0;
  v->pone = 0;
  v->pphase = 0;
}

/* Copy the periodic form of FROM into TO.  */
static void
per_copy (struct val *to, const struct val &from)
{
  to->pl = from.pl;
  to->pk = from.pk;
  to->ps = from.ps;
  to->pone = from.pone;
  to->pphase = from.pphase;
  memcpy (to->plo, from.plo, sizeof to->plo);
  memcpy (to->phi, from.phi, sizeof to->phi);
}

static struct val
val_unknown (void)
{
  struct val v;
  memset (&v, 0, sizeof v);
  v.kind = VAL_UNKNOWN;
  v.param = -1;
  per_clear (&v);
  return v;
}

static struct val
val_int (uint64_t lo, uint64_t hi)
{
  struct val v = val_unknown ();
  v.kind = VAL_INT;
  v.lo = lo;
  v.hi = hi;
  return v;
}

/* Whether V is a pointer value (local or GM).  */
static bool
val_is_ptr (const struct val &v)
{
  return v.kind == VAL_LOCAL || v.kind == VAL_GM;
}

/* The smaller nonzero of cycle references A and B.  */
static int
cyc_min (int a, int b)
{
  if (!a)
    return b;
  if (!b)
    return a;
  return a < b ? a : b;
}

/* The union of the value sets A and B.  */
static struct val
val_union (struct val a, struct val b)
{
  struct val r;
  int cyc = cyc_min (a.cyc, b.cyc), moved = a.moved | b.moved;
  if (a.kind == VAL_NONE)
    r = b;
  else if (b.kind == VAL_NONE)
    r = a;
  else if (a.kind != b.kind || a.kind == VAL_UNKNOWN
           || (a.kind == VAL_GM && a.param != b.param))
    r = val_unknown ();
  else
    {
      r = a;
      r.lo = a.lo < b.lo ? a.lo : b.lo;
      r.hi = a.hi > b.hi ? a.hi : b.hi;
      r.onebase = a.onebase && b.onebase && a.base0 == b.base0
                  && a.lo == b.lo;
      r.pone = a.pone & b.pone;
      if (a.pk && b.pk && a.pl == b.pl && a.pk == b.pk && !a.ps && !b.ps
          && a.pphase == b.pphase)
        for (int k = 0; k < a.pk; k++)
          {
            r.plo[k] = a.plo[k] < b.plo[k] ? a.plo[k] : b.plo[k];
            r.phi[k] = a.phi[k] > b.phi[k] ? a.phi[k] : b.phi[k];
          }
      else
        per_clear (&r);
    }
  r.cyc = cyc;
  r.moved = moved;
  return r;
}

/* V without its periodic form, restricted to the iterations with
   residue R when it has one (PS must be 0).  */
static struct val
per_at (const struct val &v, int r)
{
  struct val x = v;
  per_clear (&x);
  if (v.pk)
    {
      x.lo = v.plo[r % v.pk];
      x.hi = v.phi[r % v.pk];
      x.onebase = ((v.pone >> (r % v.pk)) & 1) || x.lo == x.hi;
    }
  return x;
}

/* Index of parameter PARM of the current function, or -1.  */
static int
param_index (tree parm)
{
  int i = 0;
  for (tree p = DECL_ARGUMENTS (current_function_decl); p; p = DECL_CHAIN (p))
    {
      if (p == parm)
        return i;
      i++;
    }
  return -1;
}

/* Per-function evaluation state (set up by eval_init).  MEMO holds the
   value of SSA names by version once known for good; STATE is 0 (not
   evaluated), 1 (in MEMO), 2 (being evaluated, not a PHI) or 3 + K (a
   PHI being evaluated at stack depth K).  */
static vec<struct val> memo;
static vec<int> memo_state;
static int phi_depth;
static hash_map<tree, struct val> *array_memo;
static hash_set<tree> *array_busy;
static bool gm_distinct;
static gimple_ranger *ranger;
static bool scev_inited;

/* Set up the evaluation of the current function FUN.  */
static void
eval_init (function *fun)
{
  memo.create (num_ssa_names);
  memo.safe_grow_cleared (num_ssa_names);
  memo_state.create (num_ssa_names);
  memo_state.safe_grow_cleared (num_ssa_names);
  phi_depth = 0;
  array_memo = new hash_map<tree, struct val>;
  array_busy = new hash_set<tree>;
  gm_distinct = ascsync_gm_params_distinct_all
                || TREE_PUBLIC (current_function_decl);
  ranger = enable_ranger (fun);
  scev_inited = !scev_initialized_p ();
  if (scev_inited)
    scev_initialize ();
}

/* Release what eval_init set up.  */
static void
eval_fini (function *fun)
{
  memo.release ();
  memo_state.release ();
  delete array_memo;
  delete array_busy;
  array_memo = NULL;
  array_busy = NULL;
  if (scev_inited)
    scev_finalize ();
  scev_inited = false;
  if (ranger)
    disable_ranger (fun);
  ranger = NULL;
}

/* The range of integer SSA name T (at statement STMT when non-null)
   from GCC's range query, as an unsigned interval; unknown when not a
   non-negative bounded range.  */
static struct val
eval_range (tree t, gimple *stmt = NULL)
{
  if (TREE_CODE (t) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (t)))
    return val_unknown ();
  value_range r;
  if (!get_range_query (cfun)->range_of_expr (r, t, stmt)
      || r.undefined_p () || r.varying_p () || r.kind () != VR_RANGE)
    return val_unknown ();
  wide_int lo = r.lower_bound (), hi = r.upper_bound ();
  signop sg = TYPE_SIGN (TREE_TYPE (t));
  if (wi::neg_p (lo, sg) || !wi::fits_uhwi_p (hi))
    return val_unknown ();
  return val_int (lo.to_uhwi (), hi.to_uhwi ());
}

/* The largest value of integer type TYPE as an unsigned number.  */
static uint64_t
type_max (tree type)
{
  unsigned prec = TYPE_PRECISION (type);
  if (!TYPE_UNSIGNED (type))
    prec--;
  return prec >= 64 ? UINT64_MAX : ((uint64_t) 1 << prec) - 1;
}

/* Whether integer operand T carries no pointer value: its definitions
   (up to BUDGET of them) reach only constants, non-pointer parameters,
   integer loads and call results, never an SSA name of pointer type.
   An offset with this property keeps a pointer within its object.  */
static bool
ptr_free (tree t, int *budget, hash_set<tree> *seen)
{
  if (TREE_CODE (t) == INTEGER_CST)
    return true;
  if (TREE_CODE (t) != SSA_NAME || POINTER_TYPE_P (TREE_TYPE (t))
      || !INTEGRAL_TYPE_P (TREE_TYPE (t)) || --*budget < 0)
    return false;
  if (seen->add (t) || SSA_NAME_IS_DEFAULT_DEF (t))
    return true;
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (is_gimple_call (def))
    return true;
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
        if (!ptr_free (gimple_phi_arg_def (phi, i), budget, seen))
          return false;
      return true;
    }
  if (!is_gimple_assign (def))
    return false;
  if (gimple_assign_load_p (def))
    return true;
  for (unsigned i = 1; i < gimple_num_ops (def); i++)
    {
      tree op = gimple_op (def, i);
      if (TREE_CODE (op) == SSA_NAME || TREE_CODE (op) == INTEGER_CST)
        {
          if (!ptr_free (op, budget, seen))
            return false;
        }
      else if (!CONSTANT_CLASS_P (op))
        return false;
    }
  return true;
}

/* Whether T is a pointer-free offset (see ptr_free).  */
static bool
offset_ok (tree t)
{
  int budget = 64;
  hash_set<tree> seen;
  return ptr_free (t, &budget, &seen);
}

/* A + B on unsigned intervals, or false on overflow.  */
static bool
add_ok (uint64_t a, uint64_t b, uint64_t *r)
{
  *r = a + b;
  return *r >= a;
}

static struct val eval_binary (enum tree_code, struct val, tree, struct val,
                               tree, tree);

/* CODE on A (operand TA) and B (operand TB) when one of them has a
   periodic form (see struct val): an induction-like value (PS != 0)
   moved or scaled by a constant, or reduced to its residue by "& (K -
   1)" or "% K" (K a power of two up to SYNC_MAXK); residue-wise
   arithmetic on values with PS 0 (slot indices, slot addresses).
   Stores the result in *OUT and returns true, or false when the form
   does not carry through (the caller then computes without it).  */
/* Whether SSA value T is the same in every iteration of LOOP: defined
   outside it, or computed in it from such values without memory.  */
static bool
invariant_in (class loop *loop, tree t, int depth)
{
  if (is_gimple_min_invariant (t))
    return true;
  if (TREE_CODE (t) != SSA_NAME)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (SSA_NAME_IS_DEFAULT_DEF (t) || !gimple_bb (def)
      || !flow_bb_inside_loop_p (loop, gimple_bb (def)))
    return true;
  gassign *as = dyn_cast <gassign *> (def);
  if (!as || depth > 4 || gimple_vuse (as))
    return false;
  for (unsigned k = 1; k < gimple_num_ops (as); k++)
    if (!invariant_in (loop, gimple_op (as, k), depth + 1))
      return false;
  return true;
}

/* Whether I is a counter (induction form, odd step) of a loop L counted
   from a known start, and O (operand TO) an SSA value not constant,
   defined outside L, without a form of L.  An odd step S is invertible
   modulo every power of two, so modulo SYNC_MAXK I + O is I shifted by
   a number of iterations that is fixed during each run of L.  */
static bool
unknown_start (const struct val &i, const struct val &o, tree to)
{
  if (i.pk != 1 || !(i.ps & 1) || i.cyc || i.pphase || i.kind != VAL_INT
      || o.kind != VAL_INT || o.cyc || (o.pk && o.pl == i.pl)
      || !to || TREE_CODE (to) != SSA_NAME || o.lo == o.hi)
    return false;
  class loop *l = get_loop (cfun, i.pl);
  return l && invariant_in (l, to, 0);
}

/* Whether O is a counter (induction form) of a loop enclosing the loop
   of induction form I, moving by a multiple of SYNC_MAXK per
   iteration: within a run of I's loop it is constant, and congruent to
   its start modulo SYNC_MAXK.  */
static bool
outer_counter (const struct val &o, const struct val &i)
{
  if (o.pk != 1 || !o.ps || o.ps % SYNC_MAXK || o.cyc || o.kind != VAL_INT
      || i.pk < 1 || !i.ps || o.pl == i.pl)
    return false;
  class loop *lo = get_loop (cfun, o.pl), *li = get_loop (cfun, i.pl);
  return lo && li && flow_loop_nested_p (lo, li);
}

static bool
per_binary (enum tree_code code, const struct val &a0, tree ta,
            const struct val &b0, tree tb, tree type, struct val *out)
{
  struct val a = a0, b = b0;
  if (code == PLUS_EXPR && a.ps && b.ps && a.pl != b.pl
      && outer_counter (a, b))
    {
      a = b0;
      b = a0;
    }
  if (code == PLUS_EXPR && unknown_start (b, a, ta))
    {
      a = b0;
      b = a0;
      tree t = ta;
      ta = tb;
      tb = t;
    }
  if (code == PLUS_EXPR && unknown_start (a, b, tb)
      && !(b.ps && outer_counter (b, a)))
    {
      /* A counter of loop L plus a value X fixed during each run of L
         (a k-step counter running on over all tiles, "ks + 5 * i"):
         in iteration T it is the counter's value at T + X / S, so every
         residue form taken from it is the one of a counter from 0 with
         T shifted by a fixed unknown amount.  Tag the form with X.  */
      struct val fa = a, fb = b;
      per_clear (&fa);
      per_clear (&fb);
      struct val r = eval_binary (code, fa, ta, fb, tb, type);
      if (r.kind != VAL_INT)
        r = val_unknown ();
      per_copy (&r, a);
      r.pphase = (int) SSA_NAME_VERSION (tb) + 1;
      *out = r;
      return true;
    }
  if (a.pk && b.pk && a.pl != b.pl)
    {
      /* Forms of two loops: keep a slot rotation (a value fixed within
         each iteration of its loop) and take the other operand with its
         range over every iteration, residue by residue.  */
      if (a.pk >= 2 && !a.ps)
        per_clear (&b);
      else if (b.pk >= 2 && !b.ps)
        per_clear (&a);
      else if ((code == PLUS_EXPR || code == MINUS_EXPR) && a.ps && b.ps
               && outer_counter (b, a))
        {
          /* A counter of an outer loop moving by a multiple of
             SYNC_MAXK ("step" running on over all tiles, plus the inner
             loop's counter): modulo SYNC_MAXK it is its start.  */
          struct val r;
          if (!per_binary (code, a, ta, val_int (b.plo[0], b.plo[0]), tb,
                           type, &r))
            return false;
          struct val fa = a, fb = b;
          per_clear (&fa);
          per_clear (&fb);
          struct val w = eval_binary (code, fa, ta, fb, tb, type);
          r.kind = w.kind;
          r.lo = w.lo;
          r.hi = w.hi;
          *out = r;
          return true;
        }
      else
        return false;
    }
  if ((!a.pk && !b.pk) || a.cyc || b.cyc)
    return false;
  if (a.pk && b.pk && a.pphase != b.pphase)
    return false;               /* unrelated starts */
  bool swapped = !a.pk;
  const struct val &p = swapped ? b : a;
  const struct val &o = swapped ? a : b;
  if (a.ps || b.ps)
    {
      /* An induction-like value and a constant.  */
      if (a.pk && b.pk)
        return false;
      if (o.kind != VAL_INT || o.lo != o.hi)
        return false;
      for (int k = 0; k < p.pk; k++)
        if (p.plo[k] != p.phi[k])
          return false;
      uint64_t c = o.lo;
      /* The range over every iteration (per_at would give the value of
         iteration 0 only, wrong once the form is dropped).  */
      struct val fa = a, fb = b;
      per_clear (&fa);
      per_clear (&fb);
      struct val r = eval_binary (code, fa, ta, fb, tb, type);
      if (r.kind != VAL_INT)
        r = val_unknown ();
      per_copy (&r, p);
      switch (code)
        {
        case PLUS_EXPR:
          for (int k = 0; k < p.pk; k++)
            r.plo[k] = r.phi[k] = p.plo[k] + c;
          break;
        case MINUS_EXPR:
          if (swapped)
            return false;
          for (int k = 0; k < p.pk; k++)
            r.plo[k] = r.phi[k] = p.plo[k] - c;
          break;
        case MULT_EXPR:
          r.ps = (int64_t) ((uint64_t) p.ps * c);
          for (int k = 0; k < p.pk; k++)
            r.plo[k] = r.phi[k] = p.plo[k] * c;
          break;
        case BIT_AND_EXPR:
        case TRUNC_MOD_EXPR:
          {
            uint64_t m = code == BIT_AND_EXPR ? c + 1 : c;
            if (swapped && code == TRUNC_MOD_EXPR)
              return false;
            if (m < 2 || m > SYNC_MAXK || (m & (m - 1)))
              return false;
            /* "%" needs a value that is never negative.  */
            if (code == TRUNC_MOD_EXPR
                && (p.ps < 0 || (int64_t) p.plo[0] < 0))
              return false;
            int nk = (int) m > p.pk ? (int) m : p.pk;
            r = val_int (0, m - 1);
            r.pl = p.pl;
            r.pk = nk;
            r.ps = 0;
            r.pphase = p.pphase;
            for (int k = 0; k < nk; k++)
              r.plo[k] = r.phi[k]
                = (p.plo[k % p.pk] + (uint64_t) p.ps * k) & (m - 1);
            break;
          }
        default:
          return false;
        }
      *out = r;
      return true;
    }
  /* Residue-wise.  */
  int nk = a.pk > b.pk ? a.pk : b.pk;
  struct val r = val_unknown ();
  r.kind = VAL_NONE;
  for (int k = 0; k < nk; k++)
    {
      struct val x = eval_binary (code, per_at (a, k), ta, per_at (b, k), tb,
                                  type);
      if ((x.kind != VAL_INT && !val_is_ptr (x)) || x.cyc
          || (val_is_ptr (x) && x.hi == OFF_ANY)
          || (k > 0 && (x.kind != r.kind || x.param != r.param)))
        return false;
      if (k == 0)
        {
          r = x;
          r.pone = 0;
        }
      else
        {
          r.lo = x.lo < r.lo ? x.lo : r.lo;
          r.hi = x.hi > r.hi ? x.hi : r.hi;
        }
      r.plo[k] = x.lo;
      r.phi[k] = x.hi;
      if (x.onebase)
        r.pone |= 1u << k;
    }
  r.pl = p.pl;
  r.pk = nk;
  r.ps = 0;
  r.pphase = p.pphase;
  r.onebase = 0;
  *out = r;
  return true;
}

/* Combine A (operand TA) and B (operand TB) under CODE, giving a value
   of type TYPE (only what address and count arithmetic needs).  */
static struct val
eval_binary (enum tree_code code, struct val a, tree ta, struct val b,
             tree tb, tree type)
{
  struct val pv;
  if (per_binary (code, a, ta, b, tb, type, &pv))
    return pv;
  per_clear (&a);
  per_clear (&b);
  int cyc = cyc_min (a.cyc, b.cyc);
  struct val r = val_unknown ();
  r.cyc = cyc;
  r.moved = a.moved | b.moved;
  if (code == MINUS_EXPR && a.kind == b.kind
      && (a.kind == VAL_LOCAL || a.kind == VAL_INT)
      && a.lo == a.hi && b.lo == b.hi && !a.cyc && !b.cyc)
    {
      /* Two constants (integers or local addresses: IVOPTS rebases one
         buffer's pointer on another's by "get_imm (A) - get_imm (B)"):
         their difference modulo 2^64.  */
      struct val dv = val_int (a.lo - b.lo, a.lo - b.lo);
      dv.moved = a.moved | b.moved;
      return dv;
    }
  if (code == PLUS_EXPR || code == POINTER_PLUS_EXPR || code == MINUS_EXPR)
    {
      /* The side that may be a pointer or depend on a cycle, and the
         offset side.  */
      bool aoff = !a.cyc && a.kind != VAL_NONE && !val_is_ptr (a)
                  && (a.kind == VAL_INT || offset_ok (ta));
      bool boff = !b.cyc && b.kind != VAL_NONE && !val_is_ptr (b)
                  && (b.kind == VAL_INT || offset_ok (tb));
      if (code == MINUS_EXPR)
        aoff = aoff && boff;     /* OFFSET - POINTER is no pointer */
      if (aoff && boff)
        {
          if (a.kind != VAL_INT || b.kind != VAL_INT)
            return r;
          if (code == MINUS_EXPR)
            {
              if (a.lo < b.hi)
                return r;
              return val_int (a.lo - b.hi, a.hi - b.lo);
            }
          struct val s = val_int (0, 0);
          if (!add_ok (a.lo, b.lo, &s.lo) || !add_ok (a.hi, b.hi, &s.hi))
            return r;
          return s;
        }
      if (!boff && aoff && code != MINUS_EXPR)
        {
          struct val t = a;
          a = b;
          b = t;
          boff = true;
        }
      if (!boff)
        {
          r.moved = 1;
          return r;
        }
      /* A (pointer, cycle or unknown) moved by offset B.  */
      r = a;
      if (a.cyc)
        r.moved = 1;
      if (a.kind == VAL_INT && b.kind == VAL_INT && code != MINUS_EXPR)
        {
          if (!add_ok (a.lo, b.lo, &r.lo) || !add_ok (a.hi, b.hi, &r.hi))
            {
              r = val_unknown ();
              r.cyc = cyc;
              r.moved = 1;
            }
          return r;
        }
      if (!val_is_ptr (a))
        {
          if (a.kind != VAL_NONE)
            r.kind = VAL_UNKNOWN;
          return r;
        }
      const uint64_t big = (uint64_t) 1 << 40;
      /* A constant offset, possibly negative (sizetype wraps).  */
      int64_t d = (int64_t) b.lo;
      bool dconst = b.kind == VAL_INT && b.lo == b.hi
                    && d > -(int64_t) big && d < (int64_t) big;
      if (code == MINUS_EXPR)
        d = -d;
      if (dconst && a.lo < big && (d >= 0 || a.lo >= (uint64_t) -d)
          && (a.hi < big || a.hi == OFF_OPEN))
        {
          r.lo = a.lo + d;
          r.hi = a.hi == OFF_OPEN ? OFF_OPEN : a.hi + d;
          /* Moved down by a constant: the same offsets from a lower
             constant address.  */
          if (d < 0 && a.onebase)
            {
              if (a.base0 >= (uint64_t) -d)
                r.base0 = a.base0 + d;
              else
                r.onebase = 0;
            }
        }
      else if (a.hi == OFF_OPEN && code != MINUS_EXPR && b.kind == VAL_INT
               && b.hi < big && a.lo < big)
        {
          r.lo = a.lo + b.lo;
          r.hi = OFF_OPEN;
        }
      else if (code == MINUS_EXPR || b.kind != VAL_INT || b.hi >= big
               || a.hi >= big)
        {
          r.lo = 0;
          r.hi = OFF_ANY;
        }
      else
        {
          r.lo = a.lo + b.lo;
          r.hi = a.hi + b.hi;
        }
      return r;
    }
  if (a.cyc || b.cyc || a.kind != VAL_INT || b.kind != VAL_INT)
    {
      r.moved = 1;
      return r;
    }
  uint64_t lo, hi;
  switch (code)
    {
    case MULT_EXPR:
      if ((b.hi && a.hi > UINT64_MAX / b.hi))
        return r;
      lo = a.lo * b.lo;
      hi = a.hi * b.hi;
      break;
    case LSHIFT_EXPR:
      if (b.hi >= 64 || (a.hi && a.hi > (UINT64_MAX >> b.hi)))
        return r;
      lo = a.lo << b.lo;
      hi = a.hi << b.hi;
      break;
    case RSHIFT_EXPR:
      if (b.hi >= 64)
        return r;
      lo = a.lo >> b.hi;
      hi = a.hi >> b.lo;
      break;
    case TRUNC_DIV_EXPR:
      if (b.lo == 0)
        return r;
      lo = a.lo / b.hi;
      hi = a.hi / b.lo;
      break;
    case TRUNC_MOD_EXPR:
      if (b.lo == 0)
        return r;
      lo = 0;
      hi = a.hi < b.hi - 1 ? a.hi : b.hi - 1;
      if (a.lo == a.hi && b.lo == b.hi)
        lo = hi = a.lo % b.lo;
      break;
    case BIT_AND_EXPR:
      if (a.lo == a.hi && b.lo == b.hi)
        lo = hi = a.lo & b.lo;
      else
        {
          lo = 0;
          hi = a.hi < b.hi ? a.hi : b.hi;
        }
      break;
    case MIN_EXPR:
      lo = a.lo < b.lo ? a.lo : b.lo;
      hi = a.hi < b.hi ? a.hi : b.hi;
      break;
    case MAX_EXPR:
      lo = a.lo > b.lo ? a.lo : b.lo;
      hi = a.hi > b.hi ? a.hi : b.hi;
      break;
    default:
      return r;
    }
  if (type && INTEGRAL_TYPE_P (type) && hi > type_max (type))
    return r;
  return val_int (lo, hi);
}

static struct val eval (tree t, int depth);

/* The union of the values the current function stores into local
   array (or scalar variable) DECL whose elements have type TYPE: every
   store when IDX < 0, else only those into element IDX, every store
   then having to be "DECL[constant] = X".  Unknown when a store is not
   a plain scalar store of the size of TYPE, a stored value is unknown
   or depends on a PHI being evaluated, or no store is found.  A call or
   asm cannot write DECL: the callers make sure its address is never
   taken.  */
static struct val
array_stores (tree decl, tree type, HOST_WIDE_INT idx, int depth)
{
  struct val r = val_unknown ();
  r.kind = VAL_NONE;
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      {
        gimple *stmt = gsi_stmt (gsi);
        if (!gimple_vdef (stmt) || gimple_clobber_p (stmt))
          continue;
        tree lhs = gimple_get_lhs (stmt);
        if (!lhs || get_base_address (lhs) != decl)
          continue;
        if (!gimple_assign_single_p (stmt)
            || !operand_equal_p (TYPE_SIZE (TREE_TYPE (lhs)),
                                 TYPE_SIZE (type), 0)
            || (!POINTER_TYPE_P (TREE_TYPE (lhs))
                && !INTEGRAL_TYPE_P (TREE_TYPE (lhs))))
          return val_unknown ();
        if (idx >= 0)
          {
            if (TREE_CODE (lhs) != ARRAY_REF
                || TREE_OPERAND (lhs, 0) != decl
                || TREE_CODE (TREE_OPERAND (lhs, 1)) != INTEGER_CST
                || !tree_fits_shwi_p (TREE_OPERAND (lhs, 1)))
              return val_unknown ();
            if (tree_to_shwi (TREE_OPERAND (lhs, 1)) != idx)
              continue;
          }
        struct val v = eval (gimple_assign_rhs1 (stmt), depth + 1);
        if (v.kind == VAL_INT && POINTER_TYPE_P (type))
          v.kind = VAL_LOCAL;
        per_clear (&v);
        if (v.cyc)
          return val_unknown ();
        r = val_union (r, v);
        if (r.kind == VAL_UNKNOWN)
          return r;
      }
  if (r.kind == VAL_NONE)
    return val_unknown ();
  return r;
}

/* Whether the stores into DECL (elements of type TYPE) can be followed
   by array_stores: a local, non-volatile variable whose address is
   never taken, of pointer or integer elements.  */
static bool
array_traceable (tree decl, tree type)
{
  return VAR_P (decl) && !is_global_var (decl) && !TREE_ADDRESSABLE (decl)
         && !TREE_THIS_VOLATILE (decl) && TYPE_SIZE (type)
         && (POINTER_TYPE_P (type) || INTEGRAL_TYPE_P (type));
}

/* The values stored into local array (or scalar variable) DECL by the
   current function: the union of every store (array_stores), memoized;
   unknown when DECL is not traceable or is being evaluated already.  */
static struct val
array_values (tree decl, tree type, int depth)
{
  if (!array_traceable (decl, type))
    return val_unknown ();
  if (struct val *m = array_memo->get (decl))
    return *m;
  if (array_busy->add (decl))
    return val_unknown ();
  struct val r = array_stores (decl, type, -1, depth);
  array_busy->remove (decl);
  array_memo->put (decl, r);
  return r;
}

/* The value of the load REF of type TYPE.  A load "A[I]" from a local
   array whose index I has a periodic form (a slot index such as
   t & 1) gets the periodic form of the elements it selects.  */
static struct val
eval_load (tree ref, int depth)
{
  tree base = get_base_address (ref);
  if (!base || !DECL_P (base))
    return val_unknown ();
  struct val all = array_values (base, TREE_TYPE (ref), depth);
  if (all.kind == VAL_UNKNOWN || TREE_CODE (ref) != ARRAY_REF
      || TREE_OPERAND (ref, 0) != base
      || TREE_CODE (TREE_OPERAND (ref, 1)) != SSA_NAME)
    return all;
  struct val ix = eval (TREE_OPERAND (ref, 1), depth + 1);
  if (ix.pk < 2 || ix.ps || ix.cyc)
    return all;
  struct val r = all;
  per_copy (&r, ix);
  for (int k = 0; k < ix.pk; k++)
    {
      if (ix.plo[k] != ix.phi[k] || ix.plo[k] > 64)
        return all;
      struct val e = array_stores (base, TREE_TYPE (ref),
                                   (HOST_WIDE_INT) ix.plo[k], depth);
      if (e.kind != all.kind || e.param != all.param
          || (val_is_ptr (e) && e.hi == OFF_ANY))
        return all;
      r.plo[k] = e.lo;
      r.phi[k] = e.hi;
      if (e.onebase)
        r.pone |= 1u << k;
    }
  r.onebase = 0;
  return r;
}

/* R holds the entry values of pointer PHI (result T) of a loop header;
   widen it to every value T takes in the loop: an affine evolution with
   a constant step (SCEV) over at most the loop's maximum number of
   iterations, else any offset of R's object.  */
static void
loop_bounds (gphi *phi, tree t, struct val *r)
{
  basic_block bb = gimple_bb (phi);
  class loop *loop = bb->loop_father;
  uint64_t lo = r->lo, hi = r->hi;
  /* A slot rotation of an enclosing loop (a per-slot start) widens
     residue by residue, like the whole range; any other periodic form
     is dropped.  */
  struct val per = *r;
  per_clear (r);
  bool keep = per.pk >= 2 && !per.ps && loop && per.pl != loop->num;
  r->lo = 0;
  r->hi = OFF_ANY;
  if (!loop || loop->header != bb || hi == OFF_ANY || !scev_initialized_p ())
    return;
  bool open = hi == OFF_OPEN;
  tree chrec = analyze_scalar_evolution (loop, t);
  if (!chrec || TREE_CODE (chrec) != POLYNOMIAL_CHREC
      || CHREC_VARIABLE (chrec) != (unsigned) loop->num
      || tree_contains_chrecs (CHREC_LEFT (chrec), NULL))
    return;
  /* The step as a signed byte count; a step that is not constant (but
     invariant in the loop: "p += kcnt * 512") by its largest value when
     it is never negative.  */
  tree step = CHREC_RIGHT (chrec);
  widest_int st;
  if (TREE_CODE (step) == INTEGER_CST)
    {
      st = wi::to_widest (step);
      if (TYPE_UNSIGNED (TREE_TYPE (step)))
        st = wi::sext (st, TYPE_PRECISION (TREE_TYPE (step)));
    }
  else
    {
      STRIP_NOPS (step);
      struct val sv = TREE_CODE (step) == SSA_NAME
                      && INTEGRAL_TYPE_P (TREE_TYPE (step))
                      ? eval (step, 1) : val_unknown ();
      if (sv.kind != VAL_INT || sv.cyc || sv.hi >= ((uint64_t) 1 << 40))
        return;
      st = sv.hi;
    }
  widest_int nit;
  if (open)
    {
      /* Open at the top already: moving up keeps it so.  */
      if (wi::gts_p (st, 0))
        {
          r->lo = lo;
          r->hi = OFF_OPEN;
        }
      return;
    }
  if (!max_loop_iterations (loop, &nit)
      || wi::ges_p (nit, (HOST_WIDE_INT) 1 << 30))
    {
      /* No bound on the trip count: a local pointer that starts at one
         address and only moves up stays in the buffer it starts in
         under the layout assumption (see layout_bound), which bounds
         it at its use: keep its start and leave the top open.  */
      if (r->kind == VAL_LOCAL && r->onebase && lo == hi
          && wi::gts_p (st, 0) && ascsync_settings.layout)
        {
          r->lo = lo;
          r->hi = OFF_OPEN;
        }
      if (keep && r->kind == VAL_LOCAL && wi::gts_p (st, 0)
          && ascsync_settings.layout)
        {
          /* Each slot's pointer stays in its slot's buffer.  */
          per_copy (r, per);
          for (int k = 0; k < per.pk; k++)
            r->phi[k] = OFF_OPEN;
          if (r->hi == OFF_ANY)
            {
              r->lo = lo;
              r->hi = OFF_OPEN;
            }
        }
      return;
    }
  widest_int span = wi::abs (st) * nit;
  if (wi::ges_p (span, (HOST_WIDE_INT) 1 << 40))
    return;
  uint64_t d = span.to_uhwi ();
  if (wi::neg_p (st))
    {
      if (lo < d)
        return;
      lo -= d;
    }
  else
    hi += d;
  r->lo = lo;
  r->hi = hi;
  if (keep)
    {
      per_copy (r, per);
      for (int k = 0; k < per.pk; k++)
        {
          if (wi::neg_p (st) && per.plo[k] < d)
            {
              per_clear (r);
              return;
            }
          if (wi::neg_p (st))
            r->plo[k] -= d;
          else
            r->phi[k] += d;
        }
    }
}

/* Whether PHI (result T) is an induction variable of the loop it heads
   with a constant start C >= 0 and step S > 0; then *R is its range
   with the periodic form "C + S * T".  */
static bool
eval_iv (gphi *phi, tree t, struct val *r)
{
  basic_block bb = gimple_bb (phi);
  class loop *loop = bb->loop_father;
  if (!loop || loop->header != bb || !INTEGRAL_TYPE_P (TREE_TYPE (t))
      || !scev_initialized_p ())
    return false;
  tree chrec = analyze_scalar_evolution (loop, t);
  if (!chrec || TREE_CODE (chrec) != POLYNOMIAL_CHREC
      || CHREC_VARIABLE (chrec) != (unsigned) loop->num
      || TREE_CODE (CHREC_RIGHT (chrec)) != INTEGER_CST
      || !tree_fits_shwi_p (CHREC_RIGHT (chrec)))
    return false;
  tree left = CHREC_LEFT (chrec);
  if (TREE_CODE (left) == SSA_NAME && loop_outer (loop)
      && loop_outer (loop_outer (loop)))
    {
      /* A counter that runs on across runs of LOOP ("step" counted in
         an inner loop over all tiles): its start is an induction
         variable of the enclosing loop.  When that moves by a multiple
         of SYNC_MAXK, every start is congruent to the first modulo
         SYNC_MAXK, which is all the residues below need (the range
         stays the whole one, from eval_range).  */
      class loop *outer = loop_outer (loop);
      tree oc = analyze_scalar_evolution (outer, left);
      if (oc && TREE_CODE (oc) == POLYNOMIAL_CHREC
          && CHREC_VARIABLE (oc) == (unsigned) outer->num
          && TREE_CODE (CHREC_LEFT (oc)) == INTEGER_CST
          && TREE_CODE (CHREC_RIGHT (oc)) == INTEGER_CST
          && tree_fits_shwi_p (CHREC_RIGHT (oc))
          && tree_to_shwi (CHREC_RIGHT (oc)) > 0
          && tree_to_shwi (CHREC_RIGHT (oc)) % SYNC_MAXK == 0)
        left = CHREC_LEFT (oc);
    }
  HOST_WIDE_INT st = tree_to_shwi (CHREC_RIGHT (chrec));
  int phase = 0;
  if (TREE_CODE (left) == SSA_NAME && (st & 1) && st > 0
      && st <= ((HOST_WIDE_INT) 1 << 40)
      && !flow_bb_inside_loop_p (loop, gimple_bb (SSA_NAME_DEF_STMT (left)))
      && gimple_bb (SSA_NAME_DEF_STMT (left)))
    {
      /* A start fixed per run of LOOP but unknown: a counter from 0,
         shifted (see unknown_start).  */
      phase = (int) SSA_NAME_VERSION (left) + 1;
      left = build_zero_cst (TREE_TYPE (left));
    }
  if (TREE_CODE (left) != INTEGER_CST || !tree_fits_shwi_p (left))
    return false;
  HOST_WIDE_INT c = tree_to_shwi (left);
  if (c < 0 || st <= 0 || c > ((HOST_WIDE_INT) 1 << 40)
      || st > ((HOST_WIDE_INT) 1 << 40))
    return false;
  *r = eval_range (t);
  if (r->kind != VAL_INT)
    *r = val_unknown ();
  r->pl = loop->num;
  r->pk = 1;
  r->ps = st;
  r->pphase = phase;
  r->plo[0] = r->phi[0] = (uint64_t) c;
  return true;
}

/* PHI (result T, value *R without a periodic form of its own) heads a
   loop and takes the value of one slot rotation of that loop from the
   latch: then in iteration T it holds what the latch value held in
   iteration T - 1 (or the entry value when T is 0).  Give *R that
   rotated form.  */
static void
header_rotation (gphi *phi, tree t, int depth, struct val *r)
{
  basic_block bb = gimple_bb (phi);
  class loop *loop = bb->loop_father;
  if (!loop || loop->header != bb || gimple_phi_num_args (phi) != 2
      || r->kind == VAL_UNKNOWN)
    return;
  struct val lat = val_unknown (), pre = val_unknown ();
  int nlat = 0, npre = 0;
  for (unsigned i = 0; i < 2; i++)
    {
      edge e = gimple_phi_arg_edge (phi, i);
      struct val a = eval (gimple_phi_arg_def (phi, i), depth + 1);
      if (a.kind == VAL_INT && POINTER_TYPE_P (TREE_TYPE (t)))
        a.kind = VAL_LOCAL;
      if (flow_bb_inside_loop_p (loop, e->src))
        {
          lat = a;
          nlat++;
        }
      else
        {
          pre = a;
          npre++;
        }
    }
  if (nlat != 1 || npre != 1 || lat.cyc || pre.cyc || lat.pk < 2
      || lat.pphase
      || lat.ps || lat.pl != loop->num || pre.kind != lat.kind
      || pre.param != lat.param
      || (pre.pk && pre.pl == loop->num)
      || (val_is_ptr (pre) && pre.hi == OFF_ANY))
    return;
  struct val x = lat;
  int k = lat.pk;
  x.pone = 0;
  for (int j = 0; j < k; j++)
    {
      x.plo[j] = lat.plo[(j + k - 1) % k];
      x.phi[j] = lat.phi[(j + k - 1) % k];
      if ((lat.pone >> ((j + k - 1) % k)) & 1)
        x.pone |= 1u << j;
    }
  if (!(pre.onebase && pre.lo == x.plo[0] && pre.hi == x.phi[0]))
    x.pone &= ~1u;
  if (pre.lo < x.plo[0])
    x.plo[0] = pre.lo;
  if (pre.hi > x.phi[0])
    x.phi[0] = pre.hi;
  x.lo = lat.lo < pre.lo ? lat.lo : pre.lo;
  x.hi = lat.hi > pre.hi ? lat.hi : pre.hi;
  x.cyc = 0;
  x.moved = 0;
  *r = x;
}

/* The value of PHI node PHI, whose result is T.  */
static struct val
eval_phi (gphi *phi, tree t, int depth)
{
  struct val iv;
  if (eval_iv (phi, t, &iv))
    return iv;
  int me = ++phi_depth;
  memo_state[SSA_NAME_VERSION (t)] = 2 + me;
  struct val r = val_unknown ();
  r.kind = VAL_NONE;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      struct val a = eval (gimple_phi_arg_def (phi, i), depth + 1);
      if (a.kind == VAL_INT && POINTER_TYPE_P (TREE_TYPE (t)))
        a.kind = VAL_LOCAL;
      r = val_union (r, a);
      if (r.kind == VAL_UNKNOWN && !r.cyc)
        break;
    }
  phi_depth--;
  if (r.cyc == me)
    {
      /* Only this PHI's own cycle is left: close it.  A value moved
         around the loop keeps its object, not its offset.  */
      r.cyc = 0;
      if (r.moved)
        {
          if (val_is_ptr (r) || r.kind == VAL_INT)
            loop_bounds (phi, t, &r);
          else
            r = val_unknown ();
        }
      r.moved = 0;
      if (r.kind == VAL_NONE)
        r = val_unknown ();
    }
  if (!r.cyc)
    header_rotation (phi, t, depth, &r);
  return r;
}

/* Evaluate T, not yet in the memo.  */
static struct val
eval_1 (tree t, int depth)
{
  if (SSA_NAME_IS_DEFAULT_DEF (t))
    {
      tree var = SSA_NAME_VAR (t);
      if (var && TREE_CODE (var) == PARM_DECL
          && POINTER_TYPE_P (TREE_TYPE (t)))
        {
          struct val v = val_unknown ();
          v.kind = VAL_GM;
          v.param = param_index (var);
          return v.param >= 0 ? v : val_unknown ();
        }
      return eval_range (t);
    }
  gimple *def = SSA_NAME_DEF_STMT (t);
  tree type = TREE_TYPE (t);
  struct val r = val_unknown ();
  if (gphi *phi = dyn_cast <gphi *> (def))
    r = eval_phi (phi, t, depth);
  else if (is_gimple_assign (def))
    {
      enum tree_code code = gimple_assign_rhs_code (def);
      if (gimple_assign_load_p (def))
        r = eval_load (gimple_assign_rhs1 (def), depth);
      else
        switch (code)
          {
          case INTEGER_CST:
          case SSA_NAME:
          case NOP_EXPR:
          case CONVERT_EXPR:
            r = eval (gimple_assign_rhs1 (def), depth + 1);
            break;
          case PLUS_EXPR:
          case POINTER_PLUS_EXPR:
          case MINUS_EXPR:
          case MULT_EXPR:
          case LSHIFT_EXPR:
          case RSHIFT_EXPR:
          case TRUNC_DIV_EXPR:
          case TRUNC_MOD_EXPR:
          case BIT_AND_EXPR:
          case MIN_EXPR:
          case MAX_EXPR:
            {
              tree a = gimple_assign_rhs1 (def), b = gimple_assign_rhs2 (def);
              r = eval_binary (code, eval (a, depth + 1), a,
                               eval (b, depth + 1), b, type);
              break;
            }
          case COND_EXPR:
            r = val_union (eval (gimple_assign_rhs2 (def), depth + 1),
                           eval (gimple_assign_rhs3 (def), depth + 1));
            break;
          default:
            break;
          }
    }
  else if (is_gimple_call (def))
    {
      tree fndecl = gimple_call_fndecl (def);
      if (fndecl && DECL_NAME (fndecl)
          && !strcmp (IDENTIFIER_POINTER (DECL_NAME (fndecl)), "get_imm")
          && gimple_call_num_args (def) == 1)
        {
          r = eval (gimple_call_arg (def, 0), depth + 1);
          if (r.kind == VAL_INT && !r.cyc)
            r.kind = VAL_LOCAL;
          else
            r = val_unknown ();
        }
    }
  /* An integer used as a pointer is a local address.  */
  if (r.kind == VAL_INT && POINTER_TYPE_P (type))
    r.kind = VAL_LOCAL;
  if (r.kind == VAL_LOCAL && r.lo == r.hi && !r.onebase)
    {
      r.onebase = 1;
      r.base0 = r.lo;
    }
  /* The periodic form survives narrowing when it is induction-like (a
     residue modulo a small power of two is kept by truncation) or its
     residues fit the type.  */
  struct val perv = r;
  if (perv.pk && !perv.ps && INTEGRAL_TYPE_P (type))
    for (int k = 0; k < perv.pk; k++)
      if (perv.phi[k] > type_max (type))
        per_clear (&perv);
  if (perv.pk && !INTEGRAL_TYPE_P (type) && !POINTER_TYPE_P (type))
    per_clear (&perv);
  /* Integers must fit their type (narrowing may wrap).  */
  if (r.kind == VAL_INT && INTEGRAL_TYPE_P (type) && r.hi > type_max (type))
    {
      int cyc = r.cyc, moved = r.moved;
      r = val_unknown ();
      r.cyc = cyc;
      r.moved = moved;
    }
  if (r.kind == VAL_UNKNOWN || (r.kind == VAL_INT && !r.cyc))
    {
      /* Narrow by (or fall back to) GCC's range of T.  */
      struct val g = eval_range (t);
      if (g.kind == VAL_INT)
        {
          if (r.kind == VAL_UNKNOWN)
            {
              g.cyc = r.cyc;
              g.moved = r.moved;
              r = g;
            }
          else
            {
              if (g.lo > r.lo)
                r.lo = g.lo;
              if (g.hi < r.hi)
                r.hi = g.hi;
              if (r.lo > r.hi)
                r = g;
            }
        }
    }
  if (perv.pk && !r.cyc && r.kind != VAL_NONE
      && (r.kind == perv.kind
          || (perv.ps && (r.kind == VAL_INT || r.kind == VAL_UNKNOWN))))
    per_copy (&r, perv);
  else
    per_clear (&r);
  return r;
}

/* What is known about operand T (an SSA name or constant), following
   definitions up to DEPTH steps.  */
static struct val
eval (tree t, int depth)
{
  if (TREE_CODE (t) == INTEGER_CST)
    {
      if (!tree_fits_uhwi_p (t))
        return val_unknown ();
      uint64_t x = tree_to_uhwi (t);
      return val_int (x, x);
    }
  if (TREE_CODE (t) != SSA_NAME || depth > 48)
    return val_unknown ();
  unsigned ver = SSA_NAME_VERSION (t);
  if (ver >= memo_state.length ())
    return val_unknown ();
  int st = memo_state[ver];
  if (st == 1)
    return memo[ver];
  if (st == 2)
    return val_unknown ();
  if (st > 2)
    {
      /* A PHI being evaluated: a reference to its own value.  */
      struct val v = val_unknown ();
      v.kind = VAL_NONE;
      v.cyc = st - 2;
      return v;
    }
  memo_state[ver] = 2;
  struct val r = eval_1 (t, depth);
  if (!r.cyc)
    {
      memo[ver] = r;
      memo_state[ver] = 1;
    }
  else
    memo_state[ver] = 0;
  return r;
}

/* Set A to cover POINTER's whole space SPACE (GM: the parameter of P if
   known, else any GM).  */
static void
access_whole (struct sync_access *a, int space, int write, const struct val *p)
{
  memset (a, 0, sizeof *a);
  a->space = space;
  a->write = write;
  a->base = space == ASC_SPACE_GM ? (p && p->kind == VAL_GM && gm_distinct
                                     ? p->param : -1)
                                  : 0;
  a->lo = 0;
  a->hi = sync_space_size[space];
}

/* Set A to the range of SIZE bytes from offsets [LO, HI] of P in SPACE
   (the whole space, or any offset of P's parameter, when HI is
   OFF_ANY or past the end).  */
static void
access_range (struct sync_access *a, int space, int write,
              const struct val *p, uint64_t lo, uint64_t hi, uint64_t size)
{
  access_whole (a, space, write, p);
  uint64_t end;
  if (hi == OFF_ANY || !add_ok (hi, size, &end)
      || end > sync_space_size[space])
    {
      if (hi != OFF_ANY && lo < sync_space_size[space])
        a->lo = lo;
      return;
    }
  a->lo = lo;
  a->hi = end;
}

/* Start addresses of local buffers seen in the current function, per
   space: the single values of the pointer operands of intrinsics and
   of their slot rotations (see layout_bound).  BASE_STARTS holds only
   the constants pointers are made from (get_imm (UB_F) of "fb + o")
   and the slot addresses: not an address inside a buffer that one
   operand happens to take ("x + 128").  */
static vec<uint64_t> buffer_starts[ASC_NSPACES];
static vec<uint64_t> base_starts[ASC_NSPACES];

/* Record the start addresses pointer value P gives in local SPACE.  */
static void
note_start (int space, const struct val *p)
{
  if (space == ASC_SPACE_GM || space >= ASC_NSPACES || p->kind != VAL_LOCAL)
    return;
  if (p->lo == p->hi)
    buffer_starts[space].safe_push (p->lo);
  /* The constant a pointer moved by offsets was made from (get_imm
     (UB_F) of "fb + o").  */
  if (p->onebase)
    {
      buffer_starts[space].safe_push (p->base0);
      base_starts[space].safe_push (p->base0);
    }
  if (p->pk >= 2 && !p->ps)
    for (int r = 0; r < p->pk; r++)
      if (p->plo[r] == p->phi[r])
        {
          buffer_starts[space].safe_push (p->plo[r]);
          base_starts[space].safe_push (p->plo[r]);
        }
}

static int
cmp_u64 (const void *x, const void *y)
{
  uint64_t a = *(const uint64_t *) x, b = *(const uint64_t *) y;
  return a < b ? -1 : a > b;
}

/* The smallest buffer start of SPACE above X, or the space size; BASE:
   among BASE_STARTS only.  */
static uint64_t
next_start (int space, uint64_t x, bool base = false)
{
  vec<uint64_t> &v = base ? base_starts[space] : buffer_starts[space];
  for (unsigned i = 0; i < v.length (); i++)
    if (v[i] > x)
      return v[i];
  return sync_space_size[space];
}

/* While true, intrinsic_footprint only records buffer starts.  */
static bool collecting_starts;

/* The layout bound.  Local memory has no objects in C, but a kernel
   declares its buffers by the constant addresses it gives get_imm:
   take those (every single address a pointer operand of an intrinsic
   has in the function, and every slot address of a rotation) as buffer
   starts, and assume that pointer arithmetic and a transfer stay inside
   the buffer they start in, like pointer arithmetic in a C object.  So
   when access A (through pointer value P, the access starting START
   bytes after it) is not exact because a count is bounded only by its
   type (TYPEWIDE: a tail-tile count such as MIN (len - t * TILE, TILE),
   whose positivity GCC cannot see) or because P's offset is unknown
   beyond its buffer, its end becomes the next buffer start.  An access
   that does overrun its buffer breaks the assumption, and the
   simulator's checker reports the race that results.  RANGED: a count
   or index of the access is known only as a range (the end is the
   largest start plus the largest length, which the same buffer also
   bounds when P is made from one constant).  Off with
   -fplugin-arg-ascsync-layout=no.  */
static void
layout_bound (struct sync_access *a, const struct val *p, uint64_t start,
              int typewide, int ranged = 0)
{
  if (!ascsync_settings.layout || a->space == ASC_SPACE_GM
      || a->space >= ASC_NSPACES || p->kind != VAL_LOCAL
      || p->hi == OFF_ANY)
    return;
  uint64_t lo = p->lo + start, hi;
  if (!add_ok (p->hi, start, &hi))
    hi = UINT64_MAX;              /* open (OFF_OPEN): no bound but this */
  uint64_t e;
  if (p->onebase)
    {
      /* The pointer may pass an address inside its buffer that some
         operand takes ("x + 128" beside a loop over the blocks of x):
         only a constant pointers are made from ends the buffer.  */
      e = next_start (a->space, lo, true);
      if (!typewide && !ranged && hi < e)
        return;                 /* exact counts: trust them */
    }
  else if (typewide)
    e = next_start (a->space, hi);
  else
    return;
  if (e < a->hi && e > a->lo)
    a->hi = e;
}

/* Access K of intrinsic call CALL (table row OPNUM, variant VAR, form
   FORM, arguments ARGS at their largest values, declared types PTYPES)
   goes through a pointer that moves by V * MUL bytes per iteration of
   its loop (see ascsync_symbolic_step), V also being a count of the
   call ("l0a + mi * kcnt * 256" with kcnt fractals per load): when its
   length is at most MUL * V for every V, the iterations touch disjoint
   bytes; record that in S->ISELF (the GCC loop number + 1).  The
   length is computed from the footprint at V = 1, 2, 3 (it must be
   affine in V, the other arguments at their largest values).  */
static void
self_disjoint (gcall *call, int opnum, enum asc_variant var,
               const struct asc_form_info *form, const uint64_t *args,
               tree *ptypes, int k, struct sync_access *s)
{
  int n = form->nargs;
  struct asc_access acc[ASC_MAX_ACCESSES];
  const char *err = NULL;
  int na = asc_footprint ((enum asc_op) opnum, var, args, acc, &err);
  if (k >= na)
    return;
  int opd = acc[k].operand;
  tree v;
  HOST_WIDE_INT mul;
  int lnum;
  if (opd >= n
      || !ascsync_symbolic_step (call, gimple_call_arg (call, opd + 2), &v,
                                 &mul, &lnum))
    return;
  struct val vv = eval (v, 0);
  if (vv.kind != VAL_INT || vv.hi >= ((uint64_t) 1 << 16))
    return;
  int j = -1;
  for (int x = 0; x < n && j < 0; x++)
    {
      tree a = gimple_call_arg (call, x + 2);
      if (x != opd && x != form->scalar_arg && x != form->index_arg
          && !POINTER_TYPE_P (TREE_TYPE (a)) && ptypes[x]
          && INTEGRAL_TYPE_P (ptypes[x]) && vv.hi <= type_max (ptypes[x])
          && operand_equal_p (ascsync_strip_int_conversions (a), v, 0))
        j = x;
    }
  if (j < 0)
    return;
  uint64_t e[3];
  for (int t = 0; t < 3; t++)
    {
      uint64_t a2[ASC_MAX_ARGS];
      struct asc_access acc2[ASC_MAX_ACCESSES];
      memcpy (a2, args, sizeof a2);
      a2[j] = (uint64_t) t + 1;
      if (asc_footprint ((enum asc_op) opnum, var, a2, acc2, &err) != na
          || acc2[k].space != acc[k].space || acc2[k].operand != opd
          || acc2[k].base < a2[opd])
        return;
      e[t] = asc_access_end (&acc2[k]) - a2[opd];
    }
  uint64_t slope = e[1] - e[0];
  if (e[1] < e[0] || e[2] - e[1] != slope || e[0] > (uint64_t) mul
      || slope > (uint64_t) mul)
    return;
  s->iself = lnum + 1;
}

/* Fill OP's accesses for intrinsic call CALL of table row OPNUM, variant
   VAR.  */
static void
intrinsic_footprint (gcall *call, int opnum, enum asc_variant var,
                     struct sync_op *op)
{
  const struct asc_form_info *form = &asc_forms[asc_ops[opnum].form];
  int n = form->nargs;
  struct val v[ASC_MAX_ARGS];
  uint64_t args[ASC_MAX_ARGS];
  int exact = 1, unbounded = 0, typewide = 0, ranged = 0;
  memset (args, 0, sizeof args);
  /* Declared parameter types (the call's arguments may be promoted).  */
  tree ptypes[ASC_MAX_ARGS];
  memset (ptypes, 0, sizeof ptypes);
  tree fntype = gimple_call_fntype (call);
  if (fntype)
    {
      tree t = TYPE_ARG_TYPES (fntype);
      for (int j = 0; t && j < n + 2; j++, t = TREE_CHAIN (t))
        if (j >= 2)
          ptypes[j - 2] = TREE_VALUE (t);
    }
  for (int j = 0; j < n; j++)
    {
      tree a = gimple_call_arg (call, j + 2);
      v[j] = eval (a, 0);
      if (j == form->scalar_arg)
        continue;               /* the floating scalar: no footprint */
      if (POINTER_TYPE_P (TREE_TYPE (a)))
        {
          args[j] = val_is_ptr (v[j]) && v[j].hi != OFF_ANY ? v[j].lo : 0;
          if (!val_is_ptr (v[j]) || v[j].lo != v[j].hi)
            exact = 0;
          continue;
        }
      /* A count or stride: its range at the call narrows what the
         definitions gave.  */
      struct val g = eval_range (a, call);
      if (g.kind == VAL_INT && v[j].kind == VAL_INT)
        {
          if (g.lo > v[j].lo)
            v[j].lo = g.lo;
          if (g.hi < v[j].hi)
            v[j].hi = g.hi;
          if (v[j].lo > v[j].hi)
            v[j] = g;
        }
      else if (g.kind == VAL_INT)
        v[j] = g;
      tree ptype = ptypes[j] ? ptypes[j] : TREE_TYPE (a);
      if (v[j].kind == VAL_INT)
        {
          args[j] = v[j].hi;
          if (v[j].lo != v[j].hi)
            exact = 0, ranged = 1;
          if (INTEGRAL_TYPE_P (ptype) && v[j].hi >= type_max (ptype))
            typewide = 1;
        }
      else
        {
          /* Unknown count or stride: the largest value of its type.  */
          exact = 0;
          typewide = 1;
          if (INTEGRAL_TYPE_P (ptype) && TYPE_MAX_VALUE (ptype)
              && tree_fits_uhwi_p (TYPE_MAX_VALUE (ptype))
              && TYPE_PRECISION (ptype) <= 16)
            args[j] = tree_to_uhwi (TYPE_MAX_VALUE (ptype));
          else
            unbounded = 1;
        }
    }
  /* An init flag that may be 0 (MAD's first k-step): 0 adds the read,
     a superset of the accesses of 1.  */
  int ia = form->init_arg;
  if (ia >= 0 && !(v[ia].kind == VAL_INT && v[ia].lo == v[ia].hi))
    args[ia] = 0;
  struct asc_access acc[ASC_MAX_ACCESSES];
  const char *err = NULL;
  int na = unbounded ? -1
           : asc_footprint ((enum asc_op) opnum, var, args, acc, &err);
  /* An index that moves the start (load2d's baseIdx): the accesses start
     where its smallest value puts them and end where its largest does.  */
  uint64_t first[ASC_MAX_ACCESSES];
  for (int k = 0; k < na; k++)
    first[k] = acc[k].base;
  int xa = form->index_arg;
  if (na > 0 && xa >= 0 && !(v[xa].kind == VAL_INT && v[xa].lo == v[xa].hi))
    {
      uint64_t low[ASC_MAX_ARGS];
      struct asc_access acc_low[ASC_MAX_ACCESSES];
      memcpy (low, args, sizeof low);
      low[xa] = v[xa].kind == VAL_INT ? v[xa].lo : 0;
      const char *err_low = NULL;
      int nlow = asc_footprint ((enum asc_op) opnum, var, low, acc_low,
                                &err_low);
      for (int k = 0; k < na; k++)
        if (nlow == na && acc_low[k].base < first[k])
          first[k] = acc_low[k].base;
        else if (nlow != na && acc[k].operand < n)
          first[k] = args[acc[k].operand];  /* the operand's own address */
    }
  if (na < 0)
    {
      /* Not meaningful with these values: every operand space whole.  */
      const struct asc_op_info *info = &asc_ops[opnum];
      op->naccess = 0;
      if (info->src_space != ASC_SPACE_NONE)
        access_whole (&op->acc[op->naccess++], info->src_space, 0, NULL);
      if (info->dst_space != ASC_SPACE_NONE)
        access_whole (&op->acc[op->naccess++], info->dst_space, 1, NULL);
      if (info->form == ASC_FORM_MAD)
        access_whole (&op->acc[op->naccess++], ASC_SPACE_L0B, 0, NULL);
      return;
    }
  op->naccess = na;
  for (int k = 0; k < na; k++)
    {
      struct sync_access *s = &op->acc[k];
      const struct val *p = acc[k].operand < n ? &v[acc[k].operand] : NULL;
      if (!p || !val_is_ptr (*p)
          || (p->kind == VAL_GM) != (acc[k].space == ASC_SPACE_GM))
        {
          access_whole (s, acc[k].space, acc[k].write, NULL);
          continue;
        }
      /* ACC[K] is relative to address ARGS[operand] (P->lo, or 0 when
         the offset is unknown).  */
      uint64_t pbase = p->hi == OFF_ANY ? 0 : p->lo;
      uint64_t start = first[k] - pbase;
      uint64_t extent = asc_access_end (&acc[k]) - pbase;
      if (first[k] < pbase || extent < start)
        {
          access_whole (s, acc[k].space, acc[k].write, p);
          continue;
        }
      access_range (s, acc[k].space, acc[k].write, p,
                    p->hi == OFF_ANY ? 0 : p->lo + start, p->hi, extent);
      if (exact && p->lo == p->hi && s->hi == p->lo + extent
          && first[k] == acc[k].base)
        {
          s->exact = 1;
          s->acc = acc[k];
        }
      if (collecting_starts)
        {
          note_start (acc[k].space, p);
          continue;
        }
      if (!s->exact)
        layout_bound (s, p, start, typewide, ranged);
      ascsync_iter_form (call, gimple_call_arg (call, acc[k].operand + 2),
                         start, extent, typewide && ascsync_settings.layout,
                         s);
      if (!s->ibase && s->space != ASC_SPACE_GM)
        self_disjoint (call, opnum, var, form, args, ptypes, k, s);
      /* The access in each slot of a rotation.  */
      if (p->pk >= 2 && !p->ps && p->hi != OFF_ANY)
        {
          s->pk = p->pk;
          s->ploop = p->pl;
          s->pphase = p->pphase;
          for (int r = 0; r < p->pk; r++)
            {
              struct sync_access x;
              struct val pr = per_at (*p, r);
              access_range (&x, acc[k].space, acc[k].write, &pr,
                            pr.lo + start, pr.hi, extent);
              layout_bound (&x, &pr, start, typewide, ranged);
              s->plo[r] = x.lo;
              s->phi[r] = x.hi;
            }
          /* The whole range is the union of the slots'.  */
          s->lo = s->plo[0];
          s->hi = s->phi[0];
          for (int r = 1; r < p->pk; r++)
            {
              s->lo = s->plo[r] < s->lo ? s->plo[r] : s->lo;
              s->hi = s->phi[r] > s->hi ? s->phi[r] : s->hi;
            }
          s->exact = 0;
        }
    }
}

/* Whether FNDECL names an intrinsic entry point; returns the op number
   and stores the variant, or -1.  */
static int
intrinsic_of (tree fndecl, enum asc_variant *var)
{
  if (!fndecl || !DECL_NAME (fndecl))
    return -1;
  const char *name = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  if (strncmp (name, "asc_", 4) != 0)
    return -1;
  return asc_op_lookup (name, var);
}

/* Whether intrinsic OPNUM (from intrinsic_of; -1: none) called by CALL
   is a pipe operation with a footprint: not sync, not set_vector_mask,
   with the table's argument count (the file and line, then the
   operands).  */
static bool
pipe_op_call_p (gcall *call, int opnum)
{
  return opnum >= 0 && opnum != ASC_OP_set_flag && opnum != ASC_OP_wait_flag
         && opnum != ASC_OP_pipe_barrier && opnum != ASC_OP_set_vector_mask
         && gimple_call_num_args (call)
            == (unsigned) asc_forms[asc_ops[opnum].form].nargs + 2;
}

/* Whether function FUN issues pipe work itself (an intrinsic that is
   not a scalar control operation).  */
static bool
fun_has_pipe_work (function *fun)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      {
        gimple *stmt = gsi_stmt (gsi);
        if (!is_gimple_call (stmt))
          continue;
        enum asc_variant var;
        int opnum = intrinsic_of (gimple_call_fndecl (stmt), &var);
        if (opnum >= 0 && opnum != ASC_OP_set_vector_mask)
          return true;
      }
  return false;
}

/* Functions of the unit that issue pipe work, directly or through
   calls; computed once, before the first function is expanded.  */
static hash_set<tree> *bearing;

/* Compute BEARING over every function with a GIMPLE body.  */
static void
compute_bearing (void)
{
  bearing = new hash_set<tree>;
  cgraph_node *node;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    {
      function *f = node->get_fun ();
      if (f && f->cfg && fun_has_pipe_work (f))
        bearing->add (node->decl);
    }
  bool changed = true;
  while (changed)
    {
      changed = false;
      FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
        {
          if (bearing->contains (node->decl))
            continue;
          function *f = node->get_fun ();
          if (!f || !f->cfg)
            continue;
          basic_block bb;
          bool found = false;
          FOR_EACH_BB_FN (bb, f)
            for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
                 !gsi_end_p (gsi) && !found; gsi_next (&gsi))
              {
                gimple *stmt = gsi_stmt (gsi);
                tree callee = is_gimple_call (stmt)
                              ? gimple_call_fndecl (stmt) : NULL_TREE;
                if (callee && bearing->contains (callee))
                  found = true;
              }
          if (found)
            {
              bearing->add (node->decl);
              changed = true;
            }
        }
    }
}

/* Whether FUN calls an intrinsic, a sync call or a function issuing
   pipe work (else the pass leaves it alone).  */
static bool
fun_has_sync_work (function *fun)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      {
        gimple *stmt = gsi_stmt (gsi);
        if (!is_gimple_call (stmt))
          continue;
        tree callee = gimple_call_fndecl (stmt);
        enum asc_variant var;
        int opnum = intrinsic_of (callee, &var);
        if ((opnum >= 0 && opnum != ASC_OP_set_vector_mask)
            || (callee && bearing->contains (callee)))
          return true;
      }
  return false;
}

/* Whether ascsync_build_func initialised loops and dominators.  */
static bool cfg_inited;

/* Release what ascsync_build_func computed on FUN's CFG.  */
void
ascsync_release_cfg (function *fun)
{
  (void) fun;
  if (!cfg_inited)
    return;
  free_dominance_info (CDI_POST_DOMINATORS);
  loop_optimizer_finalize ();
  cfg_inited = false;
}

/* Value of integer argument T as a small constant, or -1.  */
static int
small_const (tree t)
{
  struct val v = eval (t, 0);
  if (v.kind == VAL_INT && v.lo == v.hi && v.lo < 64)
    return (int) v.lo;
  return -1;
}

/* Whether pointer or integer T is the address of a local variable of
   the function (the host stack: no traced memory) moved by integer
   offsets: "&shift + off", IVOPTS' "(unsigned long) &shift" and the
   induction variables started from it.  PHIS holds the PHIs being
   looked at (a cycle through them adds only offsets).  */
static bool
local_var_address (tree t, int depth, vec<tree> *phis)
{
  if (TREE_CODE (t) == ADDR_EXPR)
    {
      tree b = get_base_address (TREE_OPERAND (t, 0));
      return b && (VAR_P (b) || TREE_CODE (b) == PARM_DECL)
             && !is_global_var (b);
    }
  if (TREE_CODE (t) != SSA_NAME || depth > 8)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      for (unsigned i = 0; i < phis->length (); i++)
        if ((*phis)[i] == t)
          return true;
      phis->safe_push (t);
      bool all = true;
      for (unsigned i = 0; all && i < gimple_phi_num_args (phi); i++)
        all = local_var_address (gimple_phi_arg_def (phi, i), depth + 1,
                                 phis);
      phis->pop ();
      return all;
    }
  gassign *as = dyn_cast <gassign *> (def);
  if (!as)
    return false;
  enum tree_code code = gimple_assign_rhs_code (as);
  tree r1 = gimple_assign_rhs1 (as);
  if (CONVERT_EXPR_CODE_P (code) || code == SSA_NAME)
    return local_var_address (r1, depth + 1, phis);
  if (code == POINTER_PLUS_EXPR)
    return local_var_address (r1, depth + 1, phis);
  if (code == PLUS_EXPR || code == MINUS_EXPR)
    {
      /* One operand the address, the other an integer offset that is no
         converted pointer.  */
      tree r2 = gimple_assign_rhs2 (as);
      for (int k = 0; k < 2; k++)
        {
          tree x = k ? r2 : r1, o = k ? r1 : r2;
          if (k && code == MINUS_EXPR)
            break;
          gassign *od = TREE_CODE (o) == SSA_NAME
                        ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (o)) : NULL;
          if (od && CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (od))
              && POINTER_TYPE_P (TREE_TYPE (gimple_assign_rhs1 (od))))
            continue;
          if (local_var_address (x, depth + 1, phis))
            return true;
        }
    }
  return false;
}

/* Describe scalar memory reference REF (WRITE or read) of statement
   STMT as operation OP; false when it does not touch traced memory.  */
static bool
scalar_access (tree ref, int write, struct sync_op *op)
{
  tree base = get_base_address (ref);
  /* Through a pointer: MEM_REF, or TARGET_MEM_REF (IVOPTS' address
     BASE + INDEX * STEP + INDEX2 + OFFSET).  A reference to a variable
     (the host stack) is no traced memory.  */
  if (!base || (TREE_CODE (base) != MEM_REF
                && TREE_CODE (base) != TARGET_MEM_REF)
      || TREE_CODE (TREE_OPERAND (base, 0)) != SSA_NAME)
    return false;
  auto_vec<tree, 8> phis;
  if (local_var_address (TREE_OPERAND (base, 0), 0, &phis))
    return false;               /* a local array, through a pointer */
  struct val p = eval (TREE_OPERAND (base, 0), 0);
  if (p.kind == VAL_INT)
    p.kind = VAL_LOCAL;
  bool indexed = TREE_CODE (base) == TARGET_MEM_REF
                 && (TMR_INDEX (base) || TMR_INDEX2 (base));
  if (indexed && val_is_ptr (p))
    {
      /* The index may move it anywhere in its object.  */
      p.lo = 0;
      p.hi = OFF_ANY;
      p.onebase = 0;
    }
  op->kind = SYNC_OP_PIPE;
  op->pipe = ASC_PIPE_S;
  op->naccess = 0;
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (ref));
  uint64_t sz = size && tree_fits_uhwi_p (size) ? tree_to_uhwi (size) : 0;
  int simple = ref == base && sz > 0
               && tree_fits_uhwi_p (TREE_OPERAND (base, 1))
               && tree_to_uhwi (TREE_OPERAND (base, 1)) < ((uint64_t) 1 << 40);
  uint64_t moff = simple ? tree_to_uhwi (TREE_OPERAND (base, 1)) : 0;
  if (p.kind == VAL_LOCAL || p.kind == VAL_UNKNOWN)
    {
      struct sync_access *a = &op->acc[op->naccess++];
      access_whole (a, ASC_SPACE_UB, write, NULL);
      if (p.kind == VAL_LOCAL && simple && p.hi < OFF_OPEN)
        {
          access_range (a, ASC_SPACE_UB, write, NULL, p.lo + moff,
                        p.hi + moff, sz);
          if (!(p.lo == p.hi))
            layout_bound (a, &p, moff, 0);
        }
      else if (p.kind == VAL_LOCAL && simple && p.hi == OFF_OPEN
               && p.lo < sync_space_size[ASC_SPACE_UB])
        {
          a->lo = p.lo + moff;
          layout_bound (a, &p, moff, 0);
        }
      else if (p.kind == VAL_LOCAL && p.hi != OFF_ANY
               && p.lo < sync_space_size[ASC_SPACE_UB])
        a->lo = p.lo;
    }
  if (p.kind == VAL_GM || p.kind == VAL_UNKNOWN)
    {
      struct sync_access *a = &op->acc[op->naccess++];
      if (p.kind == VAL_GM && simple && p.hi != OFF_ANY)
        access_range (a, ASC_SPACE_GM, write, &p, p.lo + moff, p.hi + moff,
                      sz);
      else
        access_whole (a, ASC_SPACE_GM, write, p.kind == VAL_GM ? &p : NULL);
    }
  return true;
}

/* Append a zeroed operation to OPS and return it.  */
static struct sync_op *
new_op (vec<sync_op> *ops, int block, gimple *stmt)
{
  struct sync_op z;
  memset (&z, 0, sizeof z);
  z.block = block;
  z.line = LOCATION_LINE (gimple_location (stmt));
  ops->safe_push (z);
  return &ops->last ();
}

/* Fill the dominator, post-dominator and loop information of FN (whose
   blocks are BBS, INDEX mapping GCC block numbers to abstract ones) from
   GCC's, computed here and freed by ascsync_free_func's caller through
   ascsync_release_cfg_info.  */
static void
fill_cfg_info (function *fun, struct sync_func *fn,
               const vec<basic_block> &bbs, const int *index)
{
  int nb = fn->nblocks;
  for (int b = 0; b < nb; b++)
    {
      basic_block bb = bbs[b];
      basic_block d = get_immediate_dominator (CDI_DOMINATORS, bb);
      basic_block pd = get_immediate_dominator (CDI_POST_DOMINATORS, bb);
      fn->blocks[b].idom = d && d->index >= 0 && d != ENTRY_BLOCK_PTR_FOR_FN (fun)
                           ? index[d->index] : -1;
      fn->blocks[b].ipdom = pd && pd != EXIT_BLOCK_PTR_FOR_FN (fun)
                            ? index[pd->index] : -1;
      fn->blocks[b].loop = -1;
    }
  int nl = number_of_loops (fun);
  int *lindex = XNEWVEC (int, nl + 1);
  for (int i = 0; i <= nl; i++)
    lindex[i] = -1;
  int count = 0;
  for (auto loop : loops_list (fun, 0))
    if (loop->num < nl && loop->header && index[loop->header->index] >= 0)
      lindex[loop->num] = count++;
  fn->nloops = count;
  fn->loops = XCNEWVEC (struct sync_loop, count + 1);
  for (auto loop : loops_list (fun, 0))
    {
      if (loop->num >= nl || lindex[loop->num] < 0)
        continue;
      struct sync_loop *sl = &fn->loops[lindex[loop->num]];
      sl->header = index[loop->header->index];
      sl->latch = loop->latch && loop->latch->index >= 0
                  && index[loop->latch->index] >= 0
                  ? index[loop->latch->index] : -1;
      class loop *outer = loop_outer (loop);
      sl->parent = outer && outer->num < nl && outer != fun->x_current_loops->tree_root
                   ? lindex[outer->num] : -1;
      sl->pre_from = -2;
      int nin = 0;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, loop->header->preds)
        if (!flow_bb_inside_loop_p (loop, e->src))
          {
            nin++;
            sl->pre_from = e->src == ENTRY_BLOCK_PTR_FOR_FN (fun) ? -1
                           : index[e->src->index] >= 0 ? index[e->src->index]
                           : -2;
          }
      if (nin != 1)
        sl->pre_from = -2;
      auto_vec<edge> exits = get_loop_exit_edges (loop);
      sl->nexits = exits.length ();
      sl->exit_from = XNEWVEC (int, sl->nexits + 1);
      sl->exit_to = XNEWVEC (int, sl->nexits + 1);
      unsigned k;
      FOR_EACH_VEC_ELT (exits, k, e)
        {
          sl->exit_from[k] = index[e->src->index];
          sl->exit_to[k] = e->dest == EXIT_BLOCK_PTR_FOR_FN (fun)
                           || (e->flags & (EDGE_ABNORMAL | EDGE_EH))
                           ? -1 : index[e->dest->index];
          if (sl->exit_from[k] < 0)
            sl->exit_to[k] = -1;
        }
    }
  for (int b = 0; b < nb; b++)
    {
      class loop *l = bbs[b]->loop_father;
      if (l && l->num < nl && lindex[l->num] >= 0)
        fn->blocks[b].loop = lindex[l->num];
    }
  /* Slot rotations name GCC loops: renumber them.  */
  for (int i = 0; i < fn->nops; i++)
    for (int k = 0; k < fn->ops[i].naccess; k++)
      {
        struct sync_access *a = &fn->ops[i].acc[k];
        if (a->pk >= 2 && a->ploop >= 0 && a->ploop < nl
            && lindex[a->ploop] >= 0)
          a->ploop = lindex[a->ploop];
        else
          a->pk = 0;
        if (a->ibase > 0 && a->iloop >= 0 && a->iloop < nl
            && lindex[a->iloop] >= 0)
          a->iloop = lindex[a->iloop];
        else
          a->ibase = 0;
        int sl = a->iself - 1;
        a->iself = a->iself > 0 && sl < nl && lindex[sl] >= 0
                   ? lindex[sl] + 1 : 0;
      }
  XDELETEVEC (lindex);
  fn->have_cfg = 1;
}

/* See ascsync-gcc.h.  */
int
ascsync_build_func (function *fun, struct sync_func *fn,
                    vec<gimple *> *stmts, vec<basic_block> *bbs)
{
  memset (fn, 0, sizeof *fn);
  if (!bearing)
    compute_bearing ();
  if (!fun_has_sync_work (fun))
    return 0;
  /* Preheaders, single latches and recorded exits; dominators both
     ways.  Released by ascsync_release_cfg.  */
  loop_optimizer_init (LOOPS_NORMAL | LOOPS_HAVE_RECORDED_EXITS);
  /* Recompute both: earlier information may predate CFG changes.  */
  free_dominance_info (CDI_DOMINATORS);
  free_dominance_info (CDI_POST_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_POST_DOMINATORS);
  cfg_inited = true;
  eval_init (fun);
  ascsync_iter_reset ();
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (fun));
  int nb = pre_and_rev_post_order_compute_fn (fun, NULL, rpo, false);
  int *index = XNEWVEC (int, last_basic_block_for_fn (fun));
  for (int i = 0; i < last_basic_block_for_fn (fun); i++)
    index[i] = -1;
  for (int i = 0; i < nb; i++)
    index[rpo[i]] = i;

  /* Buffer starts first (see layout_bound).  */
  collecting_starts = true;
  for (int b = 0; b < nb; b++)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (fun, rpo[b]);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
           gsi_next (&gsi))
        if (gcall *call = dyn_cast <gcall *> (gsi_stmt (gsi)))
          {
            enum asc_variant var = ASC_VAR_NONE;
            int opnum = intrinsic_of (gimple_call_fndecl (call), &var);
            if (pipe_op_call_p (call, opnum))
              {
                struct sync_op scratch;
                memset (&scratch, 0, sizeof scratch);
                intrinsic_footprint (call, opnum, var, &scratch);
              }
          }
    }
  collecting_starts = false;
  for (int sp = 0; sp < ASC_NSPACES; sp++)
    {
      buffer_starts[sp].qsort (cmp_u64);
      base_starts[sp].qsort (cmp_u64);
    }

  auto_vec<sync_op> ops;
  bool any = false;
  for (int b = 0; b < nb; b++)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (fun, rpo[b]);
      bbs->safe_push (bb);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
        {
          gimple *stmt = gsi_stmt (gsi);
          if (is_gimple_call (stmt))
            {
              gcall *call = as_a <gcall *> (stmt);
              tree callee = gimple_call_fndecl (call);
              enum asc_variant var = ASC_VAR_NONE;
              int opnum = intrinsic_of (callee, &var);
              if (opnum == ASC_OP_set_flag || opnum == ASC_OP_wait_flag
                  || opnum == ASC_OP_pipe_barrier)
                {
                  if (ascsync_settings.mode == ASCSYNC_MODE_STRIP)
                    {
                      unlink_stmt_vdef (stmt);
                      gsi_remove (&gsi, true);
                      release_defs (stmt);
                      continue;
                    }
                  any = true;
                  struct sync_op *op = new_op (&ops, b, stmt);
                  op->name = asc_ops[opnum].name;
                  unsigned na = gimple_call_num_args (call);
                  if (opnum == ASC_OP_pipe_barrier)
                    {
                      op->kind = SYNC_OP_BARRIER;
                      int p = na >= 3 ? small_const (gimple_call_arg (call, 2))
                                      : -1;
                      op->pipe = p >= 0 && p <= ASC_PIPE_ALL ? p
                                                             : ASC_PIPE_ALL;
                    }
                  else
                    {
                      op->kind = opnum == ASC_OP_set_flag ? SYNC_OP_SET
                                                          : SYNC_OP_WAIT;
                      int p = na >= 5 ? small_const (gimple_call_arg (call, 2))
                                      : -1;
                      int q = na >= 5 ? small_const (gimple_call_arg (call, 3))
                                      : -1;
                      struct val e = na >= 5 ? eval (gimple_call_arg (call, 4),
                                                     0)
                                             : val_unknown ();
                      op->pipe = p >= 0 && p < ASC_NPIPES ? p : ASC_PIPE_ALL;
                      op->tpipe = q >= 0 && q < ASC_NPIPES ? q : ASC_PIPE_ALL;
                      if (e.kind == VAL_INT && e.hi < 32)
                        {
                          op->ev_lo = (int) e.lo;
                          op->ev_hi = (int) e.hi;
                        }
                      else
                        {
                          op->ev_lo = 0;
                          op->ev_hi = 31;
                        }
                    }
                  stmts->safe_push (stmt);
                }
              else if (pipe_op_call_p (call, opnum))
                {
                  any = true;
                  struct sync_op *op = new_op (&ops, b, stmt);
                  op->kind = SYNC_OP_PIPE;
                  op->pipe = asc_ops[opnum].pipe;
                  op->name = asc_ops[opnum].name;
                  intrinsic_footprint (call, opnum, var, op);
                  stmts->safe_push (stmt);
                }
              else if (callee && bearing->contains (callee))
                {
                  any = true;
                  struct sync_op *op = new_op (&ops, b, stmt);
                  op->kind = SYNC_OP_CALL;
                  op->pipe = ASC_PIPE_ALL;
                  op->name = IDENTIFIER_POINTER (DECL_NAME (callee));
                  stmts->safe_push (stmt);
                }
            }
          else if (gimple_assign_single_p (stmt)
                   && (gimple_assign_load_p (stmt) || gimple_store_p (stmt)))
            {
              /* A scalar load or store; an aggregate copy may be both.  */
              struct sync_op tmp;
              memset (&tmp, 0, sizeof tmp);
              bool l = gimple_assign_load_p (stmt)
                       && scalar_access (gimple_assign_rhs1 (stmt), 0, &tmp);
              struct sync_op tmp2;
              memset (&tmp2, 0, sizeof tmp2);
              bool s = gimple_store_p (stmt)
                       && scalar_access (gimple_assign_lhs (stmt), 1, &tmp2);
              if (l || s)
                {
                  struct sync_op *op = new_op (&ops, b, stmt);
                  int line = op->line;
                  *op = l ? tmp : tmp2;
                  if (l && s)
                    for (int k = 0; k < tmp2.naccess
                                    && op->naccess < ASC_MAX_ACCESSES; k++)
                      op->acc[op->naccess++] = tmp2.acc[k];
                  op->block = b;
                  op->line = line;
                  op->name = s ? "scalar-store" : "scalar-load";
                  stmts->safe_push (stmt);
                }
            }
          gsi_next (&gsi);
        }
    }

  if (!any)
    {
      stmts->truncate (0);
      bbs->truncate (0);
      for (int sp = 0; sp < ASC_NSPACES; sp++)
        {
          buffer_starts[sp].release ();
          base_starts[sp].release ();
        }
      XDELETEVEC (rpo);
      XDELETEVEC (index);
      eval_fini (fun);
      return 0;
    }

  fn->name = IDENTIFIER_POINTER (DECL_NAME (current_function_decl));
  fn->nblocks = nb;
  fn->nops = ops.length ();
  fn->ops = XNEWVEC (struct sync_op, fn->nops + 1);
  if (fn->nops)
    memcpy (fn->ops, ops.address (), fn->nops * sizeof (struct sync_op));
  fn->blocks = XCNEWVEC (struct sync_block, nb);
  int next = 0;
  for (int b = 0; b < nb; b++)
    {
      struct sync_block *sb = &fn->blocks[b];
      basic_block bb = (*bbs)[b];
      sb->first_op = next;
      while (next < fn->nops && fn->ops[next].block == b)
        next++;
      sb->nops = next - sb->first_op;
      sb->succ = XNEWVEC (int, EDGE_COUNT (bb->succs) + 1);
      sb->pred = XNEWVEC (int, EDGE_COUNT (bb->preds) + 1);
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
        if (e->dest == EXIT_BLOCK_PTR_FOR_FN (fun))
          sb->exits = 1;
        else if (index[e->dest->index] >= 0)
          sb->succ[sb->nsucc++] = index[e->dest->index];
      FOR_EACH_EDGE (e, ei, bb->preds)
        if (e->src == ENTRY_BLOCK_PTR_FOR_FN (fun))
          sb->from_entry = 1;
        else if (index[e->src->index] >= 0)
          sb->pred[sb->npred++] = index[e->src->index];
    }
  for (int sp = 0; sp < ASC_NSPACES; sp++)
    {
      buffer_starts[sp].release ();
      base_starts[sp].release ();
    }
  fill_cfg_info (fun, fn, *bbs, index);
  eval_fini (fun);
  XDELETEVEC (rpo);
  XDELETEVEC (index);
  return fn->nops;
}

/* See ascsync-gcc.h.  */
void
ascsync_free_func (struct sync_func *fn)
{
  for (int b = 0; b < fn->nblocks; b++)
    {
      XDELETEVEC (fn->blocks[b].succ);
      XDELETEVEC (fn->blocks[b].pred);
    }
  for (int l = 0; l < fn->nloops; l++)
    {
      XDELETEVEC (fn->loops[l].exit_from);
      XDELETEVEC (fn->loops[l].exit_to);
    }
  XDELETEVEC (fn->loops);
  XDELETEVEC (fn->blocks);
  XDELETEVEC (fn->ops);
  memset (fn, 0, sizeof *fn);
}
