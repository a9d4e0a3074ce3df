/* gimple_lengths.cc -- the count assumption: counts computed from
   lengths are not negative (ascsync).

   A tail tile's count is written "MIN (len - t * TILE, TILE)", scaled
   and converted to the count's unsigned type: "(uint16_t) ((n + 15) /
   16)".  In the loop "for (t = 0; t < ntiles; t++)" with ntiles =
   ceil (len / TILE) the length is positive, but nothing GCC knows says
   so: in a signed type "len - t * TILE" may be any value below TILE,
   and its conversion wraps a negative value to nearly the type's
   largest count.  Taken as it stands, the count of every tile is "up to
   65535 blocks", its transfer meets the next tile's and a kernel that
   double-buffers tiles gets a barrier between them.

   The count assumption, part of the layout assumption
   (-fplugin-arg-ascsync-layout=no turns both off): a signed value a
   count or stride is computed from is not negative -- a length, an
   index, a number of rows -- where it is converted to another type on
   the way to the count (or masked to its low bits, "X & 65535", GCC's
   form of a conversion to uint16_t).  Under it the count's range is the interval
   arithmetic of its definitions, a signed operand of a conversion
   clamped at 0, GCC's ranges at each definition (the conditions that
   dominate it: "left <= 63" on the arm of the MIN) bounding the
   values.
   A count that reaches its type's largest value by an unsigned value
   (a quotient of an unsigned length read from data, converted to a
   narrower repeat count) is not helped: it may really be that large.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "gimple_val.h"

/* Largest depth of definitions followed, and largest number of them
   one question follows (the walk branches at every PHI and binary
   operation: without a bound, PHIs of many arguments nested ten deep
   take hours).  */
#define LENGTHS_MAX_DEPTH 10
#define LENGTHS_MAX_STEPS 4096

/* An interval of values.  */
typedef struct int_span span_t;

/* A count's definitions compiled into an expression of at most two
   sizes held fixed: the count assumption's arithmetic, GCC's range at
   each definition, a helper's recorded result.  Evaluating it at many
   values of the sizes walks the definitions and asks GCC once.  A node
   with no fixed size below it is folded to its values as the walk
   builds it, so a walk with no size fixed leaves one node.  */
enum lx_kind
{
  LX_CONST,                     /* the values S */
  LX_FIX,                       /* size FIX: its value when S, its
                                   type's values, holds it; else S */
  LX_CONVERT,                   /* A converted (ascsync_span_convert) */
  LX_COMBINE,                   /* CODE on A and B (ascsync_span_combine) */
  LX_FIT,                       /* A as a value of the type */
  LX_UNION,                     /* A or B */
  LX_NARROW,                    /* A, or TAIL when lower; within S */
  LX_CALL                       /* a helper's result at CALL */
};

/* One node; operands A and B are indices of nodes (-1: none).  The
   result is of precision PREC, unsigned when UNS.  An interval with
   LO > HI stands for none.  */
struct lx_node
{
  enum lx_kind kind;
  enum tree_code code;
  int a, b, fix;
  int prec;
  bool uns, from_signed, conv;
  span_t s, tail;
  gcall *call;                  /* LX_CALL, whose arguments are walked
                                   from DEPTH with STEPS steps */
  int depth, steps;
};

/* A compiled count: its nodes, the sizes FIX (null: none).  */
struct length_fn
{
  vec<lx_node> nodes;
  tree fix[2];
};

/* Where a walk of definitions is: DEPTH definitions in, STEPS_LEFT
   more it may follow (shared by the whole walk), compiling into FN.  */
struct lengths_walk
{
  int depth;
  int *steps_left;
  struct length_fn *fn;
};

/* See gimple_val.h.  */
struct ascsync_count_fn
{
  struct length_fn fn;
  int root;                     /* the node of COUNT */
  tree count;
};

#define LENGTHS_INF ASCSYNC_SPAN_INF

/* A node of kind KIND with no operands, of no type.  */
static struct lx_node
lx_blank (enum lx_kind kind)
{
  struct lx_node n;
  memset (&n, 0, sizeof n);
  n.kind = kind;
  n.a = n.b = -1;
  n.s.lo = n.tail.lo = 1;
  n.s.hi = n.tail.hi = 0;
  return n;
}

/* Add node N to FN; its index.  */
static int
lx_push (struct length_fn *fn, const struct lx_node &n)
{
  fn->nodes.safe_push (n);
  return (int) fn->nodes.length () - 1;
}

/* Add a node of the values S to FN; its index.  */
static int
lx_const (struct length_fn *fn, span_t s)
{
  struct lx_node n = lx_blank (LX_CONST);
  n.s = s;
  return lx_push (fn, n);
}

static span_t lx_eval (const struct length_fn *fn, int id,
                       const HOST_WIDE_INT *vals);
static span_t call_span (const struct length_fn *fn,
                         const struct lx_node *n,
                         const HOST_WIDE_INT *vals);

/* S within GCC's range G (none: S), or S when they do not meet.  */
static span_t
narrow_span (span_t s, span_t g)
{
  if (g.lo > g.hi)
    return s;
  span_t t = { s.lo > g.lo ? s.lo : g.lo, s.hi < g.hi ? s.hi : g.hi };
  return t.lo <= t.hi ? t : s;
}

/* The values of node N of FN where its sizes have values VALS.  */
static span_t
lx_apply (const struct length_fn *fn, const struct lx_node *n,
          const HOST_WIDE_INT *vals)
{
  span_t s;
  switch (n->kind)
    {
    case LX_FIX:
      s = n->s;
      if (vals[n->fix] >= s.lo && vals[n->fix] <= s.hi)
        s.lo = s.hi = vals[n->fix];
      return s;
    case LX_CONVERT:
      return ascsync_span_convert (lx_eval (fn, n->a, vals), n->from_signed,
                                   n->prec, n->uns, n->conv);
    case LX_COMBINE:
      return ascsync_span_combine (n->code, lx_eval (fn, n->a, vals),
                                   lx_eval (fn, n->b, vals), n->prec, n->uns);
    case LX_FIT:
      return ascsync_span_fit (lx_eval (fn, n->a, vals), n->prec, n->uns);
    case LX_UNION:
      {
        span_t x = lx_eval (fn, n->a, vals), y = lx_eval (fn, n->b, vals);
        s.lo = MIN (x.lo, y.lo);
        s.hi = MAX (x.hi, y.hi);
        return s;
      }
    case LX_NARROW:
      s = lx_eval (fn, n->a, vals);
      if (n->tail.lo <= n->tail.hi && n->tail.hi < s.hi)
        s = n->tail;
      return narrow_span (s, n->s);
    case LX_CALL:
      return call_span (fn, n, vals);
    default:
      return n->s;
    }
}

/* The values of node ID of FN where its sizes have values VALS.  */
static span_t
lx_eval (const struct length_fn *fn, int id, const HOST_WIDE_INT *vals)
{
  return lx_apply (fn, &fn->nodes[id], vals);
}

/* Add node N to FN, its operands' nodes being the ones from MARK on;
   folded to its values when they are all constant.  Its index.  */
static int
lx_finish (struct length_fn *fn, unsigned mark, const struct lx_node &n)
{
  bool folds = n.kind != LX_FIX && n.kind != LX_CALL
               && (n.a < 0 || fn->nodes[n.a].kind == LX_CONST)
               && (n.b < 0 || fn->nodes[n.b].kind == LX_CONST);
  if (!folds)
    return lx_push (fn, n);
  span_t s = lx_apply (fn, &n, NULL);
  fn->nodes.truncate (mark);
  return lx_const (fn, s);
}

/* The values of integer type TYPE, within [-LENGTHS_INF,
   LENGTHS_INF].  */
static span_t
type_span (tree type)
{
  return ascsync_span_of_type (TYPE_PRECISION (type), TYPE_UNSIGNED (type));
}

/* S limited to the values of TYPE: unchanged when they hold it, else
   all of TYPE's values (the conversion wraps).  */
static span_t
fit_type (span_t s, tree type)
{
  return ascsync_span_fit (s, TYPE_PRECISION (type), TYPE_UNSIGNED (type));
}

/* Bound W of a range of sign SG as a number within [-LENGTHS_INF,
   LENGTHS_INF] (clamped there).  */
static int64_t
clamp_bound (const wide_int &w, signop sg)
{
  widest_int x = widest_int::from (w, sg);
  if (wi::gts_p (x, LENGTHS_INF))
    return LENGTHS_INF;
  if (wi::lts_p (x, -LENGTHS_INF))
    return -LENGTHS_INF;
  return x.to_shwi ();
}

/* GCC's range of SSA name X at statement AT as an interval (none when
   GCC knows nothing).  CONVERTED: X is converted to a type of at most
   its precision on the way to the count, so the assumption holds for
   it: of an unsigned X, only the values that are not negative read as
   signed count (IVOPTs keeps "len - t * TILE" as an unsigned induction
   variable, and GCC's range under "(long) iv <= 15" is [0, 15] and the
   upper half).  */
static span_t
ranger_span (tree x, gimple *at, bool converted)
{
  span_t g = { LENGTHS_INF, -LENGTHS_INF };
  int_range_max r;
  if (!get_range_query (cfun)->range_of_expr (r, x, at) || r.undefined_p ()
      || r.varying_p ())
    return g;
  tree type = TREE_TYPE (x);
  unsigned prec = TYPE_PRECISION (type);
  bool halve = converted && TYPE_UNSIGNED (type) && prec >= 2 && prec <= 64;
  for (unsigned i = 0; i < r.num_pairs (); i++)
    {
      wide_int wlo = r.lower_bound (i), whi = r.upper_bound (i);
      if (halve)
        {
          wide_int top = wi::set_bit_in_zero (prec - 1, prec);
          if (wi::geu_p (wlo, top))
            continue;             /* negative read as signed */
          if (wi::geu_p (whi, top))
            whi = top - 1;
        }
      g.lo = MIN (g.lo, clamp_bound (wlo, TYPE_SIGN (type)));
      g.hi = MAX (g.hi, clamp_bound (whi, TYPE_SIGN (type)));
    }
  return g;
}

static int length_node (tree x, gimple *at, struct lengths_walk w,
                        bool converted);

/* Whether integer SSA names X and V hold one value where X is given
   one of V's that its type holds: V itself, or a conversion of it
   between types of 16 bits or more (the value fits each).  */
static bool
same_name_p (tree x, tree v)
{
  for (int depth = 0; depth < 4 && TREE_CODE (x) == SSA_NAME; depth++)
    {
      if (x == v)
        return true;
      gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (x));
      if (!as || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (as))
          || TYPE_PRECISION (TREE_TYPE (x)) < 16
          || !INTEGRAL_TYPE_P (TREE_TYPE (gimple_assign_rhs1 (as)))
          || TYPE_PRECISION (TREE_TYPE (gimple_assign_rhs1 (as))) < 16)
        return false;
      x = gimple_assign_rhs1 (as);
    }
  return x == v;
}

/* W one definition further in.  */
static struct lengths_walk
deeper (struct lengths_walk w)
{
  w.depth++;
  return w;
}

/* A walk of a helper's arguments: the sizes FIX at VALS (null while
   compiling: DEPENDENT is set when an argument's values depend on
   them), from DEPTH with STEPS_LEFT steps.  */
struct call_walk
{
  tree fix[2];
  const HOST_WIDE_INT *vals;
  int depth;
  int *steps_left;
  bool dependent;
};

/* The values of argument ARG of CALL under the count assumption, DATA
   the call_walk at CALL's result (ascsync_retval_span).  */
static struct int_span
call_arg_span (tree arg, gcall *call, void *data)
{
  struct call_walk *cw = (struct call_walk *) data;
  struct length_fn sub = { vNULL, { cw->fix[0], cw->fix[1] } };
  struct lengths_walk w = { cw->depth, cw->steps_left, &sub };
  int root = length_node (arg, call, w, false);
  span_t s = { -LENGTHS_INF, LENGTHS_INF };
  if (sub.nodes[root].kind == LX_CONST || cw->vals)
    s = lx_eval (&sub, root, cw->vals);
  else
    cw->dependent = true;
  sub.nodes.release ();
  return s;
}

/* The values of node N of FN, a helper's result, where the sizes have
   values VALS: its arguments walked again at them.  */
static span_t
call_span (const struct length_fn *fn, const struct lx_node *n,
           const HOST_WIDE_INT *vals)
{
  int steps = n->steps;
  struct call_walk cw = { { fn->fix[0], fn->fix[1] }, vals, n->depth,
                          &steps, false };
  struct int_span r;
  if (ascsync_retval_span (n->call, call_arg_span, &cw, true, &r))
    return ascsync_span_fit (r, n->prec, n->uns);
  return ascsync_span_of_type (n->prec, n->uns);
}

/* The node of the result of helper call CALL, X, at walk W (-1: not
   known): a constant unless an argument depends on the sizes.  */
static int
call_node (tree x, gcall *call, struct lengths_walk w)
{
  int steps0 = *w.steps_left;
  struct call_walk cw = { { w.fn->fix[0], w.fn->fix[1] }, NULL,
                          w.depth + 1, w.steps_left, false };
  struct int_span r;
  if (!ascsync_retval_span (call, call_arg_span, &cw, true, &r))
    return -1;
  if (!cw.dependent)
    return lx_const (w.fn, fit_type (r, TREE_TYPE (x)));
  struct lx_node n = lx_blank (LX_CALL);
  n.call = call;
  n.depth = w.depth + 1;
  n.steps = steps0;
  n.prec = TYPE_PRECISION (TREE_TYPE (x));
  n.uns = TYPE_UNSIGNED (TREE_TYPE (x));
  return lx_push (w.fn, n);
}

/* The node of the definition of SSA name X, assignment DEF.  */
static int
assign_node (tree x, gassign *def, struct lengths_walk w)
{
  tree type = TREE_TYPE (x);
  enum tree_code code = gimple_assign_rhs_code (def);
  unsigned mark = w.fn->nodes.length ();
  struct lx_node n = lx_blank (LX_CONVERT);
  n.prec = TYPE_PRECISION (type);
  n.uns = TYPE_UNSIGNED (type);
  if (CONVERT_EXPR_CODE_P (code) || code == SSA_NAME)
    {
      tree a = gimple_assign_rhs1 (def);
      if (!INTEGRAL_TYPE_P (TREE_TYPE (a)))
        return lx_const (w.fn, type_span (type));
      n.conv = code != SSA_NAME;
      /* Read as signed only where the conversion keeps at most A's
         bits: a zero-extension keeps every value of A.  */
      bool narrowing = n.conv && (TYPE_PRECISION (type)
                                  <= TYPE_PRECISION (TREE_TYPE (a)));
      n.from_signed = !TYPE_UNSIGNED (TREE_TYPE (a));
      n.a = length_node (a, def, deeper (w), narrowing);
      return lx_finish (w.fn, mark, n);
    }
  if (code == NEGATE_EXPR && INTEGRAL_TYPE_P (TREE_TYPE (gimple_assign_rhs1
                                                        (def))))
    {
      /* 0 - A.  */
      span_t zero = { 0, 0 };
      n.kind = LX_COMBINE;
      n.code = MINUS_EXPR;
      n.a = lx_const (w.fn, zero);
      n.b = length_node (gimple_assign_rhs1 (def), def, deeper (w), false);
      return lx_finish (w.fn, mark, n);
    }
  if (get_gimple_rhs_class (code) != GIMPLE_BINARY_RHS)
    return lx_const (w.fn, type_span (type));
  tree a = gimple_assign_rhs1 (def), b = gimple_assign_rhs2 (def);
  if (!INTEGRAL_TYPE_P (TREE_TYPE (a)) || !INTEGRAL_TYPE_P (TREE_TYPE (b)))
    return lx_const (w.fn, type_span (type));
  n.kind = LX_COMBINE;
  n.code = code;
  n.a = length_node (a, def, deeper (w), false);
  n.b = length_node (b, def, deeper (w), false);
  return lx_finish (w.fn, mark, n);
}

/* The node of PHI X's values: the union of its arguments, each at its
   definition; -1 at a loop's header, whose arguments come round the
   loop.  */
static int
phi_node (tree x, gphi *phi, struct lengths_walk w)
{
  basic_block bb = gimple_bb (phi);
  if (bb->loop_father && bb->loop_father->header == bb)
    return -1;
  unsigned mark = w.fn->nodes.length ();
  int u = -1;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      tree a = gimple_phi_arg_def (phi, i);
      gimple *adef = TREE_CODE (a) == SSA_NAME ? SSA_NAME_DEF_STMT (a) : phi;
      unsigned armark = w.fn->nodes.length ();
      struct lx_node f = lx_blank (LX_FIT);
      f.prec = TYPE_PRECISION (TREE_TYPE (x));
      f.uns = TYPE_UNSIGNED (TREE_TYPE (x));
      f.a = length_node (a, adef, deeper (w), false);
      int fi = lx_finish (w.fn, armark, f);
      if (u < 0)
        {
          u = fi;
          continue;
        }
      struct lx_node un = lx_blank (LX_UNION);
      un.a = u;
      un.b = fi;
      u = lx_finish (w.fn, mark, un);
    }
  return u;
}

/* The node of the values of integer X at statement AT under the count
   assumption (see the head of the file), at walk W; CONVERTED: X is
   converted to a type of at most its precision there.  */
static int
length_node (tree x, gimple *at, struct lengths_walk w, bool converted)
{
  struct length_fn *fn = w.fn;
  if (TREE_CODE (x) == INTEGER_CST)
    {
      span_t s = type_span (TREE_TYPE (x));
      if (tree_fits_shwi_p (x) && tree_to_shwi (x) <= LENGTHS_INF
          && tree_to_shwi (x) >= -LENGTHS_INF)
        s.lo = s.hi = tree_to_shwi (x);
      return lx_const (fn, s);
    }
  if (TREE_CODE (x) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (x)))
    {
      span_t any = { -LENGTHS_INF, LENGTHS_INF };
      return lx_const (fn, any);
    }
  span_t s = type_span (TREE_TYPE (x));
  for (int i = 0; i < 2; i++)
    if (fn->fix[i] && same_name_p (x, fn->fix[i]))
      {
        struct lx_node f = lx_blank (LX_FIX);
        f.fix = i;
        f.s = s;
        return lx_push (fn, f);
      }
  unsigned mark = fn->nodes.length ();
  int e = -1;
  gimple *def = SSA_NAME_DEF_STMT (x);
  if (w.depth < LENGTHS_MAX_DEPTH && --*w.steps_left >= 0
      && !SSA_NAME_IS_DEFAULT_DEF (x))
    {
      if (gassign *as = dyn_cast <gassign *> (def))
        e = assign_node (x, as, w);
      else if (gphi *phi = dyn_cast <gphi *> (def))
        e = phi_node (x, phi, w);
      else if (gcall *call = dyn_cast <gcall *> (def))
        e = call_node (x, call, w);
    }
  struct lx_node n = lx_blank (LX_NARROW);
  n.a = e >= 0 ? e : lx_const (fn, s);
  uint64_t tlo, thi;
  /* The length of a tile of a ceil-div tiling: proved, in [1, S].  */
  if (ascsync_tail_count (x, &tlo, &thi))
    {
      n.tail.lo = (int64_t) tlo;
      n.tail.hi = (int64_t) thi;
    }
  n.s = ranger_span (x, at, converted);
  return lx_finish (fn, mark, n);
}

/* The values of integer X at statement AT under the count assumption;
   CONVERTED as for length_node.  */
static span_t
length_span (tree x, gimple *at, bool converted)
{
  struct length_fn fn = { vNULL, { NULL_TREE, NULL_TREE } };
  int steps = LENGTHS_MAX_STEPS;
  struct lengths_walk w = { 0, &steps, &fn };
  int root = length_node (x, at, w, converted);
  span_t s = lx_eval (&fn, root, NULL);
  fn.nodes.release ();
  return s;
}

/* See gimple_val.h.  */
bool
ascsync_count_not_negative (tree t, gimple *stmt, uint64_t tmax,
                            uint64_t *hi)
{
  if (TREE_CODE (t) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (t)))
    return false;
  span_t s = length_span (t, stmt, false);
  if (s.lo < 0 || s.hi < s.lo || (uint64_t) s.hi > tmax
      || (uint64_t) s.hi >= ascsync_type_max (TREE_TYPE (t)))
    return false;
  *hi = (uint64_t) s.hi;
  return true;
}

/* ascsync_converted_count_top's answers in function TOP_FN, by SSA
   version: TOP_STATE 0 not asked, 1 none, 2 TOP_HI (the walk is long;
   the exit tests and guards of a function ask about one name many
   times).  */
static function *top_fn;
static vec<unsigned char> top_state;
static vec<uint64_t> top_hi;

/* See gimple_val.h.  */
void
ascsync_lengths_reset (void)
{
  top_fn = NULL;
  top_state.release ();
  top_hi.release ();
}

/* See gimple_val.h.  */
bool
ascsync_converted_count_top (tree t, uint64_t *hi)
{
  if (TREE_CODE (t) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (t)))
    return false;
  if (top_fn != cfun)
    {
      ascsync_lengths_reset ();
      top_fn = cfun;
    }
  unsigned v = SSA_NAME_VERSION (t);
  if (v >= top_state.length ())
    {
      top_state.safe_grow_cleared (num_ssa_names > v ? num_ssa_names : v + 1);
      top_hi.safe_grow_cleared (top_state.length ());
    }
  if (top_state[v])
    {
      *hi = top_hi[v];
      return top_state[v] == 2;
    }
  span_t s = length_span (t, SSA_NAME_DEF_STMT (t), true);
  bool ok = s.hi >= 0 && s.hi < LENGTHS_INF;
  top_state[v] = ok ? 2 : 1;
  top_hi[v] = ok ? (uint64_t) s.hi : 0;
  *hi = top_hi[v];
  return ok;
}

/* Whether span S of count T's values is a count: not negative and
   below the largest value of T's type; its largest value into *HI.  */
static bool
count_top (span_t s, tree t, uint64_t *hi)
{
  if (s.lo < 0 || s.hi < s.lo
      || (uint64_t) s.hi >= ascsync_type_max (TREE_TYPE (t)))
    return false;
  *hi = (uint64_t) s.hi;
  return true;
}

/* See gimple_val.h.  */
struct ascsync_count_fn *
ascsync_count_compile (tree t, gimple *stmt, tree v0, tree v1)
{
  if (TREE_CODE (t) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (t))
      || TREE_CODE (v0) != SSA_NAME || (v1 && TREE_CODE (v1) != SSA_NAME))
    return NULL;
  struct ascsync_count_fn *f = XNEW (struct ascsync_count_fn);
  f->fn.nodes = vNULL;
  f->fn.fix[0] = v0;
  f->fn.fix[1] = v1;
  f->count = t;
  int steps = LENGTHS_MAX_STEPS;
  struct lengths_walk w = { 0, &steps, &f->fn };
  f->root = length_node (t, stmt, w, false);
  return f;
}

/* See gimple_val.h.  */
bool
ascsync_count_eval (const struct ascsync_count_fn *f, HOST_WIDE_INT val0,
                    HOST_WIDE_INT val1, uint64_t *hi, bool *one)
{
  HOST_WIDE_INT vals[2] = { val0, val1 };
  span_t s = lx_eval (&f->fn, f->root, vals);
  if (one)
    *one = s.lo == s.hi;
  return count_top (s, f->count, hi);
}

/* See gimple_val.h.  */
void
ascsync_count_free (struct ascsync_count_fn *f)
{
  if (!f)
    return;
  f->fn.nodes.release ();
  XDELETE (f);
}
