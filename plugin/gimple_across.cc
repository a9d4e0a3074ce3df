/* gimple_across.cc -- what an intrinsic call's access touches across
   the iterations of its loop (ascsync): whether the instances of one
   access in different iterations of a run are disjoint ("self": a
   pointer moving by a symbolic step at least the access's length,
   interleaved repeats, a tile grid walked with one counter), and the
   bytes it covers over the whole loop (narrowed from its iteration
   form, or the union of each iteration's footprint when its counts
   follow the loop's counters).  Called from intrinsic_footprint
   (gimple_ops.cc) with the call's arguments at their largest values.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "gimple_val.h"
#include "tree-scalar-evolution.h"
#include "tree-chrec.h"
#include "gimple_runslot.h"

/* See ascsync-gcc.h.  */
bool
ascsync_operand_extent (enum asc_op op, enum asc_variant var,
                        const uint64_t *args, int na, int k, int opd,
                        int64_t *st, int64_t *en)
{
  struct asc_access acc[ASC_MAX_ACCESSES];
  const char *err = NULL;
  if (asc_footprint (op, var, args, acc, &err) != na || acc[k].operand != opd
      || acc[k].base < args[opd])
    return false;
  *st = (int64_t) (acc[k].base - args[opd]);
  *en = (int64_t) (asc_access_end (&acc[k]) - args[opd]);
  return true;
}

/* See ascsync-gcc.h.  */
bool
ascsync_access_with_arg (int opnum, enum asc_variant var,
                         const uint64_t *args, int x, uint64_t val, int na,
                         int k, struct asc_access *out)
{
  uint64_t a2[ASC_MAX_ARGS];
  struct asc_access acc2[ASC_MAX_ACCESSES];
  const char *err = NULL;
  memcpy (a2, args, sizeof a2);
  a2[x] = val;
  if (asc_footprint ((enum asc_op) opnum, var, a2, acc2, &err) != na)
    return false;
  *out = acc2[k];
  return true;
}

/* Values an argument is tried at (ascsync_arg_moves_access), besides
   its own largest value and the one below.  */
static const uint64_t probe_values[] = { 0, 1, 2, 3, 7, 255, 4095 };

/* See ascsync-gcc.h.  */
bool
ascsync_arg_moves_access (int opnum, enum asc_variant var,
                          const uint64_t *args, int na, int k, int opd,
                          int x)
{
  const unsigned np = sizeof probe_values / sizeof probe_values[0];
  struct asc_access a0, a1;
  if (!ascsync_access_with_arg (opnum, var, args, x, args[x], na, k, &a0)
      || a0.operand != opd || a0.base < args[opd])
    return true;
  for (unsigned i = 0; i <= np; i++)
    {
      uint64_t v = i < np ? probe_values[i] : args[x] > 0 ? args[x] - 1 : 0;
      if (!ascsync_access_with_arg (opnum, var, args, x, v, na, k, &a1)
          || a1.operand != opd || a1.space != a0.space
          || a1.base - args[opd] != a0.base - args[opd]
          || asc_access_end (&a1) - a1.base != asc_access_end (&a0) - a0.base)
        return true;
    }
  return false;
}

/* The windows keyed so far in the current function: per key K (from
   1), WIN_BASE[K - 1] and WIN_STEP[K - 1] of a pointer's scalar
   evolution {BASE, +, STEP} in loop WIN_LOOP[K - 1], or the pointer
   itself (WIN_STEP null).  Reset by ascsync_across_reset.  */
static vec<tree> win_base, win_step;
static vec<int> win_loop;

/* The repeat strides keyed so far in the current function (see
   stride_key), one name per value.  Reset by ascsync_across_reset.  */
static vec<tree> stride_names;

/* The slot sizes of the current function (ascsync_collect_slot_sizes),
   once SLOT_SIZES_KNOWN.  Reset by ascsync_across_reset.  */
static vec<tree> slot_sizes;
static bool slot_sizes_known;

/* See ascsync-gcc.h.  */
void
ascsync_across_reset (void)
{
  win_base.release ();
  win_step.release ();
  win_loop.release ();
  stride_names.release ();
  slot_sizes.release ();
  slot_sizes_known = false;
}

/* The window key (struct sync_access.IWIN) of pointer PTR, moving in
   loop LNUM, with repeat stride key RKEY (0: the pointer's step), or 0
   when PTR is not an SSA name.  Pointers with one scalar evolution in
   the loop share a key: the same address computed twice (at -O0 each
   operand of an in-place operation is computed apart) is one window.  */
static int64_t
window_key (tree ptr, int64_t rkey, int lnum)
{
  if (TREE_CODE (ptr) != SSA_NAME)
    return 0;
  tree base = ptr, step = NULL_TREE;
  class loop *loop = lnum > 0 && scev_initialized_p ()
                     ? get_loop (cfun, lnum) : NULL;
  if (loop)
    {
      tree ev = instantiate_scev (loop_preheader_edge (loop), loop,
                                  analyze_scalar_evolution (loop, ptr));
      if (ev && TREE_CODE (ev) == POLYNOMIAL_CHREC
          && CHREC_VARIABLE (ev) == (unsigned) lnum
          && !tree_contains_chrecs (CHREC_LEFT (ev), NULL)
          && !tree_contains_chrecs (CHREC_RIGHT (ev), NULL))
        {
          base = CHREC_LEFT (ev);
          step = CHREC_RIGHT (ev);
        }
    }
  /* A helper's parameters every call passes one value are one base.  */
  base = ascsync_canonical_base (base);
  unsigned n = win_base.length (), k;
  for (k = 0; k < n; k++)
    if (win_loop[k] == (step ? lnum : -1)
        && operand_equal_p (win_base[k], base, 0)
        && (step ? win_step[k] && operand_equal_p (win_step[k], step, 0)
                 : !win_step[k]))
      break;
  if (k == n)
    {
      win_base.safe_push (base);
      win_step.safe_push (step);
      win_loop.safe_push (step ? lnum : -1);
    }
  return ((int64_t) k + 1) << 32 | rkey;
}

/* C > 0 when integer argument A is V * C for a constant C (see
   ascsync_affine: "kcnt", "mcnt * 2"), else 0.  */
static HOST_WIDE_INT
multiple_of (tree a, tree v)
{
  tree w;
  HOST_WIDE_INT c, d;
  uint64_t lo, hi;
  if (!ascsync_affine (a, &w, &c, &d, &lo, &hi) || w != v || d != 0)
    return 0;
  return c > 0 ? c : 0;
}

/* As self_disjoint when no count of the call is a multiple of V but one,
   argument X, is bounded by one: X <= C * V for every value
   (ascsync_bounded_multiple; a tail tile's rows against its fractal
   rows).  The footprint only grows with a count, so with X at C * V
   and the other arguments at their largest, the access must stay
   within MUL * V bytes of the pointer for every V in VV's range (at
   most 64 values, checked one by one).  */
static void
bounded_self (gcall *call, int opnum, enum asc_variant var,
              const struct asc_form_info *form, const uint64_t *args,
              tree *ptypes, int na, int k, int opd, tree v,
              const struct val &vv, HOST_WIDE_INT mul, int lnum,
              struct sync_access *s)
{
  if (vv.hi - vv.lo > 64 || vv.lo == 0)
    return;
  for (int x = 0; x < form->nargs; x++)
    {
      tree a = gimple_call_arg (call, x + 2);
      HOST_WIDE_INT c;
      if (x == opd || x == form->scalar_arg || x == form->index_arg
          || TREE_CODE (a) != SSA_NAME || POINTER_TYPE_P (TREE_TYPE (a))
          || !ptypes[x] || !INTEGRAL_TYPE_P (ptypes[x])
          || !ascsync_bounded_multiple (a, v, &c)
          || vv.hi * (uint64_t) c > ascsync_type_max (ptypes[x]))
        continue;
      bool ok = true;
      for (uint64_t w = vv.lo; w <= vv.hi && ok; w++)
        {
          struct asc_access acc;
          ok = ascsync_access_with_arg (opnum, var, args, x,
                                        w * (uint64_t) c, na, k, &acc)
               && acc.operand == opd && acc.base >= args[opd]
               && asc_access_end (&acc) - args[opd] <= (uint64_t) mul * w;
        }
      if (ok)
        {
          s->iself = lnum + 1;
          s->iwin = window_key (gimple_call_arg (call, opd + 2), 0, lnum);
          return;
        }
    }
}

/* Most values of a symbolic step checked one by one.  */
#define LAYOUT_STEP_MAX 32768

/* The values an integer V takes, one per iteration of the innermost
   loop of a call, and how far the call's pointer moves by each: V in
   [VLO, VHI], W * MUL bytes for V = W; OUT_OK: a move by that many
   bytes may leave the access out of them (-1: none may).  */
struct step_values
{
  tree v;
  int64_t vlo, vhi, mul, out_ok;
  int64_t vstep;                /* V is a multiple of VSTEP (0: 1) */
};

/* The largest value of SV->V windows_within_step must check one by
   one: from the first whose step covers access K (of NA, of SPACE,
   through operand OPD) of intrinsic OPNUM (variant VAR) at its largest
   arguments ARGS, every larger step covers the access at that value,
   its counts at most their largest (a footprint only grows with a
   count): a count of at most 255 repeats of 256 bytes needs the steps
   below 65280 bytes checked, whatever else bounds it.  SV->VHI when
   none does, or FORM has an argument of which that is not so and that
   moves the access (a mode, an index moving the start, a flag adding an
   access; a load2d's start index moves its source, not its
   destination: ascsync_arg_moves_access).  */
static int64_t
steps_to_check (int opnum, enum asc_variant var,
                const struct asc_form_info *form, const uint64_t *args,
                int na, int k, int opd, int space,
                const struct step_values *sv)
{
  struct asc_access acc[ASC_MAX_ACCESSES];
  const char *err = NULL;
  const int special[] = { form->mode_arg, form->index_arg, form->init_arg };
  for (int x : special)
    if (x >= 0 && ascsync_arg_moves_access (opnum, var, args, na, k, opd, x))
      return sv->vhi;
  if (sv->mul <= 0
      || asc_footprint ((enum asc_op) opnum, var, args, acc, &err) != na
      || acc[k].space != space || acc[k].operand != opd
      || acc[k].base < args[opd])
    return sv->vhi;
  uint64_t len = asc_access_end (&acc[k]) - args[opd];
  uint64_t w = (len + (uint64_t) sv->mul - 1) / (uint64_t) sv->mul;
  return w < 1 || w >= (uint64_t) sv->vhi ? sv->vhi : (int64_t) w;
}

/* One value W of windows_within_step's SV->V: whether access K of CALL
   (N arguments ARGS at their largest values, declared types PTYPES, NA
   accesses) touches nothing or stays within W * SV->MUL bytes from its
   pointer, the arguments SUB computed from V at W, those BOUND at their
   largest there (the compiled counts CF).  */
static bool
window_within_step_at (gcall *call, int opnum, enum asc_variant var,
                       const uint64_t *args, tree *ptypes, int n, int na,
                       int k, int opd, int space,
                       const struct step_values *sv, class loop *loop,
                       const bool *sub, const bool *bound,
                       struct ascsync_count_fn *const *cf, int64_t w)
{
  uint64_t a2[ASC_MAX_ARGS];
  struct asc_access acc2[ASC_MAX_ACCESSES];
  const char *err = NULL;
  memcpy (a2, args, sizeof a2);
  for (int x = 0; x < n; x++)
    if (sub[x])
      {
        HOST_WIDE_INT val;
        tree pt = ptypes[x];
        if (!ascsync_value_at_counter (loop, sv->v, w,
                                       gimple_call_arg (call, x + 2), &val))
          return false;
        /* The value the intrinsic's parameter receives.  */
        uint64_t m = ((uint64_t) 1 << TYPE_PRECISION (pt)) - 1;
        uint64_t u = (uint64_t) val & m;
        if (!TYPE_UNSIGNED (pt) && (u >> (TYPE_PRECISION (pt) - 1)) & 1)
          return false;           /* a negative count: give up */
        a2[x] = u > args[x] ? args[x] : u;
      }
    else if (bound[x])
      {
        uint64_t top;
        if (!ascsync_count_eval (cf[x], w, 0, &top))
          return false;
        a2[x] = top > args[x] ? args[x] : top;
      }
  int na2 = asc_footprint ((enum asc_op) opnum, var, a2, acc2, &err);
  if (na2 == 0)
    return true;                  /* a count 0: nothing touched */
  if (na2 != na)
    return false;
  const struct asc_access *c = &acc2[k];
  if (c->space != space || c->operand != opd)
    return false;
  uint64_t end = asc_access_end (c);
  if (end == c->base)
    return true;                  /* touches nothing */
  int64_t step = w * sv->mul;
  if (c->base < args[opd] || step <= 0
      || end - args[opd] > (uint64_t) step)
    return step == sv->out_ok;
  return true;
}

/* Whether access K of intrinsic call CALL (table row OPNUM, variant
   VAR, form FORM, arguments ARGS at their largest values, declared
   types PTYPES, NA accesses, of SPACE, through operand OPD) stays
   within the bytes its pointer moves by in one iteration, for each
   value W of SV->V (at most LAYOUT_STEP_MAX): with the counts computed
   from V alone and constants (ascsync_value_at_counter) at V = W, the
   others at their largest (a superset), it touches nothing or stays
   within W * SV->MUL bytes from its pointer (past steps_to_check's
   value, every W does).  */
static bool
windows_within_step (gcall *call, int opnum, enum asc_variant var,
                     const struct asc_form_info *form, const uint64_t *args,
                     tree *ptypes, int na, int k, int opd, int space,
                     const struct step_values *sv)
{
  int64_t vtop = steps_to_check (opnum, var, form, args, na, k, opd, space,
                                 sv);
  int64_t vstep = sv->vstep > 1 ? sv->vstep : 1;
  int64_t w0 = (sv->vlo + vstep - 1) / vstep * vstep;
  if (vtop < sv->vlo || (vtop - w0) / vstep >= LAYOUT_STEP_MAX)
    return false;
  class loop *loop = gimple_bb (call)->loop_father;
  int n = form->nargs;
  /* SUB: computed from V alone; BOUND: bounded at each V by the count
     assumption (ascsync_count_eval), a superset as a larger count is.  */
  bool sub[ASC_MAX_ARGS], bound[ASC_MAX_ARGS];
  struct ascsync_count_fn *cf[ASC_MAX_ARGS];
  for (int x = 0; x < n; x++)
    {
      tree t = gimple_call_arg (call, x + 2);
      HOST_WIDE_INT val;
      uint64_t top;
      bool arg = x != opd && x != form->scalar_arg && ptypes[x]
                 && INTEGRAL_TYPE_P (ptypes[x])
                 && TYPE_PRECISION (ptypes[x]) < 64
                 && INTEGRAL_TYPE_P (TREE_TYPE (t))
                 && TREE_CODE (t) == SSA_NAME;
      sub[x] = arg && ascsync_value_at_counter (loop, sv->v, w0, t, &val);
      cf[x] = arg && !sub[x] && sv->vstep
              ? ascsync_count_compile (t, call, sv->v, NULL_TREE) : NULL;
      bound[x] = cf[x] && ascsync_count_eval (cf[x], w0, 0, &top);
    }
  bool ok = true;
  for (int64_t w = w0; w <= vtop && ok; w += vstep)
    ok = window_within_step_at (call, opnum, var, args, ptypes, n, na, k,
                                opd, space, sv, loop, sub, bound, cf, w);
  for (int x = 0; x < n; x++)
    ascsync_count_free (cf[x]);
  return ok;
}

/* As self_disjoint when no count of the call is a multiple of V nor
   bounded by one, V unknown (a length read at run time, "w + i * cols"
   with cols / 64 repeats of 256 bytes): the layout assumption bounds V.
   The pointer starts each run of its loop at one local address A and
   moves by exactly V * MUL bytes (ascsync_step_exact), so in the second
   iteration, the only one whose access can meet the first's, it is A +
   V * MUL, which stays in the buffer [B, E) A lies in, as pointer
   arithmetic does in a C object: V * MUL lies in [B - A, E - A] (E - A
   only with nothing accessed).  For each such V (at most
   LAYOUT_STEP_MAX), the counts computed from V alone and constants
   (ascsync_value_at_counter) take their value, the others their largest
   (a superset); the access must then touch nothing, or stay within the
   V * MUL bytes from the pointer: the iterations' windows are
   disjoint.  */
static void
layout_step_self (gcall *call, int opnum, enum asc_variant var,
                  const struct asc_form_info *form, const uint64_t *args,
                  tree *ptypes, int na, int k, int opd, tree v,
                  HOST_WIDE_INT mul, int lnum, struct sync_access *s)
{
  uint64_t a, b, e;
  tree ptr = gimple_call_arg (call, opd + 2);
  if (!ascsync_settings.layout || s->space == ASC_SPACE_GM
      || s->space >= ASC_NSPACES || mul <= 0 || mul > (1 << 20)
      || TYPE_PRECISION (TREE_TYPE (v)) > 40
      || !ascsync_step_exact (call, ptr, &a))
    return;
  ascsync_local_object (s->space, a, &b, &e);
  if (a < b || a >= e)
    return;
  /* V * MUL in [B - A, E - A].  */
  int64_t vlo = -(int64_t) ((a - b) / (uint64_t) mul);
  int64_t vhi = (int64_t) ((e - a) / (uint64_t) mul);
  if (TYPE_UNSIGNED (TREE_TYPE (v)) && vlo < 0)
    vlo = 0;
  /* Out of the buffer in the second iteration (V * MUL = E - A): not
     a value V takes where the assumption holds.  */
  struct step_values sv = { v, vlo, vhi, mul, (int64_t) (e - a) };
  if (!windows_within_step (call, opnum, var, form, args, ptypes, na, k, opd,
                            s->space, &sv))
    return;
  s->iself = lnum + 1;
  s->iwin = window_key (ptr, 0, lnum);
}

/* The largest power of two (at most 2^20) that integer SSA name V is a
   multiple of wherever AT runs, as a condition dominating it says
   (ascsync_guard_multiple: "if ((tile & 127) != 0) return;"), or its
   known bits do; 1 when none does.  */
static int64_t
guard_multiple (tree v, gimple *at)
{
  struct val vv = ascsync_eval (v, 0);
  uint64_t bits = (uint64_t) 1 << MIN (vv.kind == VAL_INT ? vv.tz : 0, 20);
  struct ascsync_guards g;
  ascsync_guards_at (at, &g);
  return (int64_t) MAX (bits, ascsync_guard_multiple (v, &g));
}

/* The values [*LO, *HI] step variable V (the evaluator's value VV) may
   take at CALL: VV's interval narrowed by GCC's range there; false
   when empty or not below 2^40.  */
static bool
step_range (tree v, const struct val &vv, gcall *call, uint64_t *lo,
            uint64_t *hi)
{
  *lo = vv.kind == VAL_INT ? vv.lo : 0;
  *hi = vv.kind == VAL_INT ? vv.hi : UINT64_MAX;
  bool nonneg;
  uint64_t rlo, rhi;
  if (ascsync_range_bounds (v, call, &rlo, &rhi, &nonneg) && nonneg)
    {
      *lo = MAX (*lo, rlo);
      *hi = MIN (*hi, rhi);
    }
  return *lo <= *hi && *hi < ((uint64_t) 1 << 40);
}

/* As bounded_self when no count is a multiple of V nor bounded by one,
   but each is bounded at every value of V under the count assumption
   (ascsync_count_eval: a tail tile's "(MIN (len - t * tile, tile) + 15) /
   16" blocks against a pointer moving by TILE halves): V's values in
   VV's range, multiples of 2^TZ as GCC's known bits say ("tile % 128"
   checked), checked one by one (windows_within_step).  */
static void
bounded_steps_self (gcall *call, int opnum, enum asc_variant var,
                    const struct asc_form_info *form, const uint64_t *args,
                    tree *ptypes, int na, int k, int opd, tree v,
                    const struct val &vv, HOST_WIDE_INT mul, int lnum,
                    struct sync_access *s)
{
  uint64_t lo, hi;
  if (!step_range (v, vv, call, &lo, &hi))
    return;
  struct step_values sv = { v, (int64_t) lo, (int64_t) hi, mul, -1,
                            guard_multiple (v, call) };
  if (windows_within_step (call, opnum, var, form, args, ptypes, na, k, opd,
                           s->space, &sv))
    {
      s->iself = lnum + 1;
      s->iwin = window_key (gimple_call_arg (call, opd + 2), 0, lnum);
    }
}

/* Whether V, the step of CALL's pointer, is a value the function's
   buffer starts are multiples of (get_imm (s * tb), TB = V times a
   constant), which the layout assumption takes to be at least 1
   (ascsync_run_length_bounds; a warning says so), or the size of slots
   laid out from a buffer start (ascsync_collect_slot_sizes), which it
   takes to be at least 0.  */
static bool
layout_value_p (gcall *call, tree v)
{
  if (!ascsync_settings.layout)
    return false;
  if (!slot_sizes_known)
    {
      ascsync_collect_slot_sizes (&slot_sizes);
      slot_sizes_known = true;
    }
  for (unsigned i = 0; i < slot_sizes.length (); i++)
    if (ascsync_same_exact_value_p (slot_sizes[i], v))
      return true;
  auto_vec<fn_start> all;
  ascsync_function_starts (&all, false);
  for (unsigned i = 0; i < all.length (); i++)
    {
      uint64_t hi;
      if (all[i].x && all[i].c >= 1
          && ascsync_same_exact_value_p (all[i].x, v)
          && ascsync_run_length_bounds (all[i].x, call, true, &hi))
        return true;
    }
  return false;
}

/* As self_disjoint when the values of V are too many to check one by
   one (a tile length the kernel does not check), or the count's values
   at each are not known (a PHI of a branch), but a count of the call,
   argument X, is at most V * NUM / DEN (ascsync_count_fraction:
   "(uint16_t) (tile / 16)" blocks).  The footprint only grows with a
   count; with X's other arguments at their largest, the access's end
   past the pointer is affine in X, SLOPE * X + ICPT with ICPT <= 0
   (checked at X = 1, 2, 3 and 4096), so at most SLOPE * V * NUM / DEN,
   within the V * MUL bytes the pointer moves when SLOPE * NUM <= MUL *
   DEN: the iterations' windows are disjoint for every V.  */
static void
fraction_self (gcall *call, int opnum, enum asc_variant var,
               const struct asc_form_info *form, const uint64_t *args,
               tree *ptypes, int na, int k, int opd, tree v,
               HOST_WIDE_INT mul, int lnum, struct sync_access *s)
{
  static const uint64_t at[4] = { 1, 2, 3, 4096 };
  bool v_nonneg = layout_value_p (call, v);
  for (int x = 0; x < form->nargs; x++)
    {
      tree a = gimple_call_arg (call, x + 2);
      uint64_t num, den, e[4];
      if (x == opd || x == form->scalar_arg || x == form->index_arg
          || POINTER_TYPE_P (TREE_TYPE (a)) || !ptypes[x]
          || !INTEGRAL_TYPE_P (ptypes[x])
          || ascsync_type_max (ptypes[x]) < at[3]
          || !ascsync_count_fraction (a, v, call, v_nonneg, true, &num,
                                      &den))
        continue;
      bool ok = true;
      for (int t = 0; t < 4 && ok; t++)
        {
          struct asc_access acc;
          ok = ascsync_access_with_arg (opnum, var, args, x, at[t], na, k,
                                        &acc)
               && acc.operand == opd && acc.base >= args[opd];
          e[t] = ok ? asc_access_end (&acc) - args[opd] : 0;
        }
      if (!ok || e[1] < e[0])
        continue;
      uint64_t slope = e[1] - e[0];
      if (e[2] - e[1] != slope || e[3] - e[0] != slope * (at[3] - at[0])
          || e[0] > slope || slope * num > (uint64_t) mul * den)
        continue;
      s->iself = lnum + 1;
      s->iwin = window_key (gimple_call_arg (call, opd + 2), 0, lnum);
      return;
    }
}

/* See ascsync-gcc.h.  */
void
ascsync_count_steps_self (gcall *call, tree ptr, tree count, uint64_t slope,
                          uint64_t icpt, uint64_t cmax, struct sync_access *s)
{
  tree v;
  HOST_WIDE_INT mul;
  int lnum;
  if (s->iself || !ascsync_symbolic_step (call, ptr, &v, &mul, &lnum)
      || mul <= 0 || slope > ((uint64_t) 1 << 20) || icpt > ((uint64_t) 1 << 30))
    return;
  uint64_t lo, hi;
  if (!step_range (v, ascsync_eval (v, 0), call, &lo, &hi))
    return;
  int64_t m = guard_multiple (v, call);
  uint64_t w0 = (lo + m - 1) / m * m;
  if (w0 > hi || (hi - w0) / m >= LAYOUT_STEP_MAX)
    return;
  class loop *loop = gimple_bb (call)->loop_father;
  /* COUNT compiled for the count assumption at each W, when needed.  */
  struct ascsync_count_fn *cf = NULL;
  bool ok = true;
  for (uint64_t w = w0; w <= hi && ok; w += m)
    {
      HOST_WIDE_INT val;
      uint64_t top = 0;
      if (TREE_CODE (count) == INTEGER_CST && tree_fits_uhwi_p (count))
        top = tree_to_uhwi (count);
      else if (TREE_CODE (count) == SSA_NAME
               && ascsync_value_at_counter (loop, v, w, count, &val))
        {
          ok = val >= 0;
          top = (uint64_t) val;
        }
      else
        {
          if (!cf && TREE_CODE (count) == SSA_NAME)
            cf = ascsync_count_compile (count, call, v, NULL_TREE);
          ok = cf && ascsync_count_eval (cf, w, 0, &top);
        }
      /* The value the callee's parameter receives, wrapped or not.  */
      top = MIN (top, cmax);
      ok = ok && top <= ((uint64_t) 1 << 24)
           && slope * top + icpt <= w * (uint64_t) mul;
    }
  ascsync_count_free (cf);
  if (!ok)
    return;
  s->iself = lnum + 1;
  s->iwin = window_key (ptr, 0, lnum);
}

/* Access K of intrinsic call CALL (table row OPNUM, variant VAR, form
   FORM, arguments ARGS at their largest values, declared types PTYPES,
   footprint ACC of NA accesses from ARGS) goes through a pointer that
   moves by V * MUL bytes per iteration of its loop (see
   ascsync_symbolic_step), V times a constant C also being a count of
   the call ("l0a + mi * kcnt * 256" with kcnt fractals per load, "uo +
   di * mcnt * 256" with 2 * mcnt repeats): when its length is at most
   MUL * V for every V, the iterations touch disjoint bytes; record that
   in S->ISELF (the GCC loop number + 1).  The length is computed from
   the footprint at V = 1, 2, 3 (it must be affine in V, the other
   arguments at their largest values).  */
static void
self_disjoint (gcall *call, int opnum, enum asc_variant var,
               const struct asc_form_info *form, const uint64_t *args,
               tree *ptypes, const struct asc_access *acc, int na, int k,
               struct sync_access *s)
{
  int n = form->nargs;
  int opd = acc[k].operand;
  tree v;
  HOST_WIDE_INT mul;
  int lnum;
  if (opd >= n
      || !ascsync_symbolic_step (call, gimple_call_arg (call, opd + 2), &v,
                                 &mul, &lnum))
    return;
  struct val vv = ascsync_eval (v, 0);
  if (vv.kind != VAL_INT || vv.hi >= ((uint64_t) 1 << 16))
    {
      if (s->space != ASC_SPACE_GM)
        layout_step_self (call, opnum, var, form, args, ptypes, na, k, opd,
                          v, mul, lnum, s);
      if (!s->iself)
        bounded_steps_self (call, opnum, var, form, args, ptypes, na, k, opd,
                            v, vv, mul, lnum, s);
      if (!s->iself)
        fraction_self (call, opnum, var, form, args, ptypes, na, k, opd, v,
                       mul, lnum, s);
      return;
    }
  int j = -1;
  HOST_WIDE_INT scale = 0;
  for (int x = 0; x < n && j < 0; x++)
    {
      tree a = gimple_call_arg (call, x + 2);
      if (x != opd && x != form->scalar_arg && x != form->index_arg
          && !POINTER_TYPE_P (TREE_TYPE (a)) && ptypes[x]
          && INTEGRAL_TYPE_P (ptypes[x])
          && (scale = multiple_of (a, v)) > 0
          && vv.hi * scale <= ascsync_type_max (ptypes[x]))
        j = x;
    }
  if (j < 0)
    {
      bounded_self (call, opnum, var, form, args, ptypes, na, k, opd, v,
                    vv, mul, lnum, s);
      if (!s->iself)
        bounded_steps_self (call, opnum, var, form, args, ptypes, na, k, opd,
                            v, vv, mul, lnum, s);
      if (!s->iself)
        fraction_self (call, opnum, var, form, args, ptypes, na, k, opd, v,
                       mul, lnum, s);
      return;
    }
  uint64_t e[3];
  for (int t = 0; t < 3; t++)
    {
      struct asc_access a;
      if (!ascsync_access_with_arg (opnum, var, args, j,
                                    ((uint64_t) t + 1) * scale, na, k, &a)
          || a.space != acc[k].space || a.operand != opd
          || a.base < args[opd])
        return;
      e[t] = asc_access_end (&a) - args[opd];
    }
  uint64_t slope = e[1] - e[0];
  if (e[1] < e[0] || e[2] - e[1] != slope || e[0] > (uint64_t) mul
      || slope > (uint64_t) mul)
    return;
  s->iself = lnum + 1;
  s->iwin = window_key (gimple_call_arg (call, opd + 2), 0, lnum);
}

/* Whether integer SSA names A and B hold one value: the same name, or
   each defined by one operation of GIMPLE's register form (a
   conversion, an arithmetic code, a copy; no load, no call, no PHI) of
   operands that hold one value each, constants equal or names so
   (recursively, DEPTH steps at most).  At -O0 each argument "(uint8_t)
   lblk" or "(int) ((uint8_t) mcnt * 16)" of a call is computed apart;
   names are single definitions, so the same operation of the same
   values is the same value wherever both are available, as GCC's value
   numbering takes them to be.  */
static bool
same_value (tree a, tree b, int depth)
{
  if (a == b)
    return true;
  if (depth > 8 || TREE_CODE (a) != SSA_NAME || TREE_CODE (b) != SSA_NAME
      || !INTEGRAL_TYPE_P (TREE_TYPE (a))
      || TYPE_PRECISION (TREE_TYPE (a)) != TYPE_PRECISION (TREE_TYPE (b))
      || TYPE_UNSIGNED (TREE_TYPE (a)) != TYPE_UNSIGNED (TREE_TYPE (b)))
    return false;
  gassign *da = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (a));
  gassign *db = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (b));
  if (!da || !db || gimple_assign_rhs_code (da) != gimple_assign_rhs_code (db)
      || gimple_num_ops (da) != gimple_num_ops (db)
      || gimple_has_volatile_ops (da) || gimple_has_volatile_ops (db))
    return false;
  for (unsigned i = 1; i < gimple_num_ops (da); i++)
    {
      tree x = gimple_op (da, i), y = gimple_op (db, i);
      if (TREE_CODE (x) == SSA_NAME && TREE_CODE (y) == SSA_NAME)
        {
          if (!same_value (x, y, depth + 1))
            return false;
        }
      else if (!CONSTANT_CLASS_P (x) || !CONSTANT_CLASS_P (y)
               || !operand_equal_p (x, y, 0))
        return false;
    }
  return true;
}

/* The key (struct sync_access.IWIN's low part) of repeat stride RT, an
   argument of an intrinsic call: the same for names holding one value
   (same_value), below 2^31; a constant's is 2^31 | its value.  */
static int64_t
stride_key (tree rt, uint64_t cst)
{
  if (!rt || TREE_CODE (rt) != SSA_NAME)
    return ((int64_t) 1 << 31) | (int64_t) (cst & 0x7fffffff);
  unsigned k;
  for (k = 0; k < stride_names.length (); k++)
    if (same_value (stride_names[k], rt, 0))
      break;
  if (k == stride_names.length ())
    stride_names.safe_push (rt);
  return (int64_t) k + 1;
}

/* The argument of intrinsic call CALL that sets the repeat stride of
   its access K (as for self_disjoint): -1 when none does (the stride
   is ACC[K]'s), -2 when more than one may or the footprint cannot
   tell.  */
static int
stride_arg (gcall *call, int opnum, enum asc_variant var,
            const struct asc_form_info *form, const uint64_t *args,
            const struct asc_access *acc, int na, int k)
{
  int rx = -1;
  for (int x = 0; x < form->nargs; x++)
    {
      if (x == acc[k].operand
          || POINTER_TYPE_P (TREE_TYPE (gimple_call_arg (call, x + 2)))
          /* A constant argument has its one value in ARGS already: the
             repeat stride does not vary with it.  */
          || TREE_CODE (gimple_call_arg (call, x + 2)) == INTEGER_CST)
        continue;
      struct asc_access r1, r2;
      if (!ascsync_access_with_arg (opnum, var, args, x, 1, na, k, &r1)
          || !ascsync_access_with_arg (opnum, var, args, x, 2, na, k, &r2))
        return -2;
      if (r1.rep_stride != r2.rep_stride)
        {
          if (rx >= 0)
            return -2;
          rx = x;
        }
    }
  return rx;
}

/* Whether N iterations moving by STEP bytes fit in the repeat stride
   of access K of CALL when argument RX (-1: none) is AV: N * STEP <=
   the stride, as interleave_disjoint needs.  */
static bool
fits_stride (int opnum, enum asc_variant var, const uint64_t *args,
             const struct asc_access *acc, int na, int k, int rx,
             HOST_WIDE_INT n, HOST_WIDE_INT av, int64_t step)
{
  uint64_t rs = acc[k].rep_stride;
  if (rx >= 0)
    {
      struct asc_access a;
      if (av < 0
          || !ascsync_access_with_arg (opnum, var, args, rx, (uint64_t) av,
                                       na, k, &a))
        return false;
      rs = a.rep_stride;
    }
  return n >= 1 && n <= ((HOST_WIDE_INT) 1 << 40)
         && (uint64_t) n * (uint64_t) step <= rs;
}

/* interleave_disjoint's test when TRIPS and argument RX of CALL are
   affine in one value: checked at both ends of its range.  */
static bool
affine_interleave (gcall *call, int opnum, enum asc_variant var,
                   const uint64_t *args, const struct asc_access *acc,
                   int na, int k, tree trips, int rx, int64_t step)
{
  tree v;
  HOST_WIDE_INT cn, dn;
  uint64_t vlo, vhi;
  if (!ascsync_affine (trips, &v, &cn, &dn, &vlo, &vhi))
    return false;
  HOST_WIDE_INT cr = 0, dr = 0;
  if (rx >= 0)
    {
      tree w;
      uint64_t wlo, whi;
      if (!ascsync_affine (gimple_call_arg (call, rx + 2), &w, &cr, &dr,
                           &wlo, &whi)
          || (cr != 0 && cn != 0 && w != v))
        return false;
      if (cr != 0 && cn == 0)
        v = w, vlo = wlo, vhi = whi;
    }
  if (cn == 0 && cr == 0)
    vlo = vhi = 0;
  for (int e = 0; e < 2; e++)
    {
      HOST_WIDE_INT vv = (HOST_WIDE_INT) (e ? vhi : vlo);
      if (!fits_stride (opnum, var, args, acc, na, k, rx, cn * vv + dn,
                        cr * vv + dr, step))
        return false;
    }
  /* The repeat stride must be affine in the argument for the two ends
     to decide: check one point between them.  */
  if (rx >= 0 && vhi > vlo + 1)
    {
      uint64_t rv[3];
      HOST_WIDE_INT pts[3] = { (HOST_WIDE_INT) vlo, (HOST_WIDE_INT) vlo + 1,
                               (HOST_WIDE_INT) vhi };
      for (int t = 0; t < 3; t++)
        {
          struct asc_access a;
          if (!ascsync_access_with_arg (opnum, var, args, rx,
                                        (uint64_t) (cr * pts[t] + dr), na, k,
                                        &a))
            return false;
          rv[t] = a.rep_stride;
        }
      if ((rv[1] - rv[0]) * (vhi - vlo) != rv[2] - rv[0])
        return false;
    }
  return true;
}

/* What values_interleave checks at each value.  */
struct interleave_ctx
{
  int opnum;
  enum asc_variant var;
  const uint64_t *args;
  const struct asc_access *acc;
  int na, k, rx;
  int64_t step;
};

/* ascsync_for_each_value's check for values_interleave: VALS[0] the
   trips, VALS[1] the stride argument's value.  */
static bool
interleave_at (const HOST_WIDE_INT *vals, void *data)
{
  struct interleave_ctx *c = (struct interleave_ctx *) data;
  return fits_stride (c->opnum, c->var, c->args, c->acc, c->na, c->k, c->rx,
                      vals[0], c->rx >= 0 ? vals[1] : 0, c->step);
}

/* interleave_disjoint's test when TRIPS and argument RX of CALL are
   functions of one run-time value, however computed: checked at each
   of its values that reach CALL (ascsync_for_each_value).  */
static bool
values_interleave (gcall *call, int opnum, enum asc_variant var,
                   const uint64_t *args, const struct asc_access *acc,
                   int na, int k, tree trips, int rx, int64_t step)
{
  struct interleave_ctx c = { opnum, var, args, acc, na, k, rx, step };
  tree exprs[2] = { trips, rx >= 0 ? gimple_call_arg (call, rx + 2)
                                   : NULL_TREE };
  return ascsync_for_each_value (call, exprs, rx >= 0 ? 2 : 1, interleave_at,
                                 &c);
}

/* Access K of intrinsic call CALL (as for self_disjoint) has an
   iteration form moving by a constant S = S->ISTEP > 0 bytes and
   repeats at a stride R: in iteration T it covers P + T * S + J * R +
   [0, L) for its repeats J.  When L <= S and N * S <= R for the loop's
   N iterations, different iterations interleave without touching a
   common byte ("vsub (us + rg * 128, ...)" for the RG-th 8 blocks of
   every row of a tile, rows R bytes apart, RG < R / 256); record that
   in S->ISELF.  N and R may depend on one value V (N = 2 * mcnt and R =
   mcnt * 512, or N = ((len - 1) >> 7) + 1 and R = (len >> 4) * 32 with
   len a multiple of 128): affine in V, the condition is checked at
   both ends of V's range, else at each of V's values.  R is the
   footprint's repeat stride with the one argument that changes it set
   from V.  */
static void
interleave_disjoint (gcall *call, int opnum, enum asc_variant var,
                     const struct asc_form_info *form, const uint64_t *args,
                     const struct asc_access *acc, int na, int k,
                     struct sync_access *s)
{
  int opd = acc[k].operand, lnum;
  int64_t step = s->istep;
  uint64_t burst = (uint64_t) (acc[k].nblk ? acc[k].nblk - 1 : 0)
                   * acc[k].blk_stride + acc[k].blk_bytes;
  if (step <= 0 || acc[k].nrep < 2 || burst > (uint64_t) step
      || acc[k].rep_stride < burst)
    return;
  tree arg = gimple_call_arg (call, opd + 2);
  tree trips = ascsync_trip_count (call, arg, &lnum);
  int rx = trips ? stride_arg (call, opnum, var, form, args, acc, na, k) : -2;
  if (rx == -2
      || (!affine_interleave (call, opnum, var, args, acc, na, k, trips, rx,
                              step)
          && !values_interleave (call, opnum, var, args, acc, na, k, trips,
                                 rx, step)))
    return;
  /* Keyed by the pointer and the stride (another stride through the
     same pointer is another window).  */
  tree rt = rx >= 0 ? gimple_call_arg (call, rx + 2) : NULL_TREE;
  s->iself = lnum + 1;
  s->iwin = window_key (arg, stride_key (rt, acc[k].rep_stride), lnum);
}

/* Access K of intrinsic call CALL (as for self_disjoint) goes through a
   pointer indexed by the quotient and remainder of its loop's counter
   (a tile grid walked with one counter, see ascsync_divmod_disjoint):
   when the access at different iterations of one run never meets
   itself, record that in S->ISELF.  Its counts are at their largest
   values (a superset of every iteration's); its shape (start, strides,
   block length) must not depend on an argument that is not constant,
   checked at the values 1 and 2 of each.  */
static void
divmod_self (gcall *call, int opnum, enum asc_variant var,
             const struct asc_form_info *form, const uint64_t *args,
             const struct asc_access *acc, int na, int k,
             struct sync_access *s)
{
  const struct asc_access *x = &acc[k];
  int opd = x->operand, lnum;
  if (opd >= form->nargs || x->nrep == 0 || x->nblk == 0)
    return;
  for (int j = 0; j < form->nargs; j++)
    {
      tree a = gimple_call_arg (call, j + 2);
      if (j == opd || j == form->scalar_arg || TREE_CODE (a) == INTEGER_CST
          || POINTER_TYPE_P (TREE_TYPE (a)))
        continue;
      for (uint64_t val = 1; val <= 2; val++)
        {
          struct asc_access r;
          if (!ascsync_access_with_arg (opnum, var, args, j, val, na, k, &r)
              || r.base != x->base || r.rep_stride != x->rep_stride
              || r.blk_stride != x->blk_stride
              || r.blk_bytes != x->blk_bytes)
            return;
        }
    }
  uint64_t burst = (uint64_t) (x->nblk - 1) * x->blk_stride + x->blk_bytes;
  if (ascsync_divmod_disjoint (call, gimple_call_arg (call, opd + 2), x->nrep,
                               x->rep_stride, burst, &lnum))
    {
      s->iself = lnum + 1;
      s->iwin = 0;
    }
}

/* Whether local pointer PTR is, through conversions, an induction
   variable of LOOP (a PHI of its header) that starts at a value fixed
   per run of LOOP and moves up by a step fixed per run ("l0s + j *
   mcnt * 2048" strength-reduced to "p += mcnt * 8192"): then *START is
   the start's value and [*SLO, *SHI] the step's range.  */
static bool
pointer_iv (class loop *loop, tree ptr, struct val *start, uint64_t *slo,
            uint64_t *shi)
{
  while (TREE_CODE (ptr) == SSA_NAME)
    {
      gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (ptr));
      if (!as || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (as)))
        break;
      ptr = gimple_assign_rhs1 (as);
    }
  if (TREE_CODE (ptr) != SSA_NAME
      || gimple_code (SSA_NAME_DEF_STMT (ptr)) != GIMPLE_PHI
      || gimple_bb (SSA_NAME_DEF_STMT (ptr)) != loop->header
      || !scev_initialized_p ())
    return false;
  tree ev = analyze_scalar_evolution (loop, ptr);
  if (!ev || TREE_CODE (ev) != POLYNOMIAL_CHREC
      || CHREC_VARIABLE (ev) != (unsigned) loop->num
      || tree_contains_chrecs (CHREC_LEFT (ev), NULL)
      || tree_contains_chrecs (CHREC_RIGHT (ev), NULL)
      || !ascsync_run_invariant (loop, CHREC_LEFT (ev), 0)
      || !ascsync_run_invariant (loop, CHREC_RIGHT (ev), 0))
    return false;
  HOST_WIDE_INT lo, hi;
  if (!ascsync_step_range (CHREC_RIGHT (ev), &lo, &hi) || lo < 0
      || hi >= ((HOST_WIDE_INT) 1 << 40))
    return false;
  *slo = (uint64_t) lo;
  *shi = (uint64_t) hi;
  *start = ascsync_eval (CHREC_LEFT (ev), 1);
  if (start->kind == VAL_INT && POINTER_TYPE_P (TREE_TYPE (ptr)))
    start->kind = VAL_LOCAL;
  return start->kind == VAL_LOCAL && !start->cyc && start->hi < OFF_OPEN;
}

/* See ascsync-gcc.h.  Access K with every count and index at its
   largest covers more; the values known per iteration
   (ascsync_values_per_iteration: a chunk's index "j * 32" and count
   "MIN (20 - 8 * j, 8) * 4") give each iteration's footprint (the
   last chunk is shorter).  A pointer moving by a step fixed per run
   adds T times the step's range in iteration T.  */
bool
ascsync_per_iteration_bounds (gcall *call, int opnum, enum asc_variant var,
                              const struct asc_form_info *form,
                              const uint64_t *args, int na, int k, int opd,
                              const struct val *p, struct val *base,
                              uint64_t *lo_out, uint64_t *hi_out)
{
  basic_block bb = gimple_bb (call);
  class loop *loop = bb ? bb->loop_father : NULL;
  uint64_t n;
  if (!loop || !loop_outer (loop) || p->kind != VAL_LOCAL
      || p->hi >= OFF_OPEN)
    return false;
  tree ptr = gimple_call_arg (call, opd + 2);
  *base = *p;
  uint64_t slo = 0, shi = 0;
  if ((!ascsync_run_invariant (loop, ptr, 0)
       && !pointer_iv (loop, ptr, base, &slo, &shi))
      || !ascsync_max_trips (call, ptr, &n) || n > 64)
    return false;
  HOST_WIDE_INT vals[ASC_MAX_ARGS][64];
  bool varies[ASC_MAX_ARGS];
  int nvar = 0;
  for (int x = 0; x < form->nargs; x++)
    {
      tree a = gimple_call_arg (call, x + 2);
      varies[x] = false;
      if (x == opd || x == form->scalar_arg || POINTER_TYPE_P (TREE_TYPE (a))
          || ascsync_run_invariant (loop, a, 0))
        continue;
      if (!ascsync_values_per_iteration (call, a, (int) n, vals[x]))
        return false;
      varies[x] = true;
      nvar++;
    }
  if (nvar == 0)
    return false;
  uint64_t lo = UINT64_MAX, hi = 0;
  for (int t = 0; t < (int) n; t++)
    {
      uint64_t a2[ASC_MAX_ARGS];
      memcpy (a2, args, sizeof a2);
      bool empty = false;
      for (int x = 0; x < form->nargs; x++)
        if (varies[x])
          {
            if (vals[x][t] < 0)
              return false;
            if ((uint64_t) vals[x][t] > args[x])
              return false;     /* beyond the range the footprint used */
            a2[x] = (uint64_t) vals[x][t];
            empty |= vals[x][t] == 0 && x != form->index_arg;
          }
      struct asc_access acc2[ASC_MAX_ACCESSES];
      const char *err = NULL;
      int m = asc_footprint ((enum asc_op) opnum, var, a2, acc2, &err);
      if (m == 0 && empty)
        continue;
      if (m != na || acc2[k].operand != opd || acc2[k].base < args[opd])
        return false;
      uint64_t b = acc2[k].base - args[opd] + (uint64_t) t * slo;
      uint64_t e = asc_access_end (&acc2[k]) - args[opd] + (uint64_t) t * shi;
      lo = b < lo ? b : lo;
      hi = e > hi ? e : hi;
    }
  if (lo > hi || hi == 0)
    return false;
  *lo_out = lo;
  *hi_out = hi;
  return true;
}

/* Access S of intrinsic call CALL, made through local pointer operand
   ARG, has an iteration form whose symbolic base has a known value
   (IVOPTS writes "bc + rg * 128" as "(bc - us) + p" for the induction
   variable P of another operand, where the evaluator loses bc): its
   bytes over the whole loop lie in [BASE + ILO, BASE + IHI + ISTEP *
   (N - 1)) for at most N iterations (ISTEP > 0; mirrored for < 0).
   Narrow [S->LO, S->HI) to that; and where S->LO lies above the lowest
   of those bytes (a bound that took the pointer's integer part for at
   least 0, when the form says it starts below its base: "b - 16 + u *
   256"), lower it there: they are the access's.  */
static void
range_from_iteration (gcall *call, tree arg, struct sync_access *s)
{
  tree base = ascsync_iter_base (s->ibase);
  uint64_t n;
  if (!base || (TREE_CODE (base) != SSA_NAME && !integer_zerop (base))
      || s->istep == 0)
    return;
  struct val b = TREE_CODE (base) == SSA_NAME ? ascsync_eval (base, 0)
                 : ascsync_val_int (0, 0);
  if (b.kind == VAL_INT)
    b.kind = VAL_LOCAL;
  if (b.kind != VAL_LOCAL || b.hi >= OFF_OPEN || b.lo > b.hi
      || b.hi > sync_space_size[s->space])
    return;
  /* Moving up, the first iteration's bytes are the lowest.  */
  int64_t lo0 = (int64_t) b.lo + s->ilo;
  if (s->istep > 0 && lo0 >= 0 && (uint64_t) lo0 < s->lo)
    s->lo = (uint64_t) lo0;
  if (!ascsync_max_trips (call, arg, &n) || n > ((uint64_t) 1 << 20))
    return;
  int64_t span = s->istep * (int64_t) (n - 1);
  int64_t lo = (int64_t) b.lo + s->ilo + (span < 0 ? span : 0);
  int64_t hi = (int64_t) b.hi + s->ihi + (span > 0 ? span : 0);
  if (lo < 0 || hi <= lo || (uint64_t) hi > sync_space_size[s->space])
    return;
  s->lo = (uint64_t) lo;
  if ((uint64_t) hi < s->hi)
    s->hi = (uint64_t) hi;
}

/* Access K of intrinsic call CALL (as for self_disjoint, any space)
   goes through a pointer indexed by a counter that only grows and that
   every path from CALL back to it steps (ascsync_counter_index: "out +
   c * ROW" stored, then c++, under a condition): two executions in one
   run of the loop have their pointers at least D bytes apart, D the
   counter's least step times its coefficient.  When the access stays
   within D bytes from its pointer, they touch disjoint bytes: record
   that in S->ISELF, for the access alone (S->IWIN 0).  */
static void
counter_self (gcall *call, const struct asc_form_info *form,
              const uint64_t *args, const struct asc_access *acc, int k,
              struct sync_access *s)
{
  int opd = acc[k].operand, lnum;
  HOST_WIDE_INT coef;
  int64_t step;
  if (opd >= form->nargs || acc[k].base < args[opd]
      || !ascsync_counter_index (call, gimple_call_arg (call, opd + 2),
                                 &coef, &step, &lnum))
    return;
  uint64_t apart = (uint64_t) (coef < 0 ? -coef : coef) * (uint64_t) step;
  if (asc_access_end (&acc[k]) - args[opd] > apart)
    return;
  s->iself = lnum + 1;
  s->iwin = 0;
}

/* Access K of intrinsic call CALL (as for self_disjoint, any space)
   goes through a pointer indexed by a counter stepped by a value V of
   the iteration (ascsync_stream_index: "y + pos * D" stored, then "pos
   += n"): an execution's pointer and any later one's in a run of the
   loop are at least COEF * V bytes apart, V the earlier iteration's.
   When for every value of V the access stays within COEF * V bytes
   from its pointer (its counts computed from V, windows_within_step),
   the executions touch disjoint bytes: record that in S->ISELF, for
   the access alone (S->IWIN 0).  */
static void
stream_self (gcall *call, int opnum, enum asc_variant var,
             const struct asc_form_info *form, const uint64_t *args,
             tree *ptypes, const struct asc_access *acc, int na, int k,
             struct sync_access *s)
{
  int opd = acc[k].operand;
  HOST_WIDE_INT coef;
  struct ascsync_stream st;
  if (opd >= form->nargs
      || !ascsync_stream_index (call, gimple_call_arg (call, opd + 2), &coef,
                                &st))
    return;
  struct step_values sv = { st.v, st.vlo, st.vhi, coef, -1 };
  if (!windows_within_step (call, opnum, var, form, args, ptypes, na, k, opd,
                            s->space, &sv))
    return;
  s->iself = st.loopnum + 1;
  s->iwin = 0;
}

/* See ascsync-gcc.h.  */
void
ascsync_interleave_self (gcall *call, int opnum, enum asc_variant var,
                         const struct asc_form_info *form,
                         const uint64_t *args, const struct asc_access *acc,
                         int na, int k, struct sync_access *s)
{
  if (s->space != ASC_SPACE_GM && s->ibase && !s->iself)
    interleave_disjoint (call, opnum, var, form, args, acc, na, k, s);
}

/* See ascsync-gcc.h.  */
void
ascsync_across_iterations (gcall *call, int opnum, enum asc_variant var,
                           const struct asc_form_info *form,
                           const uint64_t *args, tree *ptypes,
                           const struct asc_access *acc, int na, int k,
                           struct sync_access *s)
{
  if (!s->ibase)
    self_disjoint (call, opnum, var, form, args, ptypes, acc, na, k, s);
  else if (s->space != ASC_SPACE_GM)
    {
      interleave_disjoint (call, opnum, var, form, args, acc, na, k, s);
      range_from_iteration (call, gimple_call_arg (call,
                                                   acc[k].operand + 2), s);
    }
  if (!s->ibase && !s->iself)
    divmod_self (call, opnum, var, form, args, acc, na, k, s);
  int lnum;
  if (!s->ibase && !s->iself
      && ascsync_tiles_disjoint (call, opnum, var, form, args, na, k,
                                 acc[k].operand, &lnum))
    {
      s->iself = lnum + 1;
      s->iwin = 0;
    }
  if (!s->ibase && !s->iself)
    counter_self (call, form, args, acc, k, s);
  if (!s->ibase && !s->iself)
    stream_self (call, opnum, var, form, args, ptypes, acc, na, k, s);
}
