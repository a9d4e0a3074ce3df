/* gimple_ops.cc -- recognise pipe operations in GIMPLE and build the
   abstract CFG of ascsync (struct sync_func) for one function.

   Operations are: calls of the host entry points of intrinsics.def
   (asc_NAME / asc_NAME_SUFFIX, found with asc_op_lookup), whose
   footprints come from asc_footprint on the arguments' values (constants
   through SSA chains, get_imm (CONST) and integer casts for local
   memory, kernel pointer parameters plus offsets for GM, value ranges
   and type bounds for unknown counts; the whole space when a pointer is
   unknown); scalar loads and stores through pointers into local memory
   or GM (PIPE_S); existing asc_set_flag/asc_wait_flag/asc_pipe_barrier
   calls; and calls of functions of this unit that issue pipe work
   themselves.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "dominance.h"

/* A value known about an SSA operand: an integer interval, or a pointer
   into local memory or into a GM parameter with an offset interval.  */
enum val_kind
{
  VAL_UNKNOWN, VAL_INT, VAL_LOCAL, VAL_GM
};

struct val
{
  enum val_kind kind;
  int param;                 /* VAL_GM: parameter index */
  uint64_t lo, hi;           /* value or offset interval */
};

static struct val
val_unknown (void)
{
  struct val v;
  v.kind = VAL_UNKNOWN;
  v.param = -1;
  v.lo = v.hi = 0;
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

static struct val eval (tree t, int depth);

/* The range of integer SSA name T from GCC's range query, as an
   unsigned interval; unknown when not a non-negative bounded range.  */
static struct val
eval_range (tree t)
{
  if (TREE_CODE (t) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (t)))
    return val_unknown ();
  value_range r;
  if (!get_range_query (cfun)->range_of_expr (r, t)
      || r.undefined_p () || r.varying_p () || r.kind () != VR_RANGE)
    return val_unknown ();
  wide_int lo = r.lower_bound (), hi = r.upper_bound ();
  signop sg = TYPE_SIGN (TREE_TYPE (t));
  if (wi::neg_p (lo, sg) || !wi::fits_uhwi_p (hi))
    return val_unknown ();
  return val_int (lo.to_uhwi (), hi.to_uhwi ());
}

/* Combine A and B under CODE (only what address arithmetic needs).  */
static struct val
eval_binary (enum tree_code code, struct val a, struct val b)
{
  if (a.kind == VAL_UNKNOWN || b.kind == VAL_UNKNOWN)
    return val_unknown ();
  const uint64_t big = (uint64_t) 1 << 40;
  if (a.hi >= big || b.hi >= big)
    return val_unknown ();
  switch (code)
    {
    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
      if (a.kind != VAL_INT && b.kind != VAL_INT)
        return val_unknown ();
      if (a.kind == VAL_INT)
        {
          struct val t = a;
          a = b;
          b = t;
        }
      a.lo += b.lo;
      a.hi += b.hi;
      return a;
    case MULT_EXPR:
      if (a.kind != VAL_INT || b.kind != VAL_INT)
        return val_unknown ();
      return val_int (a.lo * b.lo, a.hi * b.hi);
    case LSHIFT_EXPR:
      if (a.kind != VAL_INT || b.kind != VAL_INT || b.hi > 32)
        return val_unknown ();
      return val_int (a.lo << b.lo, a.hi << b.hi);
    case BIT_AND_EXPR:
      if (a.kind != VAL_INT || b.kind != VAL_INT)
        return val_unknown ();
      if (a.lo == a.hi && b.lo == b.hi)
        return val_int (a.lo & b.lo, a.lo & b.lo);
      return val_int (0, a.hi < b.hi ? a.hi : b.hi);
    default:
      return val_unknown ();
    }
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
  if (TREE_CODE (t) != SSA_NAME || depth > 24)
    return val_unknown ();
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
  struct val r = val_unknown ();
  if (is_gimple_assign (def))
    {
      enum tree_code code = gimple_assign_rhs_code (def);
      switch (code)
        {
        case INTEGER_CST:
        case SSA_NAME:
        case NOP_EXPR:
        case CONVERT_EXPR:
          r = eval (gimple_assign_rhs1 (def), depth + 1);
          /* An integer constant used as a pointer is a local offset.  */
          if (r.kind == VAL_INT && POINTER_TYPE_P (TREE_TYPE (t)))
            r.kind = VAL_LOCAL;
          /* Narrowing conversions may wrap: keep only what fits.  */
          if (r.kind == VAL_INT && INTEGRAL_TYPE_P (TREE_TYPE (t))
              && TYPE_PRECISION (TREE_TYPE (t)) < 64
              && r.hi >> TYPE_PRECISION (TREE_TYPE (t)))
            r = val_unknown ();
          break;
        case PLUS_EXPR:
        case POINTER_PLUS_EXPR:
        case MULT_EXPR:
        case LSHIFT_EXPR:
        case BIT_AND_EXPR:
          r = eval_binary (code, eval (gimple_assign_rhs1 (def), depth + 1),
                           eval (gimple_assign_rhs2 (def), depth + 1));
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
          if (r.kind == VAL_INT)
            r.kind = VAL_LOCAL;
          else
            r = val_unknown ();
        }
    }
  if (r.kind == VAL_UNKNOWN)
    r = eval_range (t);
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
  a->base = space == ASC_SPACE_GM ? (p && p->kind == VAL_GM ? p->param : -1)
                                  : 0;
  a->lo = 0;
  a->hi = sync_space_size[space];
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
  int exact = 1, unbounded = 0;
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
          args[j] = v[j].kind == VAL_LOCAL || v[j].kind == VAL_GM
                    ? v[j].lo : 0;
          if (v[j].kind == VAL_UNKNOWN || v[j].kind == VAL_INT
              || v[j].lo != v[j].hi)
            exact = 0;
        }
      else if (v[j].kind == VAL_INT)
        {
          args[j] = v[j].hi;
          if (v[j].lo != v[j].hi)
            exact = 0;
        }
      else
        {
          /* Unknown count or stride: the largest value of its type.  */
          tree type = ptypes[j] ? ptypes[j] : TREE_TYPE (a);
          exact = 0;
          if (INTEGRAL_TYPE_P (type) && TYPE_MAX_VALUE (type)
              && tree_fits_uhwi_p (TYPE_MAX_VALUE (type))
              && TYPE_PRECISION (type) <= 16)
            args[j] = tree_to_uhwi (TYPE_MAX_VALUE (type));
          else
            unbounded = 1;
        }
    }
  struct asc_access acc[ASC_MAX_ACCESSES];
  const char *err = NULL;
  int na = unbounded ? -1
           : asc_footprint ((enum asc_op) opnum, var, args, acc, &err);
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
      uint64_t size = sync_space_size[acc[k].space];
      memset (s, 0, sizeof *s);
      s->space = acc[k].space;
      s->write = acc[k].write;
      s->base = 0;
      if (!p || p->kind == VAL_UNKNOWN || p->kind == VAL_INT
          || (p->kind == VAL_GM) != (acc[k].space == ASC_SPACE_GM))
        {
          access_whole (s, acc[k].space, acc[k].write, p);
          if (p && p->kind == VAL_GM && acc[k].space == ASC_SPACE_GM)
            s->base = p->param;
          continue;
        }
      if (p->kind == VAL_GM)
        s->base = p->param;
      uint64_t extent = asc_access_end (&acc[k]) - acc[k].base;
      s->lo = p->lo;
      s->hi = p->hi + extent;
      if (s->hi > size || s->hi < s->lo)
        s->hi = size;
      if (exact && s->hi <= size)
        {
          s->exact = 1;
          s->acc = acc[k];
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

/* Describe scalar memory reference REF (WRITE or read) of statement
   STMT as operation OP; false when it does not touch traced memory.  */
static bool
scalar_access (tree ref, int write, struct sync_op *op)
{
  tree base = get_base_address (ref);
  if (!base || TREE_CODE (base) != MEM_REF
      || TREE_CODE (TREE_OPERAND (base, 0)) != SSA_NAME)
    return false;
  struct val p = eval (TREE_OPERAND (base, 0), 0);
  if (p.kind == VAL_INT)
    p.kind = VAL_LOCAL;
  op->kind = SYNC_OP_PIPE;
  op->pipe = ASC_PIPE_S;
  op->naccess = 0;
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (ref));
  uint64_t sz = size && tree_fits_uhwi_p (size) ? tree_to_uhwi (size) : 0;
  int simple = ref == base && sz > 0
               && tree_fits_uhwi_p (TREE_OPERAND (base, 1));
  uint64_t moff = simple ? tree_to_uhwi (TREE_OPERAND (base, 1)) : 0;
  if (p.kind == VAL_LOCAL || p.kind == VAL_UNKNOWN)
    {
      struct sync_access *a = &op->acc[op->naccess++];
      access_whole (a, ASC_SPACE_UB, write, NULL);
      if (p.kind == VAL_LOCAL && simple)
        {
          a->lo = p.lo + moff;
          a->hi = p.hi + moff + sz;
        }
      else if (p.kind == VAL_LOCAL)
        a->lo = p.lo;
    }
  if (p.kind == VAL_GM || p.kind == VAL_UNKNOWN)
    {
      struct sync_access *a = &op->acc[op->naccess++];
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
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (fun));
  int nb = pre_and_rev_post_order_compute_fn (fun, NULL, rpo, false);
  int *index = XNEWVEC (int, last_basic_block_for_fn (fun));
  for (int i = 0; i < last_basic_block_for_fn (fun); i++)
    index[i] = -1;
  for (int i = 0; i < nb; i++)
    index[rpo[i]] = i;

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
              else if (opnum >= 0 && opnum != ASC_OP_set_vector_mask
                       && gimple_call_num_args (call)
                          == (unsigned) asc_forms[asc_ops[opnum].form].nargs
                             + 2)
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
      XDELETEVEC (rpo);
      XDELETEVEC (index);
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
  fill_cfg_info (fun, fn, *bbs, index);
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
