/* rtl_verify.cc -- the late RTL check of ascsync: the final order of the
   pipe-intrinsic and sync calls must be the order the GIMPLE pass
   planned.

   Two passes.  "*ascsync_record" is a GIMPLE pass placed right after the
   "ascsync" pass: it walks the function after the sync was inserted and
   records every recognised call (an asc_* entry point of the intrinsic
   table, asc_op_lookup; this includes asc_set_flag, asc_wait_flag and
   asc_pipe_barrier) as a key (callee name, source locus), per basic
   block in statement order.  From those sequences it derives the
   relation "call B may directly follow call A": B follows A in one
   block, or A ends a block and B starts a block reachable from it
   through blocks without recognised calls.  Every straight-line stretch
   of the final code must be a path of that relation.

   "*ascsync_verify" is an RTL pass registered before "*free_cfg" (so it
   runs at every -O level, after sched2 when that runs, while the CFG
   still exists).  It decodes every call insn itself (PATTERN, PARALLEL,
   SET, CALL, MEM, SYMBOL_REF, SYMBOL_REF_DECL; REG_CALL_DECL notes exist
   only with -fipa-ra) and checks each pair of consecutive recognised
   calls in an RTL basic block against the relation.  Expansion may split
   blocks, later passes may merge, duplicate or re-lay them out: none of
   that breaks the check.  A call that moved past another recognised call
   does, and is an error at the call that moved.  So is a recognised call
   the GIMPLE code did not have.

   Settings (ascsync.cc): verify=0 registers nothing; verify=1 checks;
   verify=note also gives a note per checked function; verify=perturb is
   a debugging aid that swaps two recorded calls of the first block with
   two distinct ones, to prove the check fires.  */

#include "ascsync-gcc.h"
#include "rtl.h"
#include "memmodel.h"
#include "emit-rtl.h"

/* The verify level, see ascsync.cc.  */
enum verify_level
{
  VERIFY_OFF, VERIFY_ON, VERIFY_NOTE, VERIFY_PERTURB
};

/* A recognised call: its callee's name (an interned identifier) and the
   locus of the call without its lexical block.  */
struct vkey
{
  uintptr_t name;
  location_t locus;
};

/* "B may directly follow A".  */
struct vpair
{
  struct vkey a, b;
};

/* What the GIMPLE walk recorded for function FNDECL (the one being
   compiled; GCC runs the GIMPLE and RTL passes of a function back to
   back).  KNOWN and PAIRS are sorted for bsearch.  */
static struct
{
  tree fndecl;
  vec<vkey> known;
  vec<vpair> pairs;
} rec;

static enum verify_level verify_level = VERIFY_ON;

/* Order of keys A and B (for sorting and search only; never visible).  */
static int
vkey_cmp (const void *a, const void *b)
{
  const vkey *x = (const vkey *) a, *y = (const vkey *) b;
  if (x->name != y->name)
    return x->name < y->name ? -1 : 1;
  if (x->locus != y->locus)
    return x->locus < y->locus ? -1 : 1;
  return 0;
}

/* Order of pairs A and B.  */
static int
vpair_cmp (const void *a, const void *b)
{
  const vpair *x = (const vpair *) a, *y = (const vpair *) b;
  int c = vkey_cmp (&x->a, &y->a);
  return c ? c : vkey_cmp (&x->b, &y->b);
}

/* Whether FNDECL is a recognised entry point: asc_NAME of the intrinsic
   table, sync calls included, or a run of sync calls (asc_sync_run).  */
static bool
recognised_callee (tree fndecl)
{
  if (!fndecl || TREE_CODE (fndecl) != FUNCTION_DECL || !DECL_NAME (fndecl))
    return false;
  const char *name = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  return strncmp (name, "asc_", 4) == 0
         && (asc_op_lookup (name, NULL) >= 0 || ascsync_run_callee_p (fndecl));
}

/* The key of a call of FNDECL at LOC.  */
static vkey
make_key (tree fndecl, location_t loc)
{
  vkey k;
  k.name = (uintptr_t) DECL_NAME (fndecl);
  k.locus = LOCATION_LOCUS (loc);
  return k;
}

/* Sort V and drop duplicates.  */
template <typename T>
static void
sort_unique (vec<T> &v, int (*cmp) (const void *, const void *))
{
  v.qsort (cmp);
  unsigned n = 0;
  for (unsigned i = 0; i < v.length (); i++)
    if (n == 0 || cmp (&v[n - 1], &v[i]) != 0)
      v[n++] = v[i];
  v.truncate (n);
}

/* Forget the record.  */
static void
clear_record (void)
{
  rec.fndecl = NULL_TREE;
  rec.known.release ();
  rec.pairs.release ();
}

/* Record the recognised calls of FUN (see the file comment).  */
static void
record_function (function *fun)
{
  clear_record ();
  rec.fndecl = current_function_decl;
  int nbb = last_basic_block_for_fn (fun);
  /* Calls of block I are CALLS[START[I] .. START[I] + COUNT[I]).  */
  int *start = XCNEWVEC (int, nbb);
  int *count = XCNEWVEC (int, nbb);
  auto_vec<vkey> calls;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      start[bb->index] = calls.length ();
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
           gsi_next (&gsi))
        {
          gcall *call = dyn_cast <gcall *> (gsi_stmt (gsi));
          if (!call)
            continue;
          tree fndecl = gimple_call_fndecl (call);
          if (recognised_callee (fndecl))
            calls.safe_push (make_key (fndecl, gimple_location (call)));
        }
      count[bb->index] = calls.length () - start[bb->index];
    }

  /* The debugging perturbation: swap the first two adjacent distinct
     calls of the first block (in index order) that has them.  */
  if (verify_level == VERIFY_PERTURB)
    {
      bool done = false;
      FOR_EACH_BB_FN (bb, fun)
        for (int i = 1; i < count[bb->index] && !done; i++)
          {
            vkey *c = &calls[start[bb->index] + i];
            if (vkey_cmp (c - 1, c) != 0)
              {
                std::swap (c[-1], c[0]);
                done = true;
              }
          }
    }

  for (unsigned i = 0; i < calls.length (); i++)
    rec.known.safe_push (calls[i]);
  sort_unique (rec.known, vkey_cmp);

  /* Pairs inside blocks, and from the last call of a block to the first
     call of each block reachable through call-free blocks.  */
  int *seen = XCNEWVEC (int, nbb);
  int stamp = 0;
  auto_vec<basic_block> work;
  FOR_EACH_BB_FN (bb, fun)
    {
      int n = count[bb->index];
      if (n == 0)
        continue;
      const vkey *c = &calls[start[bb->index]];
      for (int i = 1; i < n; i++)
        {
          vpair p = { c[i - 1], c[i] };
          rec.pairs.safe_push (p);
        }
      stamp++;
      work.truncate (0);
      work.safe_push (bb);
      while (!work.is_empty ())
        {
          basic_block x = work.pop ();
          edge e;
          edge_iterator ei;
          FOR_EACH_EDGE (e, ei, x->succs)
            {
              basic_block y = e->dest;
              if (y->index < 0 || y->index >= nbb
                  || y == EXIT_BLOCK_PTR_FOR_FN (fun)
                  || seen[y->index] == stamp)
                continue;
              seen[y->index] = stamp;
              if (count[y->index] > 0)
                {
                  vpair p = { c[n - 1], calls[start[y->index]] };
                  rec.pairs.safe_push (p);
                }
              else
                work.safe_push (y);
            }
        }
    }
  sort_unique (rec.pairs, vpair_cmp);
  XDELETEVEC (seen);
  XDELETEVEC (start);
  XDELETEVEC (count);
}

/* The callee of call insn INSN decoded from its pattern, or NULL.  */
static tree
call_insn_callee (rtx_insn *insn)
{
  rtx body = PATTERN (insn);
  if (GET_CODE (body) == PARALLEL)
    body = XVECEXP (body, 0, 0);
  if (GET_CODE (body) == SET)
    body = SET_SRC (body);
  if (GET_CODE (body) != CALL)
    return NULL_TREE;
  rtx mem = XEXP (body, 0);
  if (!MEM_P (mem))
    return NULL_TREE;
  rtx addr = XEXP (mem, 0);
  if (GET_CODE (addr) != SYMBOL_REF)
    return NULL_TREE;
  tree decl = SYMBOL_REF_DECL (addr);
  return decl && TREE_CODE (decl) == FUNCTION_DECL ? decl : NULL_TREE;
}

/* LOC as the user wrote it: the expansion point of a macro (the
   intrinsics are macros of cce.h).  */
static location_t
user_location (location_t loc)
{
  return linemap_resolve_location (line_table, loc,
                                   LRK_MACRO_EXPANSION_POINT, NULL);
}

/* Check the RTL of FUN against the record; report the first violation.
   Returns the number of recognised calls, or -1 after an error; stores
   the number of blocks holding them in *NBLOCKS.  */
static int
verify_function (function *fun, int *nblocks)
{
  int ncalls = 0;
  *nblocks = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      bool have_prev = false;
      vkey prev = { 0, 0 };
      tree prev_decl = NULL_TREE;
      rtx_insn *insn;
      bool any = false;
      FOR_BB_INSNS (bb, insn)
        {
          if (!CALL_P (insn))
            continue;
          tree callee = call_insn_callee (insn);
          if (!recognised_callee (callee))
            continue;
          ncalls++;
          any = true;
          vkey k = make_key (callee, INSN_LOCATION (insn));
          location_t loc = user_location (INSN_LOCATION (insn));
          if (!bsearch (&k, rec.known.address (), rec.known.length (),
                        sizeof (vkey), vkey_cmp))
            {
              error_at (loc, "ascsync: RTL check: call to %qD was not in "
                        "the order planned for %qD", callee,
                        current_function_decl);
              return -1;
            }
          if (have_prev)
            {
              vpair p = { prev, k };
              if (!bsearch (&p, rec.pairs.address (), rec.pairs.length (),
                            sizeof (vpair), vpair_cmp))
                {
                  expanded_location pl
                    = expand_location (user_location (prev.locus));
                  error_at (loc, "ascsync: RTL check: call to %qD moved: it "
                            "follows the call to %qD of line %d, which no "
                            "path of the planned order allows", callee,
                            prev_decl, pl.line);
                  return -1;
                }
            }
          have_prev = true;
          prev = k;
          prev_decl = callee;
        }
      if (any)
        ++*nblocks;
    }
  return ncalls;
}

namespace {

const pass_data pass_data_ascsync_record =
{
  GIMPLE_PASS, /* type */
  "*ascsync_record", /* name */
  OPTGROUP_NONE, /* optinfo_flags */
  TV_PLUGIN_RUN, /* tv_id */
  PROP_cfg, /* properties_required */
  0, /* properties_provided */
  0, /* properties_destroyed */
  0, /* todo_flags_start */
  0, /* todo_flags_finish */
};

class pass_ascsync_record : public gimple_opt_pass
{
public:
  pass_ascsync_record (gcc::context *ctxt)
    : gimple_opt_pass (pass_data_ascsync_record, ctxt)
  {}

  /* opt_pass methods: */
  opt_pass *clone () final override
  {
    return new pass_ascsync_record (m_ctxt);
  }
  unsigned int execute (function *fun) final override
  {
    record_function (fun);
    return 0;
  }
}; // class pass_ascsync_record

const pass_data pass_data_ascsync_verify =
{
  RTL_PASS, /* type */
  "*ascsync_verify", /* name */
  OPTGROUP_NONE, /* optinfo_flags */
  TV_PLUGIN_RUN, /* tv_id */
  0, /* properties_required */
  0, /* properties_provided */
  0, /* properties_destroyed */
  0, /* todo_flags_start */
  0, /* todo_flags_finish */
};

class pass_ascsync_verify : public rtl_opt_pass
{
public:
  pass_ascsync_verify (gcc::context *ctxt)
    : rtl_opt_pass (pass_data_ascsync_verify, ctxt)
  {}

  /* opt_pass methods: */
  opt_pass *clone () final override
  {
    return new pass_ascsync_verify (m_ctxt);
  }
  unsigned int execute (function *fun) final override;
}; // class pass_ascsync_verify

/* Check FUN if its GIMPLE was recorded.  Returns 0 (no TODO).  */
unsigned int
pass_ascsync_verify::execute (function *fun)
{
  if (rec.fndecl != current_function_decl || rec.known.is_empty ())
    {
      clear_record ();
      return 0;
    }
  int nblocks;
  int ncalls = verify_function (fun, &nblocks);
  if (verify_level == VERIFY_NOTE && ncalls >= 0)
    inform (DECL_SOURCE_LOCATION (current_function_decl),
            "ascsync: RTL check of %qD: final order of %d pipe and sync "
            "calls in %d blocks verified", current_function_decl, ncalls,
            nblocks);
  clear_record ();
  return 0;
}

} // anon namespace

/* Register the two passes of the check under PLUGIN_NAME with LEVEL
   (0 off, 1 on, 2 with a note per function, 3 perturbed for testing).
   Must be called after the "ascsync" pass is registered.  */
void
ascsync_verify_register (const char *plugin_name, int level)
{
  verify_level = (enum verify_level) level;
  if (verify_level == VERIFY_OFF)
    return;
  struct register_pass_info pass;
  pass.pass = new pass_ascsync_record (g);
  pass.reference_pass_name = "ascsync";
  pass.ref_pass_instance_number = 1;
  pass.pos_op = PASS_POS_INSERT_AFTER;
  register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &pass);
  /* Before "*free_cfg": runs at every -O level (a pass after "sched2"
     would sit inside pass_postreload, which -O0 skips), after the last
     scheduling, while the CFG still exists.  */
  pass.pass = new pass_ascsync_verify (g);
  pass.reference_pass_name = "*free_cfg";
  pass.ref_pass_instance_number = 1;
  pass.pos_op = PASS_POS_INSERT_BEFORE;
  register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &pass);
}
