/* gimple_interp.cc -- the value of an integer SSA name in each
   iteration of a small loop whose control flow depends only on
   constants, found by running the loop's integer statements (ascsync).

   GCC threads a software-pipelined loop, "for (it = 0; it <= n; it++)
   { if (it < n) stage 1 (it); if (it > 0) stage 2 (it - 1); }", into
   shapes scalar evolution cannot follow: the first iteration peeled
   into a loop run at most twice, joins such as "it2 = PHI <it1, it0>"
   where one path went round that inner loop.  When every branch of
   one run of the loop is decided by constants, the run is the same
   every time, and running it once tells what each name holds in each
   iteration: "it2" is T + 1 in iteration T, so stage 2's slot "(it2 -
   1) & 1" rotates with the loop.  Values are GCC constants folded with
   GCC's own folder (the types' wrapping and signedness); anything else
   (memory, calls, pointers) is unknown, and a branch on an unknown
   value ends the attempt.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "fold-const.h"
#include "gimple_val.h"

/* Statements run per attempt at most, iterations per run, and SSA
   names of a function (the table holds a value per name and
   iteration).  */
#define INTERP_MAX_STEPS 200000
#define INTERP_MAX_ITERS 32
#define INTERP_MAX_SSA 20000

/* The outcome of running one loop (cached per loop number).  VALS[D *
   INTERP_MAX_ITERS + T], D = DENSE[V]: the value SSA version V, defined
   in the loop, took in iteration T (NULL_TREE: not defined in T; only
   the names the loop defines have a row, DENSE[V] -1 for the others);
   MULTI[V]: defined more than once in some iteration, or unknown when
   defined.  */
struct interp_run
{
  int loopnum;
  bool ok;
  int niters;
  unsigned nssa;
  int *dense;
  tree *vals;
  unsigned char *multi;
  unsigned char *addr;       /* per SSA version: made from an address */
};

static vec<struct interp_run> runs;
/* Per loop number: 1 + ascsync_loop_max_iters of the loop once asked
   (0: not asked yet).  */
static vec<int> max_iters;

/* See gimple_val.h.  */
void
ascsync_interp_reset (void)
{
  for (unsigned i = 0; i < runs.length (); i++)
    {
      free (runs[i].dense);
      free (runs[i].vals);
      free (runs[i].multi);
      free (runs[i].addr);
    }
  runs.release ();
  max_iters.release ();
}

/* G as a call "LHS = get_imm (X)" with an SSA name LHS, or NULL.  */
static gcall *
get_imm_call (gimple *g)
{
  gcall *call = dyn_cast <gcall *> (g);
  tree lhs = call ? gimple_call_lhs (call) : NULL_TREE;
  if (!lhs || TREE_CODE (lhs) != SSA_NAME || !ascsync_get_imm_p (call))
    return NULL;
  return call;
}

/* See gimple_val.h.  */
tree
ascsync_fold_rhs (enum tree_code code, tree type, tree a, tree b)
{
  if (!a)
    return NULL_TREE;
  tree r = NULL_TREE;
  switch (get_gimple_rhs_class (code))
    {
    case GIMPLE_SINGLE_RHS:
      r = a;
      break;
    case GIMPLE_UNARY_RHS:
      r = fold_unary (code, type, a);
      break;
    case GIMPLE_BINARY_RHS:
      r = b ? fold_binary (code, type, a, b) : NULL_TREE;
      break;
    default:
      break;
    }
  return r && TREE_CODE (r) == INTEGER_CST ? fold_convert (type, r)
                                           : NULL_TREE;
}

/* The constant value of integer operand T defined outside the loop
   being run, or NULL_TREE: constants, and names computed from them
   (get_imm (X) being the local address X, which sets *TAINTED) without
   PHIs or memory.  DEPTH bounds the recursion.  */
static tree
outside_value (tree t, bool *tainted, int depth)
{
  if (TREE_CODE (t) == INTEGER_CST)
    return t;
  if (TREE_CODE (t) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (t))
      || SSA_NAME_IS_DEFAULT_DEF (t) || depth > 8)
    return NULL_TREE;
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (gcall *call = get_imm_call (def))
    {
      tree x = outside_value (gimple_call_arg (call, 0), tainted, depth + 1);
      *tainted = true;
      return x ? fold_convert (TREE_TYPE (t), x) : NULL_TREE;
    }
  gassign *as = dyn_cast <gassign *> (def);
  if (!as || gimple_assign_load_p (as))
    return NULL_TREE;
  enum tree_code code = gimple_assign_rhs_code (as);
  tree a = outside_value (gimple_assign_rhs1 (as), tainted, depth + 1);
  tree b = get_gimple_rhs_class (code) == GIMPLE_BINARY_RHS
           ? outside_value (gimple_assign_rhs2 (as), tainted, depth + 1)
           : NULL_TREE;
  return ascsync_fold_rhs (code, TREE_TYPE (t), a, b);
}

/* The constant value of integer operand T in the run, or NULL_TREE:
   constants; names defined in LOOP from CUR; names defined outside it
   by outside_value.  *TAINTED is set when the value is made from an
   address (ADDR[V] of the current values for names in LOOP).  */
static tree
operand_value (class loop *loop, tree t, tree *cur, unsigned char *addr,
               bool *tainted)
{
  if (TREE_CODE (t) == INTEGER_CST)
    return t;
  if (TREE_CODE (t) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (t)))
    return NULL_TREE;
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (!SSA_NAME_IS_DEFAULT_DEF (t) && gimple_bb (def)
      && flow_bb_inside_loop_p (loop, gimple_bb (def)))
    {
      if (addr[SSA_NAME_VERSION (t)])
        *tainted = true;
      return cur[SSA_NAME_VERSION (t)];
    }
  return outside_value (t, tainted, 0);
}

/* The value of assignment AS in the run, or NULL_TREE; *TAINTED as
   for operand_value.  */
static tree
assign_value (class loop *loop, gassign *as, tree *cur, unsigned char *addr,
              bool *tainted)
{
  tree lhs = gimple_assign_lhs (as);
  if (TREE_CODE (lhs) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (lhs))
      || gimple_assign_load_p (as))
    return NULL_TREE;
  enum tree_code code = gimple_assign_rhs_code (as);
  tree a = operand_value (loop, gimple_assign_rhs1 (as), cur, addr,
                          tainted);
  tree b = get_gimple_rhs_class (code) == GIMPLE_BINARY_RHS
           ? operand_value (loop, gimple_assign_rhs2 (as), cur, addr, tainted)
           : NULL_TREE;
  return ascsync_fold_rhs (code, TREE_TYPE (lhs), a, b);
}

/* Note that SSA version V took value X (NULL_TREE: unknown; TAINTED:
   made from an address) in iteration T of R, as the current value
   CUR[V] (ADDR[V]).  */
static void
record (struct interp_run *r, unsigned v, int t, tree x, bool tainted,
        tree *cur, unsigned char *addr)
{
  if (r->dense[v] < 0)
    {
      r->multi[v] = 1;          /* not a name of the loop */
      return;
    }
  tree *slot = &r->vals[(size_t) r->dense[v] * INTERP_MAX_ITERS + t];
  if (*slot || !x)
    r->multi[v] = 1;
  *slot = x;
  cur[v] = x;
  addr[v] = tainted;
  if (tainted)
    r->addr[v] = 1;
}

/* The edge condition C of LOOP takes with the current values CUR
   (ADDR as for operand_value), or NULL when a value it compares is
   unknown.  */
static edge
cond_edge (class loop *loop, gcond *c, tree *cur, unsigned char *addr)
{
  bool tainted = false;
  tree a = operand_value (loop, gimple_cond_lhs (c), cur, addr, &tainted);
  tree b = operand_value (loop, gimple_cond_rhs (c), cur, addr, &tainted);
  tree x = a && b ? fold_binary (gimple_cond_code (c), boolean_type_node, a,
                                 b)
                  : NULL_TREE;
  if (!x || TREE_CODE (x) != INTEGER_CST)
    return NULL;
  edge te, fe;
  extract_true_false_edges_from_block (gimple_bb (c), &te, &fe);
  return integer_zerop (x) ? fe : te;
}

/* Run one run of LOOP from its entry into R; false when a branch
   depends on an unknown value, the run is too long, or LOOP has not
   one entry edge.  */
static bool
run_loop (class loop *loop, struct interp_run *r)
{
  edge entry = ascsync_loop_entry_edge (loop);
  if (!entry)
    return false;
  tree *cur = XCNEWVEC (tree, r->nssa);
  unsigned char *addr = XCNEWVEC (unsigned char, r->nssa);
  tree *phis = XCNEWVEC (tree, r->nssa);
  bool *ptaint = XCNEWVEC (bool, r->nssa);
  bool ok = false;
  int t = -1;
  long steps = 0;
  for (edge e = entry; e; )
    {
      basic_block bb = e->dest;
      if (!flow_bb_inside_loop_p (loop, bb))
        {
          ok = true;            /* the run left the loop */
          break;
        }
      if (bb == loop->header && ++t >= INTERP_MAX_ITERS)
        break;
      /* PHIs take their arguments on E all at once.  */
      unsigned n = 0;
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
           gsi_next (&gsi), n++)
        {
          gphi *phi = gsi.phi ();
          tree res = gimple_phi_result (phi);
          ptaint[n] = false;
          phis[n] = virtual_operand_p (res)
                    ? NULL_TREE
                    : operand_value (loop, PHI_ARG_DEF_FROM_EDGE (phi, e),
                                     cur, addr, &ptaint[n]);
        }
      n = 0;
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
           gsi_next (&gsi), n++)
        {
          tree res = gimple_phi_result (gsi.phi ());
          if (virtual_operand_p (res))
            continue;
          record (r, SSA_NAME_VERSION (res), t, phis[n], ptaint[n], cur,
                  addr);
        }
      edge next = single_succ_p (bb) ? single_succ_edge (bb) : NULL;
      bool stop = false;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
           !gsi_end_p (gsi) && !stop; gsi_next (&gsi))
        {
          gimple *g = gsi_stmt (gsi);
          if (++steps > INTERP_MAX_STEPS)
            stop = true;
          else if (gassign *as = dyn_cast <gassign *> (g))
            {
              tree lhs = gimple_assign_lhs (as);
              if (TREE_CODE (lhs) != SSA_NAME)
                continue;
              bool tainted = false;
              tree x = assign_value (loop, as, cur, addr, &tainted);
              record (r, SSA_NAME_VERSION (lhs), t, x, tainted, cur, addr);
            }
          else if (gcond *c = dyn_cast <gcond *> (g))
            {
              next = cond_edge (loop, c, cur, addr);
              stop = !next;
            }
          else if (gimple_code (g) == GIMPLE_SWITCH)
            stop = true;
          else if (gcall *call = get_imm_call (g))
            {
              /* get_imm (X) is the local address X.  */
              tree lhs = gimple_call_lhs (call);
              bool tainted = false;
              tree x = operand_value (loop, gimple_call_arg (call, 0), cur,
                                      addr, &tainted);
              if (x && INTEGRAL_TYPE_P (TREE_TYPE (lhs)))
                x = fold_convert (TREE_TYPE (lhs), x);
              else
                x = NULL_TREE;
              record (r, SSA_NAME_VERSION (lhs), t, x, true, cur, addr);
            }
          else if (tree lhs = gimple_get_lhs (g))
            if (TREE_CODE (lhs) == SSA_NAME)
              record (r, SSA_NAME_VERSION (lhs), t, NULL_TREE, false, cur,
                      addr);
        }
      if (stop || !next || (next->flags & (EDGE_ABNORMAL | EDGE_EH)))
        break;
      e = next;
    }
  free (cur);
  free (addr);
  free (phis);
  free (ptaint);
  r->niters = t + 1;
  return ok && t >= 0;
}

/* The cached run of LOOP, run now if it has not been.  */
static struct interp_run *
loop_run (class loop *loop)
{
  for (unsigned i = 0; i < runs.length (); i++)
    if (runs[i].loopnum == loop->num)
      return &runs[i];
  struct interp_run r;
  memset (&r, 0, sizeof r);
  r.loopnum = loop->num;
  r.nssa = num_ssa_names;
  if (r.nssa <= INTERP_MAX_SSA)
    {
      /* A row of values for each name the loop defines.  */
      r.dense = XNEWVEC (int, r.nssa);
      for (unsigned v = 0; v < r.nssa; v++)
        r.dense[v] = -1;
      int ndefs = 0;
      basic_block *body = get_loop_body (loop);
      for (unsigned i = 0; i < loop->num_nodes; i++)
        {
          for (gphi_iterator gsi = gsi_start_phis (body[i]);
               !gsi_end_p (gsi); gsi_next (&gsi))
            r.dense[SSA_NAME_VERSION (gimple_phi_result (gsi.phi ()))]
              = ndefs++;
          for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
               !gsi_end_p (gsi); gsi_next (&gsi))
            {
              tree lhs = gimple_get_lhs (gsi_stmt (gsi));
              if (lhs && TREE_CODE (lhs) == SSA_NAME)
                r.dense[SSA_NAME_VERSION (lhs)] = ndefs++;
            }
        }
      free (body);
      r.vals = XCNEWVEC (tree, (size_t) (ndefs + 1) * INTERP_MAX_ITERS);
      r.multi = XCNEWVEC (unsigned char, r.nssa);
      r.addr = XCNEWVEC (unsigned char, r.nssa);
    }
  if (r.vals)
    r.ok = run_loop (loop, &r);
  runs.safe_push (r);
  return &runs.last ();
}

/* See gimple_val.h.  */
bool
ascsync_interp_affine (class loop *loop, tree name, HOST_WIDE_INT *c,
                       HOST_WIDE_INT *s)
{
  if (!loop || !loop_outer (loop) || TREE_CODE (name) != SSA_NAME
      || !INTEGRAL_TYPE_P (TREE_TYPE (name)))
    return false;
  struct interp_run *r = loop_run (loop);
  unsigned v = SSA_NAME_VERSION (name);
  if (!r->ok || v >= r->nssa || r->dense[v] < 0 || r->multi[v]
      || r->addr[v] || r->niters < 2)
    return false;
  /* Every iteration that defines NAME gives C + S * T; two of them fix
     C and S.  */
  int t0 = -1, t1 = -1;
  HOST_WIDE_INT v0 = 0, v1 = 0;
  for (int t = 0; t < r->niters; t++)
    {
      tree x = r->vals[(size_t) r->dense[v] * INTERP_MAX_ITERS + t];
      if (!x)
        continue;
      if (!tree_fits_shwi_p (x))
        return false;
      HOST_WIDE_INT val = tree_to_shwi (x);
      if (t0 < 0)
        {
          t0 = t;
          v0 = val;
        }
      else if (t1 < 0)
        {
          t1 = t;
          v1 = val;
          if ((v1 - v0) % (t1 - t0) != 0)
            return false;
          *s = (v1 - v0) / (t1 - t0);
          *c = v0 - *s * t0;
        }
      else if (val != *c + *s * t)
        return false;
    }
  return t1 >= 0;
}

/* The outermost loop inside LOOP that holds BB, or NULL when BB lies
   directly in LOOP.  */
static class loop *
inner_loop_of (class loop *loop, basic_block bb)
{
  class loop *l = bb->loop_father;
  if (l == loop)
    return NULL;
  while (loop_outer (l) != loop)
    l = loop_outer (l);
  return l;
}

/* Push the edges out of BB that stay in LOOP onto *WORK; false when one
   of them is a back edge of LOOP (a path goes round).  */
static bool
push_succs (class loop *loop, vec<edge> *work, basic_block bb)
{
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    {
      if (e->dest == loop->header)
        return false;
      if (flow_bb_inside_loop_p (loop, e->dest))
        work->safe_push (e);
    }
  return true;
}

/* Whether every iteration of LOOP after the first leaves LOOP before
   its back edge, decided by walking each path of such an iteration from
   the header with the header's PHIs holding what the back edges give
   them when that is a constant (the same on every back edge).  A
   branch on an unknown value takes both ways; an inner loop is left by
   any of its exits, its values unknown.  This is the loop GCC makes of
   a software-pipelined loop's first iteration: "it = PHI <it0, 1>",
   left when "it != 0".  False when not, or when the walk is too
   long.  */
static bool
later_iterations_leave (class loop *loop)
{
  unsigned nssa = num_ssa_names;
  if (nssa > INTERP_MAX_SSA)
    return false;
  tree *cur = XCNEWVEC (tree, nssa);
  unsigned char *addr = XCNEWVEC (unsigned char, nssa);
  bool known = false;
  for (gphi_iterator gsi = gsi_start_phis (loop->header); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gphi *phi = gsi.phi ();
      tree res = gimple_phi_result (phi);
      if (virtual_operand_p (res))
        continue;
      tree x = NULL_TREE;
      bool first = true, tainted = false;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, loop->header->preds)
        if (flow_bb_inside_loop_p (loop, e->src))
          {
            tree y = operand_value (loop, PHI_ARG_DEF_FROM_EDGE (phi, e),
                                    cur, addr, &tainted);
            x = first || (x && y && tree_int_cst_equal (x, y)) ? y
                                                               : NULL_TREE;
            first = false;
          }
      cur[SSA_NAME_VERSION (res)] = x;
      known |= x != NULL_TREE;
    }
  /* NULL stands for the header, whose PHIs are set above.  */
  auto_vec<edge> work;
  bool ok = known;
  work.safe_push (NULL);
  long steps = 0;
  while (ok && !work.is_empty ())
    {
      edge e = work.pop ();
      basic_block bb = e ? e->dest : loop->header;
      if (++steps > INTERP_MAX_STEPS / 16)
        {
          ok = false;
          break;
        }
      if (class loop *in = inner_loop_of (loop, bb))
        {
          /* Leave the inner loop by each of its exits.  */
          auto_vec<edge> exits = get_loop_exit_edges (in);
          for (unsigned k = 0; ok && k < exits.length (); k++)
            if (exits[k]->dest == loop->header)
              ok = false;
            else if (flow_bb_inside_loop_p (loop, exits[k]->dest))
              work.safe_push (exits[k]);
          continue;
        }
      if (e)
        for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
             gsi_next (&gsi))
          {
            tree res = gimple_phi_result (gsi.phi ());
            if (virtual_operand_p (res))
              continue;
            bool tainted = false;
            cur[SSA_NAME_VERSION (res)]
              = operand_value (loop, PHI_ARG_DEF_FROM_EDGE (gsi.phi (), e),
                               cur, addr, &tainted);
          }
      edge next = NULL;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
           gsi_next (&gsi))
        {
          gimple *g = gsi_stmt (gsi);
          bool tainted = false;
          if (gassign *as = dyn_cast <gassign *> (g))
            {
              tree lhs = gimple_assign_lhs (as);
              if (TREE_CODE (lhs) == SSA_NAME)
                cur[SSA_NAME_VERSION (lhs)]
                  = assign_value (loop, as, cur, addr, &tainted);
            }
          else if (gcond *c = dyn_cast <gcond *> (g))
            next = cond_edge (loop, c, cur, addr);
          else if (tree lhs = gimple_get_lhs (g))
            if (TREE_CODE (lhs) == SSA_NAME)
              cur[SSA_NAME_VERSION (lhs)] = NULL_TREE;
        }
      if (!next)
        ok = push_succs (loop, &work, bb);
      else if (next->dest == loop->header)
        ok = false;
      else if (flow_bb_inside_loop_p (loop, next->dest))
        work.safe_push (next);
    }
  free (cur);
  free (addr);
  return ok;
}

/* See gimple_val.h.  */
int
ascsync_loop_max_iters (class loop *loop)
{
  if (!loop || !loop_outer (loop))
    return 0;
  unsigned num = loop->num;
  if (num < max_iters.length () && max_iters[num])
    return max_iters[num] - 1;
  HOST_WIDE_INT latch = get_max_loop_iterations_int (loop);
  int n = latch >= 0 && latch < INTERP_MAX_ITERS ? (int) latch + 1 : 0;
  if ((!n || n > 2) && later_iterations_leave (loop))
    n = 2;
  if (num >= max_iters.length ())
    max_iters.safe_grow_cleared (num + 1);
  max_iters[num] = n + 1;
  return n;
}
