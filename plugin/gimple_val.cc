/* gimple_val.cc -- values of the SSA operands of intrinsic calls, for
   the footprints of gimple_ops.cc.

   Values of the arguments are found by following SSA definitions
   (ascsync_eval): integer constants and intervals (arithmetic, MIN/MAX,
   division, shifts, masks, narrowing checked against the type, then
   GCC's ranger), local addresses (get_imm (X) plus offsets), GM
   addresses (a pointer parameter plus an offset, possibly unknown),
   PHIs (the union of the arguments; a loop-carried pointer keeps its
   object but its offset becomes unknown), loads from small local
   arrays whose address is never taken (gimple_tables.cc: the values
   stored into the elements the load may read, e.g. the slots of a
   ping-pong buffer table "xb[2] = { get_imm (0), get_imm (0x8000) }"
   indexed by i & 1), and the launch's block_num and block_idx
   (gimple_launch.cc).
   Counts that are not constant take the largest value of their range
   at the call (ranger), else of their type.  An unknown local pointer
   covers its whole space; an unknown GM pointer any GM.

   A value may carry a periodic form in a loop (a slot rotation such
   as "i & 1" selecting a ping-pong buffer, an induction variable), see
   struct val.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "dominance.h"
#include "tree-dfa.h"
#include "tree-scalar-evolution.h"
#include "tree-ssa-loop-niter.h"
#include "tree-chrec.h"
#include "gimple-walk.h"
#include "gimple_val.h"
#include "gimple_runslot.h"

/* Forget V's periodic form.  */
void
ascsync_val_forget_form (struct val *v)
{
  v->pl = -1;
  v->pk = 0;
  v->ps = 0;
  v->pone = 0;
  v->pphase = 0;
  v->pmod = 0;
  v->pdt = 0;
}

/* Copy the periodic form of FROM into TO.  */
void
ascsync_val_copy_form (struct val *to, const struct val &from)
{
  to->pl = from.pl;
  to->pk = from.pk;
  to->ps = from.ps;
  to->pone = from.pone;
  to->pphase = from.pphase;
  to->pmod = from.pmod;
  memcpy (to->plo, from.plo, sizeof to->plo);
  memcpy (to->phi, from.phi, sizeof to->phi);
  memcpy (to->pbase, from.pbase, sizeof to->pbase);
  memcpy (to->pdtop, from.pdtop, sizeof to->pdtop);
  to->pdt = from.pdt;
}

/* See gimple_val.h.  */
void
ascsync_val_set_residue (struct val *r, int k, const struct val &e)
{
  r->plo[k] = e.lo;
  r->phi[k] = e.hi;
  if (e.onebase)
    {
      r->pone |= 1u << k;
      r->pbase[k] = e.base0;
    }
}

struct val
ascsync_val_unknown (void)
{
  struct val v;
  memset (&v, 0, sizeof v);
  v.kind = VAL_UNKNOWN;
  v.param = -1;
  ascsync_val_forget_form (&v);
  return v;
}

/* See gimple_val.h.  */
struct val
ascsync_val_gm (int param)
{
  struct val v = ascsync_val_unknown ();
  v.kind = VAL_GM;
  v.param = param;
  v.gmset = param >= 0 && param < 32 ? 1u << param : 0;
  return v;
}

struct val
ascsync_val_int (uint64_t lo, uint64_t hi)
{
  struct val v = ascsync_val_unknown ();
  v.kind = VAL_INT;
  v.lo = lo;
  v.hi = hi;
  return v;
}

/* See gimple_val.h.  */
bool
ascsync_val_int_in_type (const struct val *v, tree type)
{
  if (v->kind != VAL_INT || !INTEGRAL_TYPE_P (type) || v->lo > v->hi)
    return false;
  unsigned bits = TYPE_PRECISION (type) - (TYPE_UNSIGNED (type) ? 0 : 1);
  return bits >= 64 || v->hi <= ((uint64_t) 1 << bits) - 1;
}

/* Whether V is a pointer value (local or GM).  */
bool
ascsync_val_is_ptr (const struct val &v)
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

/* The union of GM pointers A and B into different parameters: one of
   the parameters of both, at any offset; unknown when a parameter has
   no bit in the set.  */
static struct val
gm_choice (const struct val &a, const struct val &b)
{
  if (!a.gmset || !b.gmset)
    return ascsync_val_unknown ();
  struct val r = ascsync_val_unknown ();
  r.kind = VAL_GM;
  r.gmset = a.gmset | b.gmset;
  r.lo = 0;
  r.hi = OFF_ANY;
  return r;
}

static int val_tz (const struct val &);

/* The DTOP of residue R of V's periodic form (see struct val).  */
static uint64_t
val_residue_dtop (const struct val &v, int r)
{
  return (v.pdt >> r) & 1 ? v.pdtop[r] : v.dtop;
}

/* The union of the value sets A and B.  */
struct val
ascsync_val_union (struct val a, struct val b)
{
  struct val r;
  int cyc = cyc_min (a.cyc, b.cyc), moved = a.moved | b.moved;
  if (a.kind == VAL_NONE)
    r = b;
  else if (b.kind == VAL_NONE)
    r = a;
  else if (a.kind == VAL_GM && b.kind == VAL_GM && a.param != b.param)
    r = gm_choice (a, b);
  else if (a.kind != b.kind || a.kind == VAL_UNKNOWN)
    r = ascsync_val_unknown ();
  else
    {
      r = a;
      r.lo = a.lo < b.lo ? a.lo : b.lo;
      r.hi = a.hi > b.hi ? a.hi : b.hi;
      r.onebase = a.onebase && b.onebase && a.base0 == b.base0
                  && a.lo == b.lo;
      r.dtop = MAX (a.dtop, b.dtop);
      int nk = a.pk && b.pk ? sync_lcm (a.pk, b.pk) : 0;
      if (nk && nk <= SYNC_MAXK && a.pl == b.pl && !a.ps && !b.ps
          && a.pphase == b.pphase)
        {
          /* Residue by residue over the lcm of the periods.  */
          r.pk = nk;
          r.pone = 0;
          for (int k = 0; k < nk; k++)
            {
              int ka = k % a.pk, kb = k % b.pk;
              r.plo[k] = a.plo[ka] < b.plo[kb] ? a.plo[ka] : b.plo[kb];
              r.phi[k] = a.phi[ka] > b.phi[kb] ? a.phi[ka] : b.phi[kb];
              r.pbase[k] = a.pbase[ka];
              if (((a.pone >> ka) & 1) && ((b.pone >> kb) & 1)
                  && a.pbase[ka] == b.pbase[kb])
                r.pone |= 1u << k;
              r.pdtop[k] = MAX (val_residue_dtop (a, ka),
                                val_residue_dtop (b, kb));
            }
          r.pdt = nk < 32 ? (1u << nk) - 1 : ~0u;
        }
      else
        ascsync_val_forget_form (&r);
    }
  r.cyc = cyc;
  r.moved = moved;
  r.tz = MIN (val_tz (a), val_tz (b));
  return r;
}

/* V without its periodic form, restricted to the iterations with
   residue R when it has one (PS must be 0).  */
struct val
ascsync_val_at (const struct val &v, int r)
{
  struct val x = v;
  ascsync_val_forget_form (&x);
  if (v.pk)
    {
      x.lo = v.plo[r % v.pk];
      x.hi = v.phi[r % v.pk];
      x.onebase = ((v.pone >> (r % v.pk)) & 1) || x.lo == x.hi;
      x.base0 = (v.pone >> (r % v.pk)) & 1 ? v.pbase[r % v.pk] : x.lo;
      x.dtop = val_residue_dtop (v, r % v.pk);
    }
  return x;
}

/* See gimple_val.h.  */
int
ascsync_param_index (tree parm)
{
  return ascsync_param_index_of (current_function_decl, parm);
}

/* See gimple_val.h.  */
int
ascsync_param_index_of (tree fndecl, tree parm)
{
  int i = 0;
  for (tree p = DECL_ARGUMENTS (fndecl); p; p = DECL_CHAIN (p), i++)
    if (p == parm)
      return i;
  return -1;
}

/* See gimple_val.h.  */
tree
ascsync_param_at (tree fndecl, int index)
{
  tree parm = DECL_ARGUMENTS (fndecl);
  for (int i = 0; parm && i < index; i++)
    parm = DECL_CHAIN (parm);
  return index >= 0 ? parm : NULL_TREE;
}

/* Per-function evaluation state (set up by eval_init).  MEMO holds the
   value of SSA names by version once known for good; STATE is 0 (not
   evaluated), 1 (in MEMO), 2 (being evaluated, not a PHI) or 3 + K (a
   PHI being evaluated at stack depth K).  */
static vec<struct val> memo;
static vec<int> memo_state;
static int phi_depth;
static gimple_ranger *ranger;
static bool scev_inited;
/* Per SSA version V: the largest period K (2 or 4) such that every
   induction variable starting from V (see eval_iv, PPHASE V + 1) moves
   by 1 modulo K per iteration, or 0 (none seen).  */
static vec<unsigned char> phase_key;

static void swap_phases_reset (void);

/* Let the ranger see the relations every branch of FUN establishes
   ("pos < end" on the way into a loop's body gives "end - pos" >= 1
   there): it records them only for the conditions it folds, as VRP
   folds every statement in order at -O2; at -O0 nothing did.  Folds
   each condition once, blocks in reverse post-order (dominators
   first).  */
static void
register_branch_relations (function *fun)
{
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (fun));
  int n = pre_and_rev_post_order_compute_fn (fun, NULL, rpo, false);
  for (int i = 0; i < n; i++)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (fun, rpo[i]);
      gimple *last = last_stmt (bb);
      int_range_max r;
      if (last && gimple_code (last) == GIMPLE_COND)
        ranger->range_of_stmt (r, last);
    }
  XDELETEVEC (rpo);
}

/* Set up the evaluation of the current function FUN.  */
void
ascsync_eval_init (function *fun)
{
  memo.create (num_ssa_names);
  memo.safe_grow_cleared (num_ssa_names);
  memo_state.create (num_ssa_names);
  memo_state.safe_grow_cleared (num_ssa_names);
  phase_key.create (num_ssa_names);
  phase_key.safe_grow_cleared (num_ssa_names);
  swap_phases_reset ();
  phi_depth = 0;
  ascsync_tables_init (fun);
  ascsync_lengths_reset ();
  ascsync_sizepair_reset ();
  ascsync_chain_reset ();
  ascsync_declared_starts_reset ();
  ascsync_loadval_reset ();
  ascsync_across_reset ();
  ranger = enable_ranger (fun);
  register_branch_relations (fun);
  ascsync_interp_reset ();
  ascsync_entry_reset ();
  ascsync_enum_reset ();
  scev_inited = !scev_initialized_p ();
  if (scev_inited)
    scev_initialize ();
}

/* Release what eval_init set up.  */
void
ascsync_eval_fini (function *fun)
{
  memo.release ();
  memo_state.release ();
  phase_key.release ();
  ascsync_tables_fini ();
  ascsync_lengths_reset ();
  ascsync_chain_reset ();
  ascsync_declared_starts_reset ();
  ascsync_loadval_reset ();
  ascsync_across_reset ();
  if (scev_inited)
    scev_finalize ();
  scev_inited = false;
  ascsync_interp_reset ();
  if (ranger)
    disable_ranger (fun);
  ranger = NULL;
}

/* See gimple_val.h.  */
bool
ascsync_range_from_edges (tree t, gimple *stmt, value_range *r)
{
  basic_block bb = stmt ? gimple_bb (stmt) : NULL;
  basic_block def = gimple_bb (SSA_NAME_DEF_STMT (t));
  if (!bb || EDGE_COUNT (bb->preds) < 2 || def == bb
      || !dom_info_available_p (CDI_DOMINATORS)
      || (def && !dominated_by_p (CDI_DOMINATORS, bb, def)))
    return false;
  value_range u;
  u.set_undefined ();
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->preds)
    {
      value_range re;
      if (!get_range_query (cfun)->range_on_edge (re, e, t))
        return false;
      u.union_ (re);
      if (u.varying_p ())
        return false;
    }
  if (u.undefined_p ())
    return false;
  *r = u;
  return true;
}

/* See gimple_val.h.  */
bool
ascsync_range_bounds (tree t, gimple *stmt, uint64_t *lo, uint64_t *hi,
                      bool *nonneg)
{
  if (TREE_CODE (t) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (t)))
    return false;
  value_range r;
  if (!get_range_query (cfun)->range_of_expr (r, t, stmt))
    return false;
  if (r.varying_p ())
    ascsync_range_from_edges (t, stmt, &r);
  if (r.undefined_p () || r.varying_p () || r.kind () != VR_RANGE)
    return false;
  wide_int wlo = r.lower_bound (), whi = r.upper_bound ();
  signop sg = TYPE_SIGN (TREE_TYPE (t));
  if (wi::neg_p (whi, sg) || !wi::fits_uhwi_p (whi))
    return false;
  *hi = whi.to_uhwi ();
  *nonneg = !wi::neg_p (wlo, sg);
  *lo = *nonneg ? wlo.to_uhwi () : 0;
  return true;
}

/* The range of integer SSA name T (at statement STMT when non-null)
   from GCC's range query, as an unsigned interval; unknown when not a
   non-negative bounded range.  */
struct val
ascsync_eval_range (tree t, gimple *stmt)
{
  uint64_t lo, hi;
  bool nonneg;
  if (!ascsync_range_bounds (t, stmt, &lo, &hi, &nonneg) || !nonneg)
    return ascsync_val_unknown ();
  return ascsync_val_int (lo, hi);
}

/* The largest value of integer type TYPE as an unsigned number.  */
uint64_t
ascsync_type_max (tree type)
{
  unsigned prec = TYPE_PRECISION (type);
  if (!TYPE_UNSIGNED (type))
    prec--;
  return prec >= 64 ? UINT64_MAX : ((uint64_t) 1 << prec) - 1;
}

static bool divmod_part_ptr_free (tree c, int *budget, hash_set<tree> *seen);

/* Whether integer operand T carries no pointer value: its definitions
   (up to BUDGET of them) reach only constants, non-pointer parameters,
   integer loads and call results (the parts of a division's .DIVMOD
   when its operands do), never an SSA name of pointer type.  An offset
   with this property keeps a pointer within its object.  */
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
      else if (TREE_CODE (op) == REALPART_EXPR
               || TREE_CODE (op) == IMAGPART_EXPR)
        {
          if (!divmod_part_ptr_free (TREE_OPERAND (op, 0), budget, seen))
            return false;
        }
      else if (!CONSTANT_CLASS_P (op))
        return false;
    }
  return true;
}

/* Whether C, whose real or imaginary part an integer is, is GCC's
   ".DIVMOD (A, B)" (the quotient and remainder of one division, which
   -O2 makes of "u / n" and "u % n") of operands that carry no pointer
   (ptr_free, BUDGET and SEEN as there).  */
static bool
divmod_part_ptr_free (tree c, int *budget, hash_set<tree> *seen)
{
  gcall *dm = TREE_CODE (c) == SSA_NAME
              ? dyn_cast <gcall *> (SSA_NAME_DEF_STMT (c)) : NULL;
  if (!dm || !gimple_call_internal_p (dm, IFN_DIVMOD))
    return false;
  for (unsigned j = 0; j < gimple_call_num_args (dm); j++)
    if (!ptr_free (gimple_call_arg (dm, j), budget, seen))
      return false;
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
bool
ascsync_add_ok (uint64_t a, uint64_t b, uint64_t *r)
{
  *r = a + b;
  return *r >= a;
}

static struct val eval_binary (enum tree_code, struct val, tree, struct val,
                               tree, tree);
static bool per_binary (enum tree_code, const struct val &, tree,
                        const struct val &, tree, tree, struct val *);

/* The modulus two congruences modulo A and B (0: an equality) both
   give.  */
static uint64_t
pmod_meet (uint64_t a, uint64_t b)
{
  if (!a)
    return b;
  if (!b)
    return a;
  return sync_gcd (a, b);
}

/* The arithmetic that made V's form (PS != 0) may have wrapped modulo
   2^BITS (the precision of its type; 63 stands for 64 too): the value
   is congruent to the form modulo a power of two at most.  Reduce the
   residues modulo it, so that the form may be found to be the value
   again (per_exact).  */
static void
per_wrap (struct val *v, int bits)
{
  if (bits > 63)
    bits = 63;
  v->pmod = pmod_meet (v->pmod, (uint64_t) 1 << bits);
  uint64_t m = v->pmod;
  if (m & (m - 1))
    return;
  for (int k = 0; k < v->pk; k++)
    {
      v->plo[k] &= m - 1;
      v->phi[k] &= m - 1;
    }
}

/* For a counter moving by S per iteration from a start shifted by an
   unknown X (a value fixed per run of its loop), the modulus M of the
   shift: S is 1 modulo M, so "start + X + S * T" is congruent to
   "start + S * (T + X)" modulo M, the same shift X for every counter
   (M a divisor of SYNC_PERIOD; 1 or 0 when none helps).  */
static int
phase_modulus (int64_t s)
{
  if (s <= 0)
    return 0;
  return (int) sync_gcd ((uint64_t) (s - 1), SYNC_PERIOD);
}

/* Into *NIT a bound on the latch executions of LOOP that holds whatever
   its exit test compares with: a test every iteration makes (its block
   dominates the latch) that goes on only while an unsigned counter V
   from a constant C0 up by 1 stays below a value of V's type, "V < X"
   ("i_9 = i + 1; if (self->tileNum > i_9)", a bound loaded again each
   iteration, which GCC does not count): V stays below the type's
   largest value, so the loop goes on at most that minus C0 times and
   V never wraps.  */
static bool
unwrapped_counter_bound (class loop *loop, widest_int *nit)
{
  edge e;
  unsigned i;
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  FOR_EACH_VEC_ELT (exits, i, e)
    {
      gcond *c = safe_dyn_cast <gcond *> (last_stmt (e->src));
      if (!c || !loop->latch
          || !dominated_by_p (CDI_DOMINATORS, loop->latch, e->src))
        continue;
      enum tree_code code = gimple_cond_code (c);
      /* The code under which the loop goes on.  */
      if (e->flags & EDGE_TRUE_VALUE)
        code = invert_tree_comparison (code, false);
      tree v = code == LT_EXPR ? gimple_cond_lhs (c)
               : code == GT_EXPR ? gimple_cond_rhs (c) : NULL_TREE;
      tree v0;
      HOST_WIDE_INT step;
      if (!v || TREE_CODE (v) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (v))
          || !TYPE_UNSIGNED (TREE_TYPE (v))
          || TYPE_PRECISION (TREE_TYPE (v)) > 64
          || !ascsync_loop_evolution (loop, v, &v0, &step) || step != 1
          || TREE_CODE (v0) != INTEGER_CST || !tree_fits_uhwi_p (v0))
        continue;
      uint64_t max = ascsync_type_max (TREE_TYPE (v));
      uint64_t c0 = tree_to_uhwi (v0);
      if (c0 > max)
        continue;
      *nit = max - c0;
      return true;
    }
  return false;
}

/* Whether the form of P (PS != 0) is its value in every iteration: an
   equality (PMOD 0), or a value known to lie in [0, PMOD) congruent
   modulo PMOD to a form, counted from 0, that stays in [0, PMOD) over
   the most iterations P's loop makes.  */
static bool
per_exact (const struct val &p)
{
  if (!p.pmod)
    return true;
  if (p.kind != VAL_INT || p.cyc || p.hi >= p.pmod || p.pl < 0
      || p.pphase)
    return false;
  class loop *l = get_loop (cfun, p.pl);
  widest_int nit, cnit;
  bool known = l && max_loop_iterations (l, &nit);
  if (l && unwrapped_counter_bound (l, &cnit)
      && (!known || wi::ltu_p (cnit, nit)))
    {
      nit = cnit;
      known = true;
    }
  if (!known)
    {
      int n = l ? ascsync_loop_max_iters (l) : 0;
      if (n <= 0)
        return false;
      nit = n - 1;
    }
  if (!wi::ltu_p (nit, (HOST_WIDE_INT) 1 << 40))
    return false;
  unsigned __int128 lo = p.plo[0], hi = p.plo[0];
  for (int k = 1; k < p.pk; k++)
    {
      lo = p.plo[k] < lo ? p.plo[k] : lo;
      hi = p.plo[k] > hi ? p.plo[k] : hi;
    }
  unsigned __int128 span = (unsigned __int128) nit.to_uhwi ()
                           * (p.ps < 0 ? -(unsigned __int128) p.ps
                                       : (unsigned __int128) p.ps);
  if (p.ps < 0 && lo < span)
    return false;
  if (p.ps > 0)
    hi += span;
  return hi < p.pmod;
}

/* The residue modulo M of P's form (PS != 0) in iteration K.  */
static uint64_t
per_residue (const struct val &p, int k, uint64_t m)
{
  uint64_t s = p.ps < 0 ? m - (uint64_t) -(p.ps + 1) % m - 1
                        : (uint64_t) p.ps % m;
  return (p.plo[k % p.pk] % m + s * (uint64_t) k % m) % m;
}

/* See gimple_val.h.  */
tree
ascsync_phase_entry_value (tree start, class loop *loop)
{
  for (int guard = 0; guard < 4; guard++)
    {
      if (TREE_CODE (start) != SSA_NAME
          || !INTEGRAL_TYPE_P (TREE_TYPE (start)))
        return NULL_TREE;
      gimple *def = SSA_NAME_DEF_STMT (start);
      if (SSA_NAME_IS_DEFAULT_DEF (start) || !gimple_bb (def)
          || !flow_bb_inside_loop_p (loop, gimple_bb (def)))
        return start;
      gassign *as = dyn_cast <gassign *> (def);
      if (!as || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (as)))
        return NULL_TREE;
      start = gimple_assign_rhs1 (as);
    }
  return NULL_TREE;
}

/* PHASE_KEY entry of a start no counter may follow.  */
#define PHASE_NEVER 255

/* A counter of LOOP moving by STEP per iteration, or by 1 modulo a
   period STEP when MODULO, is shifted by the value of START (phase
   SSA_NAME_VERSION (START) + 1): record the divisor K of SYNC_PERIOD
   modulo which it moves by 1 (phase_modulus), combined with the other
   counters of START by their gcd (see ascsync_phase_key), or that none
   may follow START when K is 1 or START is not available at LOOP's
   entry (defined in LOOP).  */
static void
note_phase_key (tree start, HOST_WIDE_INT step, class loop *loop,
                bool modulo = false)
{
  unsigned ver = SSA_NAME_VERSION (start);
  if (ver >= phase_key.length ())
    return;
  int m = modulo ? (int) sync_gcd (step, SYNC_PERIOD) : phase_modulus (step);
  unsigned char key = m >= 2 ? (unsigned char) m : PHASE_NEVER;
  if (!loop || !ascsync_phase_entry_value (start, loop))
    key = PHASE_NEVER;
  if (phase_key[ver] == 0 || key == PHASE_NEVER)
    phase_key[ver] = key;
  else if (phase_key[ver] != PHASE_NEVER)
    {
      int g = (int) sync_gcd (phase_key[ver], key);
      phase_key[ver] = g >= 2 ? (unsigned char) g : PHASE_NEVER;
    }
}

/* Whether I is a counter (induction form, odd step S) of a loop L
   counted from a known start, and O (operand TO) an SSA value not
   constant, fixed during each run of L (ascsync_run_invariant),
   without a form of L.  Modulo M = phase_modulus (S) (S is 1 modulo M,
   an even M), I + O is then I shifted by O iterations, fixed during
   each run of L.  (An even step, an address's, shifts nothing.)  */
static bool
unknown_start (const struct val &i, const struct val &o, tree to)
{
  if (i.pk != 1 || !(i.ps & 1) || i.cyc || i.pphase
      || i.kind != VAL_INT
      || o.kind != VAL_INT || o.cyc || (o.pk && o.pl == i.pl)
      || !to || TREE_CODE (to) != SSA_NAME || o.lo == o.hi)
    return false;
  class loop *l = get_loop (cfun, i.pl);
  return l && ascsync_run_invariant (l, to, 0);
}

/* Whether O is a counter (induction form) of a loop enclosing the loop
   of induction form I, moving by a multiple of SYNC_MAXK per
   iteration: within a run of I's loop it is constant, and congruent to
   its start modulo its step (the caller records that modulus).  */
static bool
outer_counter (const struct val &o, const struct val &i)
{
  if (o.pk != 1 || !o.ps || o.ps % SYNC_MAXK || o.cyc || o.kind != VAL_INT
      || i.pk < 1 || !i.ps || o.pl == i.pl)
    return false;
  class loop *lo = get_loop (cfun, o.pl), *li = get_loop (cfun, i.pl);
  return lo && li && flow_loop_nested_p (lo, li);
}

/* The integer range of CODE on A (operand TA) and B (operand TB) over
   every iteration, their periodic forms set aside (unknown when not an
   integer, or a local address moved by an offset).  */
static struct val
range_of_all (enum tree_code code, struct val a, tree ta, struct val b,
              tree tb, tree type)
{
  ascsync_val_forget_form (&a);
  ascsync_val_forget_form (&b);
  struct val r = eval_binary (code, a, ta, b, tb, type);
  /* A local address moved by an offset, either way round (IVOPTs
     rebases a pointer on another buffer's: "(get_imm (A) - get_imm
     (B)) + ivtmp").  */
  bool moved = r.kind == VAL_LOCAL
               && (code == PLUS_EXPR || code == POINTER_PLUS_EXPR
                   || code == MINUS_EXPR);
  return r.kind == VAL_INT || moved ? r : ascsync_val_unknown ();
}

/* The bits in which an operation giving a value of type TYPE computes
   (64 for a pointer or no type).  */
static int
type_bits (tree type)
{
  return type && INTEGRAL_TYPE_P (type) ? (int) TYPE_PRECISION (type) : 64;
}

/* Whether arithmetic giving a value of TYPE whose operands' ranges give
   R (range_of_all) wraps only where the form's 64-bit arithmetic does
   (see per_wrap): a pointer, a 64-bit integer, a type whose overflow
   is undefined (GCC assumes none), or a result R within the type.  */
static bool
fits_type (const struct val &r, tree type)
{
  if (type_bits (type) >= 64 || TYPE_OVERFLOW_UNDEFINED (type))
    return true;
  return r.kind == VAL_INT && !r.cyc && r.hi <= ascsync_type_max (type);
}

/* Whether the value of P, of TYPE, is never negative: its range lies in
   the type, or its form is its value (per_exact) and never
   negative.  */
static bool
per_nonneg (const struct val &p, tree type)
{
  if (p.kind == VAL_INT && !p.cyc && type && INTEGRAL_TYPE_P (type)
      && p.hi <= ascsync_type_max (type))
    return true;
  if (p.ps < 0 || p.pmod)
    return false;
  for (int k = 0; k < p.pk; k++)
    if ((int64_t) p.plo[k] < 0)
      return false;
  return true;
}

/* Whether SSA name X is not negative at every statement "X % C" (by
   GCC's range of X there), of which there is one: a remainder taken
   only where its operand is not negative (the slot of tile T in the
   stages of a pipelined loop that skip its first iterations, T
   counting from a negative start), whichever of them is evaluated.  */
static bool
mod_operand_nonneg (tree x, uint64_t c)
{
  if (!x || TREE_CODE (x) != SSA_NAME)
    return false;
  imm_use_iterator it;
  gimple *use;
  int any = 0, neg = 0;
  FOR_EACH_IMM_USE_STMT (use, it, x)
    {
      gassign *as = dyn_cast <gassign *> (use);
      if (neg || !as || gimple_assign_rhs_code (as) != TRUNC_MOD_EXPR
          || gimple_assign_rhs1 (as) != x
          || TREE_CODE (gimple_assign_rhs2 (as)) != INTEGER_CST
          || !tree_fits_uhwi_p (gimple_assign_rhs2 (as))
          || tree_to_uhwi (gimple_assign_rhs2 (as)) != c)
        continue;
      uint64_t lo, hi;
      bool nonneg;
      if (!ascsync_range_bounds (x, use, &lo, &hi, &nonneg) || !nonneg)
        neg = 1;
      any = 1;
    }
  return any && !neg;
}

/* Into *R the residues of "X % M" in the iterations of the innermost
   loop holding X's definition, where X is not negative wherever that
   is taken (mod_operand_nonneg): by GCC's scalar evolution X is {BASE,
   +, STEP} there, constants of a signed type whose overflow is
   undefined, so BASE + STEP * T in iteration T (from 0 at each entry of
   the loop), and its remainder (BASE + STEP * T) mod M, whatever sign
   BASE has (a tile counter from a negative start, which the periodic
   form knows only modulo a power of two).  */
static bool
scev_residue (tree x, uint64_t m, struct val *r)
{
  basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (x));
  if (!bb || !scev_initialized_p () || !INTEGRAL_TYPE_P (TREE_TYPE (x))
      || !TYPE_OVERFLOW_UNDEFINED (TREE_TYPE (x)) || m < 2
      || m > SYNC_MAXK)
    return false;
  class loop *loop = bb->loop_father;
  if (!loop || !loop_outer (loop))
    return false;
  tree ev = instantiate_scev (loop_preheader_edge (loop), loop,
                              analyze_scalar_evolution (loop, x));
  /* "(long) {B, +, S}" of an unsigned evolution of X's width: B + S * T
     while that does not wrap in its type, which GCC's bound on the
     iterations shows (converted, it is X where X is not negative).  */
  bool conv = ev && CONVERT_EXPR_P (ev);
  if (conv)
    ev = TREE_OPERAND (ev, 0);
  if (!ev || TREE_CODE (ev) != POLYNOMIAL_CHREC
      || CHREC_VARIABLE (ev) != (unsigned) loop->num
      || TREE_CODE (CHREC_LEFT (ev)) != INTEGER_CST
      || TREE_CODE (CHREC_RIGHT (ev)) != INTEGER_CST)
    return false;
  widest_int base = wi::to_widest (CHREC_LEFT (ev));
  widest_int step = wi::to_widest (CHREC_RIGHT (ev));
  widest_int nit;
  if (conv
      && (!TYPE_UNSIGNED (TREE_TYPE (ev))
          || TYPE_PRECISION (TREE_TYPE (ev)) != TYPE_PRECISION (TREE_TYPE (x))
          || wi::neg_p (step) || !max_loop_iterations (loop, &nit)
          || wi::ges_p (base + step * nit,
                        wi::lshift (widest_int (1),
                                    TYPE_PRECISION (TREE_TYPE (ev))))))
    return false;
  *r = ascsync_val_int (0, m - 1);
  r->pl = loop->num;
  r->pk = (int) m;
  r->ps = 0;
  r->pphase = 0;
  for (uint64_t k = 0; k < m; k++)
    {
      widest_int v = wi::mod_floor (base + step * k, m, SIGNED);
      r->plo[k] = r->phi[k] = v.to_uhwi ();
    }
  return true;
}

/* P (PS != 0, of TYPE; the value of operand TP) reduced to its residue
   by "& C" (C + 1 a power of two) or "% C" (P never negative; C the
   second operand, not SWAPPED), C (+ 1) a period sync_period_ok
   allows: into *R a slot rotation (PS 0) of the lcm of that period and
   P's.  When the form gives the residues: the value is congruent to it
   modulo a multiple of the period, or is the form itself (per_exact);
   else, or when P may be negative but not where "%" takes it, from
   GCC's scalar evolution of TP (scev_residue).  */
static bool
per_take_residue (enum tree_code code, const struct val &p, tree tp,
                  uint64_t c, bool swapped, tree type, struct val *r)
{
  uint64_t m = code == BIT_AND_EXPR ? c + 1 : c;
  if ((swapped && code == TRUNC_MOD_EXPR) || m > SYNC_MAXK
      || !sync_period_ok ((int64_t) m)
      || (code == BIT_AND_EXPR && (m & (m - 1))))
    return false;
  /* The remainder is the residue where the operand is not negative;
     "& (M - 1)" takes it whatever the sign.  */
  bool nonneg = code != TRUNC_MOD_EXPR || per_nonneg (p, type);
  if (!nonneg || (p.pmod && p.pmod % m && !per_exact (p)))
    return (nonneg || mod_operand_nonneg (tp, c)) && scev_residue (tp, m, r);
  int nk = sync_lcm ((int) m, p.pk);
  if (nk > SYNC_MAXK)
    return false;
  *r = ascsync_val_int (0, m - 1);
  r->pl = p.pl;
  r->pk = nk;
  r->ps = 0;
  r->pphase = p.pphase;
  for (int k = 0; k < nk; k++)
    r->plo[k] = r->phi[k] = per_residue (p, k, m);
  return true;
}

/* The number of low bits known to be zero in integer value V (63 for
   the constant 0; see struct val, TZ).  */
static int
val_tz (const struct val &v)
{
  if (v.kind == VAL_INT && v.lo == v.hi && !v.cyc)
    return v.lo ? __builtin_ctzll (v.lo) : 63;
  return v.kind == VAL_INT || v.kind == VAL_UNKNOWN ? v.tz : 0;
}

/* P (an integer form, PS != 0) plus O, an integer without a form that
   is a multiple of 2^TZ taking several such values ("c * 8 + i" for a
   count c read or counted from data), when P's step is not a multiple
   of 2^TZ (so the congruence tells iterations apart, where an interval
   as wide as O would not): the form is kept, the value only congruent
   to it modulo 2^TZ (PMOD), its range R, the range over every
   iteration.  Into *OUT, or false.  */
static bool
per_iv_multiple (const struct val &p, const struct val &o, struct val r,
                 tree type, struct val *out)
{
  int tz = val_tz (o);
  if (tz < 1 || tz > 40 || p.kind != VAL_INT || p.cyc || o.cyc
      || (o.kind != VAL_INT && o.kind != VAL_UNKNOWN)
      || (r.kind != VAL_INT && r.kind != VAL_UNKNOWN) || r.cyc
      || (o.kind == VAL_INT && o.hi - o.lo < ((uint64_t) 1 << tz))
      || !((uint64_t) p.ps & (((uint64_t) 1 << tz) - 1)))
    return false;
  if (r.kind == VAL_INT && type && INTEGRAL_TYPE_P (type)
      && r.hi > ascsync_type_max (type))
    r = ascsync_val_unknown ();
  for (int k = 0; k < p.pk; k++)
    if (p.plo[k] != p.phi[k])
      return false;
  ascsync_val_copy_form (&r, p);
  r.pdt = 0;
  per_wrap (&r, tz);
  *out = r;
  return true;
}

/* CODE on induction-like value P (PS != 0, of TYPE; a residue of P may
   be an interval) and O, a value without a form (A, operand TA, and B,
   TB, are P and O in the operation's order), when one of them is not
   a single value: P plus an interval O (a row's address plus an offset
   read from data, or an address constant plus such an offset; P an
   integer or a local pointer), or P times a constant O from 1 to 2^20.  The residues move by O's bounds
   or scale by O; into *OUT with the range over every iteration.  False
   when the form does not carry through (it may wrap, or P is only
   congruent to its form).  */
static bool
per_iv_interval (enum tree_code code, const struct val &p, const struct val &o,
                 const struct val &a, tree ta, const struct val &b, tree tb,
                 tree type, struct val *out)
{
  const uint64_t lim = (uint64_t) 1 << 40;
  bool plus = code == PLUS_EXPR || code == POINTER_PLUS_EXPR;
  if (plus && !o.cyc && !o.pk)
    {
      struct val x = a, y = b;
      ascsync_val_forget_form (&x);
      ascsync_val_forget_form (&y);
      if (per_iv_multiple (p, o, eval_binary (code, x, ta, y, tb, type),
                           type, out))
        return true;
    }
  /* A form congruent modulo PMOD moves by a single value only.  */
  if ((!plus && code != MULT_EXPR) || (p.pmod && !(plus && o.lo == o.hi))
      || (p.kind != VAL_INT && !(plus && p.kind == VAL_LOCAL))
      || o.cyc || o.pk || p.ps > (int64_t) lim
      || p.ps < -(int64_t) lim
      || (code == MULT_EXPR
          && (o.kind != VAL_INT || o.lo != o.hi || o.lo == 0 || o.lo > 1u << 20))
      || (plus && !(o.kind == VAL_INT && o.hi < lim)
          && !(o.kind == VAL_LOCAL && o.lo == o.hi && o.hi < lim)))
    return false;
  struct val x = a, y = b;
  ascsync_val_forget_form (&x);
  ascsync_val_forget_form (&y);
  struct val r = eval_binary (code, x, ta, y, tb, type);
  if ((r.kind != VAL_INT && r.kind != VAL_LOCAL) || r.cyc || r.hi >= lim
      || !fits_type (r, type))
    return false;
  ascsync_val_copy_form (&r, p);
  r.pdt = 0;                    /* R's DTOP for every residue */
  for (int k = 0; k < p.pk; k++)
    {
      if (p.plo[k] > p.phi[k] || p.phi[k] >= lim)
        return false;
      if (plus)
        {
          r.plo[k] = p.plo[k] + o.lo;
          r.phi[k] = p.phi[k] + o.hi;
        }
      else
        {
          r.plo[k] = p.plo[k] * o.lo;
          r.phi[k] = p.phi[k] * o.lo;
        }
    }
  if (!plus)
    r.ps = p.ps * (int64_t) o.lo;
  if (r.pmod)
    per_wrap (&r, 63);
  r.pone = 0;
  *out = r;
  return true;
}

/* CODE on induction-like value P (PS != 0, one value per residue, of
   TYPE; operand TP) and the constant C (P the second operand when
   SWAPPED): into *R, which holds the result's range over every
   iteration already, P moved or scaled by C, or its residue
   (per_take_residue).  False when the form does not carry through.  */
static bool
per_iv_const (enum tree_code code, const struct val &p, tree tp, uint64_t c,
              bool swapped, tree type, struct val *r)
{
  if (code == BIT_AND_EXPR || code == TRUNC_MOD_EXPR)
    return per_take_residue (code, p, tp, c, swapped, type, r);
  const uint64_t big = (uint64_t) 1 << 40;
  /* A pointer moved up by a constant ("slot + 672", a tile's second
     part): the sum, the pointer's buffer kept.  */
  if (code == POINTER_PLUS_EXPR && !swapped && c < big)
    code = PLUS_EXPR;
  if (code != PLUS_EXPR && code != MINUS_EXPR && code != MULT_EXPR)
    return false;
  ascsync_val_copy_form (r, p);
  r->pdt = 0;                   /* R's DTOP for every residue */
  bool wrap = false;
  if (code == MINUS_EXPR && swapped)
    {
      /* C - P ("1 - (t & 1)" as GCC writes it, "~t & 1"; -P, ~P = -1 -
         P, see eval_negation): the residues mirrored, the step
         negated; exact modulo 2^64, which gives the residues modulo
         powers of two.  */
      if (p.ps == INT64_MIN)
        return false;
      for (int k = 0; k < p.pk; k++)
        {
          wrap |= __builtin_sub_overflow (c, p.plo[k], &r->plo[k]);
          r->phi[k] = r->plo[k];
        }
      r->ps = -p.ps;
      if (wrap)
        per_wrap (r, 63);
      if (!fits_type (*r, type))
        per_wrap (r, type_bits (type));
      return true;
    }
  /* Plus a negative constant in a 64-bit unsigned type ("ivtmp +
     18446744073709551614", IVOPTs' t - 2 of a counter it moved to start
     at 2): a subtraction, exact when no residue's start goes below 0
     (the form only grows).  */
  if (code == PLUS_EXPR && c > UINT64_MAX - big && p.ps > 0 && !p.pmod)
    {
      code = MINUS_EXPR;
      c = -c;
      for (int k = 0; k < p.pk; k++)
        if (p.plo[k] < c)
          return false;
    }
  for (int k = 0; k < p.pk; k++)
    {
      if (code == PLUS_EXPR)
        wrap |= __builtin_add_overflow (p.plo[k], c, &r->plo[k]);
      else if (code == MINUS_EXPR)
        wrap |= __builtin_sub_overflow (p.plo[k], c, &r->plo[k]);
      else
        wrap |= __builtin_mul_overflow (p.plo[k], c, &r->plo[k]);
      r->phi[k] = r->plo[k];
    }
  if (code == MULT_EXPR)
    {
      int64_t ps;
      wrap |= c > (uint64_t) INT64_MAX
              || __builtin_mul_overflow (p.ps, (int64_t) c, &ps);
      r->ps = (int64_t) ((uint64_t) p.ps * c);
      if (p.pmod && __builtin_mul_overflow (p.pmod, c, &r->pmod))
        {
          /* Congruent modulo PMOD * C, of which 2^64 keeps the power of
             two.  */
          int bits = __builtin_ctzll (p.pmod) + __builtin_ctzll (c);
          r->pmod = 0;
          per_wrap (r, bits);
        }
    }
  if (wrap)
    per_wrap (r, 63);
  if (!fits_type (*r, type))
    per_wrap (r, type_bits (type));
  return true;
}

/* CODE on A (operand TA) and B (TB), slot rotations (PS 0) of one loop
   counted alike or values without a form, residue by residue over the
   lcm of their periods (slot indices, slot addresses): into *OUT, or
   false when a residue is not an integer or bounded pointer interval,
   or the lcm exceeds SYNC_MAXK.  */
static bool
per_residues (enum tree_code code, const struct val &a, tree ta,
              const struct val &b, tree tb, tree type, struct val *out)
{
  const struct val &p = a.pk ? a : b;
  int nk = sync_lcm (a.pk ? a.pk : 1, b.pk ? b.pk : 1);
  if (nk > SYNC_MAXK)
    return false;
  struct val r = ascsync_val_unknown ();
  r.kind = VAL_NONE;
  for (int k = 0; k < nk; k++)
    {
      struct val x = eval_binary (code, ascsync_val_at (a, k), ta,
                                  ascsync_val_at (b, k), tb, type);
      if ((x.kind != VAL_INT && !ascsync_val_is_ptr (x)) || x.cyc
          || (ascsync_val_is_ptr (x) && x.hi == OFF_ANY)
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
      r.dtop = MAX (r.dtop, x.dtop);
      r.pdtop[k] = x.dtop;
      if (x.onebase)
        {
          r.pone |= 1u << k;
          r.pbase[k] = x.base0;
        }
    }
  r.pl = p.pl;
  r.pk = nk;
  r.ps = 0;
  r.pmod = 0;
  r.pphase = p.pphase;
  r.onebase = 0;
  r.pdt = (1u << nk) - 1;
  *out = r;
  return true;
}

/* A counter A of loop L plus a value B (operand TB) fixed during each
   run of L (see unknown_start: a k-step counter running on over all
   tiles, "ks + 5 * i"): in iteration T it is congruent to the
   counter's value at T + B modulo phase_modulus of its step, so every
   residue form taken from it is the one of a counter from 0 with T
   shifted by a fixed unknown amount.  Into *OUT with the form tagged
   with B.  */
static void
per_shifted (enum tree_code code, const struct val &a, tree ta,
             const struct val &b, tree tb, tree type, struct val *out)
{
  struct val r = range_of_all (code, a, ta, b, tb, type);
  ascsync_val_copy_form (&r, a);
  r.pdt = 0;                    /* R's DTOP for every residue */
  r.pphase = (int) SSA_NAME_VERSION (tb) + 1;
  r.pmod = pmod_meet (a.pmod, phase_modulus (a.ps));
  if (!fits_type (r, type))
    per_wrap (&r, type_bits (type));
  /* In iteration T the residue is (T + B) mod K when the counter moves
     by 1 modulo K: B is usable at the loop's entry when it is defined
     outside the loop.  */
  note_phase_key (tb, a.ps, get_loop (cfun, a.pl));
  *out = r;
}

/* A plus B (operands TA and TB, of TYPE), induction-like forms of two
   different loops, one nested in the other: the outer loop's form,
   known modulo the power of two the inner one is a multiple of
   (per_iv_multiple: "i + c * 8" for i counting the outer loop and c an
   inner one), into *OUT; or false.  */
static bool
outer_plus_multiple (enum tree_code code, const struct val &a, tree ta,
                     const struct val &b, tree tb, tree type,
                     struct val *out)
{
  if ((code != PLUS_EXPR && code != POINTER_PLUS_EXPR) || !a.ps || !b.ps
      || a.pl < 0 || b.pl < 0)
    return false;
  class loop *la = get_loop (cfun, a.pl), *lb = get_loop (cfun, b.pl);
  if (!la || !lb)
    return false;
  bool a_outer = flow_loop_nested_p (la, lb);
  if (!a_outer && !flow_loop_nested_p (lb, la))
    return false;
  struct val x = a, y = b;
  ascsync_val_forget_form (&x);
  ascsync_val_forget_form (&y);
  struct val r = eval_binary (code, x, ta, y, tb, type);
  return a_outer ? per_iv_multiple (a, y, r, type, out)
                 : per_iv_multiple (b, x, r, type, out);
}

/* CODE on A (TA) and B (TB), forms of two different loops: keep a slot
   rotation (a value fixed within each iteration of its loop) and take
   the other operand with its range over every iteration, residue by
   residue; or, a counter A of the inner loop plus or minus a counter B
   of an outer loop moving by a multiple of SYNC_MAXK (outer_counter:
   "step" running on over all tiles, plus the inner loop's counter),
   the form of A from B's start, congruent modulo B's step.  Into *OUT,
   or false.  */
static bool
per_two_loops (enum tree_code code, struct val a, tree ta, struct val b,
               tree tb, tree type, struct val *out)
{
  if (a.pk >= 2 && !a.ps)
    ascsync_val_forget_form (&b);
  else if (b.pk >= 2 && !b.ps)
    ascsync_val_forget_form (&a);
  else if ((code == PLUS_EXPR || code == MINUS_EXPR) && a.ps && b.ps
           && outer_counter (b, a))
    {
      struct val r;
      if (!per_binary (code, a, ta, ascsync_val_int (b.plo[0], b.plo[0]), tb,
                       type, &r))
        return false;
      struct val fa = a, fb = b;
      ascsync_val_forget_form (&fa);
      ascsync_val_forget_form (&fb);
      struct val w = eval_binary (code, fa, ta, fb, tb, type);
      r.kind = w.kind;
      r.lo = w.lo;
      r.hi = w.hi;
      uint64_t step = b.ps < 0 ? -(uint64_t) b.ps : (uint64_t) b.ps;
      r.pmod = pmod_meet (pmod_meet (r.pmod, b.pmod), step);
      *out = r;
      return true;
    }
  else
    return outer_plus_multiple (code, a, ta, b, tb, type, out);
  return per_binary (code, a, ta, b, tb, type, out);
}

/* CODE on A (operand TA) and B (operand TB), of TYPE, when one of them
   has a periodic form (see struct val): an induction-like value (PS !=
   0) moved or scaled by a constant, or reduced to its residue by "&
   (K - 1)" or "% K" (per_take_residue); residue-wise arithmetic on
   values with PS 0 (per_residues); a counter shifted by a value fixed
   per run of its loop (per_shifted); forms of two loops
   (per_two_loops).  Stores the result in *OUT and returns true, or
   false when the form does not carry through (the caller then
   computes without it).  */
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
      per_shifted (code, a, ta, b, tb, type, out);
      return true;
    }
  if (a.pk && b.pk && a.pl != b.pl)
    return per_two_loops (code, a, ta, b, tb, type, out);
  if ((!a.pk && !b.pk) || a.cyc || b.cyc)
    return false;
  if (a.pk && b.pk && a.pphase != b.pphase)
    return false;               /* unrelated starts */
  bool swapped = !a.pk;
  const struct val &p = swapped ? b : a;
  const struct val &o = swapped ? a : b;
  if (!a.ps && !b.ps)
    return per_residues (code, a, ta, b, tb, type, out);
  /* An induction-like value and a constant.  */
  if (a.pk && b.pk)
    return false;
  bool exact = o.kind == VAL_INT && o.lo == o.hi;
  for (int k = 0; k < p.pk; k++)
    exact = exact && p.plo[k] == p.phi[k];
  if (!exact)
    return per_iv_interval (code, p, o, a, ta, b, tb, type, out);
  /* The range over every iteration (ascsync_val_at would give the value
     of iteration 0 only, wrong once the form is dropped).  */
  struct val r = range_of_all (code, a, ta, b, tb, type);
  if (!per_iv_const (code, p, swapped ? tb : ta, o.lo, swapped, type, &r))
    return false;
  *out = r;
  return true;
}

/* A GM pointer rebased on a local one and back (see val.gpend): into
   *OUT the value of A CODE B when it is "GM pointer - constant local
   address" (pending), pending + or - an integer (pending), or pending +
   local pointer (the GM pointer, at the offset the local pointer moved
   from the address subtracted); false for anything else.  */
static bool
gm_rebase (enum tree_code code, const struct val &a, tree ta,
           const struct val &b, tree tb, tree type, struct val *out)
{
  if (a.cyc || b.cyc)
    return false;
  if (code == MINUS_EXPR && a.kind == VAL_GM && a.param >= 0
      && b.kind == VAL_LOCAL && b.hi != OFF_ANY)
    {
      /* A local address known only as a range: the offset will be.  */
      bool one = b.lo == b.hi;
      *out = ascsync_val_unknown ();
      out->gpend = a.param + 1;
      out->gsub = one ? b.lo : OFF_ANY;
      out->lo = one ? a.lo : 0;
      out->hi = one ? a.hi : OFF_ANY;
      return true;
    }
  if (code != PLUS_EXPR && code != POINTER_PLUS_EXPR && code != MINUS_EXPR)
    return false;
  bool apend = a.kind == VAL_UNKNOWN && a.gpend > 0;
  bool bpend = b.kind == VAL_UNKNOWN && b.gpend > 0 && code != MINUS_EXPR;
  if (apend == bpend)
    return false;
  const struct val &g = apend ? a : b, &o = apend ? b : a;
  struct val gm = ascsync_val_gm (g.gpend - 1);
  gm.lo = g.lo;
  gm.hi = g.hi;
  if (o.kind == VAL_INT)
    {
      struct val r = apend ? eval_binary (code, gm, ta, o, tb, type)
                           : eval_binary (code, o, ta, gm, tb, type);
      *out = ascsync_val_unknown ();
      if (r.kind == VAL_GM && !r.cyc)
        {
          out->gpend = g.gpend;
          out->gsub = g.gsub;
          out->lo = r.lo;
          out->hi = r.hi;
        }
      return true;
    }
  if (o.kind != VAL_LOCAL || code == MINUS_EXPR)
    return false;
  if (g.hi == OFF_ANY || g.gsub == OFF_ANY || o.hi >= OFF_OPEN
      || o.lo < g.gsub)
    {
      gm.lo = 0;
      gm.hi = OFF_ANY;
      *out = gm;
      return true;
    }
  *out = eval_binary (PLUS_EXPR, gm, NULL_TREE,
                      ascsync_val_int (o.lo - g.gsub, o.hi - g.gsub),
                      NULL_TREE, NULL_TREE);
  return true;
}

/* The integer [LO, HI] that A is moved down to (MOVED: by a positive
   amount; see struct val, DTOP).  */
static struct val
int_moved_down (const struct val &a, uint64_t lo, uint64_t hi, bool moved)
{
  struct val v = ascsync_val_int (lo, hi);
  v.dtop = moved ? MAX (a.dtop, a.hi) : a.dtop;
  return v;
}

/* The DTOP of the sum of integers A and B that A's DTOP gives.  */
static uint64_t
int_sum_dtop (const struct val &a, const struct val &b)
{
  uint64_t d;
  if (!a.dtop || !ascsync_add_ok (a.dtop, b.hi, &d))
    return 0;
  return d;
}

/* Combine A (operand TA) and B (operand TB) under CODE, giving a value
   of type TYPE (only what address and count arithmetic needs).  */
static struct val
eval_binary (enum tree_code code, struct val a, tree ta, struct val b,
             tree tb, tree type)
{
  struct val pv;
  if (gm_rebase (code, a, ta, b, tb, type, &pv))
    return pv;
  if (per_binary (code, a, ta, b, tb, type, &pv))
    return pv;
  ascsync_val_forget_form (&a);
  ascsync_val_forget_form (&b);
  int cyc = cyc_min (a.cyc, b.cyc);
  struct val r = ascsync_val_unknown ();
  r.cyc = cyc;
  r.moved = a.moved | b.moved;
  if (code == MINUS_EXPR && a.kind == b.kind
      && (a.kind == VAL_LOCAL || a.kind == VAL_INT)
      && a.lo == a.hi && b.lo == b.hi && !a.cyc && !b.cyc)
    {
      /* Two constants (integers or local addresses: IVOPTS rebases one
         buffer's pointer on another's by "get_imm (A) - get_imm (B)"):
         their difference modulo 2^64.  */
      struct val dv = ascsync_val_int (a.lo - b.lo, a.lo - b.lo);
      dv.moved = a.moved | b.moved;
      return dv;
    }
  if (code == PLUS_EXPR || code == POINTER_PLUS_EXPR || code == MINUS_EXPR)
    {
      /* The side that may be a pointer or depend on a cycle, and the
         offset side.  */
      bool aoff = !a.cyc && a.kind != VAL_NONE && !ascsync_val_is_ptr (a)
                  && (a.kind == VAL_INT || offset_ok (ta));
      bool boff = !b.cyc && b.kind != VAL_NONE && !ascsync_val_is_ptr (b)
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
              return int_moved_down (a, a.lo - b.hi, a.hi - b.lo,
                                     b.lo > 0);
            }
          struct val s = ascsync_val_int (0, 0);
          if (ascsync_add_ok (a.lo, b.lo, &s.lo)
              && ascsync_add_ok (a.hi, b.hi, &s.hi))
            {
              s.dtop = MAX (int_sum_dtop (a, b), int_sum_dtop (b, a));
              return s;
            }
          /* X + C with C a negative constant in a 64-bit unsigned type,
             where the sum wraps: GCC's "_15 + 18446744073709550896"
             for an offset 720 bytes below another one it has (a store
             b[(i % 2) * 512 + 24] beside an operand b + (i & 1) * 512
             + 384).  It is X - |C| when X is never below |C|.  */
          const uint64_t big = (uint64_t) 1 << 40;
          if (a.lo == a.hi && a.lo > UINT64_MAX - big)
            {
              struct val t = a;
              a = b;
              b = t;
            }
          if (code == PLUS_EXPR && type && INTEGRAL_TYPE_P (type)
              && TYPE_UNSIGNED (type) && TYPE_PRECISION (type) == 64
              && b.lo == b.hi && b.lo > UINT64_MAX - big
              && a.lo >= UINT64_MAX - b.lo + 1 && a.hi < big)
            return int_moved_down (a, a.lo + b.lo, a.hi + b.lo, true);
          return r;
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
          if (!ascsync_add_ok (a.lo, b.lo, &r.lo)
              || !ascsync_add_ok (a.hi, b.hi, &r.hi))
            {
              r = ascsync_val_unknown ();
              r.cyc = cyc;
              r.moved = 1;
            }
          return r;
        }
      if (!ascsync_val_is_ptr (a))
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
              r.dtop = MAX (a.dtop, MAX (a.base0, a.lo));
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
      /* An offset moved down from a larger one ("(t & 1) * 1024 - 128"):
         the pointer is moved down from that much above A.  */
      if (b.kind == VAL_INT && b.dtop && code != MINUS_EXPR
          && r.hi != OFF_ANY && a.hi < big && b.dtop < big)
        r.dtop = MAX (r.dtop, a.hi + b.dtop);
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
    case BIT_XOR_EXPR:
    case BIT_IOR_EXPR:
      /* "s ^ 1", GCC's "1 - s" of a ping-pong slot: exact on
         constants (residue by residue of a rotation, per_residues),
         else below the next power of two.  */
      if (a.lo == a.hi && b.lo == b.hi)
        lo = hi = code == BIT_XOR_EXPR ? a.lo ^ b.lo : a.lo | b.lo;
      else
        {
          uint64_t m = a.hi | b.hi;
          for (int sh = 1; sh < 64; sh <<= 1)
            m |= m >> sh;
          lo = 0;
          hi = m;
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
  if (type && INTEGRAL_TYPE_P (type) && hi > ascsync_type_max (type))
    return r;
  struct val v = ascsync_val_int (lo, hi);
  /* A moved-down offset scaled to bytes ("(... - 64) * 2").  */
  if ((code == MULT_EXPR || code == LSHIFT_EXPR) && a.dtop
      && b.lo == b.hi)
    {
      uint64_t m = code == MULT_EXPR ? b.lo : (uint64_t) 1 << b.lo;
      if (__builtin_mul_overflow (a.dtop, m, &v.dtop)
          || v.dtop >= ((uint64_t) 1 << 40))
        v.dtop = 0;
    }
  return v;
}


/* Whether LOOP leaves at the test ending its header and does work in
   other blocks after it (a loop tested at its head, as at -O0 and -Os):
   its header's PHIs then take one value more than that work sees.
   True, not knowing, for a loop of several exits.  */
static bool
work_after_header_exit (class loop *loop)
{
  edge ex = single_exit (loop);
  if (!ex || ex->src != loop->header)
    return ex == NULL;
  basic_block *body = get_loop_body (loop);
  bool work = false;
  for (unsigned i = 0; i < loop->num_nodes && !work; i++)
    if (body[i] != loop->header)
      for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
           !gsi_end_p (gsi) && !work; gsi_next (&gsi))
        work = !is_gimple_debug (gsi_stmt (gsi))
               && gimple_code (gsi_stmt (gsi)) != GIMPLE_LABEL;
  free (body);
  return work;
}

/* R holds the entry values of pointer PHI (result T) of a loop header;
   widen it to every value T takes in the loop: an affine evolution with
   a constant step (SCEV) over at most the loop's maximum number of
   iterations, else any offset of R's object.  */
static void
loop_bounds_range (gphi *phi, tree t, struct val *r)
{
  basic_block bb = gimple_bb (phi);
  class loop *loop = bb->loop_father;
  uint64_t lo = r->lo, hi = r->hi;
  /* A slot rotation of an enclosing loop (a per-slot start) widens
     residue by residue, like the whole range; any other periodic form
     is dropped.  */
  struct val per = *r;
  ascsync_val_forget_form (r);
  bool keep = per.pk >= 2 && !per.ps && loop && per.pl != loop->num;
  r->lo = 0;
  r->hi = OFF_ANY;
  /* OFF_OPEN and OFF_ANY mark a pointer's offset; an integer that high
     (an unsigned induction variable from "-2") is no bound.  */
  if (!loop || loop->header != bb || hi == OFF_ANY || !scev_initialized_p ()
      || (per.kind == VAL_INT && hi >= OFF_OPEN))
    return;
  bool open = hi == OFF_OPEN;
  tree chrec = analyze_scalar_evolution (loop, t);
  if (!chrec || TREE_CODE (chrec) != POLYNOMIAL_CHREC
      || CHREC_VARIABLE (chrec) != (unsigned) loop->num
      || tree_contains_chrecs (CHREC_LEFT (chrec), NULL))
    return;
  /* The step as a signed byte count; a step that is not constant (but
     invariant in the loop: "p += kcnt * 512") by its largest value.  */
  HOST_WIDE_INT slo, shi;
  if (!ascsync_step_range (CHREC_RIGHT (chrec), &slo, &shi))
    return;
  widest_int st = shi;
  widest_int nit;
  bool bounded = max_loop_iterations (loop, &nit)
                 && wi::lts_p (nit, (HOST_WIDE_INT) 1 << 30);
  /* The evaluator's bound on the trips when smaller than GCC's (at -O1
     GCC bounds "for (j = 0; j < kb; j++)" by its range of KB, which
     does not see that "95 - cb0" runs under "95 - cb0 <= 39").  Only
     for a loop tested at its bottom: where the header tests (-O0,
     -Os), the header takes one value more than the body sees, the one
     it leaves with, and the layout bound (below) ends the range at
     the buffer more closely.  */
  uint64_t trips;
  if (bounded && !work_after_header_exit (loop)
      && ascsync_loop_trips_bound (loop, &trips) && trips >= 1
      && wi::ltu_p (trips - 1, nit))
    nit = trips - 1;
  if (!bounded)
    {
      /* A loop GCC finds no bound for that runs at most twice (the
         first iteration of a software-pipelined loop: "i = PHI <0, 1>",
         left when i is 1).  */
      int n = ascsync_loop_max_iters (loop);
      if (n > 0)
        {
          nit = n - 1;
          bounded = true;
        }
    }
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
  if (!bounded)
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
          ascsync_val_copy_form (r, per);
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
  /* A value that would pass the top (an unsigned induction variable
     from "-32", IVOPTS' "t * 32" of "t = -1"): not an interval.  */
  else if (!ascsync_add_ok (hi, d, &hi) || hi >= OFF_OPEN)
    return;
  r->lo = lo;
  r->hi = hi;
  if (keep)
    {
      ascsync_val_copy_form (r, per);
      for (int k = 0; k < per.pk; k++)
        {
          if (wi::neg_p (st) && per.plo[k] < d)
            {
              ascsync_val_forget_form (r);
              return;
            }
          if (wi::neg_p (st))
            r->plo[k] -= d;
          else
            r->phi[k] += d;
        }
    }
}

/* ENTRY, the entry values of header PHI T of LOOP, is an induction-like
   form of a loop holding LOOP (one value per iteration there): when T
   moves by a constant step that is a multiple of 2^K in LOOP, give R
   (T's values) that form, known modulo 2^K (per_wrap; "bag + (c * 8 +
   i) * 256" stepped by rows of 2048 bytes keeps the residue of i).  */
static void
outer_congruence (class loop *loop, tree t, const struct val &entry,
                  struct val *r)
{
  if (r->pk || entry.pk != 1 || !entry.ps || entry.pl < 0 || entry.cyc
      || entry.pl == loop->num || entry.plo[0] != entry.phi[0]
      || (r->kind != VAL_INT && r->kind != VAL_LOCAL)
      || r->kind != entry.kind || r->cyc
      || !flow_loop_nested_p (get_loop (cfun, entry.pl), loop))
    return;
  tree chrec = analyze_scalar_evolution (loop, t);
  HOST_WIDE_INT st;
  if (!chrec || TREE_CODE (chrec) != POLYNOMIAL_CHREC
      || CHREC_VARIABLE (chrec) != (unsigned) loop->num
      || !ascsync_signed_cst (CHREC_RIGHT (chrec), &st) || st == 0)
    return;
  int k = __builtin_ctzll ((uint64_t) st);
  if (k < 1 || k > 40)
    return;
  ascsync_val_copy_form (r, entry);
  r->pdt = 0;
  per_wrap (r, k);
}

/* R holds the entry values of header PHI (result T); widen it to every
   value T takes in the loop (loop_bounds_range), keeping the form of an
   outer loop that the steps keep modulo a power of two
   (outer_congruence).  */
static void
loop_bounds (gphi *phi, tree t, struct val *r)
{
  struct val entry = *r;
  loop_bounds_range (phi, t, r);
  class loop *loop = gimple_bb (phi)->loop_father;
  if (loop && loop->header == gimple_bb (phi) && scev_initialized_p ())
    outer_congruence (loop, t, entry, r);
}

/* Whether PHI, of LOOP's header, has two arguments, one from outside
   LOOP (index *IPRE) and one from inside it (*ILAT).  */
static bool
header_phi_args (class loop *loop, gphi *phi, unsigned *ipre,
                 unsigned *ilat)
{
  if (gimple_phi_num_args (phi) != 2)
    return false;
  bool in0 = flow_bb_inside_loop_p (loop, gimple_phi_arg_edge (phi, 0)->src);
  bool in1 = flow_bb_inside_loop_p (loop, gimple_phi_arg_edge (phi, 1)->src);
  if (in0 == in1)
    return false;
  *ilat = in0 ? 0 : 1;
  *ipre = 1 - *ilat;
  return true;
}

/* Whether V, reaching a PHI of LOOP over edge E, is H + 1 on every
   path: "H + 1" itself, a constant C where H is C - 1 on E (GCC's
   ranger), or a PHI in LOOP (not its header) each of whose arguments
   is so on its edge.  */
static bool
plus_one_of (class loop *loop, tree v, tree h, edge e, int depth)
{
  if (depth > 4)
    return false;
  if (TREE_CODE (v) == INTEGER_CST)
    {
      int_range_max r;
      tree c;
      return get_range_query (cfun)->range_on_edge (r, e, h)
             && !r.undefined_p () && r.singleton_p (&c)
             && TREE_CODE (c) == INTEGER_CST
             && wi::to_widest (v) == wi::to_widest (c) + 1;
    }
  if (TREE_CODE (v) != SSA_NAME)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (v);
  if (gassign *as = dyn_cast <gassign *> (def))
    return gimple_assign_rhs_code (as) == PLUS_EXPR
           && gimple_assign_rhs1 (as) == h
           && integer_onep (gimple_assign_rhs2 (as));
  gphi *phi = dyn_cast <gphi *> (def);
  if (!phi || gimple_bb (phi) == loop->header
      || !flow_bb_inside_loop_p (loop, gimple_bb (phi)))
    return false;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    if (!plus_one_of (loop, gimple_phi_arg_def (phi, i), h,
                      gimple_phi_arg_edge (phi, i), depth + 1))
      return false;
  return true;
}

/* Whether header PHI (result T) of LOOP moves by 1 per iteration from
   its entry value, into *START, where scalar evolution cannot tell:
   GCC threads "if (it > 0)" of a software-pipelined loop into "it =
   PHI <it0, 1>" with the latch reached only when it == 0, or into a
   join "PHI <it + 1, 1>" with the 1 from a path where it == 0 (see
   plus_one_of).  */
static bool
latch_plus_one (class loop *loop, gphi *phi, tree t, tree *start)
{
  unsigned ipre, ilat;
  if (!loop->latch || !header_phi_args (loop, phi, &ipre, &ilat))
    return false;
  edge le = gimple_phi_arg_edge (phi, ilat);
  if (le->src != loop->latch
      || !plus_one_of (loop, gimple_phi_arg_def (phi, ilat), t, le, 0))
    return false;
  *start = gimple_phi_arg_def (phi, ipre);
  return true;
}

/* Whether H + 1 is not K on edge E: the range of H there (GCC's
   ranger) leaves out K - 1.  */
static bool
below_wrap_on_edge (tree h, edge e, int k)
{
  int_range_max r;
  return get_range_query (cfun)->range_on_edge (r, e, h) && !r.undefined_p ()
         && !r.contains_p (build_int_cst (TREE_TYPE (h), k - 1));
}

/* See gimple_val.h.  */
tree
ascsync_int_conversion_source (tree t)
{
  if (TREE_CODE (t) != SSA_NAME)
    return NULL_TREE;
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (!is_gimple_assign (def)
      || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def)))
    return NULL_TREE;
  tree from = gimple_assign_rhs1 (def);
  return INTEGRAL_TYPE_P (TREE_TYPE (from)) ? from : NULL_TREE;
}

/* V with the copies and the conversions that keep its value (same
   precision, pointer or integer) stripped.  */
static tree
strip_copies (tree v)
{
  for (int i = 0; i < 8 && TREE_CODE (v) == SSA_NAME; i++)
    {
      gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (v));
      if (!as)
        break;
      enum tree_code code = gimple_assign_rhs_code (as);
      tree a = gimple_assign_rhs1 (as);
      if (!(code == SSA_NAME
            || (CONVERT_EXPR_CODE_P (code)
                && (INTEGRAL_TYPE_P (TREE_TYPE (a))
                    || POINTER_TYPE_P (TREE_TYPE (a)))
                && TYPE_PRECISION (TREE_TYPE (a))
                   == TYPE_PRECISION (TREE_TYPE (v)))))
        break;
      v = a;
    }
  return v;
}

/* Whether "A CODE B" is (H + 1) mod KM, "(H + 1) % KM" or "(H + 1) &
   (KM - 1)" for KM a power of two; KM into *KM.  */
static bool
mod_of_increment (enum tree_code code, tree a, tree b, tree h,
                  HOST_WIDE_INT *km)
{
  gimple *ad = TREE_CODE (a) == SSA_NAME ? SSA_NAME_DEF_STMT (a) : NULL;
  if ((code != TRUNC_MOD_EXPR && code != BIT_AND_EXPR)
      || !ad || !is_gimple_assign (ad)
      || gimple_assign_rhs_code (ad) != PLUS_EXPR
      || gimple_assign_rhs1 (ad) != h
      || !integer_onep (gimple_assign_rhs2 (ad))
      || !b || TREE_CODE (b) != INTEGER_CST || !tree_fits_shwi_p (b))
    return false;
  *km = tree_to_shwi (b) + (code == BIT_AND_EXPR);
  return code != BIT_AND_EXPR || (*km & (*km - 1)) == 0;
}

/* Whether V, reaching the latch of LOOP (or a PHI of LOOP) over edge E,
   is (H + 1) mod K for the counter H of LOOP's header, H in [0, K - 1]:
   "(H + 1) % K", "(H + 1) & (K - 1)", a toggle "H ^ 1" or "1 - H" (K
   2), or a PHI in LOOP, not its header,
   each of whose arguments is "H + 1" where H is not K - 1 on its edge,
   or 0 where H is K - 1 there ("if (++s == K) s = 0" once GCC has
   threaded it; the ranger knows H on those edges), or a copy of one of
   these.  *K is the period
   found so far, 0 when none (the first 0 argument or modulus sets it;
   "H + 1" is then checked only once K is known).  DEPTH bounds the
   PHIs followed.  */
static bool
mod_step_of (class loop *loop, tree v, tree h, edge e, int *k, int depth)
{
  if (depth > 4)
    return false;
  HOST_WIDE_INT km = 0;
  if (integer_zerop (v))
    {
      int_range_max r;
      tree c;
      if (!get_range_query (cfun)->range_on_edge (r, e, h)
          || r.undefined_p () || !r.singleton_p (&c)
          || !tree_fits_shwi_p (c))
        return false;
      km = tree_to_shwi (c) + 1;
    }
  else if (TREE_CODE (v) != SSA_NAME)
    return false;
  else if (gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (v)))
    {
      enum tree_code code = gimple_assign_rhs_code (as);
      tree a = gimple_assign_rhs1 (as), b = gimple_assign_rhs2 (as);
      /* A copy, or a conversion that keeps the value (-O0 copies "s =
         iftmp" the conditional into the variable).  */
      tree src = strip_copies (v);
      if (src != v)
        return mod_step_of (loop, src, h, e, k, depth + 1);
      if (code == PLUS_EXPR)
        return a == h && integer_onep (b)
               && (*k == 0 || below_wrap_on_edge (h, e, *k));
      /* A toggle, "o ^= 1" or "o = 1 - o": for H in [0, 1], (H + 1)
         mod 2.  */
      if ((code == BIT_XOR_EXPR && a == h && integer_onep (b))
          || (code == MINUS_EXPR && integer_onep (a) && b == h))
        km = 2;
      else if (!mod_of_increment (code, a, b, h, &km))
        return false;
    }
  else
    {
      gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (v));
      if (!phi || gimple_bb (phi) == loop->header
          || !flow_bb_inside_loop_p (loop, gimple_bb (phi)))
        return false;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
        if (!mod_step_of (loop, gimple_phi_arg_def (phi, i), h,
                          gimple_phi_arg_edge (phi, i), k, depth + 1))
          return false;
      return true;
    }
  if (*k == 0 && sync_period_ok (km))
    *k = (int) km;
  return km == *k;
}

/* See gimple_val.h.  */
bool
ascsync_mod_step_of (class loop *loop, tree v, tree h, edge e, int *k)
{
  return mod_step_of (loop, v, h, e, k, 1);
}

/* Whether every value name A (reaching a PHI on edge E, or null) can
   take lies in the cycle of counter H modulo K of LOOP, whose latch
   value is LAT (see eval_mod_counter): A is a constant in [0, K - 1],
   H or LAT, a name met already on this walk (SEEN: the PHIs joining
   the runs of LOOP, through loops around it, form cycles), (H + 1) mod
   K on an edge leaving LOOP (mod_step_of), or a PHI outside LOOP all of
   whose arguments are such.  Every value of the cycle is then in [0, K
   - 1]: its first from a constant in range, each next one (X + 1) mod
   K of one in range.  */
static bool
cycle_below (class loop *loop, tree a, edge e, tree h, tree lat, int k,
             vec<tree> *seen, int depth)
{
  if (a == lat || a == h)
    return true;
  if (TREE_CODE (a) == INTEGER_CST)
    return tree_fits_uhwi_p (a) && tree_to_uhwi (a) < (uint64_t) k;
  if (TREE_CODE (a) != SSA_NAME || depth > 8)
    return false;
  for (unsigned i = 0; i < seen->length (); i++)
    if ((*seen)[i] == a)
      return true;
  int kk = k;
  if (e && flow_bb_inside_loop_p (loop, e->src)
      && mod_step_of (loop, a, h, e, &kk, 1))
    return true;
  gphi *x = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (a));
  if (!x || flow_bb_inside_loop_p (loop, gimple_bb (x)))
    return false;
  seen->safe_push (a);
  for (unsigned j = 0; j < gimple_phi_num_args (x); j++)
    if (!cycle_below (loop, gimple_phi_arg_def (x, j),
                      gimple_phi_arg_edge (x, j), h, lat, k, seen,
                      depth + 1))
      return false;
  return true;
}

/* Whether PRE, the start of counter H modulo K of LOOP whose latch
   value is LAT (see eval_mod_counter), lies in [0, K - 1]: its range
   does (GCC's ranger, or the values this evaluator gives it, DEPTH
   deep: the final value of a counter modulo K of an earlier loop,
   "if (++s == K) s = 0" in a prologue loop going on in the main loop),
   or every value it can take lies in the counter's cycle (cycle_below:
   the counter going on from one run of LOOP to the next, also through
   the loops around it).  */
static bool
start_below (class loop *loop, tree pre, tree h, tree lat, int k, int depth)
{
  struct val v = ascsync_eval_range (pre);
  if (v.kind == VAL_INT && v.hi < (uint64_t) k)
    return true;
  basic_block def = gimple_bb (SSA_NAME_DEF_STMT (pre));
  if (def && !flow_bb_inside_loop_p (loop, def))
    {
      v = ascsync_eval (pre, depth + 1);
      if (v.kind == VAL_INT && !v.cyc && v.hi < (uint64_t) k)
        return true;
    }
  auto_vec<tree, 8> seen;
  return cycle_below (loop, pre, NULL, h, lat, k, &seen, 0);
}

/* Whether header PHI (result T) of its loop is a counter modulo a
   period K (mod_step_of; K allowed by sync_period_ok) from a start C
   in [0, K - 1]: then *R is its range [0, K - 1] with the slot rotation
   (C + T) mod K; C a constant, or a value fixed per run of the loop
   known to lie in [0, K - 1] (a counter going on from one run to the
   next: the rotation is then shifted by C, see unknown_start).  */
static bool
eval_mod_counter (gphi *phi, tree t, int depth, struct val *r)
{
  basic_block bb = gimple_bb (phi);
  class loop *loop = bb->loop_father;
  unsigned ipre, ilat;
  if (!loop || loop->header != bb || !loop->latch
      || !INTEGRAL_TYPE_P (TREE_TYPE (t))
      || !header_phi_args (loop, phi, &ipre, &ilat))
    return false;
  edge le = gimple_phi_arg_edge (phi, ilat);
  tree pre = gimple_phi_arg_def (phi, ipre);
  tree lat = gimple_phi_arg_def (phi, ilat);
  int k = 0;
  if (le->src != loop->latch || !mod_step_of (loop, lat, t, le, &k, 0)
      || !sync_period_ok (k) || !mod_step_of (loop, lat, t, le, &k, 0))
    return false;
  HOST_WIDE_INT c = 0;
  int phase = 0;
  if (TREE_CODE (pre) == INTEGER_CST && tree_fits_shwi_p (pre))
    c = tree_to_shwi (pre);
  else if (TREE_CODE (pre) == SSA_NAME && ascsync_phase_entry_value (pre, loop)
           && start_below (loop, pre, t, lat, k, depth))
    {
      phase = (int) SSA_NAME_VERSION (pre) + 1;
      note_phase_key (pre, k, loop, true);
    }
  else
    return false;
  if (c < 0 || c >= k)
    return false;
  *r = ascsync_val_int (0, k - 1);
  r->pl = loop->num;
  r->pk = k;
  r->pphase = phase;
  for (int j = 0; j < k; j++)
    r->plo[j] = r->phi[j] = (uint64_t) ((c + j) % k);
  return true;
}

/* Whether PHI (result T), in a loop but not its header, is the next
   value (H + 1) mod K of a counter H modulo K of that loop
   (eval_mod_counter; see mod_step_of): "if (++s == K) s = 0" once
   GCC has threaded it.  *R is then H's rotation with each residue's
   value moved on by one modulo K (a table load
   "A[s]" that partial redundancy elimination hoists to the latch
   selects the next slot, and header_rotation takes it round).  */
static bool
eval_mod_next (gphi *phi, tree t, int depth, struct val *r)
{
  class loop *loop = gimple_bb (phi)->loop_father;
  if (!loop || loop->header == gimple_bb (phi) || !loop->latch
      || !INTEGRAL_TYPE_P (TREE_TYPE (t)))
    return false;
  for (gphi_iterator gpi = gsi_start_phis (loop->header); !gsi_end_p (gpi);
       gsi_next (&gpi))
    {
      tree h = gimple_phi_result (gpi.phi ());
      if (!INTEGRAL_TYPE_P (TREE_TYPE (h)))
        continue;
      struct val hv = ascsync_eval (h, depth + 1);
      int k = hv.pk;
      if (hv.kind != VAL_INT || hv.cyc || hv.pk < 2 || hv.ps
          || hv.pl != loop->num || hv.lo != 0 || hv.hi != (uint64_t) k - 1
          || !mod_step_of (loop, t, h, loop_latch_edge (loop), &k, 0)
          || k != hv.pk)
        continue;
      *r = hv;
      for (int j = 0; j < k; j++)
        {
          if (hv.plo[j] != hv.phi[j])
            return false;
          r->plo[j] = r->phi[j] = (hv.plo[j] + 1) % k;
        }
      return true;
    }
  return false;
}

/* See gimple_val.h.  */
struct val
ascsync_eval_with_const (enum tree_code code, tree a, uint64_t c)
{
  tree type = TREE_TYPE (a);
  if (!INTEGRAL_TYPE_P (type))
    return ascsync_val_unknown ();
  tree tc = build_int_cst (type, c);
  return eval_binary (code, ascsync_eval (a, 0), a, ascsync_val_int (c, c), tc,
                      type);
}

/* See gimple_val.h.  */
struct val
ascsync_eval_pointer_plus (tree ptr, int64_t c)
{
  tree tc = build_int_cst (sizetype, c);
  return eval_binary (POINTER_PLUS_EXPR, ascsync_eval (ptr, 0), ptr,
                      ascsync_val_int ((uint64_t) c, (uint64_t) c), tc,
                      TREE_TYPE (ptr));
}

/* See gimple_val.h.  */
bool
ascsync_defs_reach_p (tree t, bool (*hit) (tree, const void *),
                      const void *data, int *budget, bool spent,
                      hash_set<tree> *visited)
{
  if (TREE_CODE (t) != SSA_NAME || visited->add (t))
    return false;
  if (hit (t, data))
    return true;
  if (--*budget < 0)
    return spent;
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
        if (ascsync_defs_reach_p (gimple_phi_arg_def (phi, i), hit, data,
                                  budget, spent, visited))
          return true;
      return false;
    }
  gassign *as = dyn_cast <gassign *> (def);
  if (!as || gimple_assign_load_p (as))
    return false;
  for (unsigned i = 1; i < gimple_num_ops (as); i++)
    if (ascsync_defs_reach_p (gimple_op (as, i), hit, data, budget, spent,
                              visited))
      return true;
  return false;
}

/* See gimple_val.h.  */
bool
ascsync_get_imm_p (gimple *g)
{
  tree fndecl = is_gimple_call (g) ? gimple_call_fndecl (g) : NULL_TREE;
  return fndecl && DECL_NAME (fndecl)
         && !strcmp (IDENTIFIER_POINTER (DECL_NAME (fndecl)), "get_imm")
         && gimple_call_num_args (g) == 1;
}

/* See gimple_val.h.  */
bool
ascsync_step_range (tree step, HOST_WIDE_INT *lo, HOST_WIDE_INT *hi)
{
  if (TREE_CODE (step) == INTEGER_CST)
    {
      if (!ascsync_signed_cst (step, lo))
        return false;
      *hi = *lo;
      return true;
    }
  STRIP_NOPS (step);
  struct val sv = TREE_CODE (step) == SSA_NAME
                  && INTEGRAL_TYPE_P (TREE_TYPE (step))
                  ? ascsync_eval (step, 1) : ascsync_val_unknown ();
  if (sv.kind != VAL_INT || sv.cyc || sv.hi >= ((uint64_t) 1 << 40))
    return false;
  *lo = (HOST_WIDE_INT) sv.lo;
  *hi = (HOST_WIDE_INT) sv.hi;
  return true;
}

/* Whether "C + S * T" (S > 0) stays below 2^precision of unsigned TYPE
   over every iteration GCC's bound on LOOP's iterations allows (an
   unsigned counter IVOPTs made of a signed one, whose bound GCC keeps
   from the signed one's undefined overflow): then it never wraps.  */
static bool
iv_in_type (class loop *loop, HOST_WIDE_INT c, HOST_WIDE_INT s, tree type)
{
  widest_int nit;
  if (c < 0 || s <= 0 || !TYPE_UNSIGNED (type)
      || !max_loop_iterations (loop, &nit))
    return false;
  widest_int last = wi::add (wi::mul (nit, (HOST_WIDE_INT) s),
                             (HOST_WIDE_INT) c);
  return wi::ltu_p (last, wi::lshift (widest_int (1), TYPE_PRECISION (type)));
}

/* Narrow *R, GCC's range of T, the header PHI of LOOP that is exactly
   the induction variable "C + S * T" (S > 0), to the values it takes
   in the iterations LOOP's header can run: [C, C + S * (N - 1)] for N the
   plugin's bound on the header's executions (ascsync_loop_trips_bound).
   That bound comes from GCC's count of the iterations evaluated by
   ascsync_eval, which also knows what GCC's range query does not (the
   value a helper returns at -O0: "for (mi = 0; mi < mcnt; mi++)" with
   "mcnt = imin (..., 4)" gives mi at most 4 where GCC's range is the
   whole type).  The IV's value in iteration T is C + S * T exactly
   while that stays in the type (checked), so the interval holds every
   value the header sees.  */
static void
iv_trips_range (struct val *r, tree t, class loop *loop, HOST_WIDE_INT c,
                HOST_WIDE_INT s)
{
  uint64_t n;
  if (c < 0 || s <= 0 || !INTEGRAL_TYPE_P (TREE_TYPE (t))
      || !ascsync_loop_trips_bound (loop, &n) || n < 1
      || n > ((uint64_t) 1 << 30))
    return;
  widest_int last = wi::add (wi::mul (widest_int (n - 1), s), c);
  if (wi::gtu_p (last, ascsync_type_max (TREE_TYPE (t))))
    return;
  uint64_t hi = last.to_uhwi ();
  if (r->kind != VAL_INT || r->cyc || r->hi >= OFF_OPEN)
    {
      *r = ascsync_val_int ((uint64_t) c, hi);
      return;
    }
  uint64_t lo = r->lo > (uint64_t) c ? r->lo : (uint64_t) c;
  if (hi > r->hi)
    hi = r->hi;
  if (lo <= hi)
    {
      r->lo = lo;
      r->hi = hi;
    }
}

/* Give *R, the range of integer name T in LOOP, the periodic form "C
   + S * T" of LOOP (S > 0, C of either sign), shifted by PHASE (see unknown_start; 0:
   none) and congruent modulo PMOD (0: exact).  In a type whose overflow
   is defined (unsigned), the form is the value only while it stays in
   the type over the loop's iterations (per_wrap, per_exact).  */
static void
iv_form (struct val *r, tree t, class loop *loop, HOST_WIDE_INT c,
         HOST_WIDE_INT s, int phase, uint64_t pmod)
{
  *r = ascsync_eval_range (t);
  if (r->kind != VAL_INT)
    *r = ascsync_val_unknown ();
  /* Only an exact form is the value: shifted by a phase or congruent
     modulo PMOD, C is not its start.  */
  if (phase == 0 && pmod == 0)
    iv_trips_range (r, t, loop, c, s);
  r->pl = loop->num;
  r->pk = 1;
  r->ps = s;
  r->pphase = 0;
  r->plo[0] = r->phi[0] = (uint64_t) c;
  r->pmod = 0;
  /* A counter from a negative start ("for (t = -1; ...)"): its form in
     two's complement is congruent to it modulo 2^63, which gives its
     residues modulo powers of two ("t & 1") but not its value.  */
  if (c < 0)
    per_wrap (r, 63);
  tree type = TREE_TYPE (t);
  if (!TYPE_OVERFLOW_UNDEFINED (type) && !iv_in_type (loop, c, s, type))
    {
      per_wrap (r, type_bits (type));
      if (per_exact (*r))
        r->pmod = 0;
    }
  r->pphase = phase;
  r->pmod = pmod_meet (r->pmod, pmod);
}

/* LEFT, the start of a counter of LOOP that runs on across runs of
   LOOP ("step" counted in an inner loop over all tiles), when it is an
   induction variable of the enclosing loop moving by a multiple of
   SYNC_MAXK: every start is congruent to the first modulo that step,
   which is all the residues need (the range stays the whole one, from
   eval_range).  Returns the first start and sets *STEP to the step;
   else returns LEFT.  */
static tree
outer_start (class loop *loop, tree left, uint64_t *step)
{
  if (TREE_CODE (left) != SSA_NAME || !loop_outer (loop)
      || !loop_outer (loop_outer (loop)))
    return left;
  class loop *outer = loop_outer (loop);
  tree oc = analyze_scalar_evolution (outer, left);
  if (oc && TREE_CODE (oc) == POLYNOMIAL_CHREC
      && CHREC_VARIABLE (oc) == (unsigned) outer->num
      && TREE_CODE (CHREC_LEFT (oc)) == INTEGER_CST
      && TREE_CODE (CHREC_RIGHT (oc)) == INTEGER_CST
      && tree_fits_shwi_p (CHREC_RIGHT (oc))
      && tree_to_shwi (CHREC_RIGHT (oc)) > 0
      && tree_to_shwi (CHREC_RIGHT (oc)) % SYNC_MAXK == 0)
    {
      *step = (uint64_t) tree_to_shwi (CHREC_RIGHT (oc));
      return CHREC_LEFT (oc);
    }
  return left;
}

/* Whether PHI (result T) is an induction variable of the loop it heads
   with a constant start C >= 0 (or one fixed per run, see
   unknown_start) and step S > 0; then *R is its range with the
   periodic form "C + S * T" (iv_form).  */
static bool
eval_iv (gphi *phi, tree t, struct val *r)
{
  basic_block bb = gimple_bb (phi);
  class loop *loop = bb->loop_father;
  if (!loop || loop->header != bb || !INTEGRAL_TYPE_P (TREE_TYPE (t))
      || !scev_initialized_p ())
    return false;
  tree chrec = analyze_scalar_evolution (loop, t);
  tree left;
  HOST_WIDE_INT st;
  if (chrec && TREE_CODE (chrec) == POLYNOMIAL_CHREC
      && CHREC_VARIABLE (chrec) == (unsigned) loop->num
      && TREE_CODE (CHREC_RIGHT (chrec)) == INTEGER_CST
      && tree_fits_shwi_p (CHREC_RIGHT (chrec)))
    {
      left = CHREC_LEFT (chrec);
      st = tree_to_shwi (CHREC_RIGHT (chrec));
    }
  else if (latch_plus_one (loop, phi, t, &left))
    st = 1;
  else
    return false;
  uint64_t pmod = 0;
  left = outer_start (loop, left, &pmod);
  int phase = 0;
  if (TREE_CODE (left) == SSA_NAME && (st & 1)
      && st <= ((HOST_WIDE_INT) 1 << 40)
      && gimple_bb (SSA_NAME_DEF_STMT (left))
      && !flow_bb_inside_loop_p (loop, gimple_bb (SSA_NAME_DEF_STMT (left))))
    {
      /* A start fixed per run of LOOP but unknown: a counter from 0,
         shifted (see unknown_start).  */
      phase = (int) SSA_NAME_VERSION (left) + 1;
      pmod = pmod_meet (pmod, phase_modulus (st));
      note_phase_key (left, st, loop);
      left = build_zero_cst (TREE_TYPE (left));
    }
  if (TREE_CODE (left) != INTEGER_CST || !tree_fits_shwi_p (left))
    return false;
  HOST_WIDE_INT c = tree_to_shwi (left);
  if (c < -((HOST_WIDE_INT) 1 << 40) || st <= 0
      || c > ((HOST_WIDE_INT) 1 << 40) || st > ((HOST_WIDE_INT) 1 << 40))
    return false;
  iv_form (r, t, loop, c, st, phase, pmod);
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
  unsigned ipre, ilat;
  if (!header_phi_args (loop, phi, &ipre, &ilat))
    return;
  struct val vals[2];
  for (unsigned i = 0; i < 2; i++)
    {
      vals[i] = ascsync_eval (gimple_phi_arg_def (phi, i), depth + 1);
      if (vals[i].kind == VAL_INT && POINTER_TYPE_P (TREE_TYPE (t)))
        vals[i].kind = VAL_LOCAL;
    }
  struct val lat = vals[ilat], pre = vals[ipre];
  if (lat.cyc || pre.cyc || lat.pk < 2
      || lat.pphase
      || lat.ps || lat.pl != loop->num || pre.kind != lat.kind
      || pre.param != lat.param
      || (pre.pk && pre.pl == loop->num)
      || (ascsync_val_is_ptr (pre) && pre.hi == OFF_ANY))
    return;
  struct val x = lat;
  int k = lat.pk;
  x.pone = 0;
  for (int j = 0; j < k; j++)
    {
      x.plo[j] = lat.plo[(j + k - 1) % k];
      x.phi[j] = lat.phi[(j + k - 1) % k];
      x.pbase[j] = lat.pbase[(j + k - 1) % k];
      x.pdtop[j] = val_residue_dtop (lat, (j + k - 1) % k);
      if ((lat.pone >> ((j + k - 1) % k)) & 1)
        x.pone |= 1u << j;
    }
  x.pdtop[0] = MAX (x.pdtop[0], pre.dtop);
  x.pdt = (1u << k) - 1;
  x.dtop = MAX (lat.dtop, pre.dtop);
  if (!(pre.onebase && pre.lo == x.plo[0] && pre.hi == x.phi[0]
        && pre.base0 == x.pbase[0]))
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

/* Rotation tuples (see eval_swap_cycle).  A tuple Y of NC * K operands
   (NC cycles of K, NC 1 or 2) "holds a rotation of C" when C is a tuple
   of NC * K constant values and, wherever Y's members are available,
   Y[I * K + J] == C[I * K + (J + D) mod K] for all I and J and one D
   (which may differ from one time to another, but is the same for the
   NC cycles: two cycles swapped in lockstep, as a buffer pointer and an
   event id are, share their phase).  ROT_STACK holds the tuples of PHIs
   being proved so (assumed, coinductively: the claim is an invariant of
   the executions of their block, proved over each incoming edge).  */
#define ROT_MAXN (2 * SYNC_MAXK)
struct rot_frame
{
  basic_block bb;
  int k, nc;
  tree m[ROT_MAXN];
};
static struct rot_frame rot_stack[16];
static int rot_n, rot_base;

/* Whether constants A and B (as rot_tuple evaluates them) are one
   value.  */
static bool
rot_val_eq (const struct val &a, const struct val &b)
{
  return a.kind == b.kind && a.lo == b.lo && a.hi == b.hi
         && a.onebase == b.onebase && (!a.onebase || a.base0 == b.base0);
}

/* Whether tuple A (NC cycles of K operands, trees when AT, else values
   AV) is tuple B (BT or BV) rotated by one D in every cycle.  */
static bool
rot_match (const tree *at, const tree *bt, const struct val *av,
           const struct val *bv, int k, int nc)
{
  for (int d = 0; d < k; d++)
    {
      int n = 0;
      for (int i = 0; i < nc; i++)
        for (int j = 0; j < k; j++)
          {
            int x = i * k + j, y = i * k + (j + d) % k;
            n += at ? at[x] == bt[y] : rot_val_eq (av[x], bv[y]);
          }
      if (n == nc * k)
        return true;
    }
  return false;
}

/* Whether the NC * K operands Y, none a PHI (S: Y with copies
   stripped), hold a rotation of C (DEPTH, *HAVE as for rot_tuple; CT
   gets the operands of C when C is set).  */
static bool
rot_constants (const tree *y, const tree *s, int k, int nc, struct val *c,
               tree *ct, bool *have, int depth)
{
  struct val v[ROT_MAXN];
  for (int j = 0; j < nc * k; j++)
    {
      if (TREE_CODE (s[j]) == SSA_NAME
          && ssa_undefined_value_p (s[j], false))
        return false;
      v[j] = ascsync_eval (s[j], depth + 1);
      if (v[j].kind == VAL_INT && POINTER_TYPE_P (TREE_TYPE (y[j])))
        v[j].kind = VAL_LOCAL;
      if (v[j].cyc || v[j].pk || v[j].lo != v[j].hi
          || (v[j].kind != VAL_INT && v[j].kind != VAL_LOCAL)
          || v[j].hi >= OFF_OPEN)
        return false;
    }
  if (*have)
    return rot_match (NULL, NULL, v, c, k, nc);
  /* Distinct constants in the first cycle: the phase is the place of a
     value (and D unique).  */
  for (int j = 0; j < k; j++)
    for (int i = 0; i < j; i++)
      if (v[i].lo == v[j].lo)
        return false;
  for (int j = 0; j < nc * k; j++)
    {
      c[j] = v[j];
      ct[j] = s[j];
    }
  *have = true;
  return true;
}

/* Whether tuple Y (NC cycles of K operands, DEPTH as for ascsync_eval)
   holds a rotation of C (see ROT_STACK); *HAVE: whether C is set yet
   (set by the first tuple of constants found; the others must be
   rotations of it), CT its operands.  */
static bool
rot_tuple (const tree *y, int k, int nc, struct val *c, tree *ct,
           bool *have, int depth)
{
  if (depth > 24)
    return false;
  int n = nc * k;
  tree s[ROT_MAXN];
  int nphi = 0;
  for (int j = 0; j < n; j++)
    {
      s[j] = strip_copies (y[j]);
      if (TREE_CODE (s[j]) == SSA_NAME
          && gimple_code (SSA_NAME_DEF_STMT (s[j])) == GIMPLE_PHI)
        nphi++;
    }
  if (nphi == 0)
    return rot_constants (y, s, k, nc, c, ct, have, depth);
  if (nphi != n)
    return false;
  gphi *ph[ROT_MAXN];
  basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (s[0]));
  for (int j = 0; j < n; j++)
    {
      ph[j] = as_a <gphi *> (SSA_NAME_DEF_STMT (s[j]));
      if (gimple_bb (ph[j]) != bb
          || gimple_phi_num_args (ph[j]) != gimple_phi_num_args (ph[0]))
        return false;
    }
  for (int i = rot_base; i < rot_n; i++)
    if (rot_stack[i].bb == bb && rot_stack[i].k == k
        && rot_stack[i].nc == nc
        && rot_match (s, rot_stack[i].m, NULL, NULL, k, nc))
      return true;
  if (rot_n == (int) (sizeof rot_stack / sizeof rot_stack[0]))
    return false;
  struct rot_frame *f = &rot_stack[rot_n++];
  f->bb = bb;
  f->k = k;
  f->nc = nc;
  for (int j = 0; j < n; j++)
    f->m[j] = s[j];
  bool ok = true;
  for (unsigned i = 0; ok && i < gimple_phi_num_args (ph[0]); i++)
    {
      tree a[ROT_MAXN];
      for (int j = 0; j < n; j++)
        a[j] = gimple_phi_arg_def (ph[j], i);
      ok = rot_tuple (a, k, nc, c, ct, have, depth + 1);
    }
  rot_n--;
  return ok;
}

/* Whether tuple Y (NC cycles of K) holds a rotation of some C (then in
   C and CT), proved in a fresh frame of ROT_STACK.  */
static bool
rot_tuple_proved (const tree *y, int k, int nc, struct val *c, tree *ct,
                  int depth)
{
  bool have = false;
  int saved = rot_base;
  rot_base = rot_n;
  bool ok = rot_tuple (y, k, nc, c, ct, &have, depth + 1) && have;
  rot_n = rot_base;
  rot_base = saved;
  return ok;
}

/* Key of the unknown phase of a swap cycle whose member of smallest SSA
   version is V: SWAP_PHASE_BASE + V + 1 (gimple_val.h).  */
#define SWAP_PHASE_BASE ASCSYNC_SWAP_PHASE_BASE

/* The swap cycles with a phase found in the current function: the
   canonical member (of least SSA version) heading LOOP, the period K
   and the constants LEAF (in the canonical rotation, as operands a
   tuple of the rotation was made of): at the entry of LOOP the
   canonical member holds LEAF[X] for the phase X.  Kept after the
   evaluation for the emission of the counters (ascsync_swap_phase_start);
   reset by ascsync_eval_init.  */
struct swap_phase
{
  tree canon;
  int loopnum, k;
  tree leaf[SYNC_MAXK];
};
static vec<struct swap_phase> swap_phases;

/* Forget the swap cycles of the previous function.  */
static void
swap_phases_reset (void)
{
  swap_phases.truncate (0);
}

/* The swap cycle whose phase key is PPHASE, or null.  */
static const struct swap_phase *
find_swap_phase (int pphase)
{
  if (pphase <= SWAP_PHASE_BASE)
    return NULL;
  unsigned ver = (unsigned) (pphase - SWAP_PHASE_BASE - 1);
  for (unsigned i = 0; i < swap_phases.length (); i++)
    if (SSA_NAME_VERSION (swap_phases[i].canon) == ver)
      return &swap_phases[i];
  return NULL;
}

/* Whether the phase of swap cycle P can be computed on every entry edge
   of its loop: each constant of P is a constant or an SSA name whose
   definition dominates the edge.  */
static bool
swap_phase_computable (const struct swap_phase *p)
{
  gphi *phi = as_a <gphi *> (SSA_NAME_DEF_STMT (p->canon));
  basic_block h = gimple_bb (phi);
  class loop *loop = h->loop_father;
  if (!loop || loop->header != h || loop->num != p->loopnum
      || !dom_info_available_p (CDI_DOMINATORS))
    return false;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, h->preds)
    {
      if (flow_bb_inside_loop_p (loop, e->src))
        continue;
      for (int j = 0; j < p->k; j++)
        {
          tree l = p->leaf[j];
          if (TREE_CODE (l) == INTEGER_CST)
            continue;
          if (TREE_CODE (l) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (l))
            return false;
          basic_block db = gimple_bb (SSA_NAME_DEF_STMT (l));
          if (!db || !dominated_by_p (CDI_DOMINATORS, e->src, db))
            return false;
        }
    }
  return true;
}

/* See gimple_val.h.  */
tree
ascsync_swap_phase_start (int pphase, edge e, gimple_seq *seq)
{
  const struct swap_phase *p = find_swap_phase (pphase);
  if (!p)
    return NULL_TREE;
  gphi *phi = as_a <gphi *> (SSA_NAME_DEF_STMT (p->canon));
  tree v = PHI_ARG_DEF_FROM_EDGE (phi, e);
  tree ut = pointer_sized_int_node;
  tree uv = make_temp_ssa_name (ut, NULL, "ascsync_swap");
  gimple_seq_add_stmt (seq, gimple_build_assign (uv, NOP_EXPR, v));
  tree x = integer_zero_node;
  for (int j = 1; j < p->k; j++)
    {
      tree ul = make_temp_ssa_name (ut, NULL, "ascsync_swap");
      gimple_seq_add_stmt (seq, gimple_build_assign (ul, NOP_EXPR,
                                                     p->leaf[j]));
      tree b = make_temp_ssa_name (boolean_type_node, NULL, "ascsync_swap");
      gimple_seq_add_stmt (seq, gimple_build_assign (b, EQ_EXPR, uv, ul));
      tree bi = make_temp_ssa_name (integer_type_node, NULL, "ascsync_swap");
      gimple_seq_add_stmt (seq, gimple_build_assign (bi, NOP_EXPR, b));
      tree m = make_temp_ssa_name (integer_type_node, NULL, "ascsync_swap");
      gimple_seq_add_stmt (seq, gimple_build_assign
                                  (m, MULT_EXPR, bi,
                                   build_int_cst (integer_type_node, j)));
      tree sum = make_temp_ssa_name (integer_type_node, NULL, "ascsync_swap");
      gimple_seq_add_stmt (seq, gimple_build_assign (sum, PLUS_EXPR, x, m));
      x = sum;
    }
  return x;
}

/* The shift S that makes C (K constants) a rotation with the least
   value first: C[(J + S) mod K] for J = 0 ... K - 1.  */
static int
rot_least_shift (const struct val *c, int k)
{
  int s = 0;
  for (int d = 1; d < k; d++)
    for (int j = 0; j < k; j++)
      {
        const struct val &a = c[(j + d) % k], &b = c[(j + s) % k];
        if (a.lo != b.lo)
          {
            if (a.lo < b.lo)
              s = d;
            break;
          }
      }
  return s;
}

/* The place in MEMBER (K PHIs) of the member of least SSA version.  */
static int
least_version_member (gphi **member, int k)
{
  int q = 0;
  for (int j = 1; j < k; j++)
    if (SSA_NAME_VERSION (gimple_phi_result (member[j]))
        < SSA_NAME_VERSION (gimple_phi_result (member[q])))
      q = j;
  return q;
}

/* Whether the PHI defining CANON heads LOOP (block BB, entry argument
   IPRE) and is the first of a cycle of K PHIs there, each taking the
   next's value from the latch (then in OM).  */
static bool
swap_cycle_from (tree canon, class loop *loop, basic_block bb, unsigned ipre,
                 int k, gphi **om)
{
  unsigned opre, olat;
  om[0] = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (canon));
  if (!om[0] || gimple_bb (om[0]) != bb
      || !header_phi_args (loop, om[0], &opre, &olat) || opre != ipre)
    return false;
  for (int j = 1; j < k; j++)
    {
      tree nx = strip_copies (gimple_phi_arg_def (om[j - 1], olat));
      om[j] = TREE_CODE (nx) == SSA_NAME
              ? dyn_cast <gphi *> (SSA_NAME_DEF_STMT (nx)) : NULL;
      if (!om[j] || gimple_bb (om[j]) != bb)
        return false;
    }
  return strip_copies (gimple_phi_arg_def (om[k - 1], olat)) == canon;
}

/* Whether the cycle of K header PHIs MEMBER of LOOP (entry arguments E,
   at IPRE) rotates in lockstep with a cycle of LOOP found before (in
   SWAP_PHASES): both cycles rotate by one each iteration, so they keep
   one phase when their entry values hold a joint rotation (rot_tuple
   with two cycles).  Then *PHASE is that cycle's key and ENT this
   cycle's entry values at its phase 0: an event id swapped with a
   buffer pointer names the pointer's slot.  */
static bool
joint_swap_phase (gphi **member, int k, unsigned ipre, class loop *loop,
                  const tree *e, int depth, struct val *ent, int *phase)
{
  for (unsigned i = 0; i < swap_phases.length (); i++)
    {
      const struct swap_phase &o = swap_phases[i];
      gphi *om[SYNC_MAXK];
      if (o.loopnum != loop->num || o.k != k
          || !swap_cycle_from (o.canon, loop, gimple_bb (member[0]), ipre,
                               k, om))
        continue;
      tree y[ROT_MAXN], ct[ROT_MAXN];
      struct val c[ROT_MAXN];
      for (int j = 0; j < k; j++)
        {
          y[j] = gimple_phi_arg_def (om[j], ipre);
          y[k + j] = e[j];
        }
      if (!rot_tuple_proved (y, k, 2, c, ct, depth))
        continue;
      /* The other cycle's canonical shift and place, as computed for it
         (swap_entry_rotation), from the joint constants.  */
      int os = rot_least_shift (c, k), oq = least_version_member (om, k);
      if (gimple_phi_result (om[oq]) != o.canon)
        continue;
      for (int j = 0; j < k; j++)
        ent[j] = c[k + (((j - oq) % k + k) % k + os) % k];
      *phase = SWAP_PHASE_BASE + (int) SSA_NAME_VERSION (o.canon) + 1;
      return true;
    }
  return false;
}

/* The entry values ENT of the cycle of K header PHIs MEMBER of LOOP
   (entry argument IPRE) when they are not known constants but always a
   rotation of a tuple of distinct constants (the pair a swap in an
   inner loop leaves to the outer one, which swaps them on: rot_tuple),
   and the key *PHASE of the rotation (SWAP_PHASE_BASE + 1 + the SSA
   version of the member of least version, recorded in SWAP_PHASES for
   the emission; or the key of a cycle it rotates in lockstep with,
   joint_swap_phase).  Member 0 then holds CC[(T + X - Q) mod K] in
   iteration T, CC the canonical rotation of the constants (the least
   first), Q the place in the cycle of the member of least SSA version
   and X a phase fixed per run of LOOP, the same for every member: ENT
   are the values for X = 0.  False when no such rotation is proved.  */
static bool
swap_entry_rotation (gphi **member, int k, unsigned ipre, class loop *loop,
                     int depth, struct val *ent, int *phase)
{
  tree e[SYNC_MAXK], ct[ROT_MAXN];
  struct val c[ROT_MAXN];
  for (int j = 0; j < k; j++)
    e[j] = gimple_phi_arg_def (member[j], ipre);
  if (!rot_tuple_proved (e, k, 1, c, ct, depth))
    return false;
  int s = rot_least_shift (c, k), q = least_version_member (member, k);
  for (int j = 0; j < k; j++)
    ent[j] = c[(((j - q) % k + k) % k + s) % k];
  *phase = SWAP_PHASE_BASE
           + (int) SSA_NAME_VERSION (gimple_phi_result (member[q])) + 1;
  if (!find_swap_phase (*phase)
      && !joint_swap_phase (member, k, ipre, loop, e, depth, ent, phase))
    {
      struct swap_phase sp;
      sp.canon = gimple_phi_result (member[q]);
      sp.loopnum = loop->num;
      sp.k = k;
      for (int j = 0; j < k; j++)
        sp.leaf[j] = ct[(j + s) % k];
      swap_phases.safe_push (sp);
    }
  for (int j = 1; j < k; j++)
    if (ent[j].kind != ent[0].kind)
      return false;
  return true;
}

/* Whether PHI (result T) heads a loop and is one of a cycle of K header
   PHIs, each taking the next's value from the latch ("tmp = cur; cur =
   nxt; nxt = tmp": ping-pong by swapping pointers, K = 2): member 0 in
   iteration T holds what member T mod K held at the loop's entry.  When
   those entry values are known and have no periodic form of their own,
   *R is PHI's value with the form of period K over them.  */
static bool
eval_swap_cycle (gphi *phi, tree t, int depth, struct val *r)
{
  basic_block bb = gimple_bb (phi);
  class loop *loop = bb->loop_father;
  unsigned ipre, ilat;
  if (!loop || loop->header != bb
      || !(INTEGRAL_TYPE_P (TREE_TYPE (t)) || POINTER_TYPE_P (TREE_TYPE (t)))
      || !header_phi_args (loop, phi, &ipre, &ilat))
    return false;
  gphi *member[SYNC_MAXK];
  int k = 0;
  member[k++] = phi;
  for (;;)
    {
      tree next = strip_copies (gimple_phi_arg_def (member[k - 1], ilat));
      gphi *np = TREE_CODE (next) == SSA_NAME
                 ? dyn_cast <gphi *> (SSA_NAME_DEF_STMT (next)) : NULL;
      unsigned jpre, jlat;
      if (!np || gimple_bb (np) != bb
          || !header_phi_args (loop, np, &jpre, &jlat) || jlat != ilat)
        return false;
      if (np == phi)
        break;
      for (int i = 0; i < k; i++)
        if (member[i] == np)
          return false;
      if (k == SYNC_MAXK)
        return false;
      member[k++] = np;
    }
  if (k < 2 || !sync_period_ok (k))
    return false;
  struct val x = ascsync_val_unknown ();
  struct val ent[SYNC_MAXK];
  int phase = 0;
  bool plain = true, exact = true;
  for (int j = 0; j < k && plain; j++)
    {
      struct val v = ascsync_eval (gimple_phi_arg_def (member[j], ipre),
                                   depth + 1);
      if (v.kind == VAL_INT && POINTER_TYPE_P (TREE_TYPE (t)))
        v.kind = VAL_LOCAL;
      if (v.cyc || v.pk || (v.kind != VAL_INT && v.kind != VAL_LOCAL)
          || (j > 0 && v.kind != ent[0].kind) || v.hi >= OFF_OPEN
          || v.lo > v.hi)
        plain = false;
      exact &= v.lo == v.hi;
      ent[j] = v;
    }
  /* Entry values that are no constants may still be a rotation of
     constants (swap_entry_rotation); else their ranges, taken in
     turn.  */
  struct val rot[SYNC_MAXK];
  if ((!plain || !exact)
      && swap_entry_rotation (member, k, ipre, loop, depth, rot, &phase))
    for (int j = 0; j < k; j++)
      ent[j] = rot[j];
  else if (!plain)
    return false;
  for (int j = 0; j < k; j++)
    {
      const struct val &v = ent[j];
      if (j == 0)
        {
          x = v;
          x.pone = 0;
        }
      x.lo = v.lo < x.lo ? v.lo : x.lo;
      x.hi = v.hi > x.hi ? v.hi : x.hi;
      x.plo[j] = v.lo;
      x.phi[j] = v.hi;
      x.pbase[j] = v.onebase ? v.base0 : 0;
      x.dtop = MAX (x.dtop, v.dtop);
      x.pdtop[j] = v.dtop;
      if (v.onebase)
        x.pone |= 1u << j;
    }
  x.onebase = x.onebase && x.lo == x.hi;
  x.pl = loop->num;
  x.pk = k;
  x.ps = 0;
  x.pmod = 0;
  x.pphase = phase;
  x.pdt = (1u << k) - 1;
  x.moved = 0;
  *r = x;
  return true;
}

/* Whether integer PHI (result T) is C + S * T in every iteration T of
   its loop, S > 0, found by running the loop (see
   ascsync_interp_affine: the join of a software-pipelined loop that
   GCC threaded); then *R is its range with that periodic form.  */
static bool
eval_run_iv (gphi *phi, tree t, struct val *r)
{
  class loop *loop = gimple_bb (phi)->loop_father;
  HOST_WIDE_INT c, s;
  if (!INTEGRAL_TYPE_P (TREE_TYPE (t))
      || !ascsync_interp_affine (loop, t, &c, &s) || s <= 0
      || c < -((HOST_WIDE_INT) 1 << 40) || c > ((HOST_WIDE_INT) 1 << 40)
      || s > ((HOST_WIDE_INT) 1 << 40))
    return false;
  iv_form (r, t, loop, c, s, 0, 0);
  return true;
}

static bool eval_cond_phi (gphi *phi, int depth, struct val *out);
static bool eval_edge_phi (gphi *phi, int depth, struct val *out);

/* A, the value of integer PHI argument ARG, narrowed by GCC's range of
   ARG on edge E, the conditions on the way (GCC's GORI: under "if (95
   - cb0 <= 39)", at -O1 not folded into a MIN, the arm's "(int) (95u
   - (unsigned) cb0)" is at most 39); or that range when A is unknown.
   Only where GCC's range is not negative and bounded; never for a
   value in a cycle.  */
static void
narrow_on_edge (tree arg, edge e, struct val *a)
{
  value_range r;
  if (TREE_CODE (arg) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (arg))
      || a->cyc || a->pk || (a->kind != VAL_INT && a->kind != VAL_UNKNOWN)
      || !get_range_query (cfun)->range_on_edge (r, e, arg)
      || r.undefined_p () || r.varying_p () || r.kind () != VR_RANGE)
    return;
  signop sg = TYPE_SIGN (TREE_TYPE (arg));
  wide_int wlo = r.lower_bound (), whi = r.upper_bound ();
  if (wi::neg_p (wlo, sg) || !wi::fits_uhwi_p (whi))
    return;
  uint64_t lo = wlo.to_uhwi (), hi = whi.to_uhwi ();
  if (a->kind == VAL_UNKNOWN)
    *a = ascsync_val_int (lo, hi);
  else if (lo <= a->hi && hi >= a->lo)
    {
      a->lo = MAX (a->lo, lo);
      a->hi = MIN (a->hi, hi);
    }
}

/* Whether integer PHI (result T) of its loop's header takes constant
   C0 on entry and constant C1 > C0 on the latch, in a loop GCC bounds
   to at most one latch execution (a prologue of two iterations whose
   counter GCC replaced by the two values it takes: "p = PHI <1 (latch),
   0 (entry)>"): then it is C0 + (C1 - C0) * T in its iterations T = 0
   and 1, and *R is its range with that form (iv_form).  */
static bool
eval_two_trip_phi (gphi *phi, tree t, struct val *r)
{
  class loop *loop = gimple_bb (phi)->loop_father;
  widest_int nit;
  if (!INTEGRAL_TYPE_P (TREE_TYPE (t)) || !loop || !loop->header
      || loop->header != gimple_bb (phi) || gimple_phi_num_args (phi) != 2
      || !loop_preheader_edge (loop) || !loop_latch_edge (loop)
      || !max_loop_iterations (loop, &nit) || wi::gtu_p (nit, 1))
    return false;
  tree c0 = PHI_ARG_DEF_FROM_EDGE (phi, loop_preheader_edge (loop));
  tree c1 = PHI_ARG_DEF_FROM_EDGE (phi, loop_latch_edge (loop));
  if (TREE_CODE (c0) != INTEGER_CST || TREE_CODE (c1) != INTEGER_CST
      || !tree_fits_shwi_p (c0) || !tree_fits_shwi_p (c1))
    return false;
  HOST_WIDE_INT a = tree_to_shwi (c0), b = tree_to_shwi (c1);
  if (b <= a || a < 0 || b > ((HOST_WIDE_INT) 1 << 40))
    return false;
  iv_form (r, t, loop, a, b - a, 0, 0);
  return true;
}

/* The value of PHI node PHI, whose result is T.  A counter modulo K
   (eval_mod_counter, eval_mod_next) comes before the induction
   variable found by running its loop (eval_run_iv): where both hold, a
   loop of a known trip count that never wraps the counter, the
   rotation is the form the tables of slot addresses and a later loop
   going on with the counter need.  */
static struct val
eval_phi (gphi *phi, tree t, int depth)
{
  struct val iv;
  if (eval_iv (phi, t, &iv) || eval_mod_counter (phi, t, depth, &iv)
      || eval_mod_next (phi, t, depth, &iv) || eval_run_iv (phi, t, &iv)
      || eval_two_trip_phi (phi, t, &iv)
      || eval_swap_cycle (phi, t, depth, &iv)
      || eval_cond_phi (phi, depth, &iv) || eval_edge_phi (phi, depth, &iv))
    return iv;
  int me = ++phi_depth;
  memo_state[SSA_NAME_VERSION (t)] = 2 + me;
  struct val r = ascsync_val_unknown ();
  r.kind = VAL_NONE;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      /* An undefined value (a local not yet set on that path, such as
         the one GCC's abnormal dispatcher merges in a function calling
         setjmp) constrains nothing.  */
      tree arg = gimple_phi_arg_def (phi, i);
      if (TREE_CODE (arg) == SSA_NAME && ssa_undefined_value_p (arg, false))
        continue;
      struct val a = ascsync_eval (arg, depth + 1);
      if (a.kind == VAL_INT && POINTER_TYPE_P (TREE_TYPE (t)))
        a.kind = VAL_LOCAL;
      narrow_on_edge (arg, gimple_phi_arg_edge (phi, i), &a);
      r = ascsync_val_union (r, a);
      if (r.kind == VAL_UNKNOWN && !r.cyc)
        break;
    }
  if (r.cyc == me)
    {
      /* Only this PHI's own cycle is left: close it.  A value moved
         around the loop keeps its object, not its offset.  */
      r.cyc = 0;
      if (r.moved)
        {
          if (ascsync_val_is_ptr (r) || r.kind == VAL_INT)
            loop_bounds (phi, t, &r);
          else
            r = ascsync_val_unknown ();
          /* Not an induction variable: the values closed under the
             loop's update.  */
          struct val c;
          if ((r.kind != VAL_INT || r.hi >= OFF_OPEN)
              && INTEGRAL_TYPE_P (TREE_TYPE (t))
              && ascsync_phi_cycle_values (phi, depth, &c))
            r = c;
        }
      r.moved = 0;
      if (r.kind == VAL_NONE)
        r = ascsync_val_unknown ();
    }
  if (r.kind == VAL_NONE && !r.cyc)
    r = ascsync_val_unknown ();
  if (!r.cyc)
    header_rotation (phi, t, depth, &r);
  /* T stays marked as being evaluated at depth ME (MEMO_STATE) until the
     caller memoizes it, and loop_bounds and header_rotation above
     evaluate further names: keep ME taken until then, or a PHI they
     reach would be given depth ME too and take a reference to T (a
     cycle through T) for its own, closing it to a wrong value that is
     then memoized ("i0_24 = PHI <g0_28, i0_23>" seen from the other
     PHI "i0_23 = PHI <0, i0_24>" as always 0).  */
  phi_depth--;
  return r;
}

/* R converted to TYPE: an induction form (PS != 0) keeps the value when
   R fits the type, else only its bits (per_wrap).  */
static void
convert_form (struct val *r, tree type)
{
  if (r->ps && INTEGRAL_TYPE_P (type)
      && !(r->kind == VAL_INT && !r->cyc && r->hi <= ascsync_type_max (type)))
    per_wrap (r, type_bits (type));
}

/* R, the value of integer or pointer SSA name T (unknown, or an
   interval not found round a cycle), narrowed by GCC's range of T, or
   falling back to it; by the bounds of the length of a tile of a
   ceil-div tiling (gimple_tail.cc); and, when R is known not negative,
   by the upper bound of GCC's range alone (a length proved positive
   here, which a condition bounds above: "left < tile ? left : tile"
   with "left" not known positive to GCC).  */
static struct val
narrow_by_ranges (struct val r, tree t)
{
  /* GCC's range, as ascsync_eval_range takes it; its upper bound alone
     when it may be negative.  */
  uint64_t glo, ghi;
  bool nonneg;
  bool ranged = ascsync_range_bounds (t, NULL, &glo, &ghi, &nonneg);
  struct val g = ranged && nonneg ? ascsync_val_int (glo, ghi)
                                  : ascsync_val_unknown ();
  uint64_t tlo, thi;
  if (ascsync_tail_count (t, &tlo, &thi)
      && (g.kind != VAL_INT || thi < g.hi || tlo > g.lo))
    g = ascsync_val_int (MAX (tlo, g.kind == VAL_INT ? g.lo : tlo),
                         g.kind == VAL_INT ? MIN (thi, g.hi) : thi);
  if (g.kind != VAL_INT && ranged && r.kind == VAL_INT
      && r.hi <= ascsync_type_max (TREE_TYPE (t)) && ghi < r.hi
      && ghi >= r.lo)
    r.hi = ghi;
  if (g.kind != VAL_INT)
    return r;
  if (r.kind == VAL_UNKNOWN)
    {
      g.cyc = r.cyc;
      g.moved = r.moved;
      return g;
    }
  if (g.lo > r.lo)
    r.lo = g.lo;
  if (g.hi < r.hi)
    r.hi = g.hi;
  if (r.lo > r.hi)
    r = g;
  return r;
}

/* R, the value computed for SSA name T from its definition, finished:
   an integer used as a pointer is a local address, the periodic form
   kept only where it survives T's type, integers fit T's type, GCC's
   range of T narrows (or replaces) what is known, and an unsigned
   integer is at least in its type's range.  */
static struct val
finish_val (struct val r, tree t)
{
  tree type = TREE_TYPE (t);
  int tz = val_tz (r);
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
      if (perv.phi[k] > ascsync_type_max (type))
        ascsync_val_forget_form (&perv);
  if (perv.pk && !INTEGRAL_TYPE_P (type) && !POINTER_TYPE_P (type))
    ascsync_val_forget_form (&perv);
  /* Integers must fit their type (narrowing may wrap).  */
  if (r.kind == VAL_INT && INTEGRAL_TYPE_P (type)
      && r.hi > ascsync_type_max (type))
    {
      int cyc = r.cyc, moved = r.moved;
      r = ascsync_val_unknown ();
      r.cyc = cyc;
      r.moved = moved;
    }
  if (r.kind == VAL_UNKNOWN || (r.kind == VAL_INT && !r.cyc))
    r = narrow_by_ranges (r, t);
  /* An unsigned integer narrower than 64 bits is in its type's range
     whatever else is unknown: a value to add to a counter ("(unsigned)
     n1 + (unsigned) t", whose low bits shift the counter's residues by
     a fixed amount, see unknown_start).  */
  if (r.kind == VAL_UNKNOWN && !r.gpend && INTEGRAL_TYPE_P (type)
      && TYPE_UNSIGNED (type) && TYPE_PRECISION (type) < 64)
    {
      int cyc = r.cyc, moved = r.moved;
      r = ascsync_val_int (0, ascsync_type_max (type));
      r.cyc = cyc;
      r.moved = moved;
    }
  if (perv.pk && !r.cyc && r.kind != VAL_NONE
      && (r.kind == perv.kind
          || (perv.ps && (r.kind == VAL_INT || r.kind == VAL_UNKNOWN))))
    ascsync_val_copy_form (&r, perv);
  else
    ascsync_val_forget_form (&r);
  /* Known low zero bits: those of the arithmetic of T's definition
     (combine_def), or GCC's (bit CCP).  */
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (!is_gimple_assign (def) || gimple_assign_load_p (def))
    tz = 0;
  r.tz = 0;
  if (INTEGRAL_TYPE_P (type)
      && (r.kind == VAL_INT || r.kind == VAL_UNKNOWN))
    {
      wide_int nz = get_nonzero_bits (t);
      int gz = nz == 0 ? 63 : (int) wi::ctz (nz);
      r.tz = MIN (MAX (tz, gz), MIN ((int) TYPE_PRECISION (type), 63));
    }
  return r;
}

/* How many low bits of the integer result of "A CODE B" of TYPE are
   known to be zero from VA and VB, the values of A and B (see struct
   val, TZ).  */
static int
binary_tz (enum tree_code code, const struct val &va, const struct val &vb,
           tree type)
{
  if (!type || !INTEGRAL_TYPE_P (type))
    return 0;
  int a = val_tz (va), b = val_tz (vb), tz;
  switch (code)
    {
    case MULT_EXPR:
      tz = a + b;
      break;
    case LSHIFT_EXPR:
      tz = vb.kind == VAL_INT && vb.lo == vb.hi && vb.lo < 64
           ? a + (int) vb.lo : 0;
      break;
    case PLUS_EXPR:
    case MINUS_EXPR:
      tz = MIN (a, b);
      break;
    case BIT_AND_EXPR:
      tz = MAX (a, b);
      break;
    default:
      tz = 0;
    }
  return MIN (tz, MIN ((int) TYPE_PRECISION (type), 63));
}

/* R, the value of "A - B" (statement DEF, integers of TYPE): at least 1
   (or 0) where the branches that lead to DEF order A above B (or not
   below it), as GCC's ranger records them ("pos < end" into a loop's
   body bounds "end - pos" below there): a subtraction that does not
   wrap (unsigned, or signed with undefined overflow).  */
static void
ordered_difference (gimple *def, tree a, tree b, tree type, struct val *r)
{
  if (!ranger || !ranger->oracle () || TREE_CODE (a) != SSA_NAME
      || TREE_CODE (b) != SSA_NAME || !INTEGRAL_TYPE_P (type)
      || !(TYPE_UNSIGNED (type) || TYPE_OVERFLOW_UNDEFINED (type))
      || r->cyc || (r->kind != VAL_INT && r->kind != VAL_UNKNOWN))
    return;
  relation_kind k = ranger->oracle ()->query_relation (gimple_bb (def), a,
                                                        b);
  if (k != GT_EXPR && k != GE_EXPR)
    return;
  uint64_t lo = k == GT_EXPR ? 1 : 0;
  if (r->kind == VAL_UNKNOWN)
    *r = ascsync_val_int (lo, ascsync_type_max (type));
  else if (r->lo < lo && r->hi >= lo)
    r->lo = lo;
}

/* The value of assignment DEF, a conversion or one of the binary codes
   eval_binary combines, from the values VA and VB of its operands (VB
   unused for a conversion).  */
static struct val
combine_def (gimple *def, struct val va, struct val vb)
{
  enum tree_code code = gimple_assign_rhs_code (def);
  tree type = TREE_TYPE (gimple_assign_lhs (def));
  struct val r = va;
  if (code == INTEGER_CST || code == SSA_NAME
      || CONVERT_EXPR_CODE_P (code))
    {
      convert_form (&r, type);
      if (INTEGRAL_TYPE_P (type))
        r.tz = MIN (val_tz (r), MIN ((int) TYPE_PRECISION (type), 63));
      else
        r.tz = 0;
      return r;
    }
  tree a = gimple_assign_rhs1 (def), b = gimple_assign_rhs2 (def);
  /* X + C with C a negative constant of a signed type (to which
     ascsync_eval gives no value): X - |C| ("get_imm ((p + 4) * 32768 +
     -131072)", GCC sharing one computation between two buffers).  */
  if (code == PLUS_EXPR && TREE_CODE (b) == INTEGER_CST
      && INTEGRAL_TYPE_P (type) && !TYPE_UNSIGNED (type)
      && tree_int_cst_sgn (b) < 0 && tree_fits_shwi_p (b)
      && tree_to_shwi (b) > -((HOST_WIDE_INT) 1 << 40))
    {
      uint64_t m = (uint64_t) -tree_to_shwi (b);
      code = MINUS_EXPR;
      vb = ascsync_val_int (m, m);
    }
  r = eval_binary (code, va, a, vb, b, type);
  if (code == MINUS_EXPR)
    ordered_difference (def, a, b, type, &r);
  r.tz = MAX (val_tz (r), binary_tz (code, va, vb, type));
  uint64_t split;
  if (code == PLUS_EXPR && r.kind == VAL_INT && !r.cyc
      && ascsync_block_split_bound (a, b, &split)
      && split < r.hi && split >= r.lo)
    r.hi = split;
  return r;
}

/* For DEF, "P + O" with P of value VP whose value *R has no known
   offset: when O is "X + C" and C a negative constant in sizetype
   ("_283 + 18446744073709551488", a window 128 bytes below "P + X" for
   an X that may be 0), the offset X - |C| is negative for some X and no
   interval of sizetype; (P + X) + C is, moved down from P + X (DTOP).
   Address arithmetic wraps alike in either order.  */
static void
pointer_plus_moved_down (gimple *def, const struct val &vp, int depth,
                         struct val *r)
{
  tree o = gimple_assign_rhs2 (def);
  gassign *od = TREE_CODE (o) == SSA_NAME
                ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (o)) : NULL;
  const uint64_t big = (uint64_t) 1 << 40;
  if (!od || gimple_assign_rhs_code (od) != PLUS_EXPR
      || TREE_CODE (gimple_assign_rhs2 (od)) != INTEGER_CST
      || !tree_fits_uhwi_p (gimple_assign_rhs2 (od))
      || tree_to_uhwi (gimple_assign_rhs2 (od)) <= UINT64_MAX - big)
    return;
  tree x = gimple_assign_rhs1 (od), c = gimple_assign_rhs2 (od);
  tree type = TREE_TYPE (gimple_assign_lhs (def));
  uint64_t cv = tree_to_uhwi (c);
  struct val px = eval_binary (POINTER_PLUS_EXPR, vp,
                               gimple_assign_rhs1 (def),
                               ascsync_eval (x, depth + 2), x, type);
  if (px.hi == OFF_ANY || !ascsync_val_is_ptr (px))
    return;
  struct val v = eval_binary (POINTER_PLUS_EXPR, px,
                              gimple_assign_rhs1 (def),
                              ascsync_val_int (cv, cv), c, type);
  if (v.hi != OFF_ANY && ascsync_val_is_ptr (v))
    *r = v;
}

/* The value of "get_imm (X)", X of value VA: the local address VA, or
   unknown.  */
static struct val
imm_address (struct val va)
{
  if (va.kind != VAL_INT || va.cyc)
    return ascsync_val_unknown ();
  va.kind = VAL_LOCAL;
  return va;
}

/* See gimple_val.h.  */
bool
ascsync_def_with_p (gimple *def)
{
  if (!is_gimple_assign (def) || gimple_assign_load_p (def))
    return false;
  switch (gimple_assign_rhs_code (def))
    {
    case SSA_NAME:
    case NOP_EXPR:
    case CONVERT_EXPR:
    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case LSHIFT_EXPR:
      return true;
    default:
      return false;
    }
}

/* See gimple_val.h.  */
bool
ascsync_eval_def_with (tree t, struct val va, struct val vb, struct val *r)
{
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (ascsync_get_imm_p (def))
    {
      *r = finish_val (imm_address (va), t);
      return true;
    }
  if (!ascsync_def_with_p (def))
    return false;
  *r = finish_val (combine_def (def, va, vb), t);
  return true;
}

/* The value of DEF, "-X" or "~X" (-1 - X) on integers, from VX, the
   value of X: when X has a periodic form, C - X residue by residue
   (per_binary, C 0 or -1 modulo 2^64); else unknown (GCC's range is
   taken by finish_val).  */
static struct val
eval_negation (gimple *def, struct val vx)
{
  tree type = TREE_TYPE (gimple_assign_lhs (def));
  tree x = gimple_assign_rhs1 (def);
  struct val r;
  if (!INTEGRAL_TYPE_P (type) || !vx.pk || vx.cyc
      || (vx.kind != VAL_INT && vx.kind != VAL_UNKNOWN))
    return ascsync_val_unknown ();
  bool neg = gimple_assign_rhs_code (def) == NEGATE_EXPR;
  tree c = neg ? build_zero_cst (type) : build_minus_one_cst (type);
  uint64_t cv = neg ? 0 : UINT64_MAX;
  if (per_binary (MINUS_EXPR, ascsync_val_int (cv, cv), c, vx, x, type, &r))
    return r;
  return ascsync_val_unknown ();
}

/* The truth value (0, 1, or [0, 1] when the intervals do not decide)
   of comparison CODE on the intervals [ALO, AHI] and [BLO, BHI], both
   of small non-negative values (below 2^62, so signed and unsigned
   order agree); -1 for a code this does not handle.  */
static int
compare_intervals (enum tree_code code, uint64_t alo, uint64_t ahi,
                   uint64_t blo, uint64_t bhi)
{
  bool lt_always = ahi < blo, ge_always = alo >= bhi;
  bool gt_always = alo > bhi, le_always = ahi <= blo;
  bool eq_always = alo == ahi && blo == bhi && alo == blo;
  bool ne_always = lt_always || gt_always;
  switch (code)
    {
    case LT_EXPR: return lt_always ? 1 : ge_always ? 0 : 2;
    case GE_EXPR: return ge_always ? 1 : lt_always ? 0 : 2;
    case GT_EXPR: return gt_always ? 1 : le_always ? 0 : 2;
    case LE_EXPR: return le_always ? 1 : gt_always ? 0 : 2;
    case EQ_EXPR: return eq_always ? 1 : ne_always ? 0 : 2;
    case NE_EXPR: return ne_always ? 1 : eq_always ? 0 : 2;
    default: return -1;
    }
}

/* The value of comparison DEF ("p != 0", "p == 1"), from VA and VB,
   the values of its operands: when one has a periodic form without a
   step (a slot residue "step & 1") and the other is a constant (or has
   such a form over the same loop and start), the comparison is decided
   residue by residue, so "(event_t) (p != 0)" rotates its event id with
   the slot as "p" does (GCC folds it to "p" at -O2, not at -O0).  Else
   unknown (finish_val takes GCC's range).  */
static struct val
compare_forms (enum tree_code code, tree type, struct val va, struct val vb)
{
  const uint64_t lim = (uint64_t) 1 << 62;
  if (!INTEGRAL_TYPE_P (type) || va.cyc || vb.cyc
      || va.kind != VAL_INT || vb.kind != VAL_INT
      || (!va.pk && !vb.pk) || va.ps || vb.ps || va.pmod || vb.pmod
      || (va.pk && vb.pk && (va.pl != vb.pl || va.pphase != vb.pphase))
      || va.hi >= lim || vb.hi >= lim)
    return ascsync_val_unknown ();
  const struct val &p = va.pk ? va : vb;
  int nk = sync_lcm (va.pk ? va.pk : 1, vb.pk ? vb.pk : 1);
  if (nk > SYNC_MAXK)
    return ascsync_val_unknown ();
  struct val r = ascsync_val_int (0, 0);
  r.lo = 1;
  r.hi = 0;
  for (int k = 0; k < nk; k++)
    {
      uint64_t alo = va.pk ? va.plo[k % va.pk] : va.lo;
      uint64_t ahi = va.pk ? va.phi[k % va.pk] : va.hi;
      uint64_t blo = vb.pk ? vb.plo[k % vb.pk] : vb.lo;
      uint64_t bhi = vb.pk ? vb.phi[k % vb.pk] : vb.hi;
      if (alo > ahi || blo > bhi || ahi >= lim || bhi >= lim)
        return ascsync_val_unknown ();
      int t = compare_intervals (code, alo, ahi, blo, bhi);
      if (t < 0)
        return ascsync_val_unknown ();
      r.plo[k] = t == 1 ? 1 : 0;
      r.phi[k] = t == 0 ? 0 : 1;
      r.lo = r.plo[k] < r.lo ? r.plo[k] : r.lo;
      r.hi = r.phi[k] > r.hi ? r.phi[k] : r.hi;
    }
  r.pl = p.pl;
  r.pk = nk;
  r.ps = 0;
  r.pmod = 0;
  r.pphase = p.pphase;
  r.onebase = 0;
  r.pone = 0;
  return r;
}

/* The value of comparison statement DEF whose operands' values are VA
   and VB (compare_forms).  */
static struct val
eval_compare (gimple *def, struct val va, struct val vb)
{
  return compare_forms (gimple_assign_rhs_code (def),
                        TREE_TYPE (gimple_assign_lhs (def)), va, vb);
}

/* Whether argument I of PHI is an integer (a local address, for a
   pointer PHI) with no form of its own, as the PHI evaluators that
   choose arguments by residue take; its value into *A.  */
static bool
plain_phi_arg (gphi *phi, unsigned i, int depth, struct val *a)
{
  bool ptr = POINTER_TYPE_P (TREE_TYPE (gimple_phi_result (phi)));
  *a = ascsync_eval (gimple_phi_arg_def (phi, i), depth + 1);
  if (a->kind == VAL_INT && ptr)
    a->kind = VAL_LOCAL;
  return a->kind == (ptr ? VAL_LOCAL : VAL_INT) && !a->cyc && !a->pk;
}

/* Into *OUT, with the rotation of FORM, residue by residue the union
   of those of the N values ARG (no form of their own) whose bit for the
   residue is set in ALLOW (the union of all of them where none is), a
   PHI's value as the conditions above its edges choose its arguments.
   As a whole it is any argument's: one base no more.  */
static void
union_by_residue (const struct val *arg, const unsigned *allow, unsigned n,
                  const struct val &form, struct val *out)
{
  struct val both = arg[0];
  for (unsigned i = 1; i < n; i++)
    both = ascsync_val_union (both, arg[i]);
  struct val r = both;
  ascsync_val_copy_form (&r, form);
  r.lo = UINT64_MAX;
  r.hi = 0;
  r.pone = 0;
  r.pdt = 0;
  for (int k = 0; k < form.pk; k++)
    {
      struct val e = ascsync_val_unknown ();
      e.kind = VAL_NONE;
      for (unsigned i = 0; i < n; i++)
        if ((allow[i] >> k) & 1)
          e = ascsync_val_union (e, arg[i]);
      if (e.kind == VAL_NONE)
        e = both;
      ascsync_val_set_residue (&r, k, e);
      r.pdtop[k] = e.dtop;
      r.pdt |= 1u << k;
      r.lo = e.lo < r.lo ? e.lo : r.lo;
      r.hi = e.hi > r.hi ? e.hi : r.hi;
    }
  r.onebase = 0;
  *out = r;
}

/* PHI (result T) joins the two sides of the condition ending its
   block's immediate dominator C, in the same loop ("ae = ap ? 3 : 2" at
   -O0: "if (ap != 0)", "iftmp = PHI <3, 2>"; "buf = (t & 1) ? buf1 :
   buf0", a ping-pong buffer chosen by a condition), and the condition
   compares a value with a periodic form without a step (a slot
   residue) with a constant: per residue, the argument of the side the
   condition takes there (the union when it does not decide), so the
   PHI rotates with the slot.  The arguments, integers or local
   addresses, must have no form of their own.  */
static bool
eval_cond_phi (gphi *phi, int depth, struct val *out)
{
  basic_block join = gimple_bb (phi);
  if (gimple_phi_num_args (phi) != 2
      || !dom_info_available_p (CDI_DOMINATORS))
    return false;
  basic_block c = get_immediate_dominator (CDI_DOMINATORS, join);
  if (!c || c->loop_father != join->loop_father)
    return false;
  gcond *cond = safe_dyn_cast <gcond *> (last_stmt (c));
  if (!cond)
    return false;
  bool side[2];
  struct val arg[2];
  for (int k = 0; k < 2; k++)
    {
      if (!ascsync_cond_edge_side (gimple_phi_arg_edge (phi, k), c, &side[k]))
        return false;
      if (!plain_phi_arg (phi, k, depth, &arg[k]))
        return false;
    }
  if (side[0] == side[1])
    return false;
  tree lhs = gimple_cond_lhs (cond), rhs = gimple_cond_rhs (cond);
  if (!INTEGRAL_TYPE_P (TREE_TYPE (lhs)))
    return false;
  struct val tv = compare_forms (gimple_cond_code (cond), boolean_type_node,
                                ascsync_eval (lhs, depth + 1),
                                ascsync_eval (rhs, depth + 1));
  if (tv.kind != VAL_INT || !tv.pk)
    return false;
  /* The true side's argument where the condition may hold, the false
     side's where it may fail.  */
  struct val side_arg[2] = { arg[side[0] ? 0 : 1], arg[side[0] ? 1 : 0] };
  unsigned allow[2] = { 0, 0 };
  for (int k = 0; k < tv.pk; k++)
    {
      allow[0] |= (unsigned) (tv.phi[k] == 1) << k;
      allow[1] |= (unsigned) (tv.plo[k] == 0) << k;
    }
  union_by_residue (side_arg, allow, 2, tv, out);
  return true;
}

/* The residue of FORM's rotation in which integer operand X of LOOP,
   an induction variable C0 + PS * T in iteration T, equals constant K,
   or -1 (no iteration, or not known).  */
static int
iv_equal_residue (tree x, tree k, const struct val &form, int depth)
{
  if (TREE_CODE (k) != INTEGER_CST || !tree_fits_shwi_p (k)
      || form.pphase != 0 || form.pk < 2)
    return -1;
  struct val v = ascsync_eval (x, depth + 1);
  if (v.kind != VAL_INT || v.cyc || v.ps == 0 || v.pmod || v.pl != form.pl
      || v.pk != 1 || v.plo[0] != v.phi[0])
    return -1;
  int64_t d = tree_to_shwi (k) - (int64_t) v.plo[0];
  if (d % v.ps != 0 || d / v.ps < 0)
    return -1;
  return (int) ((d / v.ps) % form.pk);
}

/* The residues (bit K: residue K of *FORM's rotation) in which edge E
   into a block of LOOP may be taken, from the branches of LOOP above
   it: E itself when it leaves a branch, and each branch one of whose
   edges dominates a block on the way up the dominator tree to LOOP's
   header (its destination has no other predecessor and dominates that
   block), each comparing a slot residue with a constant (compare_forms
   gives its value per residue).  A path to E within an iteration passes
   every such edge (a block of LOOP dominated by one is reached from the
   header through it), so the iteration's residue is one the branch
   lets take it (of LOOP's iteration, or of a loop holding LOOP, whose
   iteration a run of LOOP stays in).  *FORM gets the first such
   condition's form (*HAS set); a condition of another rotation
   constrains nothing, nor, before *FORM is known, an induction
   variable's test against a constant (iv_equal_residue).  */
static unsigned
edge_residues (edge e, class loop *loop, int depth, struct val *form,
               bool *has)
{
  unsigned all = ~0u;
  basic_block x = e->src;
  edge side = e;
  for (int steps = 0; steps < 32 && x; steps++)
    {
      basic_block c = side ? side->src : NULL;
      gcond *cond = c ? safe_dyn_cast <gcond *> (last_stmt (c)) : NULL;
      if (cond && c->loop_father == loop
          && (side->flags & (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE))
          && INTEGRAL_TYPE_P (TREE_TYPE (gimple_cond_lhs (cond))))
        {
          struct val tv
            = compare_forms (gimple_cond_code (cond), boolean_type_node,
                             ascsync_eval (gimple_cond_lhs (cond), depth + 1),
                             ascsync_eval (gimple_cond_rhs (cond), depth + 1));
          class loop *tl = tv.kind == VAL_INT && tv.pk >= 2
                           ? get_loop (cfun, tv.pl) : NULL;
          if (tl && !tv.ps
              && (tl == loop || flow_loop_nested_p (tl, loop))
              && (!*has || (tv.pk == form->pk && tv.pl == form->pl
                            && tv.pphase == form->pphase)))
            {
              if (!*has)
                *form = tv;
              *has = true;
              bool truth = (side->flags & EDGE_TRUE_VALUE) != 0;
              unsigned m = 0;
              for (int k = 0; k < tv.pk; k++)
                if (truth ? tv.phi[k] == 1 : tv.plo[k] == 0)
                  m |= 1u << k;
              all &= m;
            }
          /* "IV == K" taken, or "IV != K" not: the iteration K is in.  */
          else if (*has && (gimple_cond_code (cond) == EQ_EXPR
                            || gimple_cond_code (cond) == NE_EXPR)
                   && (((side->flags & EDGE_TRUE_VALUE) != 0)
                       == (gimple_cond_code (cond) == EQ_EXPR)))
            {
              int kk = iv_equal_residue (gimple_cond_lhs (cond),
                                         gimple_cond_rhs (cond), *form,
                                         depth);
              if (kk >= 0)
                all &= 1u << kk;
            }
        }
      if (x == loop->header || x->loop_father != loop)
        break;
      basic_block d = get_immediate_dominator (CDI_DOMINATORS, x);
      side = NULL;
      edge s;
      edge_iterator ei;
      if (d)
        FOR_EACH_EDGE (s, ei, d->succs)
          if (single_pred_p (s->dest)
              && dominated_by_p (CDI_DOMINATORS, x, s->dest))
            side = s;
      x = d;
    }
  return all;
}

/* PHI (result T), in a loop but not its header, of arguments taken
   over edges that branches on a slot residue allow in some residues
   only (edge_residues; GCC's jump threading makes "s ? 1 : 0", or the
   slot's addresses chosen by it, a PHI of constants whose edges come
   from either side of "(it - 1) & 1" tests): per residue, the union of
   the arguments its edges allow (all of them where none does).  The
   arguments, integers or local addresses, must have no form of their
   own.  */
static bool
eval_edge_phi (gphi *phi, int depth, struct val *out)
{
  basic_block join = gimple_bb (phi);
  class loop *loop = join->loop_father;
  unsigned n = gimple_phi_num_args (phi);
  if (!loop || !loop->header || join == loop->header || n < 2 || n > 8
      || !dom_info_available_p (CDI_DOMINATORS))
    return false;
  struct val arg[8], form = ascsync_val_unknown ();
  unsigned allow[8];
  bool has = false;
  for (unsigned i = 0; i < n; i++)
    {
      edge e = gimple_phi_arg_edge (phi, i);
      if (e->flags & EDGE_DFS_BACK || e->src->loop_father != loop)
        return false;
      if (!plain_phi_arg (phi, i, depth, &arg[i]))
        return false;
      allow[i] = edge_residues (e, loop, depth, &form, &has);
    }
  if (!has)
    return false;
  /* Again, the form known: the tests of the counter against a
     constant.  */
  for (unsigned i = 0; i < n; i++)
    allow[i] = edge_residues (gimple_phi_arg_edge (phi, i), loop, depth,
                              &form, &has);
  union_by_residue (arg, allow, n, form, out);
  return true;
}

/* When *R, the value of integer SSA name T computed by arithmetic, is
   unknown or an interval, T's values at every combination of the
   values of the few leaves it is computed from (ascsync_enum_values;
   DEPTH as for ascsync_eval) when that finds them narrower: what
   relates the operands of "n - n / 2".  A value with a periodic form
   keeps it, unnarrowed.  */
static void
enumerate_if_lost (tree t, int depth, struct val *r)
{
  uint64_t lo, hi;
  if (r->cyc || !INTEGRAL_TYPE_P (TREE_TYPE (t))
      || (r->kind != VAL_UNKNOWN
          && (r->lo == r->hi || r->pk
              || !ascsync_val_int_in_type (r, TREE_TYPE (t))))
      || !ascsync_enum_values (t, depth, NULL, NULL, &lo, &hi))
    return;
  if (r->kind == VAL_UNKNOWN)
    *r = ascsync_val_int (lo, hi);
  else if (lo > r->lo || hi < r->hi)
    {
      r->lo = MAX (r->lo, lo);
      r->hi = MIN (r->hi, hi);
    }
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
          int param = ascsync_param_index (var);
          return param >= 0 ? ascsync_val_gm (param) : ascsync_val_unknown ();
        }
      return ascsync_eval_range (t);
    }
  gimple *def = SSA_NAME_DEF_STMT (t);
  struct val r = ascsync_val_unknown ();
  if (gphi *phi = dyn_cast <gphi *> (def))
    r = eval_phi (phi, t, depth);
  else if (is_gimple_assign (def))
    {
      enum tree_code code = gimple_assign_rhs_code (def);
      tree stored;
      if (gimple_assign_load_p (def) && ascsync_forwarded_store (def, &stored))
        r = ascsync_eval (stored, depth + 1);
      else if (gimple_assign_load_p (def))
        r = ascsync_eval_load (gimple_assign_rhs1 (def), depth);
      else
        switch (code)
          {
          case INTEGER_CST:
          case SSA_NAME:
          case NOP_EXPR:
          case CONVERT_EXPR:
            r = combine_def (def, ascsync_eval (gimple_assign_rhs1 (def),
                                                depth + 1),
                             ascsync_val_unknown ());
            break;
          case BIT_FIELD_REF:
            r = ascsync_lane_value (gimple_assign_rhs1 (def));
            break;
          case VIEW_CONVERT_EXPR:
            /* The bits of a pointer or integer of the same size, as
               GCC's vectorizer reads a pointer to put it in a vector
               lane: the value unchanged.  */
            {
              tree op = TREE_OPERAND (gimple_assign_rhs1 (def), 0);
              tree ot = TREE_TYPE (op), lt = TREE_TYPE (t);
              if ((INTEGRAL_TYPE_P (ot) || POINTER_TYPE_P (ot))
                  && (INTEGRAL_TYPE_P (lt) || POINTER_TYPE_P (lt))
                  && TYPE_PRECISION (ot) == TYPE_PRECISION (lt)
                  && TYPE_UNSIGNED (ot) == TYPE_UNSIGNED (lt))
                r = ascsync_eval (op, depth + 1);
              break;
            }
          case PLUS_EXPR:
          case POINTER_PLUS_EXPR:
          case MINUS_EXPR:
          case MULT_EXPR:
          case LSHIFT_EXPR:
          case RSHIFT_EXPR:
          case TRUNC_DIV_EXPR:
          case TRUNC_MOD_EXPR:
          case BIT_AND_EXPR:
          case BIT_XOR_EXPR:
          case BIT_IOR_EXPR:
          case MIN_EXPR:
          case MAX_EXPR:
            {
              tree a = gimple_assign_rhs1 (def), b = gimple_assign_rhs2 (def);
              struct val va = ascsync_eval (a, depth + 1);
              r = combine_def (def, va, ascsync_eval (b, depth + 1));
              if (code == POINTER_PLUS_EXPR && r.hi == OFF_ANY)
                pointer_plus_moved_down (def, va, depth, &r);
              else
                enumerate_if_lost (t, depth, &r);
              break;
            }
          case EQ_EXPR:
          case NE_EXPR:
          case LT_EXPR:
          case LE_EXPR:
          case GT_EXPR:
          case GE_EXPR:
            r = eval_compare (def, ascsync_eval (gimple_assign_rhs1 (def),
                                                 depth + 1),
                              ascsync_eval (gimple_assign_rhs2 (def),
                                            depth + 1));
            break;
          case NEGATE_EXPR:
          case BIT_NOT_EXPR:
            r = eval_negation (def, ascsync_eval (gimple_assign_rhs1 (def),
                                                  depth + 1));
            enumerate_if_lost (t, depth, &r);
            break;
          case COND_EXPR:
            r = ascsync_val_union (ascsync_eval (gimple_assign_rhs2 (def),
                                                depth + 1),
                                   ascsync_eval (gimple_assign_rhs3 (def),
                                                 depth + 1));
            break;
          default:
            break;
          }
    }
  else if (ascsync_launch_value (def, &r))
    ;
  else if (is_gimple_call (def))
    {
      if (ascsync_get_imm_p (def))
        r = imm_address (ascsync_eval (gimple_call_arg (def, 0), depth + 1));
      else if (!ascsync_retval_at (as_a <gcall *> (def), depth, &r))
        r = ascsync_val_unknown ();
    }
  return finish_val (r, t);
}

/* See gimple_val.h.  */
int
ascsync_phase_key (int pphase)
{
  if (pphase > SWAP_PHASE_BASE)
    {
      const struct swap_phase *p = find_swap_phase (pphase);
      return p && swap_phase_computable (p)
             ? p->k : 0;
    }
  unsigned ver = (unsigned) pphase - 1;
  if (pphase <= 0 || ver >= phase_key.length ()
      || phase_key[ver] == PHASE_NEVER)
    return 0;
  return phase_key[ver];
}

/* What is known about operand T (an SSA name or constant), following
   definitions up to DEPTH steps.  */
struct val
ascsync_eval (tree t, int depth)
{
  if (TREE_CODE (t) == INTEGER_CST)
    {
      if (!tree_fits_uhwi_p (t))
        return ascsync_val_unknown ();
      uint64_t x = tree_to_uhwi (t);
      return ascsync_val_int (x, x);
    }
  if (TREE_CODE (t) != SSA_NAME || depth > 48)
    return ascsync_val_unknown ();
  unsigned ver = SSA_NAME_VERSION (t);
  if (ver >= memo_state.length ())
    return ascsync_val_unknown ();
  int st = memo_state[ver];
  if (st == 1)
    return memo[ver];
  if (st == 2)
    return ascsync_val_unknown ();
  if (st > 2)
    {
      /* A PHI being evaluated: a reference to its own value.  */
      struct val v = ascsync_val_unknown ();
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
