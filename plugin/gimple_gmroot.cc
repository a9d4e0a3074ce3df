/* gimple_gmroot.cc -- which kernel parameter a GM pointer is derived
   from, when the value evaluator lost it (ascsync).

   The evaluator of gimple_val.cc follows values: offsets, ranges,
   rotations.  Where GCC's induction-variable optimisation and jump
   threading build a pointer from several cycles of PHIs, or rebase it
   on a local pointer whose address is not one value ("(x - in) +
   ivtmp" with IN a slot's address), it may give up, and the access is
   then taken to touch any GM.  Yet which object the pointer points
   into is simpler to know than where: C's rule that pointer arithmetic
   stays within its object (the plugin's provenance assumption, see the
   manual) makes the pointer derived from the parameters its value is
   built from, counted with their signs.

   The walk gives each SSA name a vector of coefficients: one per GM
   pointer parameter of the function, one for local memory (every
   get_imm address: one address space), and one for the PHI being
   walked (SELF, the value round a cycle).  A parameter's default
   definition is 1 for it; get_imm is 1 for local memory; a constant
   is 0; conversions keep the vector; PLUS, POINTER_PLUS and MINUS add
   or subtract; a PHI's arguments must agree, those that come round a
   cycle back to a PHI being walked adding nothing but integers to it
   (SELF 1, nothing else: the optimistic assumption, checked at each
   PHI of the cycle); an integer computed without an address
   (ascsync_address_free: integer parameters, calls' integer results,
   narrow loads) is 0; anything else (a pointer load, a product of
   pointers) is unknown.  A pointer
   whose vector is 1 for one parameter and 0 for the rest is in that
   parameter's object.  */

#include "ascsync-gcc.h"
#include "gimple_val.h"

#define ROOT_LOCAL 32           /* index of local memory */
#define ROOT_SELF 33            /* index of the PHI being walked */
#define NROOTS 34

/* Coefficients of the roots (see the file comment); OK false:
   unknown.  */
struct roots
{
  bool ok;
  int c[NROOTS];
};

static struct roots
roots_unknown (void)
{
  struct roots r;
  memset (&r, 0, sizeof r);
  r.ok = false;
  return r;
}

static struct roots
roots_zero (void)
{
  struct roots r;
  memset (&r, 0, sizeof r);
  r.ok = true;
  return r;
}

/* A + SIGN * B.  */
static struct roots
roots_add (const struct roots &a, const struct roots &b, int sign)
{
  if (!a.ok || !b.ok)
    return roots_unknown ();
  struct roots r = a;
  for (int i = 0; i < NROOTS; i++)
    r.c[i] += sign * b.c[i];
  return r;
}

/* Whether R has no root but possibly SELF.  */
static bool
roots_plain (const struct roots &r, bool self_ok)
{
  for (int i = 0; i < NROOTS; i++)
    if (r.c[i] && !(i == ROOT_SELF && self_ok))
      return false;
  return true;
}

/* The PHIs being walked (a cycle back to one of them is SELF).  */
struct walk_stack
{
  int n;
  gphi *phi[24];
};

static struct roots walk (tree t, struct walk_stack *st, int depth);

/* The roots of PHI node PHI: what its arguments agree on, those that
   come round a cycle back to a PHI being walked (SELF) adding nothing
   but integers; SELF alone when every argument does.  */
static struct roots
walk_phi (gphi *phi, struct walk_stack *st, int depth)
{
  for (int i = 0; i < st->n; i++)
    if (st->phi[i] == phi)
      {
        struct roots r = roots_zero ();
        r.c[ROOT_SELF] = 1;
        return r;
      }
  if (st->n == (int) ARRAY_SIZE (st->phi))
    return roots_unknown ();
  st->phi[st->n++] = phi;
  struct roots out = roots_zero ();
  bool have = false;
  for (unsigned i = 0; i < gimple_phi_num_args (phi) && out.ok; i++)
    {
      struct roots a = walk (gimple_phi_arg_def (phi, i), st, depth + 1);
      if (a.ok && a.c[ROOT_SELF] == 1)
        {
          a.c[ROOT_SELF] = 0;
          if (!roots_plain (a, false))
            out = roots_unknown ();
          continue;
        }
      if (!a.ok || a.c[ROOT_SELF] || (have && memcmp (a.c, out.c,
                                                        sizeof a.c)))
        out = roots_unknown ();
      else
        out = a;
      have = true;
    }
  st->n--;
  if (out.ok && !have)
    out.c[ROOT_SELF] = 1;
  return out;
}

/* The roots of integer or pointer value T; ST the PHIs being
   walked.  */
static struct roots
walk (tree t, struct walk_stack *st, int depth)
{
  if (depth > 48)
    return roots_unknown ();
  if (TREE_CODE (t) == INTEGER_CST)
    return roots_zero ();
  if (TREE_CODE (t) != SSA_NAME)
    return roots_unknown ();
  /* An integer computed without an address (an integer parameter, the
     quotient of GCC's .DIVMOD, an index kept in a local array).  */
  if (INTEGRAL_TYPE_P (TREE_TYPE (t)) && ascsync_address_free (t))
    return roots_zero ();
  if (SSA_NAME_IS_DEFAULT_DEF (t))
    {
      tree var = SSA_NAME_VAR (t);
      int p = var && TREE_CODE (var) == PARM_DECL
              && POINTER_TYPE_P (TREE_TYPE (t))
              ? ascsync_param_index (var) : -1;
      if (p < 0 || p >= ROOT_LOCAL)
        return roots_unknown ();
      struct roots r = roots_zero ();
      r.c[p] = 1;
      return r;
    }
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (gphi *phi = dyn_cast <gphi *> (def))
    return walk_phi (phi, st, depth);
  if (ascsync_get_imm_p (def))
    {
      struct roots r = roots_zero ();
      r.c[ROOT_LOCAL] = 1;
      return r;
    }
  if (!is_gimple_assign (def))
    return roots_unknown ();
  enum tree_code code = gimple_assign_rhs_code (def);
  if (CONVERT_EXPR_CODE_P (code) || code == SSA_NAME)
    return walk (gimple_assign_rhs1 (def), st, depth + 1);
  if (code == PLUS_EXPR || code == POINTER_PLUS_EXPR || code == MINUS_EXPR)
    return roots_add (walk (gimple_assign_rhs1 (def), st, depth + 1),
                      walk (gimple_assign_rhs2 (def), st, depth + 1),
                      code == MINUS_EXPR ? -1 : 1);
  /* Anything else is an integer without roots, or unknown.  */
  for (unsigned i = 1; i < gimple_num_ops (def); i++)
    {
      struct roots a = walk (gimple_op (def, i), st, depth + 1);
      if (!a.ok || !roots_plain (a, false))
        return roots_unknown ();
    }
  return roots_zero ();
}

/* See ascsync-gcc.h.  */
int
ascsync_gm_root (tree ptr)
{
  struct walk_stack st;
  st.n = 0;
  struct roots r = walk (ptr, &st, 0);
  if (!r.ok || r.c[ROOT_LOCAL] || r.c[ROOT_SELF])
    return -1;
  int param = -1;
  for (int i = 0; i < ROOT_LOCAL; i++)
    if (r.c[i] == 1 && param < 0)
      param = i;
    else if (r.c[i])
      return -1;
  return param;
}
