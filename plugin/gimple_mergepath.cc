/* gimple_mergepath.cc -- an access's bytes path by path through the
   merge whose PHIs give its operands (ascsync).

   A tile at an edge is often loaded somewhere else and with another
   length than the others, both chosen by one condition:

     dst = slot + (edge ? HALO * ROW : 0);
     n   = rows + (edge ? 0 : HALO);
     vconv (out + ..., dst, n * REPS, ...);

   GCC makes each a PHI of the block where the two paths meet.  Taken
   apart, the start reaches HALO * ROW and the length rows + HALO, and
   the access seems to run HALO rows past its slot, into the next.  Yet
   every execution of the merge block came in over one edge, and all of
   its PHIs took that edge's arguments together: the access is, on each
   edge, the footprint of those arguments, and the union over the edges
   holds every byte it touches.  ascsync_merge_path_bytes computes that
   union (residue by residue when every edge's pointer rotates alike);
   gimple_ops.cc narrows the access to it.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "gimple_val.h"

/* Most incoming edges of a merge block taken one by one.  */
#define MERGE_MAX_EDGES 8

/* How argument T of the call is made from a PHI of a block: PHI (the
   PHI), OPND (0: T is its result; 1 or 2: T is defined by an
   assignment whose operand OPND is the result, the other operand
   evaluated as it is).  */
struct phi_use
{
  gphi *phi;
  int opnd;
};

/* Whether T is a PHI result, or an assignment of one that
   ascsync_eval_def_with computes (ascsync_def_with_p), into *U.  */
static bool
phi_use_of (tree t, struct phi_use *u)
{
  u->phi = NULL;
  u->opnd = 0;
  if (TREE_CODE (t) != SSA_NAME)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (gphi *phi = dyn_cast<gphi *> (def))
    {
      u->phi = phi;
      return true;
    }
  if (!ascsync_def_with_p (def))
    return false;
  for (int i = 1; i <= 2 && i < (int) gimple_num_ops (def); i++)
    {
      tree x = gimple_op (def, i);
      if (x && TREE_CODE (x) == SSA_NAME
          && gimple_code (SSA_NAME_DEF_STMT (x)) == GIMPLE_PHI)
        {
          if (u->phi)
            return false;       /* two PHIs: not taken apart here */
          u->phi = as_a<gphi *> (SSA_NAME_DEF_STMT (x));
          u->opnd = i;
        }
    }
  return u->phi != NULL;
}

/* Whether BB is a merge whose edges can be taken one by one: not a
   loop header (its PHIs' latch arguments are the previous iteration's),
   at most MERGE_MAX_EDGES edges, each from a block of BB's own loop
   and none abnormal.  */
static bool
merge_block_p (basic_block bb)
{
  if (bb->loop_father && bb->loop_father->header == bb)
    return false;
  if (EDGE_COUNT (bb->preds) < 2 || EDGE_COUNT (bb->preds) > MERGE_MAX_EDGES)
    return false;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->preds)
    if ((e->flags & EDGE_ABNORMAL) || e->src->loop_father != bb->loop_father)
      return false;
  return true;
}

/* The merge block most of CALL's N operands (of FORM, from the third
   argument on) come from through PHIs, at least two of them, into USE
   (each operand's phi_use; PHI NULL for the others); NULL when
   none.  */
static basic_block
merge_of_operands (gcall *call, const struct asc_form_info *form, int n,
                   struct phi_use *use)
{
  basic_block best = NULL;
  int bestn = 1;
  for (int j = 0; j < n; j++)
    {
      if (j == form->scalar_arg
          || !phi_use_of (gimple_call_arg (call, j + 2), &use[j]))
        use[j].phi = NULL;
    }
  for (int j = 0; j < n; j++)
    {
      if (!use[j].phi)
        continue;
      basic_block bb = gimple_bb (use[j].phi);
      int count = 0;
      for (int i = 0; i < n; i++)
        count += use[i].phi && gimple_bb (use[i].phi) == bb;
      if (count > bestn && merge_block_p (bb))
        best = bb, bestn = count;
    }
  for (int j = 0; j < n; j++)
    if (use[j].phi && gimple_bb (use[j].phi) != best)
      use[j].phi = NULL;
  return best;
}

/* The value of operand T (made from PHI as U says) when its merge was
   entered over edge E, into *R; false when not known.  */
static bool
value_on_edge (tree t, const struct phi_use &u, edge e, struct val *r)
{
  tree a = PHI_ARG_DEF_FROM_EDGE (u.phi, e);
  struct val va = ascsync_eval (a, 0);
  if (INTEGRAL_TYPE_P (TREE_TYPE (a)))
    {
      struct val g = ascsync_eval_range (a, NULL);
      if (g.kind == VAL_INT && va.kind == VAL_INT)
        {
          va.lo = MAX (va.lo, g.lo);
          va.hi = MIN (va.hi, g.hi);
          if (va.lo > va.hi)
            return false;
        }
      else if (g.kind == VAL_INT)
        va = g;
    }
  if (u.opnd == 0)
    {
      *r = va;
      return true;
    }
  gimple *def = SSA_NAME_DEF_STMT (t);
  struct val other = ascsync_val_unknown ();
  if (gimple_num_ops (def) > 2)
    other = ascsync_eval (gimple_op (def, 3 - u.opnd), 0);
  return ascsync_eval_def_with (t, u.opnd == 1 ? va : other,
                                u.opnd == 1 ? other : va, r);
}

/* Add [LO, HI) to the union in OUT (FIRST: OUT is empty).  */
static void
union_range (uint64_t *olo, uint64_t *ohi, uint64_t lo, uint64_t hi,
             bool first)
{
  *olo = first ? lo : MIN (*olo, lo);
  *ohi = first ? hi : MAX (*ohi, hi);
}

/* Add to OUT the bytes access ACC (of FORM) touches with operand
   values X (ARGS as the footprint took them), entered over the edge
   numbered EI; false when they are not known as bytes of a local
   pointer.  */
static bool
access_bytes (const struct asc_access *acc, const struct val *x,
              const uint64_t *args, const struct asc_form_info *form, int ei,
              struct ascsync_path_bytes *out)
{
  if (acc->operand >= form->nargs)
    return false;
  const struct val &p = x[acc->operand];
  uint64_t at = args[acc->operand];
  uint64_t end = asc_access_end (acc);
  if (p.kind != VAL_LOCAL || acc->space == ASC_SPACE_GM
      || acc->space >= ASC_NSPACES || p.hi >= OFF_OPEN
      || acc->base < at || end < acc->base)
    return false;
  uint64_t from = acc->base - at, to = end - at;
  uint64_t space = sync_space_size[acc->space];
  if (to > space)
    return false;               /* counts too large (or wrapped) */
  bool rot = p.pk >= 2 && p.ps == 0;
  if (ei > 0 && (rot != (out->pk >= 2) || (rot && (p.pk != out->pk
                                                   || p.pl != out->pl
                                                   || p.pphase
                                                      != out->pphase))))
    out->pk = 0;        /* not alike on every edge: the union only */
  else if (ei == 0)
    {
      out->pk = rot ? p.pk : 0;
      out->pl = p.pl;
      out->pphase = p.pphase;
    }
  for (int r = 0; r < (rot ? p.pk : 1); r++)
    {
      struct val pr = rot ? ascsync_val_at (p, r) : p;
      if (pr.hi >= OFF_OPEN || pr.lo > pr.hi || pr.hi + to > space)
        return false;
      union_range (&out->lo, &out->hi, pr.lo + from, pr.hi + to,
                   ei == 0 && r == 0);
      if (rot && out->pk >= 2)
        union_range (&out->plo[r], &out->phi[r], pr.lo + from, pr.hi + to,
                     ei == 0);
    }
  return true;
}

/* Add to OUT[K] the bytes each access K of operation OPNUM (VAR;
   LANES: the vector mask's, or null) touches with operand values X (of
   FORM), entered over the edge numbered EI, clearing OUT[K].ON where
   they are not known as bytes of a local pointer; returns whether some
   access is still known.  */
static bool
edge_bytes (int opnum, enum asc_variant var,
            const struct asc_form_info *form, const struct val *x,
            const uint64_t *lanes, int ei, struct ascsync_path_bytes *out)
{
  uint64_t args[ASC_MAX_ARGS];
  memset (args, 0, sizeof args);
  for (int j = 0; j < form->nargs; j++)
    {
      if (j == form->scalar_arg)
        continue;
      if (ascsync_val_is_ptr (x[j]))
        args[j] = x[j].hi != OFF_ANY ? x[j].lo : 0;
      else if (x[j].kind == VAL_INT
               && (x[j].lo == x[j].hi
                   || (j != form->mode_arg && j != form->index_arg)))
        args[j] = j == form->init_arg && x[j].lo != x[j].hi ? 0 : x[j].hi;
      else
        return false;
    }
  struct asc_access acc[ASC_MAX_ACCESSES];
  const char *err = NULL;
  int na = asc_footprint_masked ((enum asc_op) opnum, var, args, lanes, acc,
                                 &err);
  bool any = false;
  for (int k = 0; k < ASC_MAX_ACCESSES; k++)
    {
      out[k].on = out[k].on && k < na
                  && access_bytes (&acc[k], x, args, form, ei, &out[k]);
      any |= out[k].on;
    }
  return any;
}

/* See ascsync-gcc.h.  */
bool
ascsync_merge_path_bytes (gcall *call, int opnum, enum asc_variant var,
                          const struct val *v, const uint64_t *lanes,
                          struct ascsync_path_bytes *out)
{
  const struct asc_form_info *form = &asc_forms[asc_ops[opnum].form];
  int n = form->nargs;
  struct phi_use use[ASC_MAX_ARGS];
  memset (out, 0, ASC_MAX_ACCESSES * sizeof *out);
  basic_block bb = merge_of_operands (call, form, n, use);
  if (!bb)
    return false;
  for (int k = 0; k < ASC_MAX_ACCESSES; k++)
    out[k].on = true;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->preds)
    {
      struct val x[ASC_MAX_ARGS];
      for (int j = 0; j < n; j++)
        {
          x[j] = v[j];
          if (use[j].phi
              && !value_on_edge (gimple_call_arg (call, j + 2), use[j], e,
                                 &x[j]))
            {
              memset (out, 0, ASC_MAX_ACCESSES * sizeof *out);
              return false;
            }
        }
      if (!edge_bytes (opnum, var, form, x, lanes, ei.index, out))
        {
          memset (out, 0, ASC_MAX_ACCESSES * sizeof *out);
          return false;
        }
    }
  return true;
}
