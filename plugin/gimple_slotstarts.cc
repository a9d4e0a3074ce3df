/* gimple_slotstarts.cc -- the slot starts a function declares
   (ascsync).

   A kernel whose slot size is known only at run time lays several
   streams out from one buffer start: "xb = ub", "rb = ub + 2 * slot",
   "yb = ub + 4 * slot", each addressed by a slot rotation, "rb + s *
   slot".  Its calls' pointer arguments declare where the slots start:
   each argument that is a local buffer start plus a slot term and
   offsets that are whole slots (ascsync_slot_term,
   ascsync_size_factor), or plus whole slots alone, starts a slot, one
   per residue of the rotation.  gimple_runslot.cc ends the highest slot
   of a rotation at the next such start (the layout assumption: a
   pointer derived from a slot's address stays in the slot, as one
   derived from a buffer's address stays in the buffer), and takes a
   pointer that is the buffer start plus whole slots as a fixed slot of
   the layouts the rotations make.  Collected once per function, in the
   order of its statements.  */

#include "ascsync-gcc.h"
#include "gimple_val.h"
#include "gimple_runslot.h"

/* A slot start the current function declares: a pointer argument of
   one of its calls that is local buffer start BASE plus COEF times run-
   time size SIZE bytes, with no other offset; UNIT the bytes per unit of
   SIZE of its slot term (0: none).  */
struct declared_start
{
  uint64_t base;
  tree size;
  HOST_WIDE_INT coef, unit;
};

static vec<declared_start> declared;    /* the current function's */
static function *declared_fun;          /* the function they are of */

/* The slot term of one offset of a pointer argument (ascsync_slot_term),
   found once: its size, the bytes per unit of it and the slot index's
   values.  */
struct part_term
{
  bool slot;
  tree size;
  HOST_WIDE_INT unit;
  struct val iv;
};

/* A pointer argument of a call of the current function that is a local
   buffer start plus offsets: the call, its parts, the start and the
   slot term of each part.  */
struct start_arg
{
  gcall *call;
  struct ptr_parts parts;
  uint64_t base;
  struct part_term term[ASCSYNC_PTR_TERMS];
};

/* Push onto DECLARED the starts pointer argument A declares as
   multiples of SIZE: one per residue of its slot index, when it has a
   slot term in SIZE, moved by its offsets that are whole multiples of
   SIZE; none when it has any other offset.  */
static void
note_declared (const start_arg &a, tree size)
{
  int slot = -1;
  HOST_WIDE_INT coef = 0;
  for (int i = 0; i < a.parts.n; i++)
    {
      HOST_WIDE_INT u;
      if (slot < 0 && a.term[i].slot && a.term[i].size == size)
        slot = i;
      else if (ascsync_size_factor (a.parts.off[i], size, &u))
        coef += u * a.parts.scale[i];
      else
        return;
    }
  if (slot < 0)
    {
      declared.safe_push ({ a.base, size, coef, 0 });
      return;
    }
  const struct part_term &t = a.term[slot];
  for (int r = 0; r < t.iv.pk; r++)
    declared.safe_push ({ a.base, size,
                          coef + (HOST_WIDE_INT) t.iv.plo[r] * t.unit,
                          t.unit });
}

/* Push onto OUT the pointer arguments of the current function's calls
   that are a local buffer start plus offsets (ascsync_start_parts), in
   the order of the blocks and statements, with their parts' slot
   terms.  */
static void
start_args (vec<start_arg> *out)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      {
        gcall *call = dyn_cast <gcall *> (gsi_stmt (gsi));
        for (unsigned i = 0; call && i < gimple_call_num_args (call); i++)
          {
            tree ptr = gimple_call_arg (call, i);
            start_arg a;
            struct val b;
            a.call = call;
            if (TREE_CODE (ptr) != SSA_NAME
                || !POINTER_TYPE_P (TREE_TYPE (ptr))
                || !ascsync_start_parts (ptr, &a.parts, &b))
              continue;
            a.base = b.lo;
            for (int k = 0; k < a.parts.n; k++)
              {
                struct part_term &t = a.term[k];
                uint64_t hi;
                t.slot = ascsync_slot_term (a.parts.off[k], call, &t.size,
                                            &t.unit, &t.iv, &hi);
                t.unit *= a.parts.scale[k];
              }
            out->safe_push (a);
          }
      }
}

/* Push onto OUT the sizes of the slot terms of ARGS' offsets, each
   once.  */
static void
slot_sizes_of (const vec<start_arg> &args, vec<tree> *out)
{
  for (unsigned i = 0; i < args.length (); i++)
    for (int k = 0; k < args[i].parts.n; k++)
      if (args[i].term[k].slot && !out->contains (args[i].term[k].size))
        out->safe_push (args[i].term[k].size);
}

/* Collect the slot starts the current function declares, once.  */
static void
collect_declared (void)
{
  if (declared_fun == cfun)
    return;
  declared.truncate (0);
  declared_fun = cfun;
  auto_vec<start_arg> args;
  auto_vec<tree> sizes;
  start_args (&args);
  slot_sizes_of (args, &sizes);
  for (unsigned i = 0; i < args.length (); i++)
    for (unsigned k = 0; k < sizes.length (); k++)
      note_declared (args[i], sizes[k]);
}

/* See gimple_runslot.h.  */
void
ascsync_declared_starts_reset (void)
{
  declared.release ();
  declared_fun = NULL;
}

/* See gimple_runslot.h.  */
int
ascsync_next_declared_slot (uint64_t base, tree size, HOST_WIDE_INT unit,
                            int top)
{
  collect_declared ();
  HOST_WIDE_INT low = 0, above = (HOST_WIDE_INT) top * unit;
  for (unsigned i = 0; i < declared.length (); i++)
    if (declared[i].base == base && declared[i].size == size
        && declared[i].coef > above && (!low || declared[i].coef < low))
      low = declared[i].coef;
  if (!low || low % unit || low / unit > 255)
    return 0;
  return (int) (low / unit);
}

/* See gimple_runslot.h.  */
void
ascsync_declared_layouts (uint64_t base, vec<struct slot_layout> *out)
{
  collect_declared ();
  for (unsigned i = 0; i < declared.length (); i++)
    {
      const declared_start &d = declared[i];
      bool seen = !d.unit;
      for (unsigned k = 0; k < out->length () && !seen; k++)
        seen = (*out)[k].size == d.size && (*out)[k].unit == d.unit;
      if (d.base == base && !seen)
        out->safe_push ({ d.size, d.unit });
    }
}

/* See gimple_runslot.h.  */
void
ascsync_collect_slot_sizes (vec<tree> *out)
{
  auto_vec<start_arg> args;
  start_args (&args);
  slot_sizes_of (args, out);
}
