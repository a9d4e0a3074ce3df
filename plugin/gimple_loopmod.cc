/* gimple_loopmod.cc -- the loop congruence of a local access
   (ascsync; struct sync_access, LPER).

   A kernel that counts from data where each item goes lays a buffer
   out slot-major:

     for (i = 0; i < TP; i++)
       for (c = 0, j = 0; j < K; j++)
         if (idx[i * K + j] >= 0)
           copy_gm_to_ubuf (bag + (c++ * TP + i) * ROW, ...);

   The count C is data, so the address has no bound per iteration of the
   I loop, and the rows of point I and point I + 1 look as if they may
   meet.  Modulo TP * ROW * 2 bytes, though, the address is known:
   C * TP * ROW adds a multiple of it, and what is left moves by one row
   per iteration of I.  The evaluator keeps that as a form congruent
   modulo a power of two (struct val, TZ and PMOD); here an access whose
   pointer has such a form in a loop holding it, plus a base known
   modulo the same power (a constant, or slots that all agree there),
   gets that congruence: in iteration T it stays in the residues from
   LLO + LSTEP * T, one row wide, so the accesses of iterations less
   than the period apart never meet (sync_access.c,
   loop_congruent_apart).  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "tree-scalar-evolution.h"
#include "gimple_val.h"

/* Whether V is a form of a loop holding CALL that moves by PS per
   iteration and is known only modulo PMOD (an integer or a local
   pointer; one value per iteration): then that loop into *LOOP.  */
static bool
congruent_form (const struct val &v, gcall *call, class loop **loop)
{
  if (v.cyc || v.pk != 1 || !v.ps || !v.pmod || v.pphase || v.pl < 0
      || v.plo[0] != v.phi[0] || (v.pmod & (v.pmod - 1)))
    return false;
  class loop *l = get_loop (cfun, v.pl);
  if (!l || !flow_bb_inside_loop_p (l, gimple_bb (call)))
    return false;
  *loop = l;
  return true;
}

/* Whether every value local pointer (or integer) B takes at CALL is
   congruent to *R modulo M (ascsync_val_congruence, its modulus a
   multiple of M: the slots of a rotation whose distance M divides).  */
static bool
base_modulo (const struct val &b, gcall *call, uint64_t m, uint64_t *r)
{
  uint64_t g;
  if (!ascsync_val_congruence (&b, call, &g, r) || (g && g % m))
    return false;
  *r %= m;
  return true;
}

struct loop_mod;
static bool phi_loop_mod (gphi *, tree, gcall *, int, struct loop_mod *);

/* A loop congruence of a value: in iteration T of LOOP it is congruent
   to RES + STEP * T modulo M (a power of two).  */
struct loop_mod
{
  class loop *loop;
  uint64_t m, step, res;
};

/* Whether integer or pointer T, at CALL, has a loop congruence (into
   *C): its value's form (congruent_form); a sum of one with a value
   known modulo its M (base_modulo); a conversion of one to a type of at
   least 64 bits; or a header PHI of a loop inside C->LOOP stepping by a
   multiple of M from one (IVOPTs' pointer over the rows of one point,
   started from "bag + (c * 8 + i) * 256").  DEPTH bounds the walk.  */
static bool
value_loop_mod (tree t, gcall *call, int depth, struct loop_mod *c)
{
  if (TREE_CODE (t) != SSA_NAME || depth > 8)
    return false;
  struct val v = ascsync_eval (t, 0);
  if (congruent_form (v, call, &c->loop))
    {
      c->m = v.pmod;
      c->step = (uint64_t) v.ps & (v.pmod - 1);
      c->res = v.plo[0] & (v.pmod - 1);
      return true;
    }
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (gphi *phi = dyn_cast <gphi *> (def))
    return phi_loop_mod (phi, t, call, depth, c);
  if (!is_gimple_assign (def))
    return false;
  enum tree_code code = gimple_assign_rhs_code (def);
  tree a = gimple_assign_rhs1 (def);
  if (CONVERT_EXPR_CODE_P (code))
    return TYPE_PRECISION (TREE_TYPE (t)) >= 64
           && TYPE_PRECISION (TREE_TYPE (a)) >= 64
           && value_loop_mod (a, call, depth + 1, c);
  if (code != PLUS_EXPR && code != POINTER_PLUS_EXPR)
    return false;
  tree b = gimple_assign_rhs2 (def);
  uint64_t r;
  for (int side = 0; side < 2; side++)
    {
      tree x = side ? b : a, y = side ? a : b;
      if (value_loop_mod (x, call, depth + 1, c)
          && base_modulo (ascsync_eval (y, 0), call, c->m, &r))
        {
          c->res = (c->res + r) & (c->m - 1);
          return true;
        }
    }
  return false;
}

/* The loop congruence of header PHI (result T) of a loop L inside the
   loop of its entry value's congruence, L holding CALL: T steps by a
   constant multiple of that M in L, so every value keeps the entry
   value's residue (see value_loop_mod).  */
static bool
phi_loop_mod (gphi *phi, tree t, gcall *call, int depth, struct loop_mod *c)
{
  class loop *l = gimple_bb (phi)->loop_father;
  if (!l || l->header != gimple_bb (phi) || gimple_phi_num_args (phi) != 2
      || !flow_bb_inside_loop_p (l, gimple_bb (call)))
    return false;
  edge pre = loop_preheader_edge (l);
  if (!pre)
    return false;
  tree chrec = analyze_scalar_evolution (l, t);
  HOST_WIDE_INT st;
  if (!chrec || TREE_CODE (chrec) != POLYNOMIAL_CHREC
      || CHREC_VARIABLE (chrec) != (unsigned) l->num
      || !ascsync_signed_cst (CHREC_RIGHT (chrec), &st)
      || !value_loop_mod (PHI_ARG_DEF_FROM_EDGE (phi, pre), call, depth + 1,
                          c))
    return false;
  return c->loop != l && flow_loop_nested_p (c->loop, l)
         && ((uint64_t) st & (c->m - 1)) == 0;
}

/* See ascsync-gcc.h.  */
void
ascsync_loop_congruence (gcall *call, tree arg, int64_t hlo, int64_t hhi,
                         struct sync_access *s)
{
  s->lper = 0;
  if (s->space == ASC_SPACE_GM || TREE_CODE (arg) != SSA_NAME
      || hhi <= hlo)
    return;
  struct loop_mod c;
  if (!value_loop_mod (arg, call, 0, &c))
    return;
  uint64_t m = c.m, len = (uint64_t) (hhi - hlo);
  if (len >= m || !c.step || m / (c.step & -c.step) > SYNC_MAXK)
    return;
  s->lloop = c.loop->num;
  s->lper = m;
  s->lstep = c.step;
  s->llo = (c.res + (uint64_t) hlo) & (m - 1);
  s->llen = len;
}
