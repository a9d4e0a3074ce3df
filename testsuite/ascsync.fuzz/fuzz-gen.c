/* fuzz-gen.c -- writes a random CCE-style kernel with little or no
   sync, and the host program that runs it, for differential testing of
   the ascsync plugin (see fuzz.exp).

   Usage: fuzz-gen [--plain] SEED
   The program on standard output is a function of SEED alone.

   The kernel works on six UB buffers of two 1 KiB slots each and on two
   GM arrays (x read only, y read and written, a region of each per
   block).  It is a random tree of statements, at most two loops deep
   (three with the extras):
     - loads x or y -> UB (MTE2) and stores UB -> y (MTE3) of 256, 512
       or 1024 bytes, at constant GM offsets or moving with a loop;
     - vector ops on UB (vadds, vmuls, vadd, vmax, vector_dup: V);
     - scalar reads and writes of UB halves (S), folded into a running
       value that later scalar writes and vector-scalar ops use, and a
       condition may test;
     - loops of 1 to 4 iterations, or 2 or 3 by block (not known to the
       compiler), whose statements pick a buffer's slot by the loop
       counter ("i & 1", "(i + 1) % 2", ...: ping-pong buffers);
     - if / if-else on the counter's parity, the block, or the running
       value (data-dependent control).
   Every access stays inside one slot; different statements overlap in
   parts of slots, so dependences of every kind (RAW, WAR, WAW, between
   pipes and within one, within an iteration and across iterations, and
   through GM between a store and a later load of y) arise at random.
   Every UB byte is written (vector_dup) before the first statement, so
   the checker's uninitialised-read rule is never the reason for a
   finding.  The host fills x and y, launches two blocks and prints a
   checksum of y.

   Unless --plain, extras drawn from other random streams (so that
   --plain still writes the kernels it wrote before the extras): from
   a second stream, loops written as
   do-while or as while loops counting at the end of the body; "if
   (...) break;" and "if (...) continue;" in loops and "if (...)
   return;"; hand-written sync outside loops and in loops whose body
   starts with a pipe_barrier (PIPE_ALL) (a third of them), each pipe
   pair and event id used once (set_flag and wait_flag back to back,
   or a set_flag before a statement and its wait_flag after a later
   one of the same list), and pipe_barrier of a pipe or PIPE_ALL
   anywhere; from a fourth stream, control shapes: switch statements
   (on the counter, the block or the running value; cases that break,
   fall through or share a block), goto regions (a cycle entered at
   two blocks: irreducible control flow, which the plugin plans
   without loop structure), loops nested three deep, and ping-pong
   hand-written sync as the suite's kernels write it: a pair on two
   event ids chosen by the loop counter's parity, primed before the
   loop, waited for first and set last in each iteration and drained
   after it.  A third of
   the seeds with extras also get cube work, from a third stream,
   between the statements: GM -> L1 (MTE2), L1 -> L0A/L0B (MTE1), mads
   of one fractal into two L0C slots (M, accumulating or not), L0C ->
   a float UB buffer (V), that buffer -> a third GM array z (MTE3),
   L1 <-> the half UB buffers (MTE1, MTE3) and scalar reads of the
   float buffer; the checksum then covers z too.  From a fifth stream,
   access shapes that defeated assumptions about memory: a slot filled
   row by row from two strided loads, one into the first part of every
   256-byte row and one into the rest (an address inside the slot, not
   a buffer start), then stored whole; and scalar loops that copy UB
   halves into a local array and back (at -O2 and -O3 GCC may address
   UB relative to the local array); and pairs of vector ops under the
   vector mask, on the two halves of each repeat or on its even and odd
   lanes; and a scalar store and a vector op at a position computed
   from a value loaded from UB (an index the analysis cannot bound).
   From a sixth stream, in half of the seeds with extras, calls of
   helpers issuing pipe work (loads, stores, vector ops and scalar
   accesses of the kernel's buffers and of x and y, on the slot the
   call passes) called through a static table of function pointers (indexed by a
   constant or the loop counter's parity), through a volatile function
   pointer and directly (helpers of the unit left out of line: the
   plugin orders their calls by a summary of their work, not by
   fences), and in half of those a helper defined in a second
   translation unit, written after the line
   "/" "* fuzz-gen: second translation unit *" "/", which fuzz.exp
   compiles and links with the first.  No call goes where a
   hand-written set_flag waits for its wait_flag: the callee's own sync
   may use the same flag.  From a seventh stream, in half of the seeds
   with extras, direct calls of helpers of the unit that issue no pipe
   work (left out of line: noinline): one sets the vector mask from its
   argument, one writes UB through a pointer it is given, one through
   a global pointer to a UB buffer, one returns a value from a local
   table.  From an eighth stream, in a third of the seeds with extras,
   setjmp after the set-up and, between top-level statements outside
   hand-written pairs, calls of a helper that longjmps back once per
   block (always, in block 1, or when the running value, then volatile,
   is positive): abnormal control flow.  The jump back is followed by a
   pipe_barrier (PIPE_ALL), so that hand-written pairs run again after
   it stay valid as written.  From a ninth stream, in half of the seeds
   with extras, the statements address each buffer's slots through a
   local table of the two slot addresses, "tB[i & 1] + OFF" and
   "tB[i & 1][OFF]", filled by a loop (from the buffer's pointer or
   from get_imm: each slot then a buffer of its own, which only the
   table addresses) or by a store per slot; and, in half of the statements at an index read from data,
   the index stored into UB and loaded back through a volatile pointer
   (known to the analysis only from its type).  From a tenth stream,
   remainder tails: N halves (from data or the running value) processed
   as N / 128 whole repeats and, when N % 128 != 0, one masked repeat
   at "+ full * 128" (or, a third of them, under a guard on the running
   value: a tail that may start at the end of slot 0).  From an
   eleventh stream, in half of the seeds with extras, selections: a
   vcmax of the four repeats of a slot into a pair buffer SEL of its
   own (which only vcmax writes, or, in a quarter of those kernels, a
   DMA too), the scalar unit reading the index field of one pair (the
   winner's position, below 128) or, a quarter of them, a value field,
   to pick a repeat KX of the slot; in half of them an index-addressed
   vcmax of that repeat into SEL and its index field read back as JX;
   then a scalar store at KX * 128 + JX and a vadds of repeat KX
   (positions the analysis bounds only through what vcmax writes); in
   a third of them, before that, a loop over the slot's repeats from a
   first one read from data, a scalar store and an index-addressed
   vcmax in each (a row moving from an unknown start plus a bounded
   index).
   From a twelfth stream, in half of the seeds with calls, hand-written
   sync inside the helpers (a pipe_barrier (PIPE_ALL) first, then after
   a statement: a pipe_barrier, a set_flag and wait_flag back to back,
   or a set_flag waited for at the helper's end), each pipe pair and id
   used once and none the kernel's hand-written sync uses: keep mode
   summarises such a helper, its ids kept apart from the caller's
   pairs.  From a thirteenth stream, in loops nested two deep or more,
   statements whose offsets move with the counters of both innermost
   loops ("+ i0 * 64 + i1 * 32" in a slot, a GM offset by both): the
   instances of one run of the inner loop, and of the next outer
   iteration, meet at chosen distances.  From a fourteenth stream, in
   half of the seeds with extras that address slots without tables, the
   slot size is a kernel argument "sz" (512 halves at run time, the
   kernel returning unless 0 < sz <= 512): "bB + SLOT * sz + OFF", the
   slots' distance known to the analysis only as a range.  From a
   fifteenth stream, in half of the seeds with extras, software-pipelined
   loops whose counter starts at -1: "for (i = -1; i < n; i++) { if (i
   + 1 < n) load slot (i + 1) & 1; if (i < 0) continue; compute and
   maybe store slot i & 1; }", in half of them loading from a GM
   pointer chosen at run time between x and y (on the counter, the block
   or the running value): a choice among the kernel's parameters; and,
   in a third of the seeds with extras, calls of a noinline helper
   fz_p0 (p, q, x, y) given two slots' addresses, whose pipe work goes
   through its pointer parameters at offsets of its own (the plugin
   places it at each call from the addresses passed); in the even seeds
   fz_p0 is "static inline" instead (the plugin has GCC inline it above
   -O0, gimple_inline.cc), no stream drawn for it.  From a
   sixteenth stream, in half of the seeds with extras, a slot parity
   is sometimes spelled as the complement of the other one: "(1 - ((i
   + 1) & 1))" or "(((i + 1) & 1) ^ 1)" for "i & 1", and "(1 - (i &
   1))" or "((i & 1) ^ 1)" for "(i + 1) & 1" (GCC writes the
   subtraction "~i & 1").  From a seventeenth stream, in half of the
   seeds with calls of fz_p0, fz_p0 also takes a pointer W to an array
   on the kernel's stack (its scalar statements scale by w[0] and add
   w[1]), and some calls go through fz_p1 (p, q, x, y, w), which passes
   its own parameters on to fz_p0 with the slots swapped: the buffers a
   helper's parameters point into are traced through its callers' own
   parameters, and a variable's address is no traced memory.  From an
   eighteenth stream, in a third of the seeds with extras, loops
   double-buffered by swapping two pointers ("t = pa; pa = pb; pb =
   t") over the two slots of a buffer.  From a nineteenth stream, in
   half of the seeds with such loops, some of them inside an outer loop
   that takes the pair on as the inner one left it (with an odd trip
   count the slot a run starts with alternates); and, in a third of the
   seeds with extras, loops of strided DMAs whose pointer moves by less
   than their bursts' period ("copy_gm_to_ubuf (b + r * 16 * S, ...,
   N, L, P - L, P - L)": N bursts of L blocks P blocks apart, S blocks
   further each iteration, over up to P / S + 1 iterations, so that
   some meet a later iteration's bursts), then read back by a vadds; or,
   a third of them, an in-place vadds per iteration, one block further
   each, under a mask of two blocks 16 apart, over at most 16
   iterations: iterations meet only 16 apart, which one run never
   makes.
   From a twentieth stream, in a third of the seeds with extras, loops
   that add into rows of y picked from data ("(int) (float) x[...] &
   7"): each iteration loads the next row into one slot under a guard
   comparing it with the row stored in the iteration and the one before
   (both, one of them, or none), adds into the current slot and stores
   its row; the row's offset is "(uint64_t) r * 256" or "r * 256"
   halves.  From a twenty-first stream, in half of the seeds with
   hand-written sync in helpers, a flag that crosses the helpers' calls,
   waited for on the scalar pipe: the kernel sets it first and waits for
   it last (and returns early nowhere), each helper waits for it first
   and sets it last, so that
   one call's work is ordered before the next call's on the flag's
   pipes as the author wrote it (the calls stand in for those flags).
   From a twenty-second stream, the stream of run-time rows, in a third
   of the seeds with extras (one statement first or last in the kernel,
   more between statements), rows whose length is known only at run
   time: the kernel then takes an argument "cols" (64, 128 or 256) and
   a GM array "tl" of tiling values (tl[0] a row length, 128 or 256,
   tl[1] a row count, tl[2] rows per tile, tl[3] a tile count), the
   host's values chosen by the stream, and the helpers "fz_imin" and
   "fz_umin" (static inline: calls at -O0).  Three shapes: rows of one
   slot, "for (l = 0; l < n; l++) vadds (bB + SLOT * 512 + OFF + l * c,
   ...same..., 0.5, (uint8_t) (c / 128), ...)", in place, with c the
   argument or tl[0] and n a constant or a tiling value, of halves or
   (a third) of floats over a float view of the slot first written by a
   vector_dup (c / 64 repeats), maybe loaded from GM before, stored
   after or read back by the scalar unit; tiles of rows, "for (t = 0; t
   < (n + tr - 1) / tr; t++) { r = fz_imin (n - t * tr, tr); ... for
   (i = 0; i < r; i++) ... }" (from the stream of tail-tile lengths,
   in a third the tile "w = (t + K) % ((n + tr - 1) / tr)" instead of
   t, the tiles in a rotated order; in another third the length "(int64_t)
   n - (int64_t) t * tr < tr ? n - t * tr : tr", compared in int64_t
   and taken in int), in slot t & 1, loaded by one DMA or one
   per row, each row processed in place or into the slot of another
   buffer, the tile stored; and coefficients in ping-pong slots read by
   the scalar unit at constant offsets through a rotating pointer,
   "kk = kb[t & 1]; float a = (float) kk[K];" while the next tile's are
   loaded into the other slot, maybe with data tiles alongside (whole,
   or rows of run-time length) to which the coefficients are added.  A
   row's repeat count is its row (c / 128), half of it (c / 256), two
   rows (c / 64: each op covers the next row too, which the plugin must
   keep ordered after it) or a repeat more (c / 128 + 1); with the
   host's values every access stays in its slot.  The stream names its
   variables apart and writes no sync, so a kernel with it is the
   kernel without it plus its statements, the arguments and the
   helpers.  From a twenty-third stream, the stream of compaction
   counters, in a third of the seeds with extras (one statement first
   or last in the kernel, more between statements), loops whose access
   goes through a counter stepped up on some paths only, under
   conditions on data the scalar unit reads (a value of x, a UB half,
   what the access just wrote or the row it stores): a gather
   "copy_gm_to_ubuf (bag + c * ROW, x + ... + gk * ROW, ...)" (gk read
   from x; under "gk >= 0" or masked), a store "copy_ubuf_to_gm (y +
   ... + c * ROW, row, ...)" of a row a vadds of the iteration
   computes (one row, or rows in turn), or a vadds into "bag + c *
   128"; the counter an int (or unsigned, or int64_t) or a pointer ("p
   += ROW"); x read at a stride of 1, 3, 5 or 7, the second condition
   on another value of x.  In some shapes the counter steps after the
   access on every path back to it, so the access's executions in one
   run of the loop never meet ("if (C) { A; c += 1 or 2; }", with an
   "else if (D) c++;", "A; if (C) c += 2; else c++;", "if (!C)
   continue; A; c++;", a second step under D after the first, or "if
   (D) c += 2; else c++;" after A); in the others they may ("if (C) {
   A; if (D) c++; }", "A; if (C) c++;", "if (C) c++; A;", a decrement
   on another path, a step on a test of its own, a step of 0 to 2 read
   from data, and the counter reset by an outer loop around the loop
   of the access); and in a fifth of them the access is longer than
   the counter's least step.  After the loop, a vadds, store or scalar
   read of the bag, or a load of the rows back, and the count folded
   into acc.  The stream names its variables apart and writes no sync,
   so a kernel with it is the kernel without it plus its
   statements.  From a twenty-fourth stream, the stream of windows
   below a buffer, in a third of the seeds with extras (one statement
   first or last in the kernel, more between statements), operations
   on a window "bK + SLOT * 512 - C", moved down by C = 16, 64, 128 or
   256 halves from a slot of one of the buffers b1 to b5 (or of a
   get_imm of its address the statement makes), so that it starts in
   the tail of the buffer or slot below and runs into bK's slot (a
   sliding window, a halo read): a vadds, vmuls, vadd or vmax reading
   it into a slot of a buffer apart from both (at the slot or itself
   moved down), a vector_dup or a load writing it, or a store reading
   it; their repeat counts constants, known only from their type (the
   kernel's argument wrows as it is, "(wrows < 8 ? wrows : 8)" or
   "(wlen < 4 ? wlen : 4)") or tail-tile counts "MIN (n - u * T, T)"
   in a tile loop; in straight-line code, in a loop of its own, in a
   tile loop moving the window up by a tile per iteration, or in a
   tile loop over double-buffered slots "bK + (u & 1) * 512 - C"; mixed
   with loads into bK's slot and into the tail below the window, before
   the operation or after it, and followed by a store or a scalar read
   of what it wrote.  The kernel then takes the arguments wrows (2 to
   4) and wlen (3 to 16); with the host's values every access ends
   inside the slot its window is moved down from (the layout
   assumption: a pointer moved down from a buffer's address reaches to
   that buffer's end, a slot of a rotation being such a buffer).  The
   stream names its variables apart and writes no sync, so a kernel
   with it is the kernel without it plus its statements and the
   arguments.  From a twenty-fifth stream, the stream of loop
   congruences, in a third of the seeds with extras (one statement
   first or last in the kernel, more between statements), rows laid
   out slot-major by a count from data: in a loop over points "lmi"
   (up or down), accesses of row "c * G + lmi" of a bag of rows of R
   halves, "lmr + (c * G + lmi) * R" (or "c * (G * R) + lmi * R",
   "((c << log2 G) + lmi) * R", "(lmi + G * c) * R"), G 2, 4 or 8 and
   R 64, 128 or 256, with c a count the scalar unit keeps from data: a
   counter from 0 in a loop over candidates, stepped on the paths where
   a condition holds ("if (!C) continue; A; c++;" and "if (C) { A;
   c++; }", twice as often as "A; if (C) c++;" and "if (C) c++; A;",
   which may write a row again; C on a datum of the statement, halves
   of x loaded into the stream's region lmdat and read at a stride of
   1, 3, 5 or 7, or on a half of a buffer b0 to b5), or a datum
   bounded ("Q & M", "(Q + 8) % K", a clamp of Q or comparisons summed,
   Q the datum times 8 as an int; in half of them read at the stride
   that makes the datum of point lmi + G x's half before the one of
   point lmi, so that the counts of points G apart mostly differ by one
   and their rows meet), or the start of a fill "for (c = START; c <
   D; c++) A;" of the rest of the point's rows (GCC then steps one
   pointer by a row group; in a third of them the kernel does, "p += G
   * R"), alone or after a counted loop (the rows it left padded).
   Modulo G rows the access of point lmi is lmi rows up whatever c is,
   so the points' accesses never meet when the loop has at most G
   points, and may meet when it has more (up to 2 G, or nt: points G
   apart, which the plugin must keep ordered).  An access is a gather
   from x (at a row from data), a vector_dup or a vadds (in place or
   from a buffer), maybe followed by a vadds in place or a scalar read
   of the row, over a row, half a row at either half (vector ops under
   the vector mask), or two rows (then points one apart meet).  The bag
   is in the stream's region lmbag (16 KiB), in a buffer b0 to b5, or
   in a slot of one (a constant or a loop counter's parity); the
   statement maybe inside a tile loop (the data loaded for all tiles
   before it, or per tile in it); after the point loop, a store of the
   bag's extent to y, scalar reads of it, or a vadds of its rows into a
   buffer.  With the largest count every access ends inside its bag
   (the layout assumption).  The stream names its variables apart and
   writes no sync, so a kernel with it is the kernel without it plus
   its statements and the two regions (declared and filled by
   vector_dup after the buffers).  From a twenty-sixth stream, the
   stream of counter slots, in a third of the seeds with extras (one
   statement first or last in the kernel, more between statements),
   loops over items whose buffers' slots a counter picks by its residue
   "j & (K - 1)" (K 2 or 4, 8 for small slots), the counter stepped by
   constants (1, 2, 3, K or 64) on some paths of an iteration only,
   under conditions on data the scalar unit reads from x (at a stride
   of 1, 3, 5 or 7) or on a half of the slot just loaded: "if (!C)
   continue; P; S; W;" (or the step before the pick), "if (C) { P; W;
   S; }", "P; W; if (C) S;", "P; if (C) S; S'; W;" (steps of one size
   or of two on different paths, or the steps before P), "P; W; if (C)
   S; else S';", and two-stage loops "for (t = 0; t <= n; t++) { if (t
   < n) { load item t into the slot j picks; S } if (t > 0) { work on
   item t - 1 }; }" whose second stage picks by the same counter (then
   steps it too, or picks by j + 1) or by a counter of its own, each
   stage under the condition on its item's datum or always.  The pick
   P is "get_imm (A + (j & M) * SLOT)" or "p + (j & M) * SLOT", keyed by
   the counter, a conversion of it ("(int) j", "(unsigned) j", ...) or
   a copy, the second buffer's slots sometimes by j + 1; the work W of
   an item is a load from x into a slot of the first buffer, a vadds
   into a slot of the second (maybe in pieces by a loop over the slot,
   as the load may be), maybe a vmuls in place, a vadd of both, a vmax
   into the first or a vadds into a third buffer, and a store to y from
   the last one written, maybe read back by the scalar unit.  A
   buffer's K slots of 256, 512 or 1024 halves lie one after the other
   and the buffers too, in either order (the slot of residue K - 1 ends
   at the next buffer's start: the layout assumption), in the stream's
   region csreg (32 KiB), apart from the buffers of the stream's other
   statements (smaller slots where they leave no room); the counter an
   int, unsigned, int64_t or
   uint16_t, reset by an outer loop or carried across its iterations;
   after the loops, the count or a half of the region read.  Whatever
   the count, every access stays in its slot.  The stream names its
   variables apart and writes no sync, so a kernel with it is the
   kernel without it plus its statements and the region (declared and
   filled by vector_dup after the buffers).  From a twenty-seventh
   stream, the stream of data counts, in half of the seeds with extras
   (one statement first or last in the kernel, more between
   statements), counts the plugin can bound only by their type or by
   the count assumption.  Rows (three statements in five): a loop of 2
   to 4 iterations or nt (up, down, or a pointer stepped by a row) over
   the rows "dcsV + r * STEP" of a 1 KiB area of their own at DC_ROWS
   (STEP 256 or 512 bytes; no other statement declares a buffer start
   inside it, so the layout assumption holds), a vadds, vmuls or
   vector_dup in place, or a vadds or vadd from the same row of a
   second such area, on each row, its repeat count
   computed in unsigned arithmetic from a value the scalar unit reads
   from "dcn" (UB at DC_AT, which a DMA loads from the kernel's new
   argument "dn" at its start; the host's values): "(uint8_t) (h /
   64)", "(uint8_t) ((uint32_t) d >> 8)", "(uint8_t) (u >> 8)" of the
   value's low uint16_t, "(uint8_t) ((unsigned) d / 128)" or "(uint8_t)
   ((h + 63) / 64)", one for all rows (maybe computed before the loop)
   or one per row, maybe under "if (count != 0)".  The values, with
   high bits the conversion drops, make a row's count one row, less, or
   as many as fit: longer than a row, it reaches into the next rows,
   which nothing but the row ops orders; every row's op stays in its 1
   KiB slot ("OFF + r * STEP + count * 256 <= 1024").  Maybe a load of
   the slot before, a store of it or a scalar read after.  Tail tiles
   (the others): a length "LEN + block_idx * B" (LEN maybe a value of
   dn), in int64_t or int, and a loop over its tiles ("t < (len + C -
   1) / C", "t * C < len" or a count computed before), each tile's
   count a MIN written as "?:" converted on the way to a DMA's count:
   "(uint16_t) (reps * K)" with reps = (int) MIN (left, C) of an
   int64_t left in units of K blocks, or "(uint16_t) ((n + 15) / 16)"
   with n the MIN in int or converted from int64_t; the tile loaded
   from x, maybe a vadds of "(n + 127) / 128" repeats on it and a
   store of it to y; consecutive tiles one after the other in a slot
   (at "base + t * TH" or by a pointer stepped by a tile), in
   ping-pong slots "t & 1" or at one place.  The stream names its
   variables apart and writes no sync, so a kernel with it is the
   kernel without it plus its statements, the argument, the region's
   pointers and its load.  From a twenty-eighth stream, the stream of
   constant elements, in a third of the seeds with extras (one
   statement first or last in the kernel, more between statements),
   local tables "etpV[N]" of 2 to 7 UB buffer addresses read at
   constant indexes.  A table is filled by a loop storing "get_imm
   (BASE + j * SLOT)" (SLOT 128 to 2048 bytes; counting up or down; in
   half of them loading each element's slot from x too, a load at a
   variable index that keeps the table in memory at -O2), by such a
   loop over its first elements and a store per element for the
   others, or by a store per element, the place stored the element's
   own or, a quarter of them, another element's, one up to a slot
   above its own or one anywhere in the region; then, in a third of
   the tables, one or two more stores into elements (a second place:
   the element stored twice; the same under a condition on the block,
   acc, nt, a half of x or of the region: the element re-stored with
   another buffer on some runs only; or a copy of another element),
   and in a quarter of them such a store between the operations.  The
   operations, 2 to 6, name elements at constant indexes, "etpV[K]" or
   "(*(etpV + K))" (GCC's "MEM[&etpV + 8K]"): loads from x or y (MTE2),
   stores to y (MTE3), vadds, vmuls, vadd, vmax and vector_dup (V),
   scalar reads into acc and writes of it (S), at offsets up to a slot
   into the element and of up to 2 KiB, so that elements meet (one
   place twice, overlapping slots, an access running into the next
   element's slot); a sixth of the operands of an element that holds
   one place name that place from the region's pointer instead ("etr
   + HALVES"), the same memory named apart from the table.  Every
   operand stays in the region whichever place its element holds, and
   vector operands keep the ISA's overlap rule; what the operations
   wrote is stored to y (through the elements) at the statement's end,
   maybe read into acc too.  The places are get_imm addresses in a
   region of 32 KiB, or, for a third of the tables, "etq + HALVES" in
   an area of 16 KiB above it where no get_imm address lies (a pointer
   a fill loop moves stays in its buffer: the layout assumption).  The
   stream names its variables apart and writes no sync, so a kernel
   with it is the kernel without it plus its statements and the region
   (declared and filled by vector_dup after the buffers).  From a
   twenty-ninth stream, the stream of row splits, in a third of the
   seeds with extras (one statement first or last in the kernel, more
   between statements), rows of R repeats (R 2 to 8: R * 256 bytes) of
   a tile of 2 to 8 rows, each split at a count nf the scalar unit
   reads from data: a head "vadds or vmuls (row, src, K, (uint8_t) nf,
   1, 1, 8, 8)" (from the same row of a source slot or in place, maybe
   under "if (nf > 0)"), maybe a masked repeat at "row + nf * 128"
   under the mask of a length's remainder (its first lanes; then the
   full mask again and "nf++"), and a tail "if (nf < R) vector_dup (row
   + nf * 128, 0, R + E - nf, ...)", its count "(uint8_t) (R + E -
   nf)", an int or as it is, maybe computed before the test, E 0 (most),
   1 or 2: a tail ending E repeats past its row, into the next row or,
   the last row's, into room left in the slot after the tile (the
   layout assumption: a tail whose length is known only as a range
   stays in its slot; run-split-end-bounds-past-slot.c covers one that
   the operands show leaving it).  nf is read from "spd" (UB at SP_DAT, which a DMA
   loads from the kernel's new argument "sn" at its start, maybe again
   per tile) as it is, "(uint32_t) d >> 7" of a length (maybe as an
   int), "(uint8_t) d", "d & 15" or the low uint16_t, the host's values
   0 to R with high bits the conversion drops (the head guarded when a
   value is 0); in a quarter of the kernels some values above R, up to
   255, under a clamp "if (nf > R) nf = R", under "if (nf <= R)" around
   the row, or unguarded up to the repeats left in the slot (the head
   reaching into the next rows).  The tile is one area, or one of 2 to
   4 tiles (or nt) in ping-pong slots "(t & 1)", "(int) (t & 1)" or "t
   % 2", each loaded in its iteration or the next one loaded into the
   other slot before or after the rows (software-pipelined); the rows
   addressed by "row * ROW", by pointers stepped by a row or by a
   pointer per row; after
   them, a store of the tile to y (MTE3), a vadd of it into its source
   slot (stored or read by the scalar unit) or a scalar read.  The
   slots are two pairs (the rows', the sources') of 2 to 16 KiB in the
   stream's region "spreg" (SP_BYTES at SP_REG), one right after the
   other, then a spare area; a tile ends at its slot's end (less the
   room its tails take) or lies lower in it;
   slots are named from get_imm of their starts or (in the other
   kernels) from spreg, never both, so that no get_imm address lies
   inside a slot (the layout assumption).  Every operand stays in the
   region and vector operands keep the ISA's overlap rule.  The stream
   names its variables apart and writes no sync, so a kernel with it is
   the kernel without it plus its statements, the argument and the
   region (declared and filled by vector_dup after the buffers).  From a
   thirtieth stream, the stream of slot geometries, in three tenths of
   the seeds with extras (one statement first or last in the kernel,
   more between statements), one buffer "ggb" (get_imm, 8 KiB) used by
   two or three loops of a statement, each with its own geometry: K (2
   to 4) slots of S bytes (256, 512, 1 KiB or 2 KiB, the loops' sizes
   differ), the slot "t & 1" (K 2), "t % K" or a counter's (over two
   slots, in the loops of even statements, a toggle "c ^= 1" or "c =
   1 - c"), mostly
   over more than K iterations (or nt), so that a slot of one loop lies
   inside a slot of another loop's larger geometry (the shape of the
   race of run-slot-starts-other-geometry.c).  A loop fills its slots
   (vector_dup, vadds or vmuls in place or a load of a constant count,
   maybe stored to y), or loads its slots from x (maybe the next slot
   first, before or after the window: software-pipelined), from the
   slot's start or some bytes into it, and reads a window from C bytes
   below the slot on (C 0 to 256, a multiple of 32: "ggb + (t & 1) * SH
   - C / 2"; below slot 0, "ggpad" right under ggb) with a vadds or
   vmuls into the slot of "ggo" (get_imm), stored to y or read into
   acc, and maybe stores another window of the slot to y (MTE3); or, a
   third loop, steps a pointer across ggb ("ggb + u * STEP" or one
   stepped by STEP, 256 bytes to 1 KiB) over a trip count that keeps
   it in ggb, loading, adding into ggo and storing.  The counts of the
   loads, windows and stores are constants or known only at run time:
   "ggr * M" (ggr the kernel's new argument, mostly filling the slot to
   its end), "(ggr * M < CAP ? ggr * M : CAP)", "nt * M" or "ggr", the
   host's value of ggr (1 to 4) never taking an access out of its slot
   of its loop's geometry (a window from C below it to the slot's end:
   the layout assumption).  Slot sizes are powers of two from ggb, so
   such an access crosses no slot start of another geometry that does
   not lie inside one of its slots.  The stream names its variables
   apart and writes no sync, so a kernel with it is the kernel without
   it plus its statements, the argument and the buffers (declared and
   filled by vector_dup after the buffers).  From a thirty-first
   stream, the stream of whole buffers, in three tenths of the seeds
   with extras (one statement first or last in the kernel, more between
   statements), one buffer "whb" (get_imm, 8 KiB) that a loop of a
   statement uses as K (2 to 4) slots of S bytes (512, 1 KiB or 2 KiB)
   through a rotation, "whb + (t & 1) * SH" or "whb + (t % K) * SH",
   over K + 1 to 2K + 2 iterations (or nt), and that one to three
   accesses outside the loop, before it, after it or both, or between
   it and a second loop of its own K, name by a pointer that chooses no
   slot: "whb" itself or "whb + C" (C a slot's start or any multiple of
   32 bytes), the first of them, and half of the others, from below the
   last slot's start with a count known only at run time that reaches
   past the start of the next slot, mostly to the end of the slots (or
   of whb), the others with any count, constant or known at run time,
   that stays in the slots (or in whb): a load from x
   (MTE2) or a store to y (MTE3) of "(uint16_t) (N)" blocks, a vadds or
   vmuls in place, a vadds into "who" (get_imm, maybe stored) or a
   vector_dup of "(uint8_t) (N)" repeats (V), or a scalar read into acc
   or write at "(whb + C)[N]" (S), N "whr * M", "whr * M + A", "whr +
   A", "whr - A" or "(whr * M < U ? whr * M : U)" (whr the kernel's new
   argument, the host's value 1 to 4).  In the loop, each slot is
   loaded from x and added into the slot of who, added to in place or
   filled, loaded and stored, or added into who, then stored to y or
   read into acc, so that the accesses outside the loop meet slots other
   than the one they start in on other pipes.  Every access stays in
   whb or who (the layout assumption: no get_imm address lies inside
   them, only the rotation's slot starts).  The stream names its
   variables apart and writes no sync, so a kernel with it is the
   kernel without it plus its statements, the argument and the buffers
   (declared and filled by vector_dup after the buffers).  From a
   thirty-second stream, the stream of flag reuse, in half of the seeds
   with extras, a rotating hand-written pair (the fourth stream's
   ping-pong sync) leaves out, half of the time, the pipe_barrier
   (PIPE_ALL) after its wait in the loop: the set at the iteration's
   end is then ordered after that wait only where the statements
   between happen to order it, and where nothing does the kernel as
   written may set a flag still set (flag-already-set).  Keep mode must
   add what orders the flag's reuse, and lint must report it.  From a
   thirty-third stream, the stream of block shares, in a third of the
   seeds with extras (one statement at the kernel's end, more between
   statements), a loop over a block's share of N bands (3 to 8), "bsp =
   N / block_num, bse = N % block_num", "bsp + (block_idx < bse ? 1 :
   0)" (or the flag spelled as a conversion or the other way round),
   C (2 or 3) column tiles each: tile T stores R (1 to 4) rows of one
   block from a slot of the stream's region "bsb" (get_imm, two slots
   of 512 bytes, "bsb + (t & 1) * 256", maybe added to in place first;
   a region of its own, as slots inside b0 to b5 would be buffers of
   their own that other streams' accesses cross) to y at band "bs0 + T
   / C" and column tile "T % C", one row of y being N blocks, so that
   two tiles N bands apart would meet: only the bound of the share (at
   most N bands, also at -O0 where the flag is a branch) keeps every
   tile of a run apart.  The stream names its variables apart and
   writes no sync.  From a thirty-fourth stream, the stream of unsigned
   counters, in a third of the seeds with extras, the loops counting up
   from 0 whose counters no expression takes below 0 (most of the
   streams' loops) count with "uint32_t" instead of "int", as Ascend C
   code writes them (a type fz_ctr the kernel's head defines): GCC
   cannot keep "(unsigned long) (i * 8)" affine in 64 bits, as it can
   for a signed counter whose overflow is undefined.  From a
   thirty-fifth stream, the stream of sibling steps, in a third of the
   seeds with extras (statements between statements, one at the
   kernel's end), vector steps on branches one after the other, each
   reading what the statement's earlier vector ops wrote: "vadds (a,
   s, ...); vmuls (b, s, ...); [S] if (C1) vmuls (a, a, ...); if (C2)
   vadds (b, b, ...);" (a second step of a branch on the other area,
   an else, or a step outside the branches between them, in some),
   with S a scalar read of the source into acc or nothing, C1 and C2
   on acc, the block, a loop counter's parity or a half of the source;
   then a vadd of a and b into c, stored to y, or a and b stored, or
   nothing.  Its areas a, b, c and s (the source, loaded from x first
   in half of them) are 1 KiB each of the stream's region "sbr"; the
   steps cover 1 to 4 repeats.  One barrier before the first branch
   orders both steps; the plugin must keep the one the branches' work
   needs.  The stream names its variables apart and writes no sync.
   From a thirty-sixth stream, the stream of run-time tiles, in a third
   of the seeds with extras, loops over 2 to 4 tiles of a length "rtt"
   the host passes (128, 256 or 512 halves; checked by the kernel in
   half of the seeds, else known only under the layout assumption), in
   four slots of one buffer "rtb" (zeroed first): tile t loaded into slot t & 1 in
   "rtt / 16" blocks, a vmuls (and a vadds in some) of "rtt / 128"
   repeats into slot 2 + (t & 1) ("rtb + (2 + s) * rtt", or "rin + 2 *
   rtt" from the input slot's pointer), stored to y at t * rtt: the
   slots are apart for every tile length, and so are the tiles' GM
   windows.  The stream names its variables apart and writes no
   sync.  From a thirty-seventh stream, the stream of run-time layouts,
   half of those loops address their output slots through a pointer
   made before the loop, "rob = rtb + 2 * rtt" and then "rob + s * rtt"
   (GCC may scale the two products differently), and half of those load
   a row of x into slot 3 before the loop ("rob + rtt") or store slot 2
   to y after it ("rob"): slots named by whole multiples of the size
   alone, before and after a rotation over them.  From a thirty-eighth
   stream, the stream of run-time prologues, a third of the loops that
   address no slot before the loop are software-pipelined instead: the
   first tile loaded into slot 0 ("rtb") before the loop, in "MIN (rtt
   / 128, C) * 8" blocks (C 1 to 4: a count within the slot only by the
   MIN), and iteration t prefetching tile t + 1 into slot (t + 1) & 1
   when t + 1 < n: the prologue meets the prefetch of iteration 1, not
   that of iteration 0.  */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NBUF 6
#define SLOT_BYTES 1024
#define BUF_BYTES (2 * SLOT_BYTES)
#define GM_HALVES 16384           /* per block, of x and of y */
#define GM_FLOATS 4096            /* per block, of z (cube kernels) */
#define MAX_STMTS 20

/* The streams: RNG_STATE draws the statements, XRNG_STATE the extras
   (loop forms, break/continue/return, hand-written sync), CRNG_STATE
   the cube statements and GRNG_STATE the control shapes (switch,
   goto regions, a third loop level), so that a seed's --plain kernel
   does not change when kinds of extras are added.  */
static uint64_t rng_state, xrng_state, crng_state, grng_state;
static uint64_t arng_state, frng_state, prng_state, jrng_state;
static uint64_t trng_state, qrng_state, srng_state, hrng_state;
static uint64_t orng_state;
static uint64_t zrng_state;
static uint64_t wrng_state;
static uint64_t vrng_state;
static uint64_t urng_state;
static uint64_t drng_state;
static uint64_t brng_state;
static uint64_t rrng_state;
static uint64_t krng_state;
static uint64_t lrng_state;
static uint64_t mrng_state;
static uint64_t nrng_state;
static uint64_t erng_state;
static uint64_t yrng_state;
static uint64_t irng_state;
static uint64_t etrng_state;
static uint64_t sprng_state;
static uint64_t ggrng_state;
static uint64_t whrng_state;
static uint64_t frrng_state;
static uint64_t bsrng_state;
static uint64_t ucrng_state;
static uint64_t sbrng_state;
static uint64_t rtrng_state;
static uint64_t ttrng_state;
static uint64_t rlrng_state;
static uint64_t rprng_state;

/* Next value of the xorshift64* generator of state *S.  */
static uint64_t
rng_next (uint64_t *s)
{
  *s ^= *s >> 12;
  *s ^= *s << 25;
  *s ^= *s >> 27;
  return *s * 0x2545F4914F6CDD1DULL;
}

/* A uniform integer in [0, N) from the statement stream.  */
static int
rnd (int n)
{
  return (int) ((rng_next (&rng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the sibling steps' stream.  */
static int
sbrnd (int n)
{
  return (int) ((rng_next (&sbrng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the run-time tiles' stream.  */
static int
rtrnd (int n)
{
  return (int) ((rng_next (&rtrng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the stream of run-time layouts.  */
static int
rlrnd (int n)
{
  return (int) ((rng_next (&rlrng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the stream of run-time prologues.  */
static int
rprnd (int n)
{
  return (int) ((rng_next (&rprng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the stream of tail-tile lengths.  */
static int
ttrnd (int n)
{
  return (int) ((rng_next (&ttrng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the extras' stream.  */
static int
xrnd (int n)
{
  return (int) ((rng_next (&xrng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the cube statements' stream.  */
static int
crnd (int n)
{
  return (int) ((rng_next (&crng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the control shapes' stream.  */
static int
grnd (int n)
{
  return (int) ((rng_next (&grng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the access shapes' stream.  */
static int
arnd (int n)
{
  return (int) ((rng_next (&arng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the calls' stream.  */
static int
frnd (int n)
{
  return (int) ((rng_next (&frng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the pipe-free helpers' stream.  */
static int
prnd (int n)
{
  return (int) ((rng_next (&prng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the setjmp stream.  */
static int
jrnd (int n)
{
  return (int) ((rng_next (&jrng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the slot tables' stream.  */
static int
trnd (int n)
{
  return (int) ((rng_next (&trng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the remainder tails' stream.  */
static int
qrnd (int n)
{
  return (int) ((rng_next (&qrng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the selections' stream.  */
static int
srnd (int n)
{
  return (int) ((rng_next (&srng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the helpers' hand-written sync
   stream.  */
static int
hrnd (int n)
{
  return (int) ((rng_next (&hrng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the run-time slot sizes' stream.  */
static int
zrnd (int n)
{
  return (int) ((rng_next (&zrng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the pipelined loops' stream.  */
static int
wrnd (int n)
{
  return (int) ((rng_next (&wrng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the slot spellings' stream.  */
static int
vrnd (int n)
{
  return (int) ((rng_next (&vrng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the helper arguments' stream.  */
static int
urnd (int n)
{
  return (int) ((rng_next (&urng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the swapped pointers' stream.  */
static int
drnd (int n)
{
  return (int) ((rng_next (&drng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the stream of swaps across runs and
   strided DMAs.  */
static int
brnd (int n)
{
  return (int) ((rng_next (&brng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the guarded rows' stream.  */
static int
rrnd (int n)
{
  return (int) ((rng_next (&rrng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the stream of flags crossing the
   helpers' calls.  */
static int
krnd (int n)
{
  return (int) ((rng_next (&krng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the two-level offsets' stream.  */
static int
ornd (int n)
{
  return (int) ((rng_next (&orng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the stream of run-time rows.  */
static int
lrnd (int n)
{
  return (int) ((rng_next (&lrng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the stream of compaction
   counters.  */
static int
mrnd (int n)
{
  return (int) ((rng_next (&mrng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the stream of windows below a
   buffer.  */
static int
nrnd (int n)
{
  return (int) ((rng_next (&nrng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the stream of loop congruences.  */
static int
ernd (int n)
{
  return (int) ((rng_next (&erng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the stream of counter slots.  */
static int
yrnd (int n)
{
  return (int) ((rng_next (&yrng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the stream of data counts.  */
static int
irnd (int n)
{
  return (int) ((rng_next (&irng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the stream of constant elements.  */
static int
etrnd (int n)
{
  return (int) ((rng_next (&etrng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the stream of flag reuse.  */
static int
frrnd (int n)
{
  return (int) ((rng_next (&frrng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the stream of block shares.  */
static int
bsrnd (int n)
{
  return (int) ((rng_next (&bsrng_state) >> 33) % (uint64_t) n);
}

/* A uniform integer in [0, N) from the stream of unsigned counters.  */
static int
ucrnd (int n)
{
  return (int) ((rng_next (&ucrng_state) >> 33) % (uint64_t) n);
}

static int hand_helpers;          /* hand-written sync inside helpers */
static int selection;             /* write selections: 1, 2 with a DMA
                                     into SEL too */
static int tables;                /* address slots through tables */
static int runtime_slot;          /* the slot size is the argument sz */
static int pipelined;             /* write loops counting from -1 */
static int spellings;             /* spell parities as complements */
static int ptr_calls;             /* write calls of fz_p0 */
static int ptr_inline;            /* fz_p0 is static inline */
static int swaps;                 /* write loops that swap two pointers */
static int swap_runs;             /* ... some inside an outer loop */
static int strided;               /* write loops of strided DMAs */
static int rows;                  /* write loops into rows from data */
static int bflags;                /* a flag crossing the helpers' calls */
static int bf_p, bf_q, bf_id;     /* ... its pipes and id */
static int ptr_args;              /* fz_p0 takes a scale array W from the
                                     kernel's stack, and fz_p1 passes its
                                     own parameters on to fz_p0 */
static int jumps;                 /* write setjmp and longjmp */
static int extras;                /* write the extras */
static int free_calls;            /* write calls of pipe-free helpers */
static int calls;                 /* write calls of helpers (extras) */
static int other_unit;            /* one helper in a second unit */
static int cube;                  /* write cube statements too */
static int rtrows;                /* write loops over rows of run-time
                                     length (the twenty-second stream) */
static int rt_cols;               /* ... the argument cols (halves or
                                     floats per row) */
static int rt_tl[4];              /* ... the tiling values in GM: a row
                                     length, a row count, rows per tile,
                                     a tile count */
static int nrt;                   /* names of its statements so far */
static int compaction;            /* write loops of compaction counters
                                     (the twenty-third stream) */
static int ncp;                   /* names of their statements so far */
static int windows;               /* write windows below a buffer (the
                                     twenty-fourth stream) */
static int wn_rows;               /* ... the argument wrows (2 to 4) */
static int wn_len;                /* ... the argument wlen (3 to 16) */
static int nwn;                   /* names of their statements so far */
static int loopmods;              /* write rows laid out slot-major by a
                                     count from data (the twenty-fifth
                                     stream) */
static int nlm;                   /* names of their statements so far */
static int ctrslots;              /* write slots picked by a counter
                                     stepped on some paths (the
                                     twenty-sixth stream) */
static int ncs;                   /* names of their statements so far */
static int dcounts;               /* write rows whose counts come from
                                     data and tail tiles (the
                                     twenty-seventh stream) */
static int ndc;                   /* names of their statements so far */
static int ctelems;               /* write tables of buffer addresses
                                     read at constant indexes (the
                                     twenty-eighth stream) */
static int net;                   /* names of their statements so far */
static int rsplits;               /* write rows split into a head and a
                                     tail at a count from data (the
                                     twenty-ninth stream) */
static int nsp;                   /* names of their statements so far */
static int geoms;                 /* write one buffer used with slots of
                                     several sizes (the thirtieth
                                     stream) */
static int ngg;                   /* names of their statements so far */
static int wholes;                /* write accesses of a whole buffer
                                     that loops use as slots (the
                                     thirty-first stream) */
static int nwh;                   /* names of their statements so far */
static int bshares;               /* write loops over a block's share */
static int sibs;                  /* write sibling steps */
static int nsb;                   /* names of their statements so far */
static int rtts;                  /* write run-time tiles */
static int rt_hv;                 /* the host's value of rtt */
static int rt_checked;            /* the kernel checks rtt */
static int nrt;                   /* names of their statements so far */
static int nbs;                   /* names of their statements so far */
static int reuse_open;            /* leave some rotating waits without
                                     their pipe_barrier (PIPE_ALL) (the
                                     thirty-second stream) */

static int nstmts;                /* statements written so far */
static int nvars;                 /* loop counters named so far */
static int ngotos;                /* goto regions written so far */
static int in_goto;               /* goto regions being written */

/* The form of the loop at each depth (extras): a for loop, a do-while
   loop or a while loop counting at the end of its body (no continue
   inside it: that would skip the count).  */
enum loop_form { FORM_FOR, FORM_DO, FORM_WHILE };
static enum loop_form loop_form[3];
/* Whether the body of the loop at each depth starts with a
   pipe_barrier (PIPE_ALL) (extras): every pipe has then drained the
   last iteration's work, its hand-written waits too, so hand-written
   set/wait pairs may go in the body (each runs again only after it).  */
static int loop_fenced[3];
static int loop_var[4];              /* the counter of each open loop */
static int loops_open;               /* loops around the statement */

/* Whether a hand-written set_flag waits for its wait_flag later in
   the statement list being written: no break, continue or return may
   skip the wait.  */
static int hand_open;

/* Hand-written set/wait pairs run once, outside loops, or once per
   iteration of a loop whose body starts with a pipe_barrier (PIPE_ALL),
   each on an event id of its own: a set running again before the pipe
   waiting has consumed the last one is a bug of the hand-written sync
   (the checker's flag-already-set), not the plugin's to mend.  */
static unsigned char hand_used[4][4][4];

/* Pick an unused pipe pair and event id for hand-written sync into
   *P, *Q, *ID; false when the draw hits a used one.  */
static int
hand_pick (int *p, int *q, int *id)
{
  *p = xrnd (4);
  *q = (*p + 1 + xrnd (3)) % 4;
  *id = xrnd (4);
  if (hand_used[*p][*q][*id])
    return 0;
  hand_used[*p][*q][*id] = 1;
  return 1;
}

static const char *const hand_pipes[] = { "PIPE_S", "PIPE_V", "PIPE_MTE2",
                                          "PIPE_MTE3" };

/* Write INDENT levels of indentation.  */
static void
indent (int n)
{
  for (int i = 0; i < n; i++)
    fputs ("  ", stdout);
}

/* The slot index expression for a statement inside loops whose
   innermost counter is VAR (-1: outside every loop), drawn from the
   stream DRAW: a constant slot, or the counter's parity.  */
static const char *
pick_slot (int (*draw) (int), int var, char *buf, size_t size)
{
  static const char *const forms[] = { "(i%d & 1)", "(i%d %% 2)",
                                       "((i%d + 1) & 1)",
                                       "((i%d + 1) %% 2)" };
  /* The same parities as the complement of the other one.  */
  static const char *const complements[] = {
    "(1 - ((i%d + 1) & 1))", "(((i%d + 1) & 1) ^ 1)",
    "(1 - (i%d & 1))", "((i%d & 1) ^ 1)" };
  if (var < 0 || draw (4) == 0)
    snprintf (buf, size, "%d", draw (2));
  else
    {
      int f = draw (4);
      if (spellings && vrnd (2) == 0)
        snprintf (buf, size, complements[(f >= 2) * 2 + vrnd (2)], var);
      else
        snprintf (buf, size, forms[f], var);
    }
  return buf;
}

/* pick_slot from the statement stream.  */
static const char *
slot_expr (int var, char *buf, size_t size)
{
  return pick_slot (rnd, var, buf, size);
}

/* A source offset in a slot that keeps LEN bytes inside it.  */
static int
src_offset (int len)
{
  return 256 * rnd ((SLOT_BYTES - len) / 256 + 1);
}

/* Pick an access of LEN bytes inside a slot: its byte offset in the
   slot.  */
static int
pick_access (int *len)
{
  static const int lens[] = { 256, 512, 1024 };
  *len = lens[rnd (3)];
  return src_offset (*len);
}

/* The slot size in halves as the kernel writes it: 512, or the
   argument sz.  */
static const char *
slot_size (void)
{
  static char buf[16];
  if (runtime_slot)
    return "sz";
  snprintf (buf, sizeof buf, "%d", SLOT_BYTES / 2);
  return buf;
}

/* Write the UB operand "bB + SLOT * 512 + OFF / 2" for buffer B, or
   "tB[SLOT] + OFF / 2" through B's table of slot addresses.  */
static void
ub_operand (int b, const char *slot, int off)
{
  if (tables)
    printf ("t%d[%s] + %d", b, slot, off / 2);
  else
    printf ("b%d + %s * %s + %d", b, slot, slot_size (), off / 2);
}

/* Write the element OFF (an expression, in halves) of slot SLOT of
   buffer B, "bB[SLOT * 512 + OFF]", or through B's table of slot
   addresses, "tB[SLOT][OFF]", when the kernel has tables (a table may
   hold get_imm addresses of the slots, each then a buffer of its own:
   the layout assumption keeps a pointer from bB out of slot 1).  */
static void
ub_elem (int b, const char *slot, const char *off)
{
  if (tables)
    printf ("t%d[%s][%s]", b, slot, off);
  else
    printf ("b%d[%s * %s + %s]", b, slot, slot_size (), off);
}

/* Write the address OFF (an expression, in halves) into slot SLOT of
   buffer B, as ub_elem does its element.  */
static void
ub_addr (int b, const char *slot, const char *off)
{
  if (tables)
    printf ("t%d[%s] + %s", b, slot, off);
  else
    printf ("b%d + %s * %s + %s", b, slot, slot_size (), off);
}

/* Declare and fill the tables of slot addresses of the buffers: a
   loop storing each slot's address (from the buffer's pointer or from
   get_imm), or a store per slot.  */
static int table_imm[NBUF];       /* buffer B's table holds get_imm
                                     results: each slot a buffer of its
                                     own (table_decls) */

static void
table_decls (void)
{
  for (int b = 0; b < NBUF; b++)
    {
      printf ("  __ubuf__ half *t%d[2];\n", b);
      int how = trnd (3);
      table_imm[b] = how == 1;
      switch (how)
        {
        case 0:
          printf ("  for (int j = 0; j < 2; j++)\n"
                  "    t%d[j] = b%d + j * %d;\n", b, b, SLOT_BYTES / 2);
          break;
        case 1:
          printf ("  for (int j = 0; j < 2; j++)\n"
                  "    t%d[j] = (__ubuf__ half *) get_imm (0x%x + j * 0x%x);"
                  "\n", b, b * BUF_BYTES, SLOT_BYTES);
          break;
        default:
          printf ("  t%d[0] = b%d;\n"
                  "  t%d[1] = b%d + %d;\n", b, b, b, b, SLOT_BYTES / 2);
          break;
        }
    }
}

/* Write a vector source operand of LEN bytes for a destination in
   buffer DB at slot DSLOT, offset DOFF: in another buffer anywhere in
   a slot, or the destination itself (an in-place op; the ISA forbids a
   destination that overlaps a source of a later repeat).  VAR as for
   slot_expr; BUF holds the slot expression.  */
static void
src_operand (int db, const char *dslot, int doff, int len, int var,
             char *buf, size_t size)
{
  int b = rnd (NBUF);
  if (b == db)
    ub_operand (b, dslot, doff);
  else
    ub_operand (b, slot_expr (var, buf, size), src_offset (len));
}

/* Write the GM offset (in halves, inside the block's region) of a
   transfer of LEN bytes: constant, or moving with counter VAR.  */
static void
gm_offset (int var, int len)
{
  int halves = len / 2;
  if (var >= 0 && rnd (2))
    printf ("%d + i%d * %d", halves * rnd (4), var, halves);
  else
    printf ("%d", 256 * rnd (GM_HALVES / 256 - 8));
}

/* Write at indentation IND a software-pipelined loop whose counter
   starts at -1: iteration I loads tile I + 1 into slot (I + 1) & 1 of
   a buffer (from x, y or a pointer chosen between them at run time),
   then, from I = 0 on, computes from slot I & 1 into another buffer's
   slot and maybe stores it to y.  */
static void
pipelined_stmt (int ind)
{
  static const int lens[] = { 256, 512, 1024 };
  int v = nvars++, len = lens[wrnd (3)], h = len / 2;
  int b = wrnd (NBUF), c = (b + 1 + wrnd (NBUF - 1)) % NBUF;
  int off = 256 * wrnd ((SLOT_BYTES - len) / 256 + 1);
  int off2 = 256 * wrnd ((SLOT_BYTES - len) / 256 + 1);
  char trips[8], next[32], cur[32], src[64];
  snprintf (trips, sizeof trips, wrnd (3) ? "%d" : "nt", 1 + wrnd (4));
  snprintf (next, sizeof next, "((i%d + 1) & 1)", v);
  snprintf (cur, sizeof cur, "(i%d & 1)", v);
  switch (wrnd (2) ? 3 : wrnd (3))
    {
    case 0:
      snprintf (src, sizeof src, "((i%d & 1) ? x : y)", v);
      break;
    case 1:
      snprintf (src, sizeof src, "(block_idx == 0 ? y : x)");
      break;
    case 2:
      snprintf (src, sizeof src, "(acc > 0.25f ? x : y)");
      break;
    default:
      snprintf (src, sizeof src, "%s", wrnd (2) ? "x" : "y");
      break;
    }
  indent (ind);
  printf ("for (int i%d = -1; i%d < %s; i%d++)\n", v, v, trips, v);
  indent (ind);
  printf ("  {\n");
  indent (ind + 2);
  printf ("if (i%d + 1 < %s)\n", v, trips);
  indent (ind + 2);
  printf ("  copy_gm_to_ubuf (");
  ub_operand (b, next, off);
  printf (", %s + blk + %d + (i%d + 1) * %d, 0, 1, %d, 0, 0);\n", src,
          256 * wrnd (GM_HALVES / 256 - 10), v, h, len / 32);
  indent (ind + 2);
  printf ("if (i%d < 0)\n", v);
  indent (ind + 2);
  printf ("  continue;\n");
  indent (ind + 2);
  printf ("vadds (");
  ub_operand (c, cur, off2);
  printf (", ");
  ub_operand (b, cur, off);
  printf (", 0.5, %d, 1, 1, 8, 8);\n", len / 256);
  if (wrnd (2))
    {
      indent (ind + 2);
      printf ("copy_ubuf_to_gm (y + blk + %d + i%d * %d, ",
              256 * wrnd (GM_HALVES / 256 - 10), v, h);
      ub_operand (c, cur, off2);
      printf (", 0, 1, %d, 0, 0);\n", len / 32);
    }
  indent (ind);
  printf ("  }\n");
  nstmts += 3;
}

/* Write at indentation IND a loop double-buffered by swapping two
   pointers (swaps): PA and PB start at the two slots of one buffer;
   each iteration loads the next tile into PB, computes from PA (into a
   slot of another buffer chosen by the counter, maybe storing it), and
   swaps PA and PB.  */
static void
swap_stmt (int ind)
{
  static const int lens[] = { 256, 512, 1024 };
  int v = nvars++, len = lens[drnd (3)], h = len / 2;
  int b = drnd (NBUF), c = (b + 1 + drnd (NBUF - 1)) % NBUF;
  int off = 256 * drnd ((SLOT_BYTES - len) / 256 + 1);
  int off2 = 256 * drnd ((SLOT_BYTES - len) / 256 + 1);
  char trips[8], cur[32];
  snprintf (trips, sizeof trips, drnd (3) ? "%d" : "nt", 1 + drnd (4));
  snprintf (cur, sizeof cur, "(i%d & 1)", v);
  int outer = swap_runs && brnd (2) ? 2 + brnd (2) : 0;
  indent (ind);
  printf ("{\n");
  indent (ind + 2);
  printf ("__ubuf__ half *pa%d = ", v);
  ub_operand (b, "0", off);
  printf (", *pb%d = ", v);
  ub_operand (b, "1", off);
  printf (";\n");
  if (outer)
    {
      /* The pair goes on from one run of the inner loop to the next.  */
      indent (ind + 2);
      printf ("for (fz_ctr o%d = 0; o%d < %d; o%d++)\n", v, v, outer, v);
      ind += 2;
    }
  indent (ind + 2);
  printf ("for (fz_ctr i%d = 0; i%d < %s; i%d++)\n", v, v, trips, v);
  indent (ind + 2);
  printf ("  {\n");
  indent (ind + 4);
  printf ("copy_gm_to_ubuf (pb%d, %s + blk + %d + i%d * %d, 0, 1, %d, 0, 0);\n",
          v, drnd (2) ? "x" : "y", 256 * drnd (GM_HALVES / 256 - 10), v, h,
          len / 32);
  indent (ind + 4);
  printf ("vadds (");
  ub_operand (c, cur, off2);
  printf (", pa%d, 0.5, %d, 1, 1, 8, 8);\n", v, len / 256);
  if (drnd (2))
    {
      indent (ind + 4);
      printf ("copy_ubuf_to_gm (y + blk + %d + i%d * %d, ",
              256 * drnd (GM_HALVES / 256 - 10), v, h);
      ub_operand (c, cur, off2);
      printf (", 0, 1, %d, 0, 0);\n", len / 32);
    }
  indent (ind + 4);
  printf ("__ubuf__ half *t%d = pa%d;\n", v, v);
  indent (ind + 4);
  printf ("pa%d = pb%d;\n", v, v);
  indent (ind + 4);
  printf ("pb%d = t%d;\n", v, v);
  indent (ind + 2);
  printf ("  }\n");
  if (outer)
    ind -= 2;
  indent (ind);
  printf ("}\n");
  nstmts += 3;
}

/* Write at indentation IND, as the twentieth stream draws it (rows), a
   loop adding into rows of y picked from data: row R of 8 (256
   halves each, from a base of y), its next RN and the one before RP;
   each iteration loads row RN into the other slot of a buffer when a
   guard says (RN differs from R and from RP, from one of them, or
   always), adds 0.5 into the current slot and stores it to row R.  */
static void
rows_stmt (int ind)
{
  static const char *const guards[] = {
    "rn%d != r%d && rn%d != rp%d", "rn%d != rp%d", "rn%d != r%d", "1"
  };
  int v = nvars++, b = rrnd (NBUF), g = rrnd (4), wide = rrnd (2);
  int len = rrnd (2) ? 512 : 256, trips = 2 + rrnd (6);
  int base = 256 * rrnd (GM_HALVES / 256 - 10);
  int xo = rrnd (GM_HALVES - 16);
  char row[64], nrow[64], cond[96], cur[32], nxt[32];
  snprintf (cond, sizeof cond, guards[g], v, v, v, v);
  snprintf (row, sizeof row, wide ? "(uint64_t) r%d * 256" : "r%d * 256", v);
  snprintf (nrow, sizeof nrow, wide ? "(uint64_t) rn%d * 256" : "rn%d * 256",
            v);
  snprintf (cur, sizeof cur, "(q%d & 1)", v);
  snprintf (nxt, sizeof nxt, "(1 - (q%d & 1))", v);
  indent (ind);
  printf ("{\n");
  indent (ind + 2);
  printf ("int r%d = ((int) (float) x[blk + %d]) & 7, rp%d = -1;\n", v, xo,
          v);
  indent (ind + 2);
  printf ("for (fz_ctr q%d = 0; q%d < %d; q%d++)\n", v, v, trips, v);
  indent (ind + 2);
  printf ("  {\n");
  indent (ind + 4);
  printf ("int rn%d = ((int) (float) x[blk + %d + q%d + 1]) & 7;\n", v, xo,
          v);
  indent (ind + 4);
  printf ("if (%s)\n", cond);
  indent (ind + 6);
  printf ("copy_gm_to_ubuf (");
  ub_operand (b, nxt, 0);
  printf (", y + blk + %d + %s, 0, 1, %d, 0, 0);\n", base, nrow, len / 32);
  indent (ind + 4);
  printf ("vadds (");
  ub_operand (b, cur, 0);
  printf (", ");
  ub_operand (b, cur, 0);
  printf (", 0.5, %d, 1, 1, 8, 8);\n", len / 256);
  indent (ind + 4);
  printf ("copy_ubuf_to_gm (y + blk + %d + %s, ", base, row);
  ub_operand (b, cur, 0);
  printf (", 0, 1, %d, 0, 0);\n", len / 32);
  indent (ind + 4);
  printf ("rp%d = r%d;\n", v, v);
  indent (ind + 4);
  printf ("r%d = rn%d;\n", v, v);
  indent (ind + 2);
  printf ("  }\n");
  indent (ind);
  printf ("}\n");
  nstmts += 3;
}

/* Write at indentation IND, for strided_stmt (counter V), an in-place
   vadds of slot 0 of buffer B per iteration over ITERS (at most 16)
   iterations, one block further each, under a mask of 32 lanes with a
   block stride of BS (16, 8, 4 or 2): iteration R touches blocks R and
   R + BS, which iteration R + BS touches again.  With BS 16 one run
   never gets there; with less, iterations BS apart meet (a barrier in
   every BS-th iteration orders them).  TRIPS, when not null, is the
   loop's bound instead of ITERS (a value known at run time, at most
   16).  */
static void
strided_vector (int ind, int v, int b, int iters, int bs, const char *trips)
{
  char bound[32];
  if (trips)
    snprintf (bound, sizeof bound, "%s", trips);
  else
    snprintf (bound, sizeof bound, "%d", iters);
  indent (ind);
  printf ("set_vector_mask (0, 0xffffffffull);\n");
  indent (ind);
  printf ("for (fz_ctr r%d = 0; r%d < %s; r%d++)\n", v, v, bound, v);
  indent (ind + 2);
  printf ("vadds (");
  ub_operand (b, "0", 0);
  printf (" + r%d * 16, ", v);
  ub_operand (b, "0", 0);
  printf (" + r%d * 16, 0.5, 1, %d, %d, 8, 8);\n", v, bs, bs);
  indent (ind);
  printf ("set_vector_mask (~0ull, ~0ull);\n");
  nstmts += 1;
}

/* Write at indentation IND a loop of strided DMAs whose pointer moves
   by less than their bursts' period (strided): in iteration R, N bursts
   of L blocks, P blocks apart, to slot 0 of a buffer at R * S blocks,
   over up to P / S + 1 iterations; then a vadds reads the slot into
   slot 0 of another buffer.  Everything stays within the slot.  */
static void
strided_stmt (int ind)
{
  int v = nvars++;
  int p = brnd (2) ? 8 : 4, l = 1 + brnd (2), st = 1 + brnd (2);
  if (l >= p)
    l = 1;
  int iters = 2 + brnd (p / st);
  int n = 2 + brnd (2);
  int b = brnd (NBUF), c = (b + 1 + brnd (NBUF - 1)) % NBUF;
  int base = 256 * brnd (GM_HALVES / 256 - 10);
  if (brnd (3) == 0)
    {
      int bs = 16 >> brnd (4);
      strided_vector (ind, v, b, 2 + brnd (15), bs,
                      runtime_slot && brnd (2) ? "sz / 32" : NULL);
      return;
    }
  indent (ind);
  printf ("for (fz_ctr r%d = 0; r%d < %d; r%d++)\n", v, v, iters, v);
  indent (ind + 2);
  printf ("copy_gm_to_ubuf (");
  ub_operand (b, "0", 0);
  printf (" + r%d * %d, %s + blk + %d + r%d * %d, 0, %d, %d, %d, %d);\n",
          v, 16 * st, brnd (2) ? "x" : "y", base, v, 16 * st, n, l, p - l,
          p - l);
  indent (ind);
  printf ("vadds (");
  ub_operand (c, "0", 0);
  printf (", ");
  ub_operand (b, "0", 0);
  printf (", 0.5, %d, 1, 1, 8, 8);\n", SLOT_BYTES / 256);
  nstmts += 2;
}

/* Write at indentation IND, inside loops whose innermost counter is
   VAR, a call of fz_p0 given the addresses of two slots (ptr_calls).  */
static void
ptr_call_stmt (int ind, int var)
{
  char s0[32], s1[32];
  int b = wrnd (NBUF), c = wrnd (NBUF);
  pick_slot (wrnd, var, s0, sizeof s0);
  pick_slot (wrnd, var, s1, sizeof s1);
  indent (ind);
  printf ("fz_p%d (", ptr_args ? urnd (2) : 0);
  ub_operand (b, s0, 0);
  printf (", ");
  ub_operand (c, s1, 0);
  printf (", x + blk, y + blk%s);\n", ptr_args ? ", fzw" : "");
  nstmts++;
}

/* Write the definition of fz_p0 (ptr_calls): one to three statements
   on the slots P and Q it is given, at offsets inside a slot, from the
   pipelined loops' stream.  */
static void
ptr_helper_def (void)
{
  static const int lens[] = { 256, 512, 1024 };
  printf ("%s\n"
          "fz_p0 (__ubuf__ half *p, __ubuf__ half *q, __gm__ half *x, "
          "__gm__ half *y%s)\n{\n",
          ptr_inline ? "static inline void"
                     : "__attribute__ ((noinline)) static void",
          ptr_args ? ",\n       const float *w" : "");
  for (int n = 1 + wrnd (3); n > 0; n--)
    {
      int len = lens[wrnd (3)];
      int off = 256 * wrnd ((SLOT_BYTES - len) / 256 + 1);
      int off2 = 256 * wrnd ((SLOT_BYTES - len) / 256 + 1);
      const char *d = wrnd (2) ? "p" : "q", *e = wrnd (2) ? "p" : "q";
      int gm = 256 * wrnd (GM_HALVES / 256 - 8);
      switch (wrnd (5))
        {
        case 0:
          printf ("  copy_gm_to_ubuf (%s + %d, %s + %d, 0, 1, %d, 0, 0);\n",
                  d, off / 2, wrnd (2) ? "x" : "y", gm, len / 32);
          break;
        case 1:
          printf ("  copy_ubuf_to_gm (y + %d, %s + %d, 0, 1, %d, 0, 0);\n",
                  gm, d, off / 2, len / 32);
          break;
        case 2:
          /* P and Q may be one slot at a call: a source one repeat
             (256 bytes) below the destination would make the
             destination of a repeat the source of the next, which the
             ISA forbids; read in place then.  */
          printf ("  vadds (%s + %d, %s + %d, 0.5, %d, 1, 1, 8, 8);\n", d,
                  off / 2, e,
                  e == d || off == off2 + 256 ? off / 2 : off2 / 2,
                  len / 256);
          break;
        case 3:
          printf ("  vector_dup (%s + %d, %d.0, %d, 1, 1, 8, 8);\n", d,
                  off / 2, wrnd (5) - 2, len / 256);
          break;
        default:
          printf ("  %s[%d] = (half) ((float) %s[%d] * %s + %s);\n", d,
                  wrnd (SLOT_BYTES / 2), e, wrnd (SLOT_BYTES / 2),
                  ptr_args ? "w[0]" : "0.5f", ptr_args ? "w[1]" : "0.25f");
          break;
        }
    }
  printf ("}\n\n");
  /* fz_p1: the same work through its own parameters, the slots
     swapped.  */
  if (ptr_args)
    printf ("__attribute__ ((noinline)) static void\n"
            "fz_p1 (__ubuf__ half *p, __ubuf__ half *q, __gm__ half *x, "
            "__gm__ half *y,\n       const float *w)\n{\n"
            "  fz_p0 (q, p, x, y, w);\n}\n\n");
}

/* Write one simple statement (an intrinsic call or a scalar access) at
   indentation IND, inside loops whose innermost counter is VAR.  */
static void
simple_stmt (int ind, int var)
{
  char s0[32], s1[32], s2[32];
  int len, off = pick_access (&len);
  int b = rnd (NBUF);
  indent (ind);
  switch (rnd (11))
    {
    case 0:
    case 1:
      printf ("copy_gm_to_ubuf (");
      ub_operand (b, slot_expr (var, s0, sizeof s0), off);
      printf (", %s + blk + ", rnd (4) ? "x" : "y");
      gm_offset (var, len);
      printf (", 0, 1, %d, 0, 0);\n", len / 32);
      break;
    case 2:
      printf ("copy_ubuf_to_gm (y + blk + ");
      gm_offset (var, len);
      printf (", ");
      ub_operand (b, slot_expr (var, s0, sizeof s0), off);
      printf (", 0, 1, %d, 0, 0);\n", len / 32);
      break;
    case 3:
    case 4:
      printf ("%s (", rnd (2) ? "vadds" : "vmuls");
      ub_operand (b, slot_expr (var, s0, sizeof s0), off);
      printf (", ");
      src_operand (b, s0, off, len, var, s1, sizeof s1);
      printf (", %s, %d, 1, 1, 8, 8);\n", rnd (2) ? "0.5" : "(double) acc",
              len / 256);
      break;
    case 5:
    case 6:
      printf ("%s (", rnd (2) ? "vadd" : "vmax");
      ub_operand (b, slot_expr (var, s0, sizeof s0), off);
      printf (", ");
      src_operand (b, s0, off, len, var, s1, sizeof s1);
      printf (", ");
      src_operand (b, s0, off, len, var, s2, sizeof s2);
      printf (", %d, 1, 1, 1, 8, 8, 8);\n", len / 256);
      break;
    case 7:
      printf ("vector_dup (");
      ub_operand (b, slot_expr (var, s0, sizeof s0), off);
      printf (", %d.0, %d, 1, 1, 8, 8);\n", rnd (5) - 2, len / 256);
      break;
    case 8:
    case 9:
      {
        /* The draws in the order GCC evaluated them as the arguments
           of one printf (last first), as seeds wrote them before.  */
        char o[16];
        snprintf (o, sizeof o, "%d", rnd (SLOT_BYTES / 2));
        slot_expr (var, s0, sizeof s0);
        printf ("acc = acc * 0.5f + (float) ");
        ub_elem (b, s0, o);
        printf (";\n");
      }
      break;
    default:
      {
        char o[16];
        snprintf (o, sizeof o, "%d", rnd (SLOT_BYTES / 2));
        slot_expr (var, s0, sizeof s0);
        ub_elem (b, s0, o);
        printf (" = (half) acc;\n");
      }
      break;
    }
  nstmts++;
}

static void block (int ind, int var, int depth, int n);
static void tail_stmt (int ind, int var);
static void hand_flag (int ind, const char *what, int p, int q, int id);

/* Pick an unused pipe pair and two unused event ids ID and ID + 1 of it
   for a rotating hand-written pair (see rot_flag) into *P, *Q, *ID,
   from the control shapes' stream; false when the draw hits a used
   one.  */
static int
rot_pick (int *p, int *q, int *id)
{
  if (grnd (2))
    {
      *q = 0;
      *p = 1 + grnd (3);
    }
  else
    {
      *p = grnd (4);
      *q = (*p + 1 + grnd (3)) % 4;
    }
  *id = 2 * grnd (2);
  if (hand_used[*p][*q][*id] || hand_used[*p][*q][*id + 1])
    return 0;
  hand_used[*p][*q][*id] = hand_used[*p][*q][*id + 1] = 1;
  return 1;
}

/* Write a set_flag or wait_flag of pair P -> Q on event id ID + (VAR's
   counter & 1) at indentation IND: hand-written sync of a ping-pong
   loop, as the suite's kernels have it.  Both ids are set before the
   loop (primed), each iteration waits for its id first and sets it
   last, and both are waited for after the loop (drained); nothing may
   leave the body between (hand_open).  A set must be ordered after the
   wait that consumed the id's last set: a wait of the scalar pipe (Q
   is PIPE_S) stalls the issue of everything after it; for another Q a
   pipe_barrier (PIPE_ALL) follows the wait, unless the stream of flag
   reuse leaves it out (reuse_open).  */
static void
rot_flag (int ind, const char *what, int p, int q, int id, int var)
{
  indent (ind);
  printf ("%s (%s, %s, (event_t) (%d + (i%d & 1)));\n", what, hand_pipes[p],
          hand_pipes[q], id, var);
  if (q != 0 && what[0] == 'w' && !(reuse_open && frrnd (2)))
    {
      indent (ind);
      printf ("pipe_barrier (PIPE_ALL);\n");
    }
}

/* Write a switch statement (extras) at indentation IND, inside loops
   whose innermost counter is VAR (DEPTH of them): two to four cases
   on the counter, the block or the running value, perhaps a default,
   each case a block that breaks or falls through to the next (or is
   empty: two labels on one block).  */
static void
switch_stmt (int ind, int var, int depth)
{
  int ncases = 2 + grnd (3), sel = grnd (3);
  indent (ind);
  if (sel == 0 && var >= 0)
    printf ("switch (i%d %% 3)\n", var);
  else if (sel == 1)
    printf ("switch ((int) (acc * 4.0f) & 3)\n");
  else
    printf ("switch (block_idx)\n");
  indent (ind);
  printf ("  {\n");
  int deflt = grnd (2);
  for (int c = 0; c < ncases + deflt; c++)
    {
      int last = c == ncases + deflt - 1;
      indent (ind + 1);
      if (c < ncases)
        printf ("case %d:\n", c);
      else
        printf ("default:\n");
      if (!last && grnd (4) == 0)
        continue;
      block (ind + 2, var, depth, 1 + rnd (2));
      indent (ind + 2);
      printf (last || grnd (3) ? "break;\n" : "/* fall through */\n");
    }
  indent (ind);
  printf ("  }\n");
}

/* Write a goto region (extras) at indentation IND, inside loops whose
   innermost counter is VAR (DEPTH of them): two blocks A and B, B
   jumping back to A once or twice, entered at A or, under a
   condition, at B: a loop with two entries, which no loop of GCC's
   describes (irreducible).  No hand-written sync goes inside: it
   would run again without a fence.  */
static void
goto_stmt (int ind, int var, int depth)
{
  int g = ngotos++, cond = grnd (3);
  const char *trips = grnd (3) ? (grnd (2) ? "2" : "3") : "nt";
  indent (ind);
  printf ("{\n");
  indent (ind + 1);
  printf ("int g%d = 0;\n", g);
  indent (ind + 1);
  if (cond == 0 && var >= 0)
    printf ("if (i%d & 1)\n", var);
  else if (cond == 1)
    printf ("if (acc > 0.0f)\n");
  else
    printf ("if (block_idx == 1)\n");
  indent (ind + 2);
  printf ("goto g%d_b;\n", g);
  in_goto++;
  indent (ind);
  printf ("g%d_a:;\n", g);
  block (ind + 1, var, depth, 1 + rnd (2));
  indent (ind);
  printf ("g%d_b:;\n", g);
  block (ind + 1, var, depth, 1 + rnd (2));
  in_goto--;
  indent (ind + 1);
  printf ("if (++g%d < %s)\n", g, trips);
  indent (ind + 2);
  printf ("goto g%d_a;\n", g);
  indent (ind);
  printf ("}\n");
}

/* Write one statement at indentation IND whose offset moves with the
   counters OUTER and INNER of the two innermost loops (at most 3
   each): a vadds of one repeat at "+ OUTER * 64 + INNER * 32" halves
   (from OFF <= 96: it stays in its slot), or a transfer of LEN bytes
   at a GM offset OUTER * 4 LEN + INNER * LEN or INNER * 2 LEN (apart,
   or meeting the next outer iteration's).  */
static void
two_level_stmt (int ind, int outer, int inner)
{
  char s0[32], s1[32], off[64];
  int b = ornd (NBUF), len = 256 << ornd (3), h = len / 2;
  indent (ind);
  switch (ornd (3))
    {
    case 0:
      {
        int sb = (b + 1 + ornd (NBUF - 1)) % NBUF;
        snprintf (off, sizeof off, "%d + i%d * 64 + i%d * 32",
                  32 * ornd (4), outer, inner);
        printf ("vadds (");
        ub_addr (b, slot_expr (inner, s0, sizeof s0), off);
        printf (", ");
        snprintf (off, sizeof off, "%d", 128 * ornd (4));
        ub_addr (sb, slot_expr (inner, s1, sizeof s1), off);
        printf (", 0.5, 1, 1, 1, 8, 8);\n");
      }
      break;
    case 1:
      printf ("copy_gm_to_ubuf (");
      ub_operand (b, slot_expr (inner, s0, sizeof s0), 0);
      printf (", %s + blk + %d + i%d * %d + i%d * %d, 0, 1, %d, 0, 0);\n",
              ornd (2) ? "x" : "y", h * ornd (4), outer, 4 * h, inner,
              h << ornd (2), len / 32);
      break;
    default:
      printf ("copy_ubuf_to_gm (y + blk + %d + i%d * %d + i%d * %d, ",
              h * ornd (4), outer, 4 * h, inner, h << ornd (2));
      ub_operand (b, slot_expr (inner, s0, sizeof s0), 0);
      printf (", 0, 1, %d, 0, 0);\n", len / 32);
      break;
    }
  nstmts++;
}

/* Write one statement: simple, a loop (DEPTH < 2, or a third level
   with the extras), an if, or with the extras a switch or a goto
   region.  */
static void
stmt (int ind, int var, int depth)
{
  if (extras && nstmts < MAX_STMTS - 2)
    {
      int shape = grnd (24);
      if (shape == 0)
        {
          switch_stmt (ind, var, depth);
          return;
        }
      if (shape == 1 && !in_goto)
        {
          goto_stmt (ind, var, depth);
          return;
        }
    }
  if (pipelined && nstmts < MAX_STMTS - 3 && wrnd (6) == 0)
    {
      pipelined_stmt (ind);
      return;
    }
  if (swaps && nstmts < MAX_STMTS - 3 && drnd (6) == 0)
    {
      swap_stmt (ind);
      return;
    }
  if (strided && nstmts < MAX_STMTS - 2 && brnd (6) == 0)
    {
      strided_stmt (ind);
      return;
    }
  if (rows && nstmts < MAX_STMTS - 3 && rrnd (6) == 0)
    {
      rows_stmt (ind);
      return;
    }
  int k = rnd (10);
  if (k <= 1 && nstmts < MAX_STMTS - 2
      && (depth < 2 || (depth == 2 && extras && grnd (2) == 0)))
    {
      int v = nvars++, rp = 0, rq = 0, rid = 0;
      char trips[16];
      if (rnd (3))
        snprintf (trips, sizeof trips, "%d", 1 + rnd (4));
      else
        snprintf (trips, sizeof trips, "nt");
      int n = 2 + rnd (4);
      enum loop_form form = extras ? (enum loop_form) (xrnd (4) % 3)
                                   : FORM_FOR;
      loop_form[depth] = form;
      loop_fenced[depth] = extras && xrnd (3) == 0;
      int rot = extras && !hand_open && grnd (4) == 0
                && rot_pick (&rp, &rq, &rid);
      if (rot)
        {
          hand_flag (ind, "set_flag", rp, rq, rid);
          hand_flag (ind, "set_flag", rp, rq, rid + 1);
          hand_open = 1;
        }
      indent (ind);
      if (form == FORM_FOR)
        printf ("for (fz_ctr i%d = 0; i%d < %s; i%d++)\n", v, v, trips, v);
      else
        {
          printf ("{\n");
          ind++;
          indent (ind);
          printf ("int i%d = 0;\n", v);
          indent (ind);
          if (form == FORM_DO)
            printf ("do\n");
          else
            printf ("while (i%d < %s)\n", v, trips);
        }
      indent (ind);
      printf ("  {\n");
      if (loop_fenced[depth])
        {
          indent (ind + 2);
          printf ("pipe_barrier (PIPE_ALL);\n");
        }
      if (rot)
        rot_flag (ind + 2, "wait_flag", rp, rq, rid, v);
      int open0 = loops_open;
      if (loops_open < 4)
        loop_var[loops_open] = v;
      loops_open++;
      block (ind + 2, v, depth + 1, n);
      loops_open = open0;
      if (rot)
        rot_flag (ind + 2, "set_flag", rp, rq, rid, v);
      if (form == FORM_WHILE)
        {
          indent (ind + 2);
          printf ("i%d++;\n", v);
        }
      indent (ind);
      printf ("  }\n");
      if (form != FORM_FOR)
        {
          if (form == FORM_DO)
            {
              indent (ind);
              printf ("while (++i%d < %s);\n", v, trips);
            }
          ind--;
          indent (ind);
          printf ("}\n");
        }
      if (rot)
        {
          hand_flag (ind, "wait_flag", rp, rq, rid);
          hand_flag (ind, "wait_flag", rp, rq, rid + 1);
          if (rq != 0)
            {
              indent (ind);
              printf ("pipe_barrier (PIPE_ALL);\n");
            }
          hand_open = 0;
        }
      return;
    }
  if (k == 2 && nstmts < MAX_STMTS - 1)
    {
      indent (ind);
      switch (var >= 0 ? rnd (3) : 1 + rnd (2))
        {
        case 0:
          printf ("if ((i%d & 1) == 0)\n", var);
          break;
        case 1:
          printf ("if (block_idx == 0)\n");
          break;
        default:
          printf ("if (acc > 0.25f)\n");
          break;
        }
      indent (ind);
      printf ("  {\n");
      block (ind + 2, var, depth, 1 + rnd (2));
      indent (ind);
      printf ("  }\n");
      if (rnd (2))
        {
          indent (ind);
          printf ("else\n");
          indent (ind);
          printf ("  {\n");
          block (ind + 2, var, depth, 1 + rnd (2));
          indent (ind);
          printf ("  }\n");
        }
      return;
    }
  if (extras && loops_open >= 2 && loops_open <= 4 && ornd (4) == 0)
    two_level_stmt (ind, loop_var[loops_open - 2], var);
  else
    simple_stmt (ind, var);
}

/* Write a hand-written set_flag or wait_flag of pipe pair P -> Q and
   event id ID at indentation IND.  */
static void
hand_flag (int ind, const char *what, int p, int q, int id)
{
  indent (ind);
  printf ("%s (%s, %s, EVENT_ID%d);\n", what, hand_pipes[p], hand_pipes[q],
          id);
}

/* Write a GM offset of a cube statement moving with counter VAR or
   constant, in elements, STEP apart, inside a region of REGION.  */
static void
cube_gm_offset (int var, int step, int region)
{
  if (var >= 0 && crnd (2))
    printf ("%d + i%d * %d", step * crnd (4), var, step);
  else
    printf ("%d", step * crnd (region / step - 8));
}

/* Write one cube statement at indentation IND, inside loops whose
   innermost counter is VAR: GM -> L1 (MTE2), L1 -> L0A or L0B (MTE1),
   a mad of one 16 x 16 fractal (M), L0C -> UB (V), UB -> GM (MTE3),
   L1 -> UB (MTE1), UB -> L1 (MTE3), or a scalar read of the float UB
   buffer.  L1 has two slots of 1 KiB (two fractals each), L0A and L0B
   two of one fractal, L0C two of one float fractal (1 KiB), the float
   UB buffer BF two of 1 KiB.  */
static void
cube_stmt (int ind, int var)
{
  char s0[32], s1[32], s2[32];
  int len = crnd (2) ? 512 : 1024, off = len == 512 ? 256 * crnd (2) : 0;
  int kind = crnd (9), b = crnd (NBUF), k = crnd (2), r = crnd (256);
  /* Draw every slot in order, whether used or not.  */
  pick_slot (crnd, var, s0, sizeof s0);
  pick_slot (crnd, var, s1, sizeof s1);
  pick_slot (crnd, var, s2, sizeof s2);
  indent (ind);
  switch (kind)
    {
    case 0:
      printf ("copy_gm_to_cbuf (l1 + %s * 512 + %d, x + blk + ", s0, off);
      cube_gm_offset (var, len / 2, GM_HALVES);
      printf (", 0, 1, %d, 0, 0, PAD_NONE);\n", len / 32);
      break;
    case 1:
    case 2:
      printf ("load_cbuf_to_c%c (c%c + %s * 256, l1 + %s * 512 + %d, 0, 1, "
              "1, 0, 0);\n", kind == 1 ? 'a' : 'b', kind == 1 ? 'a' : 'b',
              s0, s1, 256 * k);
      break;
    case 3:
    case 4:
      printf ("mad (cc + %s * 256, ca + %s * 256, cb + %s * 256, 16, 16, "
              "16, %d);\n", s0, s1, s2, k);
      break;
    case 5:
      printf ("copy_matrix_cc_to_ubuf (bf + %s * 256, cc + %s * 256, 0, 1, "
              "1, 0, 0, CRMODE_NONE);\n", s0, s1);
      break;
    case 6:
      printf ("copy_ubuf_to_gm (z + blkz + ");
      cube_gm_offset (var, 256, GM_FLOATS);
      printf (", bf + %s * 256, 0, 1, 32, 0, 0);\n", s0);
      break;
    case 7:
      {
        char o[16];
        snprintf (o, sizeof o, "%d", off);
        if (k)
          {
            printf ("copy_cbuf_to_ubuf (");
            ub_addr (b, s0, o);
            printf (", l1 + %s * 512 + %d, 0, 1, %d, 0, 0);\n", s1, off,
                    len / 32);
          }
        else
          {
            printf ("copy_ubuf_to_cbuf (l1 + %s * 512 + %d, ", s0, off);
            ub_addr (b, s1, o);
            printf (", 0, 1, %d, 0, 0);\n", len / 32);
          }
      }
      break;
    default:
      printf ("acc = acc * 0.5f + bf[%s * 256 + %d] * 0.001f;\n", s0, r);
      break;
    }
}

/* Maybe write an extra statement at indentation IND, inside loops
   whose innermost counter is VAR (DEPTH of them): an exit from the
   loop or the kernel under a condition, or hand-written sync (a
   set_flag and wait_flag back to back, or a pipe_barrier), which the
   plugin keeps and completes.  */
static void
extra_stmt (int ind, int var, int depth)
{
  int p, q, id;
  switch (xrnd (16))
    {
    case 0:
    case 1:
      if (depth == 0 || hand_open)
        return;
      indent (ind);
      if (xrnd (2) || loop_form[depth - 1] == FORM_WHILE)
        printf ("if (%s)\n", xrnd (2) ? "acc > 0.5f" : "block_idx == 1");
      else
        printf ("if (i%d == %d)\n", var, xrnd (3));
      indent (ind + 1);
      printf ("%s;\n", loop_form[depth - 1] == FORM_WHILE || xrnd (2)
                       ? "break" : "continue");
      return;
    case 2:
      if (hand_open || bflags)
        return;
      indent (ind);
      printf ("if (block_idx == 1 && acc < -0.5f)\n");
      indent (ind + 1);
      printf ("return;\n");
      return;
    case 3:
    case 4:
      if ((depth > 0 && !loop_fenced[depth - 1]) || in_goto
          || !hand_pick (&p, &q, &id))
        return;
      hand_flag (ind, "set_flag", p, q, id);
      hand_flag (ind, "wait_flag", p, q, id);
      return;
    case 5:
      indent (ind);
      printf ("pipe_barrier (%s);\n", xrnd (4) ? hand_pipes[1 + xrnd (3)]
                                              : "PIPE_ALL");
      return;
    default:
      return;
    }
}

/* Write, inside a selection's block at indentation IND, a loop over
   the repeats of slot SLOT2 of buffer B2 from a first repeat read from
   data (the first pair's index field / 64: 0 or 1), each iteration
   reading its repeat's winner KX (index field / 32: 0 to 3), storing
   ACC at KX * 32 in that repeat of slot SLOT of buffer B, and
   recomputing the repeat's maximum into its own 128 bytes of SEL from
   byte 1024 on, KX * 32 bytes in: addresses that move with a counter
   from an unknown start plus a bounded index.  */
static void
sel_rows (int ind, int b, const char *slot, int b2, const char *slot2)
{
  indent (ind);
  printf ("for (int rr = selu[1] / 64; rr < 4; rr++)\n");
  indent (ind);
  printf ("  {\n");
  indent (ind + 2);
  printf ("int kr = selu[2 * rr + 1] / 32;\n");
  indent (ind + 2);
  ub_elem (b, slot, "rr * 128 + kr * 32");
  printf (" = (half) acc;\n");
  indent (ind + 2);
  printf ("vcmax (sel + 512 + rr * 64 + kr * 16, ");
  ub_operand (b2, slot2, 0);
  printf (" + rr * 128, 1, 1, 1, 8);\n");
  indent (ind);
  printf ("  }\n");
}

/* Write a selection (see the file comment) at indentation IND, inside
   loops whose innermost counter is VAR, from the selections' stream.
   Every pair it reads, vcmax wrote just before.  */
static void
sel_stmt (int ind, int var)
{
  char s0[32], s1[32], o[32];
  int b = srnd (NBUF), b2 = srnd (NBUF);
  const char *slot = pick_slot (srnd, var, s0, sizeof s0);
  const char *slot2 = pick_slot (srnd, var, s1, sizeof s1);
  int r = srnd (4);
  indent (ind);
  printf ("{\n");
  indent (ind + 1);
  printf ("vcmax (sel, ");
  ub_operand (b2, slot2, 0);
  printf (", 4, 1, 1, 8);\n");
  if (srnd (3) == 0)
    sel_rows (ind + 1, b, slot, b2, slot2);
  indent (ind + 1);
  if (srnd (4))
    printf ("int kx = selu[%d] / 32;\n", 2 * r + 1);
  else
    printf ("int kx = selu[%d] & 3;\n", 2 * r);
  indent (ind + 1);
  if (srnd (2))
    {
      printf ("vcmax (sel + 16 + kx * 16, ");
      ub_operand (b2, slot2, 0);
      printf (" + kx * 128, 1, 1, 1, 8);\n");
      indent (ind + 1);
      printf ("int jx = selu[17 + kx * 16];\n");
    }
  else
    printf ("int jx = %d;\n", srnd (128));
  indent (ind + 1);
  snprintf (o, sizeof o, "kx * 128 + jx");
  ub_elem (b, slot, o);
  printf (" = (half) acc;\n");
  indent (ind + 1);
  printf ("vadds (");
  ub_operand (b, slot, 0);
  printf (" + kx * 128, ");
  ub_operand (b2, slot2, 0);
  printf (" + kx * 128, 0.25, 1, 1, 1, 8, 8);\n");
  indent (ind);
  printf ("}\n");
  nstmts += 4;
}

/* Write one access shape (see the file comment) at indentation IND,
   inside loops whose innermost counter is VAR, from the access shapes'
   stream.  */
static void
shape_stmt (int ind, int var)
{
  char s0[32], s1[32];
  int b = arnd (NBUF), rows = 1 + arnd (4);
  const char *slot = pick_slot (arnd, var, s0, sizeof s0);
  int kind = arnd (4);
  if (kind == 3)
    {
      /* An index read from data: a scalar store and a vector op at a
         position the kernel computes from a value it loads from UB.  */
      int b2 = arnd (NBUF);
      const char *slot2 = pick_slot (arnd, var, s1, sizeof s1);
      indent (ind);
      printf ("{\n");
      indent (ind + 1);
      char o[32];
      snprintf (o, sizeof o, "%d", arnd (SLOT_BYTES / 2));
      printf ("int ix = (int) (float) ");
      ub_elem (b2, slot2, o);
      printf (" & 3;\n");
      if (trnd (2))
        {
          /* The index through UB and back (a volatile load): known to
             the analysis only from its type.  */
          snprintf (o, sizeof o, "%d", 2 * trnd (SLOT_BYTES / 4));
          indent (ind + 1);
          printf ("*(volatile __ubuf__ int32_t *) (");
          ub_addr (b2, slot2, o);
          printf (") = ix;\n");
          indent (ind + 1);
          printf ("ix = *(volatile __ubuf__ int32_t *) (");
          ub_addr (b2, slot2, o);
          printf (");\n");
        }
      indent (ind + 1);
      snprintf (o, sizeof o, "ix * 128 + %d", arnd (128));
      ub_elem (b, slot, o);
      printf (" = (half) acc;\n");
      indent (ind + 1);
      printf ("vadds (");
      ub_operand (b, slot, 0);
      printf (" + ix * 128, ");
      ub_operand (b2, slot2, 0);
      printf (" + ix * 128, 0.25, 1, 1, 1, 8, 8);\n");
      indent (ind);
      printf ("}\n");
      nstmts += 3;
      return;
    }
  if (kind == 2)
    {
      /* Two vector ops under the vector mask: on the two halves of each
         repeat (64 lanes, the second op 64 halves on), or on the even
         and the odd lanes of the same repeats.  */
      int halves = arnd (2), reps = 1 + arnd (4);
      int b2 = (b + 1 + arnd (NBUF - 1)) % NBUF;
      const char *slot2 = pick_slot (arnd, var, s1, sizeof s1);
      for (int part = 0; part < 2; part++)
        {
          indent (ind);
          printf ("set_vector_mask (%s);\n",
                  halves ? "0, ~0ull"
                  : part ? "0xaaaaaaaaaaaaaaaaull, 0xaaaaaaaaaaaaaaaaull"
                         : "0x5555555555555555ull, 0x5555555555555555ull");
          indent (ind);
          printf ("%s (", part ? "vmuls" : "vadds");
          ub_operand (b, slot, halves && part ? 128 : 0);
          printf (", ");
          ub_operand (b2, slot2, 256 * arnd (5 - reps));
          printf (", %s, %d, 1, 1, 8, 8);\n", arnd (2) ? "0.5" : "(double) acc",
                  reps);
        }
      indent (ind);
      printf ("set_vector_mask (~0ull, ~0ull);\n");
      nstmts += 2;
      return;
    }
  if (kind == 1)
    {
      /* Rows of 8 blocks: W blocks from one load, 8 - W from another.  */
      int w = 1 + arnd (7);
      indent (ind);
      printf ("copy_gm_to_ubuf (");
      ub_operand (b, slot, 0);
      printf (", x + blk + %d, 0, %d, %d, 0, %d);\n",
              256 * arnd (GM_HALVES / 256 - 8), rows, w, 8 - w);
      indent (ind);
      printf ("copy_gm_to_ubuf (");
      ub_operand (b, slot, 32 * w);
      printf (", %s + blk + %d, 0, %d, %d, 0, %d);\n", arnd (2) ? "x" : "y",
              256 * arnd (GM_HALVES / 256 - 8), rows, 8 - w, w);
      indent (ind);
      printf ("copy_ubuf_to_gm (y + blk + %d, ",
              256 * arnd (GM_HALVES / 256 - 8));
      ub_operand (b, slot, 0);
      printf (", 0, 1, %d, 0, 0);\n", rows * 8);
      nstmts += 3;
      return;
    }
  /* UB -> a local array -> UB, by the scalar unit.  */
  int n = 4 << arnd (3), off = arnd (SLOT_BYTES / 2 - n);
  int b2 = arnd (NBUF), off2 = arnd (SLOT_BYTES / 2 - n);
  const char *slot2 = pick_slot (arnd, var, s1, sizeof s1);
  indent (ind);
  printf ("{\n");
  indent (ind + 1);
  printf ("float loc[%d];\n", n);
  indent (ind + 1);
  printf ("for (int j = 0; j < %d; j++)\n", n);
  indent (ind + 2);
  char o[32];
  snprintf (o, sizeof o, "%d + j", off);
  printf ("loc[j] = (float) ");
  ub_elem (b, slot, o);
  printf (" * 0.5f;\n");
  indent (ind + 1);
  printf ("for (int j = 0; j < %d; j++)\n", n);
  indent (ind + 2);
  snprintf (o, sizeof o, "%d + j", off2);
  ub_elem (b2, slot2, o);
  printf (" = (half) (loc[%d - j] + acc);\n", n - 1);
  indent (ind + 1);
  printf ("acc = acc * 0.5f + loc[0];\n");
  indent (ind);
  printf ("}\n");
  nstmts += 2;
}

/* Write a count of N halves (1 to 512, read from data or from the
   running value) processed as N / 128 whole repeats and, when N % 128
   != 0, one repeat of the N % 128 halves left under the vector mask at
   "+ full * 128", at indentation IND inside loops whose innermost
   counter is VAR, from the remainder tails' stream.  Under the guard
   the tail stays in its slot (full <= 3).  In a third of them the tail
   is guarded by the running value instead, so it may start at the
   slot's end (a whole repeat when N % 128 == 0): then both operands are in slot 0 (the tail may reach
   into slot 1 of the same buffer) and the buffers are not addressed
   through tables (whose slots may be buffers of their own).  */
static void
tail_stmt (int ind, int var)
{
  char s0[32], s1[32], o[32];
  int unguarded = !tables && qrnd (3) == 0;
  int b = qrnd (NBUF), b2 = qrnd (NBUF);
  const char *slot = unguarded ? "0" : pick_slot (qrnd, var, s0, sizeof s0);
  const char *slot2 = unguarded ? "0" : pick_slot (qrnd, var, s1, sizeof s1);
  int shifts = qrnd (2);
  indent (ind);
  printf ("{\n");
  indent (ind + 1);
  if (qrnd (2))
    {
      snprintf (o, sizeof o, "%d", qrnd (SLOT_BYTES / 2));
      printf ("int n = ((int) (float) ");
      ub_elem (b2, slot2, o);
      printf (" & 511) + 1;\n");
    }
  else
    printf ("int n = ((int) acc & 511) + 1;\n");
  indent (ind + 1);
  printf (shifts ? "int full = n >> 7, rem = n & 127;\n"
                 : "int full = n / 128, rem = n %% 128;\n");
  indent (ind + 1);
  printf ("if (full > 0)\n");
  indent (ind + 2);
  printf ("vadds (");
  ub_operand (b, slot, 0);
  printf (", ");
  ub_operand (b2, slot2, 0);
  printf (", 0.5, (uint8_t) full, 1, 1, 8, 8);\n");
  indent (ind + 1);
  printf ("if (%s)\n", unguarded ? "acc > 0.0f"
                       : qrnd (2) ? "rem != 0" : "rem > 0");
  indent (ind + 2);
  printf ("{\n");
  indent (ind + 3);
  printf ("set_vector_mask (rem == 0 ? ~0ull : rem > 64 ? (1ull << (rem - 64)) "
          "- 1 : 0, rem == 0 || rem >= 64 ? ~0ull : (1ull << rem) - 1);\n");
  indent (ind + 3);
  printf ("vmuls (");
  ub_operand (b, slot, 0);
  printf (" + full * 128, ");
  ub_operand (b2, slot2, 0);
  printf (" + full * 128, %s, 1, 1, 1, 8, 8);\n",
          qrnd (2) ? "0.5" : "(double) acc");
  indent (ind + 3);
  printf ("set_vector_mask (~0ull, ~0ull);\n");
  indent (ind + 2);
  printf ("}\n");
  indent (ind);
  printf ("}\n");
  nstmts += 2;
}

/* The parameters of the helpers call_stmt calls, and the type of a
   pointer to them.  */
#define HELPER_PARMS "(__gm__ half *x, __gm__ half *y, int s)"
#define HELPER_PTR "(*%s) (__gm__ half *, __gm__ half *, int)"

/* Write a call of a helper issuing pipe work (calls) at indentation
   IND, inside loops whose innermost counter is VAR, from the calls'
   stream: through the table fz_table, through the volatile pointer
   fz_hook, directly (fz_h0 or fz_h1: helpers of the unit, left out of
   line, whose work the plugin summarises at the call) or (other_unit)
   of fz_ext, defined in the second unit; the slot argument a constant
   or the counter's parity.  */
static void
call_stmt (int ind, int var)
{
  char s0[32], s1[32];
  int kind = frnd (other_unit ? 4 : 3);
  pick_slot (frnd, var, s0, sizeof s0);
  pick_slot (frnd, var, s1, sizeof s1);
  indent (ind);
  if (kind == 0)
    printf ("fz_table[%s] (x + blk, y + blk, %s);\n", s0, s1);
  else if (kind == 2)
    {
      /* Or the other slot of the pair, "fzs ^ 1" of a variable (GCC
         folds the exclusive or of a masked value); fz_h3 is called
         only so, its address never taken: its calls give its range.  */
      int h = frnd (3), other = frnd (3) == 0;
      if (other)
        printf ("{ int fzs = %s; fz_h%d (x + blk, y + blk, fzs ^ 1); }\n",
                s1, h == 2 ? 3 : h);
      else
        printf ("fz_h%d (x + blk, y + blk, %s);\n", h == 2 ? 3 : h, s1);
    }
  else
    printf ("%s (x + blk, y + blk, %s);\n", kind == 1 ? "fz_hook" : "fz_ext",
            s1);
}

/* Write the UB operand of a helper: buffer B at slot "s & 1" or the
   other one, "1 - (s & 1)", or at slot "s" itself, the address
   "get_imm (B + s * SLOT)" (every call passes 0 or 1, pick_slot: the
   helper's range of s is the calls' arguments'), from the calls'
   stream, byte offset OFF in the slot.  */
static void
helper_ub (int b, int off)
{
  int form = frnd (3);
  if (form == 2)
    printf ("(__ubuf__ half *) get_imm (%d + s * %d) + %d", b * BUF_BYTES,
            SLOT_BYTES, off / 2);
  else
    printf ("ub + %d + %s * %d + %d", b * BUF_BYTES / 2,
            form ? "(1 - (s & 1))" : "(s & 1)", SLOT_BYTES / 2, off / 2);
}

/* Write one statement of a helper, from the calls' stream.  A vector
   op's source in the destination's buffer is the destination itself,
   as src_operand has it.  */
static void
helper_stmt (void)
{
  static const int lens[] = { 256, 512, 1024 };
  int len = lens[frnd (3)], b = frnd (NBUF), b2 = frnd (NBUF);
  int off = 256 * frnd ((SLOT_BYTES - len) / 256 + 1);
  int off2 = b2 == b ? off : 256 * frnd ((SLOT_BYTES - len) / 256 + 1);
  int gm = 256 * frnd (GM_HALVES / 256 - 8);
  printf ("  ");
  switch (frnd (6))
    {
    case 0:
      printf ("copy_gm_to_ubuf (");
      helper_ub (b, off);
      printf (", %s + %d, 0, 1, %d, 0, 0);\n", frnd (2) ? "x" : "y", gm,
              len / 32);
      break;
    case 1:
      printf ("copy_ubuf_to_gm (y + %d, ", gm);
      helper_ub (b, off);
      printf (", 0, 1, %d, 0, 0);\n", len / 32);
      break;
    case 2:
    case 3:
      printf ("%s (", frnd (2) ? "vadds" : "vmuls");
      helper_ub (b, off);
      printf (", ");
      helper_ub (b2, off2);
      printf (", 0.5, %d, 1, 1, 8, 8);\n", len / 256);
      break;
    case 4:
      printf ("vector_dup (");
      helper_ub (b, off);
      printf (", %d.0, %d, 1, 1, 8, 8);\n", frnd (5) - 2, len / 256);
      break;
    default:
      printf ("ub[%d + (s & 1) * %d + %d] = (half) ((float) ub[%d + (s & 1) "
              "* %d + %d] * 0.5f + 0.25f);\n", b * BUF_BYTES / 2,
              SLOT_BYTES / 2, frnd (SLOT_BYTES / 2), b2 * BUF_BYTES / 2,
              SLOT_BYTES / 2, frnd (SLOT_BYTES / 2));
      break;
    }
}

/* Write, after a statement of a helper (hand_helpers), hand-written
   sync of its own from the helpers' stream: nothing, a pipe_barrier, a
   set_flag and wait_flag back to back, or a set_flag whose wait_flag
   (*PENDING, written at the helper's end) comes later; on any pipe
   pair and id that neither the kernel's hand-written sync nor an
   earlier pair of the helper (USED) uses, so that, the helper starting
   with a pipe_barrier (PIPE_ALL), each flag's wait is ordered before
   its next set as the author must order it.  */
static void
helper_hand_sync (unsigned char used[4][4][4], char *pending, size_t size)
{
  const char *const *pipes = hand_pipes;
  int kind = hrnd (4), p = hrnd (4), q = (p + 1 + hrnd (3)) % 4;
  int id = hrnd (4);
  if (kind == 1)
    printf ("  pipe_barrier (%s);\n", pipes[1 + hrnd (3)]);
  if (kind < 2 || hand_used[p][q][id] || used[p][q][id])
    return;
  used[p][q][id] = 1;
  if (kind == 2 || pending[0])
    printf ("  set_flag (%s, %s, EVENT_ID%d);\n"
            "  wait_flag (%s, %s, EVENT_ID%d);\n", pipes[p], pipes[q], id,
            pipes[p], pipes[q], id);
  else
    {
      printf ("  set_flag (%s, %s, EVENT_ID%d);\n", pipes[p], pipes[q], id);
      snprintf (pending, size, "  wait_flag (%s, %s, EVENT_ID%d);\n",
                pipes[p], pipes[q], id);
    }
}

/* Write the definition of helper NAME (static unless EXTERNAL): one to
   three statements of helper_stmt on the kernel's UB buffers, from
   get_imm (0), and on x and y (the block's regions); with
   hand_helpers, hand-written sync between them (helper_hand_sync).  */
static void
helper_def (const char *name, int external)
{
  char pending[64] = "";
  unsigned char used[4][4][4];
  memset (used, 0, sizeof used);
  printf ("%svoid\n%s " HELPER_PARMS "\n{\n"
          "  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);\n",
          external ? "" : "__attribute__ ((noinline)) static ", name);
  if (hand_helpers)
    printf ("  pipe_barrier (PIPE_ALL);\n");
  if (bflags)
    printf ("  wait_flag (%s, %s, EVENT_ID%d);\n", hand_pipes[bf_p],
            hand_pipes[bf_q], bf_id);
  for (int n = 1 + frnd (3); n > 0; n--)
    {
      helper_stmt ();
      if (hand_helpers)
        helper_hand_sync (used, pending, sizeof pending);
    }
  printf ("%s", pending);
  if (bflags)
    printf ("  set_flag (%s, %s, EVENT_ID%d);\n", hand_pipes[bf_p],
            hand_pipes[bf_q], bf_id);
  printf ("}\n\n");
}

/* The pipe-free helpers (free_calls), to go before the kernel: the
   vector mask from S (64 to 127 lanes of fp16), a scaling of four
   halves through P, a write through the global UB pointer fz_gub (set
   by the kernel to buffer 1), a value from a local table.  */
static const char free_helpers[] =
  "static __ubuf__ half *fz_gub;\n\n"
  "__attribute__ ((noinline)) static void\n"
  "fz_mask (int s)\n"
  "{\n"
  "  unsigned n = 64 + (unsigned) (s & 63);\n"
  "  set_vector_mask ((1ull << (n - 64)) - 1, ~0ull);\n"
  "}\n\n"
  "__attribute__ ((noinline)) static void\n"
  "fz_scale (__ubuf__ half *p, int s)\n"
  "{\n"
  "  for (int i = 0; i < 4; i++)\n"
  "    p[i * 16 + (s & 1)] = (half) ((float) p[i * 16 + (s & 1)] * 0.5f);\n"
  "}\n\n"
  "__attribute__ ((noinline)) static void\n"
  "fz_poke (int s)\n"
  "{\n"
  "  fz_gub[(s & 7) * 16] = (half) ((float) fz_gub[(s & 7) * 16] + 1.0f);\n"
  "}\n\n"
  "__attribute__ ((noinline)) static int\n"
  "fz_pick (int s)\n"
  "{\n"
  "  int t[4] = { 3, 1, 4, 1 };\n"
  "  return t[s & 3];\n"
  "}\n\n";

/* The setjmp buffer and the helper that longjmps to it (jumps), to go
   before the kernel: back to the kernel's setjmp the first time it is
   called with C nonzero in a block.  */
static const char jump_helpers[] =
  "#include <setjmp.h>\n\n"
  "static jmp_buf fz_jb;\n"
  "static volatile int fz_jumped;\n\n"
  "__attribute__ ((noinline)) static void\n"
  "fz_bail (int c)\n"
  "{\n"
  "  if (c && !fz_jumped)\n"
  "    {\n"
  "      fz_jumped = 1;\n"
  "      longjmp (fz_jb, 1);\n"
  "    }\n"
  "}\n\n";

/* The row-count helpers of the stream of run-time rows (rtrows), to
   go before the kernel: a min of ints, one of unsigned values and one
   of ints written with an "if" (a PHI at -O0) (calls at -O0: static
   inline is inlined only when optimising).  */
static const char rt_helpers[] =
  "static inline int\n"
  "fz_imin (int a, int b)\n"
  "{\n"
  "  return a < b ? a : b;\n"
  "}\n\n"
  "static inline unsigned\n"
  "fz_umin (unsigned a, unsigned b)\n"
  "{\n"
  "  return a < b ? a : b;\n"
  "}\n\n"
  "static inline int\n"
  "fz_iclamp (int a, int b)\n"
  "{\n"
  "  int r = a;\n"
  "  if (r > b)\n"
  "    r = b;\n"
  "  return r;\n"
  "}\n\n";

/* Write a call of a pipe-free helper (free_calls) at indentation IND,
   inside loops whose innermost counter is VAR, from the pipe-free
   helpers' stream.  */
static void
free_call_stmt (int ind, int var)
{
  char s0[32];
  pick_slot (prnd, var, s0, sizeof s0);
  indent (ind);
  switch (prnd (4))
    {
    case 0:
      printf ("fz_mask (%s + %d);\n", s0, prnd (64));
      break;
    case 1:
      {
        char o[16];
        snprintf (o, sizeof o, "%d", 16 * prnd (SLOT_BYTES / 32 - 4));
        int b = prnd (NBUF);
        printf ("fz_scale (");
        ub_addr (b, s0, o);
        printf (", %s);\n", s0);
      }
      break;
    case 2:
      printf ("fz_poke (%s + %d);\n", s0, prnd (8));
      break;
    default:
      printf ("acc += (float) fz_pick (%s + %d);\n", s0, prnd (4));
      break;
    }
}

/* The slot index of a statement of the stream of run-time rows inside
   loops whose innermost counter is VAR (-1: outside every loop): a
   constant slot or the counter's parity, from that stream alone.  */
static const char *
rt_slot (int var, char *buf, size_t size)
{
  if (var < 0 || lrnd (3) == 0)
    snprintf (buf, size, "%d", lrnd (2));
  else
    snprintf (buf, size, lrnd (2) ? "(i%d & 1)" : "((i%d + 1) & 1)", var);
  return buf;
}

/* A row length of a statement of the stream of run-time rows: the
   argument cols or the tiling value tl[0], as the kernel reads it into
   *EXPR, and its value at run time (the host's); HALVES: at least 128
   (one repeat of halves; tl[0] always is).  */
static int
rt_cols_pick (int halves, const char **expr)
{
  int a = lrnd (2);
  if (a && (!halves || rt_cols >= 128))
    {
      *expr = "cols";
      return rt_cols;
    }
  *expr = "tl[0]";
  return rt_tl[0];
}

/* The repeat count of the vector op of a row of C elements, U a
   repeat (128 halves, 64 floats), as the kernel writes it over the
   row length CN into BUF, and its value into *R: the row (C / U), half
   of it (C / 2U), two rows (C / (U / 2): each op covers the next row
   too, which the plugin must then keep ordered after it) or a repeat
   more (C / U + 1); with the extent of the last row's op (its repeats
   or its row, whichever is longer) at most CAP elements.  */
static void
rt_reps (const char *cn, int c, int u, int cap, char *buf, size_t size,
         int *r)
{
  int v = lrnd (4);
  if ((v == 1 && c < 2 * u) || (v == 2 && 2 * c > cap)
      || (v == 3 && c + u > cap))
    v = 0;
  switch (v)
    {
    case 1:
      snprintf (buf, size, "%s / %d", cn, 2 * u);
      *r = c / (2 * u);
      break;
    case 2:
      snprintf (buf, size, "%s / %d", cn, u / 2);
      *r = 2 * c / u;
      break;
    case 3:
      snprintf (buf, size, "%s / %d + 1", cn, u);
      *r = c / u + 1;
      break;
    default:
      snprintf (buf, size, "%s / %d", cn, u);
      *r = c / u;
      break;
    }
}

/* The elements N rows of C elements take from their start when the op
   of a row covers R * U of them.  */
static int
rt_extent (int n, int c, int r, int u)
{
  return (n - 1) * c + (r * u > c ? r * u : c);
}

/* A row count for rows of C elements, the last op covering R * U, in
   CAP elements: written into BUF (a constant, or the tiling value
   tl[1] or tl[2] when it fits), its value returned.  */
static int
rt_nrows (int c, int r, int u, int cap, char *buf, size_t size)
{
  int most = (cap - rt_extent (1, c, r, u)) / c + 1;
  int t = 1 + lrnd (2);
  if (lrnd (2) && rt_tl[t] <= most)
    {
      snprintf (buf, size, "tl[%d]", t);
      return rt_tl[t];
    }
  int n = 1 + lrnd (most);
  snprintf (buf, size, "%d", n);
  return n;
}

/* Write at indentation IND, inside loops whose innermost counter is
   VAR, a statement of the stream of run-time rows (rtrows, see the file
   comment): rows of one slot, tiles of rows counted by a helper's min,
   or coefficients read by the scalar unit through a pointer rotating
   over two slots, prefetched.  Every access stays in its slot; the
   kernel's row lengths and counts are the host's values rt_cols and
   rt_tl, which bound the rows here.  */
static void
rtrow_stmt (int ind, int var)
{
  static const int lens[] = { 256, 512, 1024 };
  char cn[16], reps[48], nr[16], s0[32], o[96], o2[96];
  int v = nrt++, kind = lrnd (3);
  int b = lrnd (NBUF), c2 = (b + 1 + lrnd (NBUF - 1)) % NBUF;
  const char *ce;
  indent (ind);
  printf ("{\n");
  if (kind == 0)
    {
      /* Rows of one slot, of halves or (a third) of floats over a float
         view of the slot, its whole slot first written by a
         vector_dup.  */
      int fl = lrnd (3) == 0, u = fl ? 64 : 128, cap = fl ? 256 : 512, r;
      int c = rt_cols_pick (!fl, &ce);
      snprintf (cn, sizeof cn, "c%d", v);
      rt_reps (cn, c, u, cap, reps, sizeof reps, &r);
      int n = rt_nrows (c, r, u, cap, nr, sizeof nr);
      int off = u * lrnd ((cap - rt_extent (n, c, r, u)) / u + 1);
      rt_slot (var, s0, sizeof s0);
      indent (ind + 1);
      printf ("int c%d = %s, n%d = %s;\n", v, ce, v, nr);
      if (fl)
        {
          indent (ind + 1);
          printf ("__ubuf__ float *f%d = (__ubuf__ float *) (", v);
          ub_addr (b, s0, "0");
          printf (");\n");
          indent (ind + 1);
          printf ("vector_dup (f%d, %s, %d, 1, 1, 8, 8);\n", v,
                  lrnd (2) ? "1.5" : "-0.75", SLOT_BYTES / 256);
        }
      else if (lrnd (3))
        {
          indent (ind + 1);
          const char *gx = lrnd (2) ? "x" : "y";
          int g = 256 * lrnd (GM_HALVES / 256 - 10);
          printf ("copy_gm_to_ubuf (");
          snprintf (o, sizeof o, "%d", off);
          ub_addr (b, s0, o);
          printf (", %s + blk + %d, 0, 1, (uint16_t) (n%d * c%d / 16), 0, "
                  "0);\n", gx, g, v, v);
        }
      for (int pass = 1 + (lrnd (3) == 0); pass > 0; pass--)
        {
          indent (ind + 1);
          printf ("for (fz_ctr l%d = 0; l%d < n%d; l%d++)\n", v, v, v, v);
          int ops = 1 + (lrnd (3) == 0);
          if (ops > 1)
            {
              indent (ind + 1);
              printf ("  {\n");
            }
          for (int op = ops; op > 0; op--)
            {
              const char *f = lrnd (2) ? "vadds" : "vmuls";
              const char *a = f[1] == 'a' ? (fl || lrnd (2) ? "0.5"
                                                            : "(double) acc")
                                          : (lrnd (2) ? "0.5" : "2.0");
              indent (ind + 1 + ops);
              if (fl)
                printf ("%s (f%d + %d + l%d * c%d, f%d + %d + l%d * c%d, %s, "
                        "(uint8_t) (%s), 1, 1, 8, 8);\n", f, v, off, v, v, v,
                        off, v, v, a, reps);
              else
                {
                  snprintf (o, sizeof o, "%d + l%d * c%d", off, v, v);
                  printf ("%s (", f);
                  ub_addr (b, s0, o);
                  printf (", ");
                  ub_addr (b, s0, o);
                  printf (", %s, (uint8_t) (%s), 1, 1, 8, 8);\n", a, reps);
                }
            }
          if (ops > 1)
            {
              indent (ind + 1);
              printf ("  }\n");
            }
        }
      if (fl && lrnd (2))
        {
          indent (ind + 1);
          printf ("acc = acc * 0.5f + f%d[%d] * 0.125f;\n", v,
                  off + lrnd (rt_extent (n, c, r, u)));
        }
      else if (lrnd (4))
        {
          indent (ind + 1);
          printf ("copy_ubuf_to_gm (y + blk + %d, ",
                  256 * lrnd (GM_HALVES / 256 - 10));
          if (fl)
            printf ("f%d + %d, 0, 1, (uint16_t) (n%d * c%d / 8), 0, 0);\n",
                    v, off, v, v);
          else
            {
              snprintf (o, sizeof o, "%d", off);
              ub_addr (b, s0, o);
              printf (", 0, 1, (uint16_t) (n%d * c%d / 16), 0, 0);\n", v, v);
            }
        }
    }
  else if (kind == 1)
    {
      /* Tiles of at most TR rows of halves in the two slots of a buffer
         (or one), each tile's row count "fz_imin (n - t * tr, tr)" (a
         call at -O0; or fz_umin, or fz_iclamp), loaded by one DMA or one per row, each row
         processed in place (or into the slot of another buffer) and
         the tile stored.  */
      int r, u = 128, cap = 512;
      int c = rt_cols_pick (1, &ce);
      char tr[16], slot[32], src[16];
      snprintf (cn, sizeof cn, "c%d", v);
      rt_reps (cn, c, u, cap, reps, sizeof reps, &r);
      int most = rt_nrows (c, r, u, cap, tr, sizeof tr);
      int off = u * lrnd ((cap - rt_extent (most, c, r, u)) / u + 1);
      int outp = lrnd (3) == 0, perrow = lrnd (3) == 0, um = lrnd (3);
      if (lrnd (4) == 0)
        rt_slot (var, slot, sizeof slot);
      else
        snprintf (slot, sizeof slot, "(u%d & 1)", v);
      if (lrnd (2))
        snprintf (src, sizeof src, "tl[1]");
      else
        snprintf (src, sizeof src, "%d", 1 + lrnd (9));
      indent (ind + 1);
      printf ("int c%d = %s, n%d = %s, tr%d = %s;\n", v, ce, v, src, v, tr);
      /* The tile the iteration works on: U, or (from the stream of
         tail-tile lengths, in a third) "(u + K) % ntiles", the tiles
         taken in a rotated order; its length the helper's MIN, or (in
         another third) a MIN compared in int64_t and taken in int.  */
      int ttf = ttrnd (3), rot = ttrnd (4);
      char ti[16];
      snprintf (ti, sizeof ti, ttf == 1 ? "w%d" : "u%d", v);
      indent (ind + 1);
      printf ("for (int u%d = 0; u%d < (n%d + tr%d - 1) / tr%d; u%d++)\n",
              v, v, v, v, v, v);
      indent (ind + 1);
      printf ("  {\n");
      if (ttf == 1)
        {
          indent (ind + 3);
          printf ("int w%d = (u%d + %d) %% ((n%d + tr%d - 1) / tr%d);\n", v,
                  v, rot, v, v, v);
        }
      indent (ind + 3);
      if (ttf == 2)
        printf ("int r%d = (int64_t) n%d - (int64_t) %s * tr%d < tr%d "
                "? n%d - %s * tr%d : tr%d;\n", v, v, ti, v, v, v, ti, v, v);
      else if (um == 0)
        printf ("int r%d = (int) fz_umin ((unsigned) (n%d - %s * tr%d), "
                "(unsigned) tr%d);\n", v, v, ti, v, v);
      else
        printf ("int r%d = fz_i%s (n%d - %s * tr%d, tr%d);\n", v,
                um == 1 ? "min" : "clamp", v, ti, v, v);
      const char *gx = lrnd (2) ? "x" : "y";
      int g = 256 * lrnd (GM_HALVES / 256 - 10);
      if (perrow)
        {
          indent (ind + 3);
          printf ("for (fz_ctr j%d = 0; j%d < r%d; j%d++)\n", v, v, v, v);
          indent (ind + 4);
          printf ("copy_gm_to_ubuf (");
          snprintf (o, sizeof o, "%d + j%d * c%d", off, v, v);
          ub_addr (b, slot, o);
          printf (", %s + blk + %d + (%s * tr%d + j%d) * c%d, 0, 1, "
                  "(uint16_t) (c%d / 16), 0, 0);\n", gx, g, ti, v, v, v, v);
        }
      else
        {
          indent (ind + 3);
          printf ("copy_gm_to_ubuf (");
          snprintf (o, sizeof o, "%d", off);
          ub_addr (b, slot, o);
          printf (", %s + blk + %d + %s * tr%d * c%d, 0, 1, "
                  "(uint16_t) (r%d * c%d / 16), 0, 0);\n", gx, g, ti, v, v,
                  v, v);
        }
      indent (ind + 3);
      printf ("for (fz_ctr i%d_ = 0; i%d_ < r%d; i%d_++)\n", v, v, v, v);
      indent (ind + 4);
      snprintf (o, sizeof o, "%d + i%d_ * c%d", off, v, v);
      printf ("%s (", lrnd (2) ? "vadds" : "vmuls");
      ub_addr (outp ? c2 : b, slot, o);
      printf (", ");
      ub_addr (b, slot, o);
      printf (", %s, (uint8_t) (%s), 1, 1, 8, 8);\n",
              lrnd (2) ? "0.5" : "(double) acc", reps);
      if (lrnd (4))
        {
          indent (ind + 3);
          printf ("copy_ubuf_to_gm (y + blk + %d + %s * tr%d * c%d, ",
                  256 * lrnd (GM_HALVES / 256 - 10), ti, v, v);
          snprintf (o, sizeof o, "%d", off);
          ub_addr (outp ? c2 : b, slot, o);
          printf (", 0, 1, (uint16_t) (r%d * c%d / 16), 0, 0);\n", v, v);
        }
      indent (ind + 1);
      printf ("  }\n");
    }
  else
    {
      /* Coefficients: tile T's in slot T & 1 of buffer B, read by the
         scalar unit at constant offsets through "kk = kb[t & 1]" while
         the next tile's go into the other slot; maybe data in buffer
         C2 the same way, processed whole or by rows of run-time
         length.  */
      int kbl = 1 + lrnd (2), offk = 16 * lrnd (SLOT_BYTES / 32 - kbl + 1);
      int gk = 256 * lrnd (GM_HALVES / 256 - 10);
      int data = lrnd (3), len = lens[lrnd (3)], c = 0, r = 0, n = 0;
      int offx = 0, gx = 256 * lrnd (GM_HALVES / 256 - 10);
      const char *sx = lrnd (2) ? "x" : "y";
      /* The data may share the coefficients' buffer (and meet them), and
         a coefficient may lie past the block its tile loads (what
         another statement or the data wrote).  */
      int xbuf = lrnd (4) == 0 ? b : c2;
      int kr = 16 * kbl + (offk + 16 * kbl + 16 <= 512 && lrnd (2) ? 16 : 0);
      char nt[16], step[48];
      switch (lrnd (3))
        {
        case 0:
          snprintf (nt, sizeof nt, "tl[3]");
          break;
        case 1:
          snprintf (nt, sizeof nt, "nt");
          break;
        default:
          snprintf (nt, sizeof nt, "%d", 1 + lrnd (5));
          break;
        }
      indent (ind + 1);
      printf ("__ubuf__ half *kb%d[2] = { ", v);
      snprintf (o, sizeof o, "%d", offk);
      ub_addr (b, "0", o);
      printf (", ");
      ub_addr (b, "1", o);
      printf (" };\n");
      if (data == 2)
        {
          /* Rows: N rows of a run-time length C in each slot.  */
          c = rt_cols_pick (1, &ce);
          snprintf (cn, sizeof cn, "c%d", v);
          rt_reps (cn, c, 128, 512, reps, sizeof reps, &r);
          n = rt_nrows (c, r, 128, 512, nr, sizeof nr);
          offx = 128 * lrnd ((512 - rt_extent (n, c, r, 128)) / 128 + 1);
          indent (ind + 1);
          printf ("int c%d = %s, n%d = %s;\n", v, ce, v, nr);
          snprintf (step, sizeof step, "n%d * c%d", v, v);
        }
      else if (data == 1)
        {
          offx = (256 * lrnd ((SLOT_BYTES - len) / 256 + 1)) / 2;
          snprintf (step, sizeof step, "%d", len / 2);
        }
      if (data)
        {
          indent (ind + 1);
          printf ("__ubuf__ half *xb%d[2] = { ", v);
          snprintf (o, sizeof o, "%d", offx);
          ub_addr (xbuf, "0", o);
          printf (", ");
          ub_addr (xbuf, "1", o);
          printf (" };\n");
        }
      indent (ind + 1);
      printf ("int k%d = %s;\n", v, nt);
      indent (ind + 1);
      printf ("copy_gm_to_ubuf (kb%d[0], x + blk + %d, 0, 1, %d, 0, 0);\n",
              v, gk, kbl);
      if (data)
        {
          indent (ind + 1);
          printf ("copy_gm_to_ubuf (xb%d[0], %s + blk + %d, 0, 1, "
                  "(uint16_t) ((%s) / 16), 0, 0);\n", v, sx, gx, step);
        }
      indent (ind + 1);
      printf ("for (int u%d = 0; u%d < k%d; u%d++)\n", v, v, v, v);
      indent (ind + 1);
      printf ("  {\n");
      indent (ind + 3);
      printf ("__ubuf__ half *kk%d = kb%d[u%d & 1]", v, v, v);
      if (data)
        printf (", *xs%d = xb%d[u%d & 1]", v, v, v);
      printf (";\n");
      indent (ind + 3);
      printf ("if (u%d + 1 < k%d)\n", v, v);
      indent (ind + 3);
      printf ("  {\n");
      indent (ind + 5);
      printf ("copy_gm_to_ubuf (kb%d[1 - (u%d & 1)], x + blk + %d + "
              "(u%d + 1) * %d, 0, 1, %d, 0, 0);\n", v, v, gk, v, 16 * kbl,
              kbl);
      if (data)
        {
          indent (ind + 5);
          printf ("copy_gm_to_ubuf (xb%d[1 - (u%d & 1)], %s + blk + %d + "
                  "(u%d + 1) * (%s), 0, 1, (uint16_t) ((%s) / 16), 0, 0);\n",
                  v, v, sx, gx, v, step, step);
        }
      indent (ind + 3);
      printf ("  }\n");
      indent (ind + 3);
      int ka = lrnd (kr), ke = lrnd (kr);
      printf ("float a%d = (float) kk%d[%d], e%d = (float) kk%d[%d];\n", v, v,
              ka, v, v, ke);
      snprintf (o2, sizeof o2, "(double) (a%d + e%d)", v, v);
      if (data == 2)
        {
          indent (ind + 3);
          printf ("for (fz_ctr i%d_ = 0; i%d_ < n%d; i%d_++)\n", v, v, v, v);
          indent (ind + 4);
          printf ("vadds (xs%d + i%d_ * c%d, xs%d + i%d_ * c%d, %s, "
                  "(uint8_t) (%s), 1, 1, 8, 8);\n", v, v, v, v, v, v, o2,
                  reps);
        }
      else if (data == 1)
        {
          indent (ind + 3);
          printf ("vadds (xs%d, xs%d, %s, %d, 1, 1, 8, 8);\n", v, v, o2,
                  len / 256);
        }
      if (data && lrnd (4))
        {
          indent (ind + 3);
          printf ("copy_ubuf_to_gm (y + blk + %d + u%d * (%s), xs%d, 0, 1, "
                  "(uint16_t) ((%s) / 16), 0, 0);\n",
                  256 * lrnd (GM_HALVES / 256 - 10), v, step, v, step);
        }
      indent (ind + 3);
      printf ("acc = acc * 0.5f + a%d * e%d;\n", v, v);
      indent (ind + 1);
      printf ("  }\n");
    }
  indent (ind);
  printf ("}\n");
}

/* The places of the step of a compaction counter (the stream of
   compaction counters, see the file comment) against its access A, S
   a step by K (1 or 2), C and D conditions on data.  Up to CP_MISS the
   counter is stepped after A on every path back to it, so A's
   executions in one run of the loop never meet (when A stays within
   the counter's least step); from CP_MISS on they may.  */
enum cp_shape
{
  CP_KEEP,                      /* if (C) { A; S; } */
  CP_ELSE,                      /* if (C) { A; S; } else if (D) c++; */
  CP_BOTH,                      /* A; if (C) c += 2; else c++; */
  CP_SKIP,                      /* if (!C) continue; A; S; */
  CP_INNER,                     /* if (C) { A; if (D) c += 2; else c++; } */
  CP_TWICE,                     /* if (C) { A; S; if (D) c++; } */
  CP_MISS,                      /* if (C) { A; if (D) c++; } */
  CP_AFTER,                     /* A; if (C) c++; */
  CP_BEFORE,                    /* if (C) c++; A; */
  CP_DOWN,                      /* if (C) { A; c++; } else if (D && c > 0)
                                   c--; */
  CP_OWN,                       /* if (C) A; if (D) c++; */
  CP_DATA,                      /* if (C) { A; c += n; } n from data, 0 to
                                   2 */
  CP_RESET,                     /* for (o...) { c = 0; for (j...) if (C)
                                   { A; S; } } */
  CP_N
};

/* A statement of the stream of compaction counters being written.  */
struct cp
{
  int v;                        /* the number in its names */
  int kind;                     /* 0 a gather into a UB bag (MTE2), 1 a
                                   store into rows of y (MTE3), 2 a vadds
                                   into a UB bag (V) */
  int ptr;                      /* the counter is a pointer */
  int row, len;                 /* halves per unit of the counter, and
                                   the access's */
  int k;                        /* the step S */
  int guarded;                  /* a gather under "gk >= 0" */
  char pos[192];                /* the access's address */
  char src[192];                /* its source: GM (gather), the UB row the
                                   loop computes (store, vector) */
};

/* The address OFF (an expression, in halves) into slot SLOT of buffer
   B into BUF, as ub_addr writes it.  */
static void
cp_addr (char *buf, size_t size, int b, const char *slot, const char *off)
{
  if (tables)
    snprintf (buf, size, "t%d[%s] + %s", b, slot, off);
  else
    snprintf (buf, size, "b%d + %s * %s + %s", b, slot, slot_size (), off);
}

/* The slot index of a statement of the stream of compaction counters
   inside loops whose innermost counter is VAR, from that stream
   alone.  */
static const char *
cp_slot (int var, char *buf, size_t size)
{
  if (var < 0 || mrnd (3) == 0)
    snprintf (buf, size, "%d", mrnd (2));
  else
    snprintf (buf, size, mrnd (2) ? "(i%d & 1)" : "((i%d + 1) & 1)", var);
  return buf;
}

/* A condition on data read by the scalar unit into BUF for the
   statement P inside loops whose innermost counter is VAR: the
   value VAL ("vk" or "wk") read from x, a UB half (any buffer,
   whatever wrote it), or, AFTER the access, what the access wrote
   (gather, vector) or the row it stores (store: also before it).  */
static void
cp_cond (const struct cp *p, int var, int after, const char *val, char *buf,
         size_t size)
{
  static const char *const thr[] = { "0.0f", "0.25f", "-0.25f" };
  const char *t = thr[mrnd (3)];
  char s[32], o[32], e[160];
  switch (mrnd (after || p->kind == 1 ? 4 : 3))
    {
    case 0:
    case 1:
      snprintf (buf, size, "%s%d > %s", val, p->v, t);
      break;
    case 2:
      {
        int b = mrnd (NBUF);
        cp_slot (var, s, sizeof s);
        snprintf (o, sizeof o, "%d + jk%d", mrnd (SLOT_BYTES / 2 - 16), p->v);
        if (tables)
          snprintf (e, sizeof e, "t%d[%s][%s]", b, s, o);
        else
          snprintf (e, sizeof e, "b%d[%s * %s + %s]", b, s, slot_size (), o);
        snprintf (buf, size, "(float) %s >= %s", e, t);
      }
      break;
    default:
      snprintf (buf, size, "(float) (%s)[%d] > %s",
                p->kind == 1 ? p->src : p->pos,
                mrnd (p->kind == 1 ? 128 : p->len), t);
      break;
    }
}

/* The least step of shape SHAPE on the paths through the access, its
   steps S being K (the other shapes step by 1, or by data).  */
static int
cp_least (int shape, int k)
{
  switch (shape)
    {
    case CP_KEEP:
    case CP_ELSE:
    case CP_SKIP:
    case CP_TWICE:
    case CP_RESET:
      return k;
    default:
      return 1;
    }
}

/* The largest step of shape SHAPE per iteration, its steps S being K.  */
static int
cp_most (int shape, int k)
{
  switch (shape)
    {
    case CP_KEEP:
    case CP_ELSE:
    case CP_SKIP:
    case CP_RESET:
      return k;
    case CP_TWICE:
      return k + 1;
    case CP_BOTH:
    case CP_INNER:
    case CP_DATA:
      return 2;
    default:
      return 1;
    }
}

/* Write at indentation IND a step of the counter of P by AMOUNT units
   (an integer counter: "ck++", "ck += 1", "ck += AMOUNT"; a pointer:
   "pk += AMOUNT * ROW").  */
static void
cp_step (int ind, const struct cp *p, int amount)
{
  indent (ind);
  if (p->ptr)
    printf ("pk%d += %d;\n", p->v, amount * p->row);
  else if (amount == 1 && mrnd (2))
    printf ("ck%d++;\n", p->v);
  else
    printf ("ck%d += %d;\n", p->v, amount);
}

/* Write at indentation IND the access of P at its counter: a gather
   (maybe in two pieces by a loop of its own), a store or a vadds.  */
static void
cp_access (int ind, const struct cp *p, int pieces)
{
  indent (ind);
  if (pieces)
    {
      printf ("for (int rk%d = 0; rk%d < 2; rk%d++)\n", p->v, p->v, p->v);
      indent (ind + 1);
      printf ("copy_gm_to_ubuf (%s + rk%d * %d, %s + rk%d * %d, 0, 1, %d, "
              "0, 0);\n", p->pos, p->v, p->len / 2, p->src, p->v,
              p->len / 2, p->len / 32);
    }
  else if (p->kind == 0)
    printf ("copy_gm_to_ubuf (%s, %s, 0, 1, %d, 0, 0);\n", p->pos, p->src,
            p->len / 16);
  else if (p->kind == 1)
    printf ("copy_ubuf_to_gm (%s, %s, 0, 1, %d, 0, 0);\n", p->pos, p->src,
            p->len / 16);
  else
    printf ("vadds (%s, %s, 0.5, %d, 1, 1, 8, 8);\n", p->pos, p->src,
            p->len / 128);
}

/* Write at indentation IND the statements of one iteration of the
   counter's loop of P in shape SHAPE, after its data: C the condition
   before the access, D another one (after the access where a path
   through the access reaches it), PIECES as for cp_access.  */
static void
cp_shape_body (int ind, const struct cp *p, int shape, const char *c,
               const char *d, int pieces)
{
  int k = p->k;
  switch (shape)
    {
    case CP_BOTH:
    case CP_AFTER:
      cp_access (ind, p, pieces);
      indent (ind);
      printf ("if (%s)\n", c);
      cp_step (ind + 1, p, shape == CP_BOTH ? 2 : 1);
      if (shape == CP_BOTH)
        {
          indent (ind);
          printf ("else\n");
          cp_step (ind + 1, p, 1);
        }
      return;
    case CP_SKIP:
      indent (ind);
      printf ("if (!(%s))\n", c);
      indent (ind + 1);
      printf ("continue;\n");
      cp_access (ind, p, pieces);
      cp_step (ind, p, k);
      return;
    case CP_BEFORE:
      indent (ind);
      printf ("if (%s)\n", c);
      cp_step (ind + 1, p, 1);
      cp_access (ind, p, pieces);
      return;
    case CP_OWN:
      indent (ind);
      printf ("if (%s)\n", c);
      cp_access (ind + 1, p, pieces);
      indent (ind);
      printf ("if (%s)\n", d);
      cp_step (ind + 1, p, 1);
      return;
    default:
      break;
    }
  indent (ind);
  printf ("if (%s)\n", c);
  indent (ind);
  printf ("  {\n");
  cp_access (ind + 2, p, pieces);
  switch (shape)
    {
    case CP_INNER:
    case CP_MISS:
      indent (ind + 2);
      printf ("if (%s)\n", d);
      cp_step (ind + 3, p, shape == CP_INNER ? 2 : 1);
      if (shape == CP_INNER)
        {
          indent (ind + 2);
          printf ("else\n");
          cp_step (ind + 3, p, 1);
        }
      break;
    case CP_DATA:
      indent (ind + 2);
      if (p->ptr)
        printf ("pk%d += ((vk%d > 0.5f) + (vk%d > -0.5f)) * %d;\n", p->v,
                p->v, p->v, p->row);
      else
        printf ("ck%d += (vk%d > 0.5f) + (vk%d > -0.5f);\n", p->v, p->v,
                p->v);
      break;
    default:
      cp_step (ind + 2, p, shape == CP_DOWN ? 1 : k);
      if (shape == CP_TWICE)
        {
          indent (ind + 2);
          printf ("if (%s)\n", d);
          cp_step (ind + 3, p, 1);
        }
      break;
    }
  indent (ind);
  printf ("  }\n");
  if (shape == CP_ELSE || shape == CP_DOWN)
    {
      indent (ind);
      if (shape == CP_ELSE)
        printf ("else if (%s)\n", d);
      else if (p->ptr)
        printf ("else if (%s && pk%d > bgk%d)\n", d, p->v, p->v);
      else
        printf ("else if (%s && ck%d > 0)\n", d, p->v);
      indent (ind + 1);
      if (shape == CP_ELSE)
        printf (p->ptr ? "pk%d += %d;\n" : "ck%d += %d;\n", p->v,
                p->ptr ? p->row : 1);
      else
        printf (p->ptr ? "pk%d -= %d;\n" : "ck%d -= %d;\n", p->v,
                p->ptr ? p->row : 1);
    }
}

/* Choose the kind, counter, row and access length of P for shape
   SHAPE, WIDE asking for an access longer than the least step (its
   executions then meet), and the trip count into *TRIPS (at most 8;
   *NT: the kernel's nt, 2 or 3) so that the values the counter reaches
   keep the access inside a slot; the extent in halves returned.  */
static int
cp_params (struct cp *p, int shape, int wide, int *trips, int *nt)
{
  static const int kinds[] = { 0, 0, 0, 1, 1, 2 };
  int k = 1;
  p->kind = kinds[mrnd (6)];
  p->ptr = mrnd (4) == 0;
  if (shape == CP_KEEP || shape == CP_ELSE || shape == CP_SKIP
      || shape == CP_TWICE || shape == CP_RESET)
    k = 1 + mrnd (2);
  p->k = k;
  int least = cp_least (shape, k), most = cp_most (shape, k);
  *nt = mrnd (4) == 0;
  *trips = *nt ? 3 : 2 + mrnd (7);
  if (p->kind == 2)
    {
      p->row = 128;
      p->len = 128 * (1 + wide);
      if (*trips * most * 128 + p->len > SLOT_BYTES / 2)
        *nt = 0, *trips = 2;
      if (*trips * most * 128 + p->len > SLOT_BYTES / 2)
        p->kind = 0;
    }
  if (p->kind == 0)
    {
      p->row = 16 * (1 + mrnd (2));
      p->len = wide ? p->row * least + 16
                    : 16 * (1 + mrnd (p->row * least / 16));
      while (*trips * most * p->row + p->len > SLOT_BYTES / 2)
        *nt = 0, *trips = *trips > 3 ? *trips - 1 : 2;
    }
  else if (p->kind == 1)
    {
      p->row = 16 << mrnd (4);
      int cap = p->row * least < 128 ? p->row * least : 128;
      p->len = wide && cap < 128 ? cap + 16 : 16 * (1 + mrnd (cap / 16));
    }
  return *trips * most * p->row + p->len;
}

/* Write the address expressions of P (P->kind, P->row and P->len
   chosen) inside loops whose innermost counter is VAR: its access's
   into P->pos and its source into P->src, and the base of the bag or
   of the rows (the pointer bgk's value) into BASE, whose type into
   *TYPE, the offset of the bag in its slot into *OFF, E the extent the
   counter's values reach; GUARDED a gather under "gk >= 0".  */
static void
cp_addrs (struct cp *p, int var, int e, int guarded, char *base,
          size_t size, const char **type, int *off)
{
  char s[32], o[64];
  int v = p->v;
  if (p->kind == 1)
    {
      *off = 256 * mrnd ((GM_HALVES - 16 - e) / 256 + 1);
      *type = "__gm__";
      snprintf (base, size, "y + blk + %d", *off);
      /* The row stored: one row, rewritten by every iteration (whose
         vadds then waits for the last store), or rows taken in turn.  */
      int sb = mrnd (NBUF);
      switch (mrnd (3))
        {
        case 0:
          snprintf (o, sizeof o, "%d", 128 * mrnd (4));
          break;
        case 1:
          snprintf (o, sizeof o, "%d + (jk%d & 1) * 128", 256 * mrnd (2), v);
          break;
        default:
          snprintf (o, sizeof o, "(jk%d & 3) * 128", v);
          break;
        }
      cp_addr (p->src, sizeof p->src, sb, cp_slot (var, s, sizeof s), o);
    }
  else
    {
      int b = mrnd (NBUF);
      *off = 16 * mrnd ((SLOT_BYTES / 2 - e) / 16 + 1);
      *type = "__ubuf__";
      snprintf (o, sizeof o, "%d", *off);
      cp_addr (base, size, b, cp_slot (var, s, sizeof s), o);
      if (p->kind == 0)
        {
          char ix[32];
          snprintf (ix, sizeof ix, guarded ? "gk%d" : "(gk%d & 7)", v);
          snprintf (p->src, sizeof p->src, "%s + blk + %d + %s * %d",
                    mrnd (4) ? "x" : "y",
                    256 * mrnd ((GM_HALVES - 16 - 8 * p->row - p->len) / 256
                                + 1), ix, p->row);
        }
      else
        {
          int c = (b + 1 + mrnd (NBUF - 1)) % NBUF;
          if (mrnd (2))
            snprintf (o, sizeof o, "(jk%d & 1) * 128", v);
          else
            snprintf (o, sizeof o, "%d", 128 * mrnd (3));
          cp_addr (p->src, sizeof p->src, c, cp_slot (var, s, sizeof s), o);
        }
    }
  if (p->ptr)
    snprintf (p->pos, sizeof p->pos, "pk%d", v);
  else if (p->kind == 1)
    snprintf (p->pos, sizeof p->pos, "%s + ck%d * %d", base, v, p->row);
  else if (mrnd (2))
    snprintf (p->pos, sizeof p->pos, "bgk%d + ck%d * %d", v, v, p->row);
  else
    snprintf (p->pos, sizeof p->pos, "%s + ck%d * %d", base, v, p->row);
}

/* Write after the loops of P (its bag or rows based at BASE, offset
   OFF, E halves reached) at indentation IND, inside loops whose
   innermost counter is VAR: maybe a consumer of what they wrote (a
   vadds over the bag, its store, a scalar read of it, or a load of the
   rows back into UB), and maybe the count folded into acc.  */
static void
cp_consumer (int ind, const struct cp *p, int var, int off, int e)
{
  char s[32], a[96];
  int room = SLOT_BYTES / 2 - off;
  if (p->kind == 1)
    {
      if (mrnd (3) == 0)
        {
          int n = 1 + mrnd ((e < SLOT_BYTES / 2 ? e : SLOT_BYTES / 2) / 16);
          cp_addr (a, sizeof a, mrnd (NBUF), cp_slot (var, s, sizeof s), "0");
          indent (ind);
          printf ("copy_gm_to_ubuf (%s, y + blk + %d, 0, 1, %d, 0, 0);\n", a,
                  off, n);
        }
    }
  else
    switch (mrnd (4))
      {
      case 0:
        if (room >= 128)
          {
            int r = 1 + mrnd (room / 128);
            indent (ind);
            printf ("vadds (bgk%d, bgk%d, 0.5, %d, 1, 1, 8, 8);\n", p->v,
                    p->v, r);
          }
        break;
      case 1:
        indent (ind);
        printf ("copy_ubuf_to_gm (y + blk + %d, bgk%d, 0, 1, %d, 0, 0);\n",
                256 * mrnd (GM_HALVES / 256 - 10), p->v, 1 + mrnd (e / 16));
        break;
      case 2:
        indent (ind);
        printf ("acc = acc * 0.5f + (float) bgk%d[%d];\n", p->v, mrnd (e));
        break;
      default:
        break;
      }
  if (!p->ptr && mrnd (2))
    {
      indent (ind);
      printf ("acc = acc * 0.5f + (float) ck%d;\n", p->v);
    }
}

/* Write at indentation IND the loop of P's counter (its data, the row
   a store stores computed, then SHAPE's statements with conditions C
   and D), as the body of an outer loop of CP_RESET that resets the
   counter first when OUTER; TRIPS, NT and PIECES as chosen; VAR the
   innermost counter around.  */
static void
cp_loop (int ind, const struct cp *p, int shape, int outer, int trips,
         int nt, const char *c, const char *d, int pieces, int var)
{
  int v = p->v;
  char s[32], o[48];
  if (outer)
    {
      indent (ind);
      printf (p->ptr ? "pk%d = bgk%d;\n" : "ck%d = 0;\n", v, v);
    }
  indent (ind);
  if (nt)
    printf ("for (fz_ctr jk%d = 0; jk%d < nt; jk%d++)\n", v, v, v);
  else
    printf ("for (fz_ctr jk%d = 0; jk%d < %d; jk%d++)\n", v, v, trips, v);
  indent (ind);
  printf ("  {\n");
  /* x holds (i % 17 - 8) / 8 at i: a stride of 3, 5 or 7 makes the
     tests of consecutive iterations differ more than a ramp does.  */
  static const int strides[] = { 1, 3, 5, 7 };
  int st = strides[mrnd (4)];
  if (outer)
    snprintf (o, sizeof o, " + ok%d * %d", v, 8 * st);
  else
    o[0] = 0;
  indent (ind + 2);
  if (st == 1)
    printf ("float vk%d = (float) x[blk + %d + jk%d%s];\n", v,
            mrnd (GM_HALVES - 128), v, o);
  else
    printf ("float vk%d = (float) x[blk + %d + jk%d * %d%s];\n", v,
            mrnd (GM_HALVES - 128), v, st, o);
  if (strstr (d, "wk"))
    {
      int xo = mrnd (GM_HALVES - 128), st2 = 1 + 2 * mrnd (4);
      char m[16] = "";
      if (st2 > 1)
        snprintf (m, sizeof m, " * %d", st2);
      indent (ind + 2);
      printf ("float wk%d = (float) x[blk + %d + jk%d%s%s];\n", v, xo, v, m,
              o);
    }
  if (p->kind == 0)
    {
      indent (ind + 2);
      printf ("int gk%d = (int) (vk%d * 8.0f);\n", v, v);
    }
  else if (shape != CP_DATA && !strstr (c, "vk") && !strstr (d, "vk"))
    {
      indent (ind + 2);
      printf ("(void) vk%d;\n", v);
    }
  if (p->kind == 1)
    {
      int t = mrnd (NBUF);
      if (mrnd (2))
        snprintf (o, sizeof o, "(jk%d & 3) * 128", v);
      else
        snprintf (o, sizeof o, "%d", 128 * mrnd (4));
      char a[128];
      cp_addr (a, sizeof a, t, cp_slot (var, s, sizeof s), o);
      indent (ind + 2);
      printf ("vadds (%s, %s, %s, 1, 1, 1, 8, 8);\n", p->src,
              mrnd (3) ? a : p->src, mrnd (2) ? "0.5" : "(double) acc");
    }
  cp_shape_body (ind + 2, p, shape, c, d, pieces);
  indent (ind);
  printf ("  }\n");
}

/* Write at indentation IND, inside loops whose innermost counter is
   VAR, a statement of the stream of compaction counters (compaction,
   see the file comment): a loop whose access goes through a counter
   stepped up on some paths, under conditions on data the scalar unit
   reads (in CP_RESET inside a loop that resets the counter), then
   maybe a consumer of what it wrote.  Its names end in its own number;
   it writes no sync and draws from its stream alone.  */
static void
compact_stmt (int ind, int var)
{
  static const char *const types[] = { "unsigned", "int64_t" };
  struct cp p;
  char c[256], d[256], base[128];
  const char *space;
  int trips, nt, off;
  memset (&p, 0, sizeof p);
  p.v = ncp++;
  int shape = mrnd (CP_N), wide = mrnd (5) == 0;
  int e = cp_params (&p, shape, wide, &trips, &nt);
  int guarded = p.kind == 0 && shape != CP_BOTH && shape != CP_AFTER
                && shape != CP_BEFORE && mrnd (2);
  int pieces = p.kind == 0 && p.row == 32 && p.len == 32 && mrnd (4) == 0;
  const char *type = mrnd (8) ? "int" : types[mrnd (2)];
  cp_addrs (&p, var, e, guarded, base, sizeof base, &space, &off);
  if (guarded)
    snprintf (c, sizeof c, "gk%d >= 0", p.v);
  else
    cp_cond (&p, var, shape == CP_BOTH || shape == CP_AFTER, "vk", c,
             sizeof c);
  cp_cond (&p, var, shape == CP_INNER || shape == CP_TWICE
                    || shape == CP_MISS || shape == CP_OWN, "wk", d, sizeof d);
  if (shape != CP_ELSE && shape != CP_INNER && shape != CP_TWICE
      && shape != CP_MISS && shape != CP_DOWN && shape != CP_OWN)
    d[0] = 0;                   /* no second condition */
  indent (ind);
  printf ("{\n");
  if (p.kind != 1 || p.ptr)
    {
      indent (ind + 1);
      printf ("%s half *bgk%d = %s;\n", space, p.v, base);
    }
  indent (ind + 1);
  if (p.ptr)
    printf ("%s half *pk%d = bgk%d;\n", space, p.v, p.v);
  else
    printf ("%s ck%d = 0;\n", type, p.v);
  if (shape == CP_RESET)
    {
      indent (ind + 1);
      printf ("for (int ok%d = 0; ok%d < %d; ok%d++)\n", p.v, p.v,
              2 + mrnd (2), p.v);
      indent (ind + 1);
      printf ("  {\n");
      cp_loop (ind + 3, &p, shape, 1, trips, nt, c, d, pieces, var);
      indent (ind + 1);
      printf ("  }\n");
    }
  else
    cp_loop (ind + 1, &p, shape, 0, trips, nt, c, d, pieces, var);
  cp_consumer (ind + 1, &p, var, off, e);
  indent (ind);
  printf ("}\n");
}

/* The window below a buffer of a statement of the stream of windows
   (windows, see the file comment) being written: the buffer K (1 to
   NBUF - 1) it is moved down from, the slot of K it starts below (0, a
   loop counter's parity, or "(U & 1)" of a tile loop), how
   far below (C halves) and whether K's address comes from a get_imm of
   the statement (GI: "wnbV").  */
struct wn
{
  int v, k, c, gi;
  char slot[32];
};

/* The base of window W (K's slot, not yet moved down) into BUF.  */
static const char *
wn_base (const struct wn *w, char *buf, size_t size)
{
  if (w->gi)
    snprintf (buf, size, "wnb%d + %s * 512", w->v, w->slot);
  else
    snprintf (buf, size, "b%d + %s * 512", w->k, w->slot);
  return buf;
}

/* The count of repeats of a statement of the stream of windows (an int
   expression) into BUF, and its value at run time into *VAL (1 to 4):
   a constant, the argument wrows (2 to 4) as it is, or capped by 8
   (known from its type only: the cap does not bound it), or the
   argument wlen (3 to 16) capped by 4.  With a window at most C halves
   below a slot's start and the slot 512 halves, four repeats of 128
   halves end inside the slot.  */
static const char *
wn_count (char *buf, size_t size, int *val)
{
  switch (nrnd (5))
    {
    case 0:
      *val = 1 + nrnd (4);
      snprintf (buf, size, "%d", *val);
      break;
    case 1:
      *val = wn_rows;
      snprintf (buf, size, "wrows");
      break;
    case 2:
      *val = wn_rows;
      snprintf (buf, size, "(wrows < 8 ? wrows : 8)");
      break;
    case 3:
      *val = wn_len < 4 ? wn_len : 4;
      snprintf (buf, size, "(wlen < 4 ? wlen : 4)");
      break;
    default:
      *val = wn_rows;
      snprintf (buf, size, "(int) (uint8_t) wrows");
      break;
    }
  return buf;
}

/* A GM offset, in halves, of a transfer of at most 2048 halves of a
   statement of the stream of windows (inside the block's region, below
   its last 16 halves, which hold acc).  */
static int
wn_gm (void)
{
  return 256 * nrnd (GM_HALVES / 256 - 12);
}

/* Write at indentation IND a load of GM into UB just below the base
   BASE of window W (the tail of the buffer or slot below it: "bJ +
   OFF" below slot 0, or "BASE - L"), of L halves, 64 to 256, from x
   at a GM offset EXTRA (an expression) further.  */
static void
wn_load_below (int ind, const struct wn *w, const char *base,
               const char *extra)
{
  int l = 64 << nrnd (3);
  indent (ind);
  printf ("copy_gm_to_ubuf (");
  if (!w->gi && !strcmp (w->slot, "0") && nrnd (2))
    printf ("b%d + %d", w->k - 1, 1024 - l);
  else
    printf ("%s - %d", base, l);
  printf (", x + blk + %d%s, 0, 1, %d, 0, 0);\n", wn_gm (), extra, l / 16);
}

/* Write at indentation IND a load of GM into the slot of a window,
   BASE: 128 or 256 halves at OFF (at most 256), or, given N (an int
   expression, a count of repeats), "(uint16_t) (N * 8)" blocks, from
   x at a GM offset EXTRA further.  */
static void
wn_load_slot (int ind, const char *base, const char *extra, int off,
              const char *n)
{
  indent (ind);
  printf ("copy_gm_to_ubuf (%s + %d, x + blk + %d%s, 0, 1, ", base, off,
          wn_gm (), extra);
  if (n)
    printf ("(uint16_t) ((%s) * 8), 0, 0);\n", n);
  else
    printf ("%d, 0, 0);\n", (128 << nrnd (2)) / 16);
}

/* Write at indentation IND the operation of a statement of the stream
   of windows on the window at SRC, N repeats (an int expression; at
   most 4 at run time), its destination (when it has one) at DST, a
   second source (when it has one) at SRC2, GX the offset of GM (an
   expression, or ""): a vector op reading the window (vadds, vmuls, or
   vadd or vmax with the second source), a vector_dup or a DMA writing
   it, or a DMA storing it.  Returns whether DST was written.  */
static int
wn_op (int ind, const char *src, const char *n, const char *dst,
       const char *src2, const char *gx)
{
  indent (ind);
  switch (nrnd (7))
    {
    case 0:
    case 1:
    case 2:
      printf ("%s (%s, %s, %s, (uint8_t) (%s), 1, 1, 8, 8);\n",
              nrnd (2) ? "vadds" : "vmuls", dst, src,
              nrnd (2) ? "0.5" : "(double) acc", n);
      return 1;
    case 3:
      printf ("%s (%s, %s, %s, (uint8_t) (%s), 1, 1, 1, 8, 8, 8);\n",
              nrnd (2) ? "vadd" : "vmax", dst, src, src2, n);
      return 1;
    case 4:
      printf ("vector_dup (%s, %s, (uint8_t) (%s), 1, 1, 8, 8);\n", src,
              nrnd (2) ? "1.5" : "-0.25", n);
      return 0;
    case 5:
      printf ("copy_gm_to_ubuf (%s, x + blk + %d%s, 0, 1, "
              "(uint16_t) ((%s) * 8), 0, 0);\n", src, wn_gm (), gx, n);
      return 0;
    default:
      printf ("copy_ubuf_to_gm (y + blk + %d%s, %s, 0, 1, "
              "(uint16_t) ((%s) * 8), 0, 0);\n", wn_gm (), gx, src, n);
      return 0;
    }
}

/* The destination of a statement of the stream of windows into BUF:
   "bJ + SLOT * 512" and offset DOFF, moved down by C2 halves when C2 >
   0.  */
static const char *
wn_dst (char *buf, size_t size, int j, const char *slot, const char *doff,
        int c2)
{
  snprintf (buf, size, "b%d + %s * 512%s", j, slot, doff);
  if (c2)
    snprintf (buf + strlen (buf), size - strlen (buf), " - %d", c2);
  return buf;
}

/* Pick the destination buffer of a statement of the stream of windows
   on window W into *J and how far below its slot it starts into *C2
   (0: at the slot), and a second source buffer
   into *M: the destination meets neither the window, which lies in K
   - 1 and K, nor M.  */
static void
wn_dest (const struct wn *w, int *j, int *c2, int *m)
{
  do
    *j = nrnd (NBUF);
  while (*j == w->k || *j == w->k - 1);
  *c2 = 0;
  if (*j > 0 && *j != w->k + 1 && nrnd (3) == 0)
    *c2 = 16 << (2 * nrnd (3));
  *m = nrnd (NBUF);
  if (*c2 && *m == *j)
    *m = w->k;
}

/* Write at indentation IND the store to y of N repeats (an int
   expression) at DST, or a scalar read of it into acc.  */
static void
wn_store (int ind, const char *dst, const char *n, const char *extra)
{
  indent (ind);
  if (nrnd (3))
    printf ("copy_ubuf_to_gm (y + blk + %d%s, %s, 0, 1, "
            "(uint16_t) ((%s) * 8), 0, 0);\n", wn_gm (), extra, dst, n);
  else
    printf ("acc = acc * 0.5f + (float) (%s)[%d];\n", dst, nrnd (128));
}

/* Write at indentation IND, inside loops whose innermost counter is
   VAR, a statement of the stream of windows below a buffer (windows,
   see the file comment) of kind KIND 0 or 1: in straight-line code (0)
   or in a loop of its own of 1 to 4 iterations or nt (1), loads into
   the window's buffer and into the tail below it, before the window's
   operation or after it, the operation, and a store or a scalar read
   of its destination or of the window.  The window is below K's
   address or below the slot a loop's counter picks ("(i & 1)", a
   rotation; GCC folds "bK + 1 * 512 - C" into an address inside K's
   slot 0, derived from slot 1 all the same), and a destination moved
   down is below its buffer's address.  In the loop, GM offsets step by 512 halves, so that
   no transfer with a count known only from its type covers more than
   a step (the layout assumption too).  */
static void
wn_plain (int ind, int var, struct wn *w, int kind)
{
  char base[64], src[96], n[48], extra[32] = "", dslot[32], dst[96];
  char src2[32];
  int val, j, c2, m, in = ind + 1, rot = nrnd (3) == 0;
  int pb = nrnd (3), pt = nrnd (3), off = 64 * nrnd (5);
  if (kind == 1)
    {
      int trips = nrnd (5);
      indent (in);
      if (trips == 4)
        printf ("for (fz_ctr wni%d = 0; wni%d < nt; wni%d++)\n", w->v, w->v,
                w->v);
      else
        printf ("for (fz_ctr wni%d = 0; wni%d < %d; wni%d++)\n", w->v, w->v,
                trips + 1, w->v);
      indent (in);
      printf ("  {\n");
      in += 2;
      snprintf (extra, sizeof extra, " + wni%d * 512", w->v);
    }
  if (kind == 1 && rot)
    snprintf (w->slot, sizeof w->slot, "(wni%d & 1)", w->v);
  else if (var >= 0 && rot)
    snprintf (w->slot, sizeof w->slot, "(i%d & 1)", var);
  else
    {
      rot = 0;
      snprintf (w->slot, sizeof w->slot, "0");
    }
  wn_base (w, base, sizeof base);
  snprintf (src, sizeof src, "%s - %d", base, w->c);
  wn_count (n, sizeof n, &val);
  wn_dest (w, &j, &c2, &m);
  snprintf (dslot, sizeof dslot, "%d", c2 ? 0 : nrnd (2));
  wn_dst (dst, sizeof dst, j, dslot, "", c2);
  snprintf (src2, sizeof src2, "b%d", m);
  if (pb == 1)
    wn_load_slot (in, base, extra, off, NULL);
  if (pt == 1)
    wn_load_below (in, w, base, extra);
  int wrote = wn_op (in, src, n, dst, src2, extra);
  if (pb == 2)
    wn_load_slot (in, base, extra, off, NULL);
  if (pt == 2)
    wn_load_below (in, w, base, extra);
  if (wrote && nrnd (4))
    wn_store (in, dst, n, extra);
  else if (nrnd (2))
    wn_store (in, src, n, extra);
  if (kind == 1)
    {
      indent (ind + 1);
      printf ("  }\n");
    }
}

/* Write at indentation IND a statement of the stream of windows below
   a buffer of kind KIND 2 or 3, a tile loop over N repeats in tiles of
   at most T, the count of each "MIN (N - u * T, T)" (R; or, in kind 3
   with tiles of 4 repeats, the argument wrows as it is: no transfer
   covers more than the step of its address).  Kind 2: the window
   "bK - C", or (MOVING) one moving up by a tile per iteration, "bK - C
   + u * T * 128", over N (at most 4 at run time) repeats, each tile
   maybe loaded into K first, the destination moving so; kind 3:
   double-buffered slots, each tile loaded into slot u & 1 of K and
   read from "bK + (u & 1) * 512 - C" (K maybe from a get_imm of the
   statement), maybe with the tail below the slot loaded too, into slot
   u & 1 of J (or below it), stored after.  The window's operation
   counts R repeats.  A destination moved down is below slot 0 where
   the slot is a constant (see wn_plain).  */
static void
wn_tiles (int ind, struct wn *w, int kind)
{
  char base[64], src[128], n[48], r[48], extra[48], doff[48], dslot[32];
  char dst[128], src2[64];
  int val, j, c2, m, t, in = ind + 3, v = w->v, moving = 0;
  if (kind == 2)
    {
      moving = nrnd (2);
      t = 1 + nrnd (3);
      wn_count (n, sizeof n, &val);
      snprintf (w->slot, sizeof w->slot, "0");
    }
  else
    {
      t = 1 << nrnd (3);
      if (nrnd (3))
        snprintf (n, sizeof n, "wlen");
      else
        snprintf (n, sizeof n, "%d", 1 + nrnd (16));
      snprintf (w->slot, sizeof w->slot, "(wnu%d & 1)", v);
      snprintf (dslot, sizeof dslot, "(wnu%d & 1)", v);
    }
  wn_base (w, base, sizeof base);
  wn_dest (w, &j, &c2, &m);
  if (kind == 2)
    snprintf (dslot, sizeof dslot, "%d", c2 ? 0 : nrnd (2));
  indent (ind + 1);
  printf ("for (int wnu%d = 0; wnu%d < ((%s) + %d) / %d; wnu%d++)\n", v, v,
          n, t - 1, t, v);
  indent (ind + 1);
  printf ("  {\n");
  if (kind == 3 && t == 4 && nrnd (2) == 0)
    snprintf (r, sizeof r, "wrows");
  else
    {
      indent (in);
      printf ("int wnr%d = (%s) - wnu%d * %d < %d ? (%s) - wnu%d * %d : %d;"
              "\n", v, n, v, t, t, n, v, t, t);
      snprintf (r, sizeof r, "wnr%d", v);
    }
  snprintf (extra, sizeof extra, " + wnu%d * %d", v, t * 128);
  snprintf (doff, sizeof doff, "%s", kind == 2 ? extra : "");
  snprintf (src, sizeof src, "%s - %d%s", base, w->c, moving ? doff : "");
  wn_dst (dst, sizeof dst, j, dslot, doff, c2);
  snprintf (src2, sizeof src2, "b%d%s", m, doff);
  if (kind == 2 && nrnd (2))
    {
      indent (in);
      printf ("copy_gm_to_ubuf (%s%s, x + blk + %d%s, 0, 1, "
              "(uint16_t) (%s * 8), 0, 0);\n", base, extra, wn_gm (), extra,
              r);
    }
  else if (kind == 3)
    {
      wn_load_slot (in, base, extra, 0, r);
      if (nrnd (3) == 0)
        wn_load_below (in, w, base, extra);
    }
  if (wn_op (in, src, r, dst, src2, extra) && nrnd (4))
    wn_store (in, dst, r, extra);
  indent (ind + 1);
  printf ("  }\n");
  if (nrnd (2))
    {
      /* The next load into K, after the loop.  */
      snprintf (w->slot, sizeof w->slot, "%d", nrnd (2));
      wn_base (w, base, sizeof base);
      wn_load_slot (ind + 1, base, "", 64 * nrnd (5), NULL);
    }
}

/* Write at indentation IND, inside loops whose innermost counter is
   VAR, a statement of the stream of windows below a buffer (windows,
   see the file comment): an operation on a window "bK + SLOT * 512 -
   C" below one of the buffers b1 to b5 (or a get_imm of its address
   made by the statement), in straight-line code, in a loop, in a tile
   loop moving the window, or in a tile loop over double-buffered
   slots, with loads around it.  Every access ends inside the slot of K
   the window is moved down from.  Its names end in its own number; it
   writes no sync and draws from its stream alone.  */
static void
window_stmt (int ind, int var)
{
  static const int below[] = { 16, 64, 128, 256 };
  struct wn w;
  memset (&w, 0, sizeof w);
  w.v = nwn++;
  int kind = nrnd (4);
  w.k = 1 + nrnd (NBUF - 1);
  w.c = below[nrnd (4)];
  w.gi = nrnd (3) == 0;
  indent (ind);
  printf ("{\n");
  if (w.gi)
    {
      indent (ind + 1);
      printf ("__ubuf__ half *wnb%d = (__ubuf__ half *) get_imm (0x%x);\n",
              w.v, w.k * BUF_BYTES);
    }
  if (kind < 2)
    wn_plain (ind, var, &w, kind);
  else
    wn_tiles (ind, &w, kind);
  indent (ind);
  printf ("}\n");
}

/* The UB regions of the stream of loop congruences: the data its
   statements load from x for the scalar unit to read (LM_DAT_HALVES
   halves at LM_DAT), and the bags their rows go into (LM_BAG_HALVES at
   LM_BAG).  */
#define LM_DAT 0x6000
#define LM_DAT_HALVES 2048
#define LM_BAG 0x8000
#define LM_BAG_HALVES 8192

/* The kinds of statement of the stream of loop congruences, the access
   A at the row "c * G + i" of point i, c a count from data.  */
enum lm_kind
{
  LM_COUNTED,                   /* c = 0; for (j...) { A (c); c++ on the
                                   paths where a condition holds } */
  LM_READ,                      /* c = a datum, bounded; A (c); */
  LM_FILL,                      /* for (c = a datum; c < D; c++) A (c); */
  LM_PADDED                     /* LM_COUNTED, then for (; c < D; c++)
                                   A' (c); */
};

/* The places of the step of the counter of LM_COUNTED and LM_PADDED
   against the access A, C a condition on data.  */
enum lm_shape
{
  LM_SKIP,                      /* if (!C) continue; A; c++; */
  LM_KEEP,                      /* if (C) { A; c++; } */
  LM_AFTER,                     /* A; if (C) c++; */
  LM_BEFORE                     /* if (C) c++; A; */
};

/* A statement of the stream of loop congruences being written.  */
struct lm
{
  int v;                        /* the number in its names */
  enum lm_kind kind;
  enum lm_shape shape;
  int g, shift, r;              /* G = 1 << SHIFT rows a group, R halves a
                                   row */
  int n, nmax;                  /* trips of the point loop (0: nt, 2 or
                                   3), and at most */
  int down;                     /* the point loop counts down */
  int len, roff;                /* the access's halves, and its offset in
                                   its row */
  int cmax;                     /* the largest count of an access */
  int j;                        /* trips of the candidates' loop (1 in
                                   LM_READ and LM_FILL): data per point */
  int stride;                   /* halves from one datum to the next (x
                                   is periodic: a stride of 3, 5 or 7
                                   makes the counts of points G apart
                                   differ more than a ramp does, and
                                   lm_falling's makes them meet) */
  int tiles, each;              /* trips of a tile loop around the point
                                   loop (0: none); whether each tile loads
                                   its data */
  int ext;                      /* halves from the bag the accesses
                                   reach */
  int spell;                    /* how the row is spelled (lm_row) */
  int bagbuf;                   /* the buffer b0 to b5 of the bag, or -1:
                                   in lmbag */
  int go;                       /* the offset in x of the gathers */
  const char *type;             /* the count's type */
};

/* Choose the shape of M for a bag of CAP halves (at least 512), the
   counts at most MOST: the row group G (2, 4 or 8), the row R (64, 128
   or 256 halves), the point loop's trips N (at most G, or more: then
   points G apart may meet; or nt), the access's length and place in
   its row (a row, half a row at either half, or two rows: then points
   one apart meet) and the largest count CMAX (1 to MOST), so that
   every access, of any point and any count up to CMAX, ends inside the
   bag: R, then G, then N are made smaller until G + N - 1 rows and
   the access fit.  The extent into M->ext.  */
static void
lm_params (struct lm *m, int cap, int most)
{
  int over = ernd (2), lk = ernd (6), upper = ernd (2);
  m->shift = 1 + ernd (3);
  m->g = 1 << m->shift;
  m->r = 64 << ernd (3);
  m->n = over ? m->g + 1 + ernd (m->g) : 1 + ernd (m->g);
  if (ernd (6) == 0)
    m->n = 0;
  for (;;)
    {
      m->nmax = m->n ? m->n : 3;
      m->len = lk == 0 ? 2 * m->r : lk == 1 ? m->r / 2 : m->r;
      m->roff = lk == 1 && upper ? m->r / 2 : 0;
      if ((m->g + m->nmax - 1) * m->r + m->roff + m->len <= cap)
        break;
      if (m->r > 64)
        m->r /= 2;
      else if (m->g > 2)
        {
          m->shift--;
          m->g /= 2;
          if (m->n > 2 * m->g)
            m->n = 2 * m->g;
        }
      else
        m->n = m->nmax - 1;
    }
  int cm = (cap - (m->nmax - 1) * m->r - m->roff - m->len) / (m->g * m->r);
  m->cmax = 1 + ernd (cm < most ? cm : most);
  m->ext = m->cmax * m->g * m->r + (m->nmax - 1) * m->r + m->roff + m->len;
}

/* A slot of a buffer b0 to b5 for a statement of the stream of loop
   congruences inside loops whose innermost counter is VAR (-1: none):
   a constant, or the counter's parity, into BUF.  */
static const char *
lm_slot (char *buf, size_t size, int var)
{
  if (var >= 0 && ernd (2))
    snprintf (buf, size, "(i%d & 1)", var);
  else
    snprintf (buf, size, "%d", ernd (2));
  return buf;
}

/* Write at indentation IND the declaration of the bag of M, "lmrV",
   inside loops whose innermost counter is VAR, having chosen M's shape
   for it (lm_params, counts at most MOST): in the stream's region
   lmbag (half the statements), in one of the buffers b0 to b5, or in
   a slot of one (a constant, or the counter's parity: a rotation), at
   an offset that keeps every access inside.  In a buffer, the first
   half: a slot table may declare a buffer at its second half ("t2[j]
   = get_imm (0x1000 + j * 0x400)"), where the layout assumption ends
   the first; so the second slot of such a buffer is named through its
   table, "t2[1]".  */
static void
lm_bag (int ind, int var, struct lm *m, int most)
{
  int where = ernd (4);
  int cap = where < 2 ? LM_BAG_HALVES : 512;
  char slot[32];
  lm_params (m, cap, most);
  int off = 16 * ernd ((cap - m->ext) / 16 + 1);
  m->bagbuf = where < 2 ? -1 : ernd (NBUF);
  indent (ind);
  if (where < 2)
    printf ("__ubuf__ half *lmr%d = lmbag + %d;\n", m->v, off);
  else if (where == 2)
    printf ("__ubuf__ half *lmr%d = b%d + %d;\n", m->v, m->bagbuf, off);
  else if (strcmp (lm_slot (slot, sizeof slot, var), "1") == 0
           && table_imm[m->bagbuf])
    /* The second slot is a buffer of its own, which only its table's
       pointer reaches (the layout assumption).  */
    printf ("__ubuf__ half *lmr%d = t%d[1] + %d;\n", m->v, m->bagbuf, off);
  else
    printf ("__ubuf__ half *lmr%d = b%d + %s * 512 + %d;\n", m->v,
            m->bagbuf, slot, off);
}

/* The address of the row of count C (an expression) of the current
   point of M into BUF, spelled by M->spell: "lmrV + (C * G + lmiV) *
   R", "lmrV + C * G*R + lmiV * R", "lmrV + ((C << SHIFT) + lmiV) * R"
   or "lmrV + (lmiV + G * C) * R", plus the access's offset in its
   row.  */
static const char *
lm_row (char *buf, size_t size, const struct lm *m, const char *c)
{
  int v = m->v;
  switch (m->spell)
    {
    case 0:
      snprintf (buf, size, "lmr%d + (%s * %d + lmi%d) * %d", v, c, m->g, v,
                m->r);
      break;
    case 1:
      snprintf (buf, size, "lmr%d + %s * %d + lmi%d * %d", v, c,
                m->g * m->r, v, m->r);
      break;
    case 2:
      snprintf (buf, size, "lmr%d + ((%s << %d) + lmi%d) * %d", v, c,
                m->shift, v, m->r);
      break;
    default:
      snprintf (buf, size, "lmr%d + (lmi%d + %d * %s) * %d", v, v, m->g, c,
                m->r);
      break;
    }
  if (m->roff)
    snprintf (buf + strlen (buf), size - strlen (buf), " + %d", m->roff);
  return buf;
}

/* The datum of M for the current point (and candidate, when M->j > 1)
   into BUF: "lmdV[IDX]" (or "lmdV[(IDX) * STRIDE]"), a half loaded
   from x, in [-1, 0.875].  */
static const char *
lm_datum (char *buf, size_t size, const struct lm *m)
{
  int v = m->v;
  char t[32] = "", idx[64];
  if (m->tiles && !m->each)
    snprintf (t, sizeof t, "lmt%d * %d + ", v, m->nmax);
  if (m->j > 1)
    snprintf (idx, sizeof idx, "(%slmi%d) * %d + lmj%d", t, v, m->j, v);
  else
    snprintf (idx, sizeof idx, "%slmi%d", t, v);
  if (m->stride > 1)
    snprintf (buf, size, "lmd%d[(%s) * %d]", v, idx, m->stride);
  else
    snprintf (buf, size, "lmd%d[%s]", v, idx);
  return buf;
}

/* A count from the datum D of a statement of the stream of loop
   congruences (Q = "(int) ((float) D * 8.0f)", in [-8, 7]) bounded to
   [0, CM] into BUF: "(Q & M)" (M + 1 a power of two at most CM + 1),
   "((Q + 8) % (CM + 1))", a clamp of Q, or comparisons of D summed.  */
static const char *
lm_bounded (char *buf, size_t size, const char *d, int cm)
{
  static const char *const thr[] = { "-0.5f", "0.0f", "0.5f" };
  char q[160];
  int mask = 1;
  snprintf (q, sizeof q, "(int) ((float) %s * 8.0f)", d);
  switch (ernd (4))
    {
    case 0:
      while (mask * 2 + 1 <= cm)
        mask = mask * 2 + 1;
      snprintf (buf, size, "(%s & %d)", q, mask);
      break;
    case 1:
      snprintf (buf, size, "((%s + 8) %% %d)", q, cm + 1);
      break;
    case 2:
      snprintf (buf, size, "(%s < 0 ? 0 : %s > %d ? %d : %s)", q, q, cm, cm,
                q);
      break;
    default:
      snprintf (buf, size, "((float) %s > %s)", d, thr[0]);
      for (int k = 1; k < cm && k < 3; k++)
        snprintf (buf + strlen (buf), size - strlen (buf),
                  " + ((float) %s > %s)", d, thr[k]);
      break;
    }
  return buf;
}

/* A condition on data for the current candidate of M into BUF, inside
   loops whose innermost counter is VAR: M's datum, or a half of a
   buffer b0 to b5 (whatever wrote it), compared with a threshold.  */
static const char *
lm_cond (char *buf, size_t size, const struct lm *m, int var)
{
  static const char *const thr[] = { "0.0f", "0.25f", "-0.25f", "-0.5f" };
  const char *t = thr[ernd (4)];
  char d[128], s[32];
  if (ernd (3))
    lm_datum (d, sizeof d, m);
  else
    snprintf (d, sizeof d, "b%d[%s * 512 + %d + lmj%d]", ernd (NBUF),
              lm_slot (s, sizeof s, var), ernd (512 - m->j), m->v);
  snprintf (buf, size, "(float) %s %s %s", d, ernd (2) ? ">" : "<=", t);
  return buf;
}

/* Write at indentation IND a vector op of M on the row at DST: a
   vector_dup (SRC null) or a vadds from SRC, under the vector mask
   (its low M->len lanes) when the access is shorter than a repeat.  */
static void
lm_vec (int ind, const struct lm *m, const char *dst, const char *src)
{
  int masked = m->len < 128, reps = masked ? 1 : m->len / 128;
  if (masked)
    {
      indent (ind);
      printf ("set_vector_mask (0, %s);\n",
              m->len == 32 ? "0xffffffffull" : "~0ull");
    }
  indent (ind);
  if (src)
    printf ("vadds (%s, %s, %s, %d, 1, 1, 8, 8);\n", dst, src,
            ernd (2) ? "0.5" : "(double) acc", reps);
  else
    switch (ernd (3))
      {
      case 0:
        printf ("vector_dup (%s, -65504.0, %d, 1, 1, 8, 8);\n", dst, reps);
        break;
      case 1:
        printf ("vector_dup (%s, (double) lmi%d, %d, 1, 1, 8, 8);\n", dst,
                m->v, reps);
        break;
      default:
        printf ("vector_dup (%s, (double) acc, %d, 1, 1, 8, 8);\n", dst,
                reps);
        break;
      }
  if (masked)
    {
      indent (ind);
      printf ("set_vector_mask (~0ull, ~0ull);\n");
    }
}

/* Write at indentation IND the access of M at the row ROW (an
   address): a gather from x at M->go plus PICK (an expression, 0 to 7)
   rows or at a position from M's datum (half of them, DATA), a
   vector_dup, or a vadds into the row (in place, or from a buffer b0
   to b5 but the bag's and the one right after it: a masked repeat at
   the end of the bag's buffer reaches into that one, and the ISA
   forbids a source partly overlapping the destination's repeat, masked
   lanes included); after a gather maybe a vadds in place, and maybe a
   scalar read of the row.  */
static void
lm_access (int ind, const struct lm *m, const char *row, const char *pick,
           int data)
{
  char src[192], d[128];
  int op = ernd (4);
  if (op < 2)
    {
      if (data && ernd (2))
        snprintf (src, sizeof src, "((int) ((float) %s * 8.0f) & 7)",
                  lm_datum (d, sizeof d, m));
      else
        snprintf (src, sizeof src, "%s", pick);
      indent (ind);
      printf ("copy_gm_to_ubuf (%s, x + blk + %d + %s * %d, 0, 1, %d, 0, "
              "0);\n", row, m->go, src, m->r, m->len / 16);
      if (ernd (5) == 0)
        lm_vec (ind, m, row, row);
    }
  else if (op == 2)
    lm_vec (ind, m, row, NULL);
  else
    {
      int k = ernd (NBUF), reps = m->len < 128 ? 1 : m->len / 128;
      if (k == m->bagbuf || ernd (2)
          || (m->bagbuf >= 0 && k == m->bagbuf + 1))
        snprintf (src, sizeof src, "%s", row);
      else
        snprintf (src, sizeof src, "b%d + %d", k,
                  16 * ernd ((1024 - 128 * reps) / 16 + 1));
      lm_vec (ind, m, row, src);
    }
  if (ernd (6) == 0)
    {
      indent (ind);
      printf ("acc = acc * 0.5f + (float) (%s)[%d];\n", row, ernd (m->len));
    }
}

/* Write at indentation IND the candidates' loop of the current point
   of M (LM_COUNTED, LM_PADDED), inside loops whose innermost counter
   is VAR: its counter "lmcV" from 0, stepped by one on the paths
   where a condition on data holds, in the place of M->shape against
   the access at row "lmcV".  At the access the count is below M->j
   (at most M->j in LM_BEFORE): at most M->cmax.  */
static void
lm_counted (int ind, const struct lm *m, int var)
{
  char c[160], row[192], cnt[16], pick[16];
  int v = m->v;
  snprintf (cnt, sizeof cnt, "lmc%d", v);
  snprintf (pick, sizeof pick, "lmj%d", v);
  lm_row (row, sizeof row, m, cnt);
  lm_cond (c, sizeof c, m, var);
  indent (ind);
  printf ("%s lmc%d = 0;\n", m->type, v);
  indent (ind);
  printf ("for (fz_ctr lmj%d = 0; lmj%d < %d; lmj%d++)\n", v, v, m->j, v);
  indent (ind);
  printf ("  {\n");
  switch (m->shape)
    {
    case LM_SKIP:
      indent (ind + 2);
      printf ("if (!(%s))\n", c);
      indent (ind + 3);
      printf ("continue;\n");
      lm_access (ind + 2, m, row, pick, 1);
      indent (ind + 2);
      printf ("lmc%d++;\n", v);
      break;
    case LM_KEEP:
      indent (ind + 2);
      printf ("if (%s)\n", c);
      indent (ind + 2);
      printf ("  {\n");
      lm_access (ind + 4, m, row, pick, 1);
      indent (ind + 4);
      printf ("lmc%d++;\n", v);
      indent (ind + 2);
      printf ("  }\n");
      break;
    case LM_AFTER:
      lm_access (ind + 2, m, row, pick, 1);
      indent (ind + 2);
      printf ("if (%s)\n", c);
      indent (ind + 3);
      printf ("lmc%d++;\n", v);
      break;
    default:
      indent (ind + 2);
      printf ("if (%s)\n", c);
      indent (ind + 3);
      printf ("lmc%d++;\n", v);
      lm_access (ind + 2, m, row, pick, 1);
      break;
    }
  indent (ind);
  printf ("  }\n");
}

/* Write at indentation IND the fill of the rows of the current point
   of M from the count START (an expression, at least 0; null: the
   count lmcV kept by lm_counted) up to M->cmax: "for (c = START; c <
   D; c++) A (row (c))", or (a third) through a pointer the kernel
   steps by a row group per count from row (START).  */
static void
lm_fill (int ind, const struct lm *m, const char *start)
{
  char row[192], cnt[16];
  int v = m->v, d = m->cmax + 1;
  snprintf (cnt, sizeof cnt, "lmc%d", v);
  lm_row (row, sizeof row, m, cnt);
  indent (ind);
  if (ernd (3) == 0)
    {
      if (start)
        {
          printf ("%s lmc%d = %s;\n", m->type, v, start);
          indent (ind);
        }
      printf ("__ubuf__ half *lmp%d = %s;\n", v, row);
      indent (ind);
      printf ("for (; lmc%d < %d; lmc%d++, lmp%d += %d)\n", v, d, v, v,
              m->g * m->r);
      snprintf (row, sizeof row, "lmp%d", v);
    }
  else if (start)
    printf ("for (%s lmc%d = %s; lmc%d < %d; lmc%d++)\n", m->type, v, start,
            v, d, v);
  else
    printf ("for (; lmc%d < %d; lmc%d++)\n", v, d, v);
  indent (ind);
  printf ("  {\n");
  lm_access (ind + 2, m, row, cnt, start != NULL);
  indent (ind);
  printf ("  }\n");
}

/* Write at indentation IND the point loop of M, "lmiV" over N points
   (up or down), inside loops whose innermost counter is VAR: the
   count of each point from data by M's kind, its accesses, then
   maybe a scalar read of the point's first row and the count folded
   into acc.  */
static void
lm_points (int ind, const struct lm *m, int var)
{
  char n[16], d[128], b[640], row[192], cnt[16];
  int v = m->v;
  snprintf (n, sizeof n, m->n ? "%d" : "nt", m->n);
  snprintf (cnt, sizeof cnt, "lmc%d", v);
  indent (ind);
  if (m->down)
    printf ("for (int lmi%d = %s - 1; lmi%d >= 0; lmi%d--)\n", v, n, v, v);
  else
    printf ("for (fz_ctr lmi%d = 0; lmi%d < %s; lmi%d++)\n", v, v, n, v);
  indent (ind);
  printf ("  {\n");
  switch (m->kind)
    {
    case LM_READ:
      lm_bounded (b, sizeof b, lm_datum (d, sizeof d, m), m->cmax);
      indent (ind + 2);
      printf ("%s lmc%d = %s;\n", m->type, v, b);
      lm_access (ind + 2, m, lm_row (row, sizeof row, m, cnt), cnt, 1);
      break;
    case LM_FILL:
      lm_fill (ind + 2, m, lm_bounded (b, sizeof b,
                                       lm_datum (d, sizeof d, m),
                                       m->cmax + 1));
      break;
    default:
      lm_counted (ind + 2, m, var);
      if (m->kind == LM_PADDED)
        lm_fill (ind + 2, m, NULL);
      break;
    }
  if (ernd (5) == 0)
    {
      indent (ind + 2);
      printf ("acc = acc * 0.5f + (float) lmr%d[lmi%d * %d + %d];\n", v, v,
              m->r, m->roff + ernd (m->len));
    }
  if (m->kind != LM_FILL && ernd (4) == 0)
    {
      indent (ind + 2);
      printf ("acc = acc * 0.5f + (float) lmc%d;\n", v);
    }
  indent (ind);
  printf ("  }\n");
}

/* Write at indentation IND, after the point loop of M (inside its tile
   loop, if any), what reads its rows: a store of the whole extent to
   y (at the same place each tile, or a place per tile), scalar reads
   of the bag, and a vadds of rows into a buffer b0 to b5 but the
   bag's.  */
static void
lm_consumer (int ind, const struct lm *m)
{
  int v = m->v, per = m->tiles && m->tiles * m->ext <= GM_HALVES - 16
                      && ernd (2);
  int span = per ? m->tiles * m->ext : m->ext;
  if (ernd (3))
    {
      char t[32] = "";
      if (per)
        snprintf (t, sizeof t, " + lmt%d * %d", v, m->ext);
      indent (ind);
      printf ("copy_ubuf_to_gm (y + blk + %d%s, lmr%d, 0, 1, %d, 0, 0);\n",
              256 * ernd ((GM_HALVES - 16 - span) / 256 + 1), t, v,
              m->ext / 16);
    }
  if (ernd (2))
    for (int k = 1 + ernd (3); k > 0; k--)
      {
        indent (ind);
        printf ("acc = acc * 0.5f + (float) lmr%d[%d];\n", v, ernd (m->ext));
      }
  if (m->ext >= 128 && ernd (4) == 0)
    {
      int most = m->ext / 128 < 4 ? m->ext / 128 : 4, reps = 1 + ernd (most);
      int k = ernd (NBUF);
      if (k == m->bagbuf)
        k = (k + 1) % NBUF;
      indent (ind);
      printf ("vadds (b%d + %d, lmr%d + %d, 0.5, %d, 1, 1, 8, 8);\n", k,
              16 * ernd ((1024 - 128 * reps) / 16 + 1), v,
              16 * ernd ((m->ext - 128 * reps) / 16 + 1), reps);
    }
}

/* Write at indentation IND the data of M, "lmdV" in lmdat, and its
   load from x: all tiles' at once before the tile loop (none: the
   point loop's), or (EACH) each tile's in its iteration, at TILE
   indentation (then the next tile's load overwrites what the last
   one's points read).  The halves of one tile: a datum per point and
   candidate, M->stride halves apart.  */
static void
lm_data (int ind, const struct lm *m, int tile)
{
  int per = m->nmax * m->j * m->stride, nb = (per + 15) / 16;
  int all = m->tiles && !m->each ? (m->tiles * per + 15) / 16 : nb;
  int span = m->tiles ? m->tiles * nb * 16 : nb * 16;
  if (tile < 0)
    {
      indent (ind);
      printf ("__ubuf__ half *lmd%d = lmdat + %d;\n", m->v,
              16 * ernd ((LM_DAT_HALVES - all * 16) / 16 + 1));
      if (m->each)
        return;
      indent (ind);
      printf ("copy_gm_to_ubuf (lmd%d, x + blk + %d, 0, 1, %d, 0, 0);\n",
              m->v, ernd (GM_HALVES - 16 - span), all);
    }
  else if (m->each)
    {
      indent (tile);
      printf ("copy_gm_to_ubuf (lmd%d, x + blk + %d + lmt%d * %d, 0, 1, %d, "
              "0, 0);\n", m->v, ernd (GM_HALVES - 16 - span), m->v,
              nb * 16, nb);
    }
}

/* The stride of the data of a statement of the stream of loop
   congruences with groups of G rows and one datum per point, such that
   the datum of point i + G is x's half before the one of point i
   (x[k] is (k % 17 - 8) / 8, and G * S is -1 modulo 17): the counts of
   points G apart then mostly differ by one, the earlier point's
   larger, so that the row of count c of point i is the row of count c
   - 1 of point i + G.  */
static int
lm_falling (int g)
{
  return g == 2 ? 8 : g == 4 ? 4 : 2;
}

/* Write at indentation IND, inside loops whose innermost counter is
   VAR, a statement of the stream of loop congruences (loopmods, see
   the file comment): in a bag, rows "c * G + i" of a point loop over
   i, c a count the scalar unit keeps from data (counted on some paths,
   read and bounded, or the start of a fill), written by gathers and
   vector ops, then read; maybe in a tile loop.  Every access ends
   inside its bag.  Its names end in its own number; it writes no sync
   and draws from its stream alone.  */
static void
loopmod_stmt (int ind, int var)
{
  static const char *const types[] = { "int", "int", "int", "unsigned",
                                       "int64_t", "uint16_t" };
  struct lm m;
  memset (&m, 0, sizeof m);
  m.v = nlm++;
  m.kind = (enum lm_kind) ernd (4);
  /* The shapes that step after the access on every path back to it
     twice as often: in the others the access of one point may write
     its row again, whose pipe_barrier orders the points too.  */
  m.shape = (enum lm_shape) (ernd (6) * 2 / 3);
  m.type = types[ernd (6)];
  m.spell = ernd (4);
  m.down = ernd (4) == 0;
  m.tiles = ernd (3) == 0 ? 2 + ernd (2) : 0;
  m.each = m.tiles && ernd (2);
  int counted = m.kind == LM_COUNTED || m.kind == LM_PADDED;
  indent (ind);
  printf ("{\n");
  lm_bag (ind + 1, var, &m, counted ? 5 : 7);
  m.j = !counted ? 1 : m.shape == LM_BEFORE ? m.cmax : m.cmax + 1;
  m.stride = !counted && ernd (2) ? lm_falling (m.g) : 1 + 2 * ernd (4);
  m.go = ernd (GM_HALVES - 16 - 7 * m.r - m.len);
  lm_data (ind + 1, &m, -1);
  int in = ind + 1;
  if (m.tiles)
    {
      indent (in);
      printf ("for (fz_ctr lmt%d = 0; lmt%d < %d; lmt%d++)\n", m.v, m.v,
              m.tiles, m.v);
      indent (in);
      printf ("  {\n");
      in += 2;
      lm_data (ind + 1, &m, in);
    }
  lm_points (in, &m, var);
  lm_consumer (in, &m);
  if (m.tiles)
    {
      indent (ind + 1);
      printf ("  }\n");
    }
  indent (ind);
  printf ("}\n");
}

/* The UB region of the stream of counter slots: the buffers of its
   statements, each of K slots, one after the other from CS_REG
   (CS_REG_HALVES halves, filled by a vector_dup after the buffers b0
   to b5).  */
#define CS_REG 0x10000
#define CS_REG_HALVES 16384

/* The shapes of the item loop of a statement of the stream of counter
   slots: P the pick of the item's slots by the counter, W the item's
   work (a load into a slot, vector ops, a store), S and S' steps of
   the counter by constants, C a condition on data.  */
enum cs_shape
{
  CS_SKIP,                      /* if (!C) continue; P; S; W; */
  CS_SKIP_PRE,                  /* if (!C) continue; S; P; W; */
  CS_KEEP,                      /* if (C) { P; W; S; } */
  CS_AFTER,                     /* P; W; if (C) S; */
  CS_ONE_TWO,                   /* P; if (C) S; S'; W; (the steps maybe
                                   before P) */
  CS_ELSE,                      /* P; W; if (C) S; else S'; */
  CS_PIPE,                      /* for (t = 0; t <= n; t++) { if (t < n)
                                   { C: P; load; S } if (t > 0) { C: P;
                                   compute, store; S' } } */
  CS_N
};

/* A statement of the stream of counter slots being written.  */
struct cs
{
  int v;                        /* the number in its names */
  enum cs_shape shape;
  int k, slot;                  /* K slots a buffer (2, 4 or 8) of SLOT
                                   halves */
  int nbuf;                     /* its buffers (2 or 3): the load's, the
                                   first vector op's, a third op's */
  int at[3];                    /* the byte address of each in UB */
  int len;                      /* halves of an access */
  int off[3];                   /* its offset in a slot of each buffer */
  int n, nmax;                  /* items (0: nt), and at most */
  int outer, reset;             /* trips of a loop around the item loop
                                   (0: none); it resets the counter */
  int chunks, inner;            /* pieces of a loop over the slot in the
                                   item's work (0: none), and what it
                                   holds (1 the load, 2 the first vector
                                   op, 3 both) */
  int s1, s2;                   /* the steps S and S' */
  int pre;                      /* CS_ONE_TWO: the steps before P */
  int conv, ptr;                /* the key from the counter (0), a
                                   conversion of it (1) or a copy (2); a
                                   slot from a get_imm of its address
                                   (0) or from the buffer's pointer */
  const char *ctype;            /* the type of the conversion or copy */
  int bkey;                     /* the vector ops' slots keyed by the
                                   counter plus one */
  int pipe;                     /* CS_PIPE: the counter stepped in both
                                   stages (0), in the load's only (1),
                                   or a counter per stage (2) */
  int op2;                      /* the second vector op (-1: none) */
  int xo, xd, st, yo, ostep;    /* x's offsets of the loads and of the
                                   data (read at a stride of ST), y's of
                                   the stores, and the stores' move per
                                   outer iteration */
  const char *type;             /* the counter's type */
};

/* Choose the layout and extents of C (C->op2 chosen): K slots (2 or 4;
   8 for slots of at most 512 halves) of 256, 512 or 1024 halves in
   each of its buffers, laid out one after the other in either order
   (the slot of residue K - 1 ends where the next buffer starts: the
   layout assumption), an access of 128 halves to a slot at an offset
   inside it in each, the items and outer trips, a loop over pieces of
   the slot, and GM offsets that keep every load, datum and store inside
   the block's region (the last 16 halves of y left to the kernel).  */
/* The byte ranges [CS_USED_LO, CS_USED_HI) of the region the earlier
   statements of the stream of counter slots took, CS_NUSED of them.  */
static int cs_nused, cs_used_lo[64], cs_used_hi[64];

/* The number of free places, 0x400 bytes apart, for SIZE bytes in the
   region beside the statements placed so far, and into *AT the
   FIRST-th of them (FIRST < that number, or -1: none wanted).  */
static int
cs_free_places (int size, int first, int *at)
{
  int n = 0;
  for (int x = 0; x + size <= CS_REG_HALVES * 2; x += 0x400)
    {
      int taken = 0;
      for (int u = 0; u < cs_nused && !taken; u++)
        taken = x < cs_used_hi[u] && cs_used_lo[u] < x + size;
      if (taken)
        continue;
      if (n == first)
        *at = x;
      n++;
    }
  return n;
}

static void
cs_params (struct cs *c)
{
  c->slot = 256 << yrnd (3);
  c->k = yrnd (2) ? 2 : 4;
  if (c->slot <= 512 && yrnd (6) == 0)
    c->k = 8;
  c->nbuf = c->op2 == 3 ? 3 : 2;
  /* Apart from the earlier statements' buffers: a slot of one may not
     hold a get_imm address of another (the layout assumption).  Smaller
     slots, then fewer, where nothing fits.  */
  int first = 0, places;
  while ((places = cs_free_places (c->nbuf * c->k * c->slot * 2, -1,
                                   &first)) == 0
         && (c->slot > 256 || c->k > 2))
    {
      if (c->slot > 256)
        c->slot /= 2;
      else
        c->k /= 2;
    }
  int bytes = c->k * c->slot * 2, rev = yrnd (3) == 0;
  if (places > 0)
    cs_free_places (c->nbuf * bytes, yrnd (places), &first);
  else
    first = 0x400 * yrnd ((CS_REG_HALVES * 2 - c->nbuf * bytes) / 0x400
                          + 1);
  if (cs_nused < 64)
    {
      cs_used_lo[cs_nused] = first;
      cs_used_hi[cs_nused++] = first + c->nbuf * bytes;
    }
  for (int b = 0; b < c->nbuf; b++)
    c->at[b] = CS_REG + first + (rev ? c->nbuf - 1 - b : b) * bytes;
  c->len = 128 << yrnd (4);
  while (c->len > c->slot)
    c->len /= 2;
  for (int b = 0; b < 3; b++)
    c->off[b] = 16 * yrnd ((c->slot - c->len) / 16 + 1);
  c->n = yrnd (5) == 0 ? 0 : 2 + yrnd (7);
  c->nmax = c->n ? c->n : 3;
  c->outer = yrnd (3) == 0 ? 2 + yrnd (2) : 0;
  c->reset = c->outer && yrnd (2);
  c->chunks = c->len >= 256 && yrnd (4) == 0
              ? 2 << yrnd (c->len >= 512 ? 2 : 1) : 0;
  c->inner = 1 + yrnd (3);
  c->st = 1 + 2 * yrnd (4);
  c->xo = yrnd (GM_HALVES - 16 - c->nmax * c->len);
  c->xd = yrnd (GM_HALVES - 16 - (c->nmax + 8 * c->outer) * c->st);
  int span = c->nmax * c->len;
  c->ostep = c->outer && c->outer * span <= GM_HALVES - 16 && yrnd (3)
             ? span : 0;
  int all = c->ostep ? c->outer * span : span;
  c->yo = 16 * yrnd ((GM_HALVES - 16 - all) / 16 + 1);
}

/* A step of the stream of counter slots: 1 most often, 2, 3, K (the
   residue unchanged) or 64 (the largest step the plugin follows).  */
static int
cs_amount (const struct cs *c)
{
  static const int amounts[] = { 1, 1, 1, 1, 1, 2, 3, 0, 64 };
  int a = amounts[yrnd (9)];
  return a ? a : c->k;
}

/* The residue modulo C's K of the counter J plus PLUS (0 or 1) into
   BUF, as C->conv spells it: "(J & M)", "((T) J & M)" (T C->ctype) or
   "(cskV & M)" of the copy cs_pick declares.  */
static const char *
cs_key (char *buf, size_t size, const struct cs *c, const char *j, int plus)
{
  char x[64];
  if (c->conv == 1)
    snprintf (x, sizeof x, "(%s) %s", c->ctype, j);
  else if (c->conv == 2)
    snprintf (x, sizeof x, "csk%d", c->v);
  else
    snprintf (x, sizeof x, "%s", j);
  if (plus)
    snprintf (buf, size, "((%s + %d) & %d)", x, plus, c->k - 1);
  else
    snprintf (buf, size, "(%s & %d)", x, c->k - 1);
  return buf;
}

/* The address of the slot of C's buffer B by the residue KEY into BUF:
   "(__ubuf__ half *) get_imm (AT + KEY * SLOT bytes)", or "csuV_B +
   KEY * SLOT" from the buffer's pointer.  */
static const char *
cs_slot (char *buf, size_t size, const struct cs *c, int b, const char *key)
{
  if (c->ptr)
    snprintf (buf, size, "csu%d_%d + %s * %d", c->v, b, key, c->slot);
  else
    snprintf (buf, size, "(__ubuf__ half *) get_imm (0x%x + %s * %d)",
              c->at[b], key, 2 * c->slot);
  return buf;
}

/* Write at indentation IND the pick of C's slots by the counter J: the
   copy of J (C->conv 2), then "csaV" (the load's buffer, when LOAD)
   and, when WORK, "csbV" (keyed by J plus one when C->bkey) and "cscV"
   (the third buffer).  */
static void
cs_pick (int ind, const struct cs *c, const char *j, int load, int work)
{
  char key[96], s[192];
  int v = c->v;
  if (c->conv == 2)
    {
      indent (ind);
      printf ("%s csk%d = (%s) %s;\n", c->ctype, v, c->ctype, j);
    }
  if (load || work)
    {
      indent (ind);
      printf ("__ubuf__ half *csa%d = %s;\n", v,
              cs_slot (s, sizeof s, c, 0, cs_key (key, sizeof key, c, j, 0)));
    }
  if (!work)
    return;
  indent (ind);
  printf ("__ubuf__ half *csb%d = %s;\n", v,
          cs_slot (s, sizeof s, c, 1, cs_key (key, sizeof key, c, j,
                                              c->bkey)));
  if (c->nbuf == 3)
    {
      indent (ind);
      printf ("__ubuf__ half *csc%d = %s;\n", v,
              cs_slot (s, sizeof s, c, 2, cs_key (key, sizeof key, c, j, 0)));
    }
}

/* Write at indentation IND a step of the counter J by AMOUNT: "J++;",
   "J += AMOUNT;" or "J = J + AMOUNT;".  */
static void
cs_step (int ind, const char *j, int amount)
{
  indent (ind);
  switch (yrnd (3))
    {
    case 0:
      if (amount == 1)
        {
          printf ("%s++;\n", j);
          break;
        }
      /* Fall through.  */
    case 1:
      printf ("%s += %d;\n", j, amount);
      break;
    default:
      printf ("%s = %s + %d;\n", j, j, amount);
      break;
    }
}

/* Write at indentation IND the datum "csdV" of C's item ITEM (an
   expression), read from x by the scalar unit at a stride of C->st
   (and 8 strides further each outer iteration).  */
static void
cs_data (int ind, const struct cs *c, const char *item)
{
  char o[32] = "";
  if (c->outer)
    snprintf (o, sizeof o, " + cso%d * %d", c->v, 8 * c->st);
  indent (ind);
  printf ("float csd%d = (float) x[blk + %d + %s * %d%s];\n", c->v, c->xd,
          item, c->st, o);
}

/* A condition on data of C into BUF: its datum compared with a
   threshold, or (LOADED, a third) a half of the slot the item just
   loaded.  */
static const char *
cs_cond (char *buf, size_t size, const struct cs *c, int loaded)
{
  static const char *const thr[] = { "0.0f", "0.25f", "-0.25f", "-0.5f",
                                     "0.5f" };
  const char *t = thr[yrnd (5)], *op = yrnd (2) ? ">" : "<=";
  if (loaded && yrnd (3) == 0)
    snprintf (buf, size, "(float) csa%d[%d] %s %s", c->v,
              c->off[0] + yrnd (c->len), op, t);
  else
    snprintf (buf, size, "csd%d %s %s", c->v, op, t);
  return buf;
}

/* Write at indentation IND the load of C's item ITEM from x into its
   slot "csaV", whole or (C->inner 1 or 3) in C->chunks pieces by a
   loop over the slot.  */
static void
cs_load (int ind, const struct cs *c, const char *item)
{
  int v = c->v;
  indent (ind);
  if (c->chunks && (c->inner & 1))
    {
      int ch = c->len / c->chunks;
      printf ("for (fz_ctr csl%d = 0; csl%d < %d; csl%d++)\n", v, v, c->chunks,
              v);
      indent (ind + 1);
      printf ("copy_gm_to_ubuf (csa%d + %d + csl%d * %d, x + blk + %d + %s "
              "* %d + csl%d * %d, 0, 1, %d, 0, 0);\n", v, c->off[0], v, ch,
              c->xo, item, c->len, v, ch, ch / 16);
    }
  else
    printf ("copy_gm_to_ubuf (csa%d + %d, x + blk + %d + %s * %d, 0, 1, %d, "
            "0, 0);\n", v, c->off[0], c->xo, item, c->len, c->len / 16);
}

/* Write at indentation IND the vector ops of C's item on the slots
   "csaV", "csbV" (and "cscV"): a vadds from the first into the second
   (whole or, C->inner 2 or 3, in C->chunks pieces by a loop over the
   slot), maybe a second op (C->op2: a vmuls of the second in place, a
   vadd of both into the second, a vmax of both into the first, or a
   vadds from the second into the third); then the store of the item
   ITEM to y from the last one written, and maybe a scalar read of
   it.  */
static void
cs_compute (int ind, const struct cs *c, const char *item)
{
  int v = c->v, a = c->off[0], b = c->off[1], r = c->len / 128;
  const char *s = yrnd (3) ? "0.5" : "(double) acc";
  char o[32] = "";
  indent (ind);
  if (c->chunks && (c->inner & 2))
    {
      int ch = c->len / c->chunks;
      printf ("for (fz_ctr csl%d = 0; csl%d < %d; csl%d++)\n", v, v, c->chunks,
              v);
      indent (ind + 1);
      printf ("vadds (csb%d + %d + csl%d * %d, csa%d + %d + csl%d * %d, %s, "
              "%d, 1, 1, 8, 8);\n", v, b, v, ch, v, a, v, ch, s, ch / 128);
    }
  else
    printf ("vadds (csb%d + %d, csa%d + %d, %s, %d, 1, 1, 8, 8);\n", v, b, v,
            a, s, r);
  const char *out = "csb";
  int oo = b;
  switch (c->op2)
    {
    case 0:
      indent (ind);
      printf ("vmuls (csb%d + %d, csb%d + %d, 0.5, %d, 1, 1, 8, 8);\n", v, b,
              v, b, r);
      break;
    case 1:
      indent (ind);
      printf ("vadd (csb%d + %d, csa%d + %d, csb%d + %d, %d, 1, 1, 1, 8, 8, "
              "8);\n", v, b, v, a, v, b, r);
      break;
    case 2:
      indent (ind);
      printf ("vmax (csa%d + %d, csa%d + %d, csb%d + %d, %d, 1, 1, 1, 8, 8, "
              "8);\n", v, a, v, a, v, b, r);
      if (yrnd (2))
        out = "csa", oo = a;
      break;
    case 3:
      indent (ind);
      printf ("vadds (csc%d + %d, csb%d + %d, 0.25, %d, 1, 1, 8, 8);\n", v,
              c->off[2], v, b, r);
      out = "csc", oo = c->off[2];
      break;
    default:
      break;
    }
  if (c->ostep)
    snprintf (o, sizeof o, " + cso%d * %d", v, c->ostep);
  indent (ind);
  printf ("copy_ubuf_to_gm (y + blk + %d + %s * %d%s, %s%d + %d, 0, 1, %d, "
          "0, 0);\n", c->yo, item, c->len, o, out, v, oo, c->len / 16);
  if (yrnd (5) == 0)
    {
      indent (ind);
      printf ("acc = acc * 0.5f + (float) %s%d[%d];\n", out, v,
              oo + yrnd (c->len));
    }
}

/* Write at indentation IND the pick, the step(s) and the work of an
   item of C in C->shape's order (not CS_PIPE), the counter "csjV",
   inside the braces of the work after C's condition COND.  */
static void
cs_shape_body (int ind, const struct cs *c, const char *item,
               const char *cond)
{
  char j[16], c2[192];
  snprintf (j, sizeof j, "csj%d", c->v);
  if (c->shape == CS_SKIP_PRE)
    cs_step (ind, j, c->s1);
  if (c->shape == CS_ONE_TWO && c->pre)
    {
      indent (ind);
      printf ("if (%s)\n", cond);
      cs_step (ind + 1, j, c->s1);
      cs_step (ind, j, c->s2);
    }
  cs_pick (ind, c, j, 1, 1);
  if (c->shape == CS_SKIP)
    cs_step (ind, j, c->s1);
  if (c->shape == CS_ONE_TWO && !c->pre)
    {
      indent (ind);
      printf ("if (%s)\n", cond);
      cs_step (ind + 1, j, c->s1);
      cs_step (ind, j, c->s2);
    }
  cs_load (ind, c, item);
  cs_compute (ind, c, item);
  if (c->shape == CS_KEEP)
    cs_step (ind, j, c->s1);
  else if (c->shape == CS_AFTER || c->shape == CS_ELSE)
    {
      indent (ind);
      printf ("if (%s)\n", cs_cond (c2, sizeof c2, c, 1));
      cs_step (ind + 1, j, c->s1);
      if (c->shape == CS_ELSE)
        {
          indent (ind);
          printf ("else\n");
          cs_step (ind + 1, j, c->s2);
        }
    }
}

/* Write at indentation IND the body of C's item loop over "csqV" (not
   CS_PIPE): the item's datum, then its condition and work in C's
   shape.  */
static void
cs_item (int ind, const struct cs *c)
{
  char item[16], cond[192];
  snprintf (item, sizeof item, "csq%d", c->v);
  cs_data (ind, c, item);
  cs_cond (cond, sizeof cond, c, 0);
  indent (ind);
  if (c->shape == CS_SKIP || c->shape == CS_SKIP_PRE)
    {
      printf ("if (!(%s))\n", cond);
      indent (ind + 1);
      printf ("continue;\n");
      indent (ind);
    }
  else if (c->shape == CS_KEEP)
    {
      printf ("if (%s)\n", cond);
      indent (ind);
    }
  printf ("{\n");
  cs_shape_body (ind + 1, c, item, cond);
  indent (ind);
  printf ("}\n");
}

/* Write at indentation IND the two-stage item loop of C (CS_PIPE),
   "for (cstV = 0; cstV <= N; cstV++)": when cstV < N, item cstV's
   load into the slot "csjV" picks (under a condition on its datum, or
   always), "csjV" stepped after it; when cstV > 0, the work of item
   cstV - 1 (under the same condition on that item's datum, or always)
   on the slots picked by "csjV" (C->pipe 0: then stepped again, or 1:
   plus one, not stepped) or by a counter of its own "cshV" (2: stepped
   after it).  */
static void
cs_pipe (int ind, const struct cs *c, const char *n)
{
  int v = c->v, ca = yrnd (4) != 0, cb = ca && yrnd (4) != 0;
  char cond[192], j[16], h[16], item[32];
  struct cs b = *c;
  snprintf (j, sizeof j, "csj%d", v);
  snprintf (h, sizeof h, c->pipe == 2 ? "csh%d" : "csj%d", v);
  cs_cond (cond, sizeof cond, c, 0);
  b.bkey = c->pipe == 1 ? 1 : c->bkey;
  indent (ind);
  printf ("for (int cst%d = 0; cst%d <= %s; cst%d++)\n", v, v, n, v);
  indent (ind);
  printf ("  {\n");
  indent (ind + 2);
  printf ("if (cst%d < %s)\n", v, n);
  indent (ind + 2);
  printf ("  {\n");
  snprintf (item, sizeof item, "cst%d", v);
  cs_data (ind + 4, c, item);
  indent (ind + 4);
  if (ca)
    printf ("if (%s)\n", cond);
  else
    printf ("(void) csd%d;\n", v);
  indent (ind + 4);
  printf ("{\n");
  cs_pick (ind + 5, c, j, 1, 0);
  cs_load (ind + 5, c, item);
  cs_step (ind + 5, j, c->s1);
  indent (ind + 4);
  printf ("}\n");
  indent (ind + 2);
  printf ("  }\n");
  indent (ind + 2);
  printf ("if (cst%d > 0)\n", v);
  indent (ind + 2);
  printf ("  {\n");
  snprintf (item, sizeof item, "(cst%d - 1)", v);
  cs_data (ind + 4, c, item);
  indent (ind + 4);
  if (cb)
    printf ("if (%s)\n", cond);
  else
    printf ("(void) csd%d;\n", v);
  indent (ind + 4);
  printf ("{\n");
  cs_pick (ind + 5, &b, h, 0, 1);
  cs_compute (ind + 5, &b, item);
  if (c->pipe != 1)
    cs_step (ind + 5, h, c->s2);
  indent (ind + 4);
  printf ("}\n");
  indent (ind + 2);
  printf ("  }\n");
  indent (ind);
  printf ("  }\n");
}

/* Write at indentation IND, inside loops whose innermost counter is
   VAR, a statement of the stream of counter slots (ctrslots, see the
   file comment): a loop over items whose slots a counter "csjV" picks
   by its residue "csjV & (K - 1)", the counter stepped by constants on
   some paths of an iteration only; the work of an item a load into a
   slot, vector ops and a store; maybe inside an outer loop that resets
   the counter or carries it on; then maybe the count or a half of a
   slot folded into acc.  Every access stays in its slot whatever the
   count.  Its names end in its own number; it writes no sync and draws
   from its stream alone.  */
static void
ctrslot_stmt (int ind, int var)
{
  static const char *const types[] = { "int", "int", "int", "unsigned",
                                       "int64_t", "uint16_t" };
  static const char *const ctypes[] = { "int", "unsigned", "uint32_t",
                                        "int64_t" };
  struct cs c;
  char n[16];
  memset (&c, 0, sizeof c);
  (void) var;
  c.v = ncs++;
  c.shape = (enum cs_shape) yrnd (CS_N);
  c.op2 = yrnd (3) == 0 ? -1 : yrnd (4);
  cs_params (&c);
  c.s1 = cs_amount (&c);
  c.s2 = cs_amount (&c);
  c.pre = yrnd (2);
  c.conv = yrnd (5) < 2 ? yrnd (2) + 1 : 0;
  c.ctype = ctypes[yrnd (4)];
  c.ptr = yrnd (4) == 0;
  c.bkey = yrnd (6) == 0;
  c.pipe = yrnd (3);
  c.type = types[yrnd (6)];
  snprintf (n, sizeof n, c.n ? "%d" : "nt", c.n);
  indent (ind);
  printf ("{\n");
  for (int b = 0; c.ptr && b < c.nbuf; b++)
    {
      indent (ind + 1);
      printf ("__ubuf__ half *csu%d_%d = (__ubuf__ half *) get_imm (0x%x);\n",
              c.v, b, c.at[b]);
    }
  indent (ind + 1);
  printf ("%s csj%d = 0;\n", c.type, c.v);
  if (c.shape == CS_PIPE && c.pipe == 2)
    {
      indent (ind + 1);
      printf ("%s csh%d = 0;\n", c.type, c.v);
    }
  int in = ind + 1;
  if (c.outer)
    {
      indent (in);
      printf ("for (fz_ctr cso%d = 0; cso%d < %d; cso%d++)\n", c.v, c.v,
              c.outer, c.v);
      indent (in);
      printf ("  {\n");
      in += 2;
      if (c.reset)
        {
          indent (in);
          printf ("csj%d = 0;\n", c.v);
          if (c.shape == CS_PIPE && c.pipe == 2)
            {
              indent (in);
              printf ("csh%d = 0;\n", c.v);
            }
        }
    }
  if (c.shape == CS_PIPE)
    cs_pipe (in, &c, n);
  else
    {
      indent (in);
      printf ("for (fz_ctr csq%d = 0; csq%d < %s; csq%d++)\n", c.v, c.v, n,
              c.v);
      indent (in);
      printf ("  {\n");
      cs_item (in + 2, &c);
      indent (in);
      printf ("  }\n");
    }
  if (c.outer)
    {
      indent (ind + 1);
      printf ("  }\n");
    }
  if (yrnd (3) == 0)
    {
      indent (ind + 1);
      printf ("acc = acc * 0.5f + (float) csj%d;\n", c.v);
    }
  if (yrnd (4) == 0)
    {
      indent (ind + 1);
      printf ("acc = acc * 0.5f + (float) csreg[%d];\n",
              (c.at[yrnd (c.nbuf)] - CS_REG) / 2 + yrnd (c.k * c.slot));
    }
  indent (ind);
  printf ("}\n");
}

/* The stream of data counts (the twenty-seventh): its values in GM
   "dn" (DC_VALS int32_t, the host's), loaded by a DMA at the kernel's
   start into UB at DC_AT ("dcn", and "dcu" a uint16_t view of it),
   where the scalar unit reads them.  */
#define DC_AT 0x1c000
#define DC_VALS 128

/* The rows' own 1 KiB areas ("dcw", written, and "dcv", read), which no
   other statement uses: a row op bounded only by its type may reach
   the next rows but not past a buffer start another statement declares
   (the layout assumption), so the rows keep to buffers of their own.  */
#define DC_ROWS 0x1d000

static int dc_vals[DC_VALS];      /* the host's values of dn */
static int dc_used;               /* entries of dn taken so far */

/* Take N entries of dn; their first index, or -1 when too few are
   left.  */
static int
dc_take (int n)
{
  if (dc_used + n > DC_VALS)
    return -1;
  dc_used += n;
  return dc_used - n;
}

/* The slot index of a statement of the stream of data counts inside
   loops whose innermost counter is VAR (-1: outside every loop): a
   constant slot or the counter's parity, from that stream alone.  */
static const char *
dc_slot (int var, char *buf, size_t size)
{
  if (var < 0 || irnd (3) == 0)
    snprintf (buf, size, "%d", irnd (2));
  else
    snprintf (buf, size, irnd (2) ? "(i%d & 1)" : "((i%d + 1) & 1)", var);
  return buf;
}

/* The address OFF halves into slot SLOT of buffer B into BUF, as
   ub_addr writes it.  */
static const char *
dc_addr (char *buf, size_t size, int b, const char *slot, int off)
{
  if (tables)
    snprintf (buf, size, "t%d[%s] + %d", b, slot, off);
  else
    snprintf (buf, size, "b%d + %s * %s + %d", b, slot, slot_size (), off);
  return buf;
}

/* A statement of rows of the stream of data counts being written.  */
struct dcr
{
  int v;                        /* the number in its names */
  int trips, tmax;              /* the rows (0: nt), and at most */
  int rs, off;                  /* the row step and the first row's
                                   offset in the slot, in bytes */
  int op;                       /* vadds, vmuls, vector_dup in place, a
                                   vadds or vadd from another slot */
  int form;                     /* the count's spelling (dcr_count) */
  int per_row, hoist;           /* a count per row; one count computed
                                   before the loop */
  int idx;                      /* its first entry of dn */
  int guard;                    /* "if (count != 0)" around the op */
  int down, ptr;                /* the rows downwards; a pointer
                                   stepped by a row */
  int cnt[4];                   /* each row's count */
};

/* The value of dn for the count C in R's spelling R->form.  */
static int
dcr_value (const struct dcr *r, int c)
{
  int j = irnd (64), w = irnd (4);
  switch (r->form)
    {
    case 0:
      return 64 * (c + 256 * w) + j;
    case 1:
      return 256 * (c + 256 * w) + j * 4;
    case 2:
      return 256 * c + j * 4 + 65536 * w;
    case 3:
      return 128 * (c + 256 * w) + 2 * j;
    default:
      return c ? 64 * c - j : 0;
    }
}

/* Write at indentation IND the count "dccV" of R from the entry IDX of
   dn (an expression), in unsigned arithmetic its type bounds only: the
   quotient of a uint32_t by 64 or 128, a shift by 8 of it or of its
   low uint16_t, or a rounded quotient, converted to uint8_t.  */
static void
dcr_count (int ind, const struct dcr *r, const char *idx)
{
  int v = r->v;
  indent (ind);
  switch (r->form)
    {
    case 0:
      printf ("uint32_t dch%d = (uint32_t) dcn[%s];\n", v, idx);
      indent (ind);
      printf ("uint8_t dcc%d = (uint8_t) (dch%d / 64);\n", v, v);
      break;
    case 1:
      printf ("uint8_t dcc%d = (uint8_t) ((uint32_t) dcn[%s] >> 8);\n", v,
              idx);
      break;
    case 2:
      printf ("uint16_t dch%d = dcu[2 * (%s)];\n", v, idx);
      indent (ind);
      printf ("uint8_t dcc%d = (uint8_t) (dch%d >> 8);\n", v, v);
      break;
    case 3:
      printf ("unsigned dch%d = (unsigned) dcn[%s] / 128;\n", v, idx);
      indent (ind);
      printf ("uint8_t dcc%d = (uint8_t) dch%d;\n", v, v);
      break;
    default:
      printf ("uint32_t dch%d = (uint32_t) dcn[%s];\n", v, idx);
      indent (ind);
      printf ("uint8_t dcc%d = (uint8_t) ((dch%d + 63) / 64);\n", v, v);
      break;
    }
}

/* Choose R's rows and counts: 2 to 4 rows or nt (at most 3), a step
   of 256 bytes or (two rows) 512, an offset and counts that keep every
   row's operation inside its 1 KiB slot, "OFF + r * STEP + count *
   256 <= 1024" (a row's count one row, the most that fits, or less:
   longer than a row, it reaches into the next rows), and the values of
   dn that spell them.  False when dn has no room left.  */
static int
dcr_params (struct dcr *r)
{
  static const int trips[] = { 2, 2, 3, 4, 0 };
  r->trips = trips[irnd (5)];
  r->tmax = r->trips ? r->trips : 3;
  r->rs = r->tmax == 2 && irnd (3) == 0 ? 512 : 256;
  int room = SLOT_BYTES - (r->tmax - 1) * r->rs - 256;
  r->off = irnd (2) ? 0 : 32 * irnd (room / 32 + 1);
  r->per_row = irnd (2);
  r->hoist = !r->per_row && irnd (3) == 0;
  r->form = irnd (5);
  r->guard = irnd (4) == 0;
  r->idx = dc_take (r->per_row ? r->tmax : 1);
  if (r->idx < 0)
    return 0;
  for (int i = 0; i < r->tmax; i++)
    {
      int row = r->per_row ? i : r->tmax - 1;
      int most = (SLOT_BYTES - r->off - row * r->rs) / 256;
      int one = r->rs / 256 < most ? r->rs / 256 : most;
      int kind = irnd (4);
      r->cnt[i] = kind == 0 ? one : kind == 3 ? 1 + irnd (most) : most;
      if (r->guard && irnd (5) == 0)
        r->cnt[i] = 0;
      if (!r->per_row && i > 0)
        r->cnt[i] = r->cnt[0];
      if (r->per_row || i == 0)
        dc_vals[r->idx + (r->per_row ? i : 0)] = dcr_value (r, r->cnt[i]);
    }
  return 1;
}

/* Write at indentation IND R's operation on the row ROW (an address)
   of slot SLOT (an address, the row's offset in it OFFE) with the
   count "dccV": in place, or from the same row of the slot SRC.  */
static void
dcr_op (int ind, const struct dcr *r, const char *row, const char *src,
        const char *offe)
{
  int v = r->v;
  indent (ind);
  if (r->guard)
    {
      printf ("if (dcc%d != 0)\n", v);
      indent (ind + 1);
    }
  switch (r->op)
    {
    case 0:
      printf ("vadds (%s, %s, 0.5, dcc%d, 1, 1, 8, 8);\n", row, row, v);
      break;
    case 1:
      printf ("vmuls (%s, %s, 0.5, dcc%d, 1, 1, 8, 8);\n", row, row, v);
      break;
    case 2:
      printf ("vector_dup (%s, 0.25 * (double) (dcr%d + 1), dcc%d, 1, 1, "
              "8, 8);\n", row, v, v);
      break;
    case 3:
      printf ("vadds (%s, %s + %s, (double) acc, dcc%d, 1, 1, 8, 8);\n",
              row, src, offe, v);
      break;
    default:
      printf ("vadd (%s, %s, %s + %s, dcc%d, 1, 1, 1, 8, 8, 8);\n", row,
              row, src, offe, v);
      break;
    }
}

/* Write at indentation IND, inside loops whose innermost counter is
   VAR, a statement of rows of the stream of data counts: a loop over
   the rows of a slot "dcsV + r * STEP" (2 to 4 of them, or nt; up or
   down; or a pointer stepped by a row), a vector op on each whose
   repeat count the scalar unit computes in unsigned arithmetic from a
   value a DMA loaded from dn (per row, or one for all of them, maybe
   before the loop): bounded only by its type, the op may reach into
   the next rows, and nothing but the ops orders them.  Maybe a load of
   the slot before, a store of it or a scalar read after.  */
static void
dcrow_stmt (int ind, int v, int var)
{
  struct dcr r;
  char slot[32], base[96], src[96], row[160], idx[48], offe[48];
  memset (&r, 0, sizeof r);
  r.v = v;
  if (!dcr_params (&r))
    return;
  r.op = irnd (5);
  r.down = irnd (4) == 0;
  r.ptr = !r.down && irnd (3) == 0;
  int b = irnd (NBUF), sb = (b + 1 + irnd (NBUF - 1)) % NBUF, rh = r.rs / 2;
  /* The slots drawn keep the stream's draws; the rows use their own
     areas (DC_ROWS).  */
  dc_addr (base, sizeof base, b, dc_slot (var, slot, sizeof slot), 0);
  dc_addr (src, sizeof src, sb, dc_slot (var, slot, sizeof slot), 0);
  snprintf (base, sizeof base, "dcw");
  snprintf (src, sizeof src, "dcv");
  indent (ind);
  printf ("{\n");
  indent (ind + 1);
  printf ("__ubuf__ half *dcs%d = %s;\n", v, base);
  if (irnd (3) == 0)
    {
      indent (ind + 1);
      printf ("copy_gm_to_ubuf (dcs%d, x + blk + %d, 0, 1, %d, 0, 0);\n", v,
              16 * irnd ((GM_HALVES - 16 - 512) / 16), SLOT_BYTES / 32);
    }
  if (r.hoist)
    {
      snprintf (idx, sizeof idx, "%d", r.idx);
      dcr_count (ind + 1, &r, idx);
    }
  if (r.ptr)
    {
      indent (ind + 1);
      printf ("__ubuf__ half *dcp%d = dcs%d + %d;\n", v, v, r.off / 2);
    }
  char n[8];
  snprintf (n, sizeof n, r.trips ? "%d" : "nt", r.trips);
  indent (ind + 1);
  if (r.down)
    printf ("for (int dcr%d = %s - 1; dcr%d >= 0; dcr%d--)\n", v, n, v, v);
  else
    printf ("for (fz_ctr dcr%d = 0; dcr%d < %s; dcr%d++)\n", v, v, n, v);
  indent (ind + 1);
  printf ("  {\n");
  if (!r.hoist)
    {
      if (r.per_row)
        snprintf (idx, sizeof idx, "%d + dcr%d", r.idx, v);
      else
        snprintf (idx, sizeof idx, "%d", r.idx);
      dcr_count (ind + 3, &r, idx);
    }
  snprintf (offe, sizeof offe, "%d + dcr%d * %d", r.off / 2, v, rh);
  if (r.ptr)
    snprintf (row, sizeof row, "dcp%d", v);
  else if (irnd (2))
    snprintf (row, sizeof row, "dcs%d + %s", v, offe);
  else
    snprintf (row, sizeof row, "dcs%d + %d + (int64_t) dcr%d * %d", v,
              r.off / 2, v, rh);
  dcr_op (ind + 3, &r, row, src, offe);
  if (r.ptr)
    {
      indent (ind + 3);
      printf ("dcp%d += %d;\n", v, rh);
    }
  indent (ind + 1);
  printf ("  }\n");
  if (irnd (3) == 0)
    {
      indent (ind + 1);
      printf ("copy_ubuf_to_gm (y + blk + %d, dcs%d, 0, 1, %d, 0, 0);\n",
              16 * irnd ((GM_HALVES - 16 - 512) / 16), v, SLOT_BYTES / 32);
    }
  else if (irnd (2))
    {
      indent (ind + 1);
      printf ("acc = acc * 0.5f + (float) dcs%d[%d];\n", v,
              r.off / 2 + irnd (rh * (r.tmax - 1) + 128));
    }
  indent (ind);
  printf ("}\n");
}

/* A statement of tail tiles of the stream of data counts being
   written.  */
struct dct
{
  int v;                        /* the number in its names */
  int form;                     /* the count: 0 "(uint16_t) (reps * K)"
                                   with reps = (int) MIN (left, C) of an
                                   int64_t left; 1 "(uint16_t) ((n +
                                   15) / 16)" with n a MIN in int; 2 the
                                   same with n = (int) MIN in int64_t */
  int c, k;                     /* the tile in the length's units, and
                                   blocks a unit (form 0) */
  int th;                       /* halves a tile */
  int place;                    /* tile t at "base + t * TH" in one
                                   slot (0), or by a pointer stepped by
                                   a tile (3); in slot t & 1 (1); all
                                   at the same place (2) */
  int ntmax;                    /* tiles at most */
  int lena, lenb;               /* the length: lena + block_idx * lenb
                                   units */
  int idx;                      /* lena from this entry of dn (-1: a
                                   constant) */
  int vop, store;               /* a vadds on each tile; a store */
  int off;                      /* halves into the slot */
  int b, xo, yo;
};

/* Choose T's tile, placement, tiles and length so that every load,
   vadds (rounded up to repeats of 128 halves) and store stays inside
   its slot and the block's region of x and y.  */
static void
dct_params (struct dct *t)
{
  static const int tiles[] = { 64, 128, 256, 512, 96, 384 };
  t->form = irnd (3);
  if (t->form == 0)
    {
      t->k = 1 << irnd (3);
      t->c = 2 << irnd (3);
      while (t->c * t->k > 32)
        t->c /= 2;
      t->th = t->c * t->k * 16;
    }
  else
    t->c = t->th = tiles[irnd (6)];
  t->vop = irnd (3) != 0;
  t->store = irnd (2);
  int ext = t->vop ? (t->th + 127) / 128 * 128 : t->th;
  t->off = 16 * irnd ((512 - ext) / 16 + 1);
  if (irnd (2))
    t->off = 0;
  int room = 512 - t->off;
  t->place = irnd (4);
  int most = t->place == 0 || t->place == 3 ? (room - ext) / t->th + 1 : 5;
  if (most < 2)
    t->place = 2, most = 5;
  if (most > 5)
    most = 5;
  t->ntmax = 2 + irnd (most - 1);
  int all = (t->ntmax - 1) * t->c + 1 + irnd (t->c);
  t->lenb = irnd (all);
  t->lena = all - t->lenb;
  t->idx = irnd (3) == 0 ? dc_take (1) : -1;
  if (t->idx >= 0)
    dc_vals[t->idx] = t->lena;
  t->b = irnd (NBUF);
  t->xo = irnd (GM_HALVES - 16 - t->ntmax * t->th);
  t->yo = irnd (GM_HALVES - 16 - t->ntmax * t->th);
}

/* Write at indentation IND T's tile count "dtrV" of tile "dttV" (the
   count of units or halves left, at most a tile) and its blocks and
   repeats as expressions into BLK and REP.  */
static void
dct_count (int ind, const struct dct *t, char *blk, char *rep, size_t size)
{
  int v = t->v;
  indent (ind);
  if (t->form == 0)
    {
      printf ("int64_t dte%d = dtl%d - dtt%d * %d;\n", v, v, v, t->c);
      indent (ind);
      printf ("int dtr%d = (int) (dte%d < %d ? dte%d : %d);\n", v, v, t->c,
              v, t->c);
      snprintf (blk, size, "(uint16_t) (dtr%d * %d)", v, t->k);
      snprintf (rep, size, "(uint8_t) ((dtr%d * %d + 7) / 8)", v, t->k);
      return;
    }
  if (t->form == 1)
    {
      printf ("int dtr%d = dtl%d - (int) dtt%d * %d;\n", v, v, v, t->c);
      indent (ind);
      printf ("dtr%d = dtr%d < %d ? dtr%d : %d;\n", v, v, t->c, v, t->c);
    }
  else
    {
      printf ("int64_t dte%d = dtl%d - dtt%d * %d;\n", v, v, v, t->c);
      indent (ind);
      printf ("int dtr%d = (int) (dte%d < %d ? dte%d : %d);\n", v, v, t->c,
              v, t->c);
    }
  snprintf (blk, size, "(uint16_t) ((dtr%d + 15) / 16)", v);
  snprintf (rep, size, "(uint8_t) ((dtr%d + 127) / 128)", v);
}

/* Write at indentation IND, inside loops whose innermost counter is
   VAR, a statement of tail tiles of the stream of data counts: a
   length "dtlV" depending on block_idx (maybe on a value of dn too),
   a loop over its tiles, each tile's count "MIN (len - t * C, C)"
   converted on the way to a DMA's count (the count assumption bounds
   it at its tile), the tile loaded from x, maybe a vadds on it and a
   store of it to y; consecutive tiles one after the other in a slot,
   in ping-pong slots or at one place, where a second part a tile
   further may be loaded with the same count (and added in).  */
static void
dctile_stmt (int ind, int v, int var)
{
  struct dct t;
  char slot[32], base[96], p[160], blk[64], rep[64];
  memset (&t, 0, sizeof t);
  t.v = v;
  dct_params (&t);
  const char *lt = t.form == 1 ? "int" : "int64_t";
  indent (ind);
  printf ("{\n");
  indent (ind + 1);
  if (t.idx >= 0)
    printf ("%s dtl%d = (%s) dcn[%d] + (%s) block_idx * %d;\n", lt, v, lt,
            t.idx, lt, t.lenb);
  else
    printf ("%s dtl%d = %d + (%s) block_idx * %d;\n", lt, v, t.lena, lt,
            t.lenb);
  if (t.place == 1)
    snprintf (slot, sizeof slot, "(dtt%d & 1)", v);
  else
    dc_slot (var, slot, sizeof slot);
  dc_addr (base, sizeof base, t.b, slot, t.off);
  if (t.place == 3)
    {
      indent (ind + 1);
      printf ("__ubuf__ half *dtq%d = %s;\n", v, base);
    }
  indent (ind + 1);
  switch (irnd (3))
    {
    case 0:
      printf ("for (int64_t dtt%d = 0; dtt%d < (dtl%d + %d) / %d; dtt%d++)"
              "\n", v, v, v, t.c - 1, t.c, v);
      break;
    case 1:
      printf ("for (int dtt%d = 0; dtt%d * %d < dtl%d; dtt%d++)\n", v, v,
              t.c, v, v);
      break;
    default:
      printf ("int dtn%d = (int) ((dtl%d + %d) / %d);\n", v, v, t.c - 1,
              t.c);
      indent (ind + 1);
      printf ("for (int dtt%d = 0; dtt%d < dtn%d; dtt%d++)\n", v, v, v, v);
      break;
    }
  indent (ind + 1);
  printf ("  {\n");
  dct_count (ind + 3, &t, blk, rep, sizeof blk);
  if (t.place == 0)
    snprintf (p, sizeof p, "%s + dtt%d * %d", base, v, t.th);
  else
    snprintf (p, sizeof p, t.place == 3 ? "dtq%d" : "dtp%d", v);
  if (t.place != 0 && t.place != 3)
    {
      indent (ind + 3);
      printf ("__ubuf__ half *dtp%d = %s;\n", v, base);
    }
  indent (ind + 3);
  printf ("copy_gm_to_ubuf (%s, x + blk + %d + dtt%d * %d, 0, 1, %s, 0, "
          "0);\n", p, t.xo, v, t.th, blk);
  /* A second part of the tile's place, a tile further ("p + TH"),
     loaded with the same count when the slot holds it (no draw of its
     own: the parity of XO picks it).  */
  int ext = t.vop ? (t.th + 127) / 128 * 128 : t.th;
  int part2 = (t.place == 1 || t.place == 2) && (t.xo & 1)
              && t.off + t.th + ext <= 512;
  if (part2)
    {
      indent (ind + 3);
      printf ("copy_gm_to_ubuf (%s + %d, x + blk + %d + dtt%d * %d, 0, 1, "
              "%s, 0, 0);\n", p, t.th, t.yo, v, t.th, blk);
    }
  if (t.vop)
    {
      indent (ind + 3);
      printf ("vadds (%s, %s, 0.5, %s, 1, 1, 8, 8);\n", p, p, rep);
      /* Added in only when its repeats are the tile's own: the ISA
         forbids a source partly overlapping the destination.  */
      if (part2 && t.th % 128 == 0)
        {
          indent (ind + 3);
          printf ("vadd (%s, %s, %s + %d, %s, 1, 1, 1, 8, 8, 8);\n", p, p,
                  p, t.th, rep);
        }
    }
  if (t.store)
    {
      indent (ind + 3);
      printf ("copy_ubuf_to_gm (y + blk + %d + dtt%d * %d, %s, 0, 1, %s, 0, "
              "0);\n", t.yo, v, t.th, p, blk);
    }
  if (t.place == 3)
    {
      indent (ind + 3);
      printf ("dtq%d += %d;\n", v, t.th);
    }
  indent (ind + 1);
  printf ("  }\n");
  indent (ind);
  printf ("}\n");
}

/* Write the kernel's pointers to the region of the stream of data
   counts: "dcn" (int32_t) and "dcu" (its uint16_t view).  */
static void
dc_setup (void)
{
  printf ("  __ubuf__ int32_t *dcn = (__ubuf__ int32_t *) get_imm (0x%x);\n"
          "  __ubuf__ uint16_t *dcu = (__ubuf__ uint16_t *) get_imm (0x%x);\n"
          "  (void) dcu;\n", DC_AT, DC_AT);
  printf ("  __ubuf__ half *dcw = (__ubuf__ half *) get_imm (0x%x);\n"
          "  __ubuf__ half *dcv = (__ubuf__ half *) get_imm (0x%x);\n"
          "  vector_dup (dcw, 0.0, %d, 1, 1, 8, 8);\n"
          "  vector_dup (dcv, 0.0, %d, 1, 1, 8, 8);\n", DC_ROWS,
          DC_ROWS + SLOT_BYTES, SLOT_BYTES / 256, SLOT_BYTES / 256);
}

/* The host's allocation and values of a GM array of NVALS int32_t
   named NAME into BUF: the USED entries the statements took, VALS, the
   others 0 (dn of the stream of data counts, sn of the row splits).  */
static void
int32_array_host (char *buf, size_t size, const char *name, int nvals,
                  const int *vals, int used)
{
  size_t n = (size_t) snprintf (buf, size, "  int32_t *%s = (int32_t *) "
                                "ascsim_gm_alloc (%d * sizeof (int32_t));\n"
                                "  for (int i = 0; i < %d; i++)\n"
                                "    %s[i] = 0;\n", name, nvals, nvals, name);
  for (int i = 0; i < used && n < size; i++)
    n += (size_t) snprintf (buf + n, size - n, "  %s[%d] = %d;\n", name, i,
                            vals[i]);
}

/* Write at indentation IND, inside loops whose innermost counter is
   VAR, a statement of the stream of data counts (dcounts, see the file
   comment): rows whose counts come from data (three in five) or tail
   tiles.  Its names end in its own number; it writes no sync and draws
   from its stream alone.  */
static void
dcount_stmt (int ind, int var)
{
  int v = ndc++;
  if (irnd (5) < 3)
    dcrow_stmt (ind, v, var);
  else
    dctile_stmt (ind, v, var);
}

/* The stream of constant elements (the twenty-eighth): a region of UB
   of its own, "etr" (ET_BYTES at ET_REG, filled by vector_dup at the
   kernel's start), into which the elements of its tables point; their
   places are get_imm addresses there, or, for a third of the tables,
   pointers "etq + HALVES" into the area of ET_REL_BYTES above it,
   where no get_imm address lies (so that such a pointer, moved by a
   fill loop, stays in its buffer: the layout assumption).  */
#define ET_REG 0x20000
#define ET_BYTES 0x8000
#define ET_REL_BYTES 0x4000
#define ET_MAX 7                  /* elements of a table at most */
#define ET_VALS 8                 /* places stored into one element at
                                     most */
#define ET_DIRTY 6                /* places written, stored at the end */

/* A table of the stream of constant elements, "etpV[N]".  */
struct et
{
  int v;                        /* its number, which its names end in */
  int rel, lo, hi;              /* places from etq, and the bytes of
                                   their area, from ET_REG */
  int n, slot, base;            /* its elements; the bytes from one
                                   element of a fill loop to the next,
                                   and element 0's place (bytes into
                                   the region) */
  int nv[ET_MAX];               /* places stored into each element so
                                   far (all of them, in any order) ... */
  int val[ET_MAX][ET_VALS];     /* ... bytes from ET_REG */
  int nd;                       /* places written so far ... */
  int dk[ET_DIRTY], doff[ET_DIRTY], dlen[ET_DIRTY]; /* ... element,
                                   bytes into it, bytes */
};

/* Add PLACE to the places element K of T may hold; false when it
   holds ET_VALS already (nothing added).  */
static int
et_add (struct et *t, int k, int place)
{
  for (int i = 0; i < t->nv[k]; i++)
    if (t->val[k][i] == place)
      return 1;
  if (t->nv[k] == ET_VALS)
    return 0;
  t->val[k][t->nv[k]++] = place;
  return 1;
}

/* The expression of T's PLACE (bytes from ET_REG) into BUF: a get_imm
   of its address or, T->rel, "etq + HALVES".  */
static const char *
et_place (char *buf, size_t size, const struct et *t, int place)
{
  if (t->rel)
    snprintf (buf, size, "etq + %d", (place - ET_BYTES) / 2);
  else
    snprintf (buf, size, "(__ubuf__ half *) get_imm (0x%x)", ET_REG + place);
  return buf;
}

/* A place of T's area anywhere, 2 KiB below its end at most.  */
static int
et_anywhere (const struct et *t)
{
  return t->lo + 32 * etrnd ((t->hi - t->lo - 2048) / 32);
}

/* Element K of T at a constant index into BUF: "etpV[K]" or, a
   quarter of them, "(*(etpV + K))".  */
static const char *
et_elem (char *buf, size_t size, const struct et *t, int k)
{
  if (etrnd (4) == 0)
    snprintf (buf, size, "(*(etp%d + %d))", t->v, k);
  else
    snprintf (buf, size, "etp%d[%d]", t->v, k);
  return buf;
}

/* The address OFF bytes into element K of T into BUF: the element and
   the offset in halves or, a sixth of the times K holds one place
   only, that place from the region's pointer ("etr + HALVES": the
   same memory named apart from the table, an exact extent, which no
   assumption bounds), or "etq + HALVES" when T->rel.  */
static const char *
et_operand (char *buf, size_t size, const struct et *t, int k, int off)
{
  char e[32];
  if (t->nv[k] == 1 && etrnd (6) == 0)
    snprintf (buf, size, "%s + %d", t->rel ? "etq" : "etr",
              (t->val[k][0] + off - (t->rel ? ET_BYTES : 0)) / 2);
  else if (off)
    snprintf (buf, size, "%s + %d", et_elem (e, sizeof e, t, k), off / 2);
  else
    snprintf (buf, size, "%s", et_elem (e, sizeof e, t, k));
  return buf;
}

/* Whether LEN bytes at OFF bytes into element K of T stay inside T's
   area whichever place K holds.  */
static int
et_fits (const struct et *t, int k, int off, int len)
{
  for (int i = 0; i < t->nv[k]; i++)
    if (t->val[k][i] + off < t->lo || t->val[k][i] + off + len > t->hi)
      return 0;
  return 1;
}

/* Whether a vector op of LEN bytes (repeats of 256) writing at OD into
   element KD of T and reading at OS into element KS keeps the ISA's
   overlap rule whichever places they hold: the source is the
   destination, lies wholly below it, or starts a repeat or more above
   it.  One element holds one place at a time.  */
static int
et_apart (const struct et *t, int kd, int od, int ks, int os, int len)
{
  for (int i = 0; i < t->nv[kd]; i++)
    for (int j = 0; j < t->nv[ks]; j++)
      {
        if (kd == ks && i != j)
          continue;
        int d = t->val[kd][i] + od, s = t->val[ks][j] + os;
        if (s != d && s < d + 256 && s + len > d)
          return 0;
      }
  return 1;
}

/* Remember that LEN bytes at OFF into element K of T were written: the
   statement stores them at its end (a full list replaces an entry).  */
static void
et_dirty (struct et *t, int k, int off, int len)
{
  int i = t->nd < ET_DIRTY ? t->nd++ : etrnd (ET_DIRTY);
  t->dk[i] = k;
  t->doff[i] = off;
  t->dlen[i] = len;
}

/* Write at indentation IND the fill of T: a loop storing element J's
   place "BASE + J * SLOT" (a get_imm of its address or "etq + ...",
   counting up or down, in half of them loading each element's slot
   from x too) into all its elements or the first ones, and a store per
   element into the others (its own place or, a quarter of them,
   another element's, one up to a slot above its own, or one anywhere
   in T's area).  */
static void
et_fill (int ind, struct et *t)
{
  int v = t->v, mode = etrnd (5);
  int m = mode <= 1 ? t->n : mode == 2 ? 1 + etrnd (t->n - 1) : 0;
  char p[64], e[32];
  if (m)
    {
      int load = etrnd (2) == 0;
      indent (ind);
      if (etrnd (3) == 0)
        printf ("for (int etj%d = %d; etj%d >= 0; etj%d--)\n", v, m - 1, v,
                v);
      else
        printf ("for (fz_ctr etj%d = 0; etj%d < %d; etj%d++)\n", v, v, m, v);
      if (load)
        {
          indent (ind);
          printf ("  {\n");
        }
      indent (ind + 1 + load);
      if (!t->rel)
        printf ("etp%d[etj%d] = (__ubuf__ half *) get_imm (0x%x + etj%d * "
                "%d);\n", v, v, ET_REG + t->base, v, t->slot);
      else
        printf ("etp%d[etj%d] = etq + %d + etj%d * %d;\n", v, v,
                (t->base - ET_BYTES) / 2, v, t->slot / 2);
      for (int k = 0; k < m; k++)
        et_add (t, k, t->base + k * t->slot);
      if (load)
        {
          int g = 16 * etrnd ((GM_HALVES - 16 - m * t->slot / 2) / 16 + 1);
          indent (ind + 2);
          printf ("copy_gm_to_ubuf (etp%d[etj%d], x + blk + %d + etj%d * %d, "
                  "0, 1, %d, 0, 0);\n", v, v, g, v, t->slot / 2,
                  t->slot / 32);
          indent (ind);
          printf ("  }\n");
          et_dirty (t, etrnd (m), 0, t->slot);
        }
    }
  for (int k = m; k < t->n; k++)
    {
      int place = t->base + k * t->slot;
      switch (etrnd (12))
        {
        case 0:
          place = t->base + etrnd (t->n) * t->slot;
          break;
        case 1:
          place += 32 * (1 + etrnd (t->slot / 32));
          break;
        case 2:
          place = et_anywhere (t);
          break;
        default:
          break;
        }
      et_add (t, k, place);
      indent (ind);
      printf ("%s = %s;\n", et_elem (e, sizeof e, t, k),
              et_place (p, sizeof p, t, place));
    }
}

/* A condition into BUF for a store made on some runs only: on the
   block, the running value, the trip count nt, a half of x or a half
   of the region (a scalar read of UB).  */
static const char *
et_cond (char *buf, size_t size)
{
  switch (etrnd (5))
    {
    case 0:
      snprintf (buf, size, "block_idx == 1");
      break;
    case 1:
      snprintf (buf, size, "acc > 0.0f");
      break;
    case 2:
      snprintf (buf, size, "nt > 2");
      break;
    case 3:
      snprintf (buf, size, "(float) x[blk + %d] > 0.0f",
                etrnd (GM_HALVES - 16));
      break;
    default:
      snprintf (buf, size, "(float) etr[%d] < 0.5f",
                etrnd ((ET_BYTES + ET_REL_BYTES) / 2));
      break;
    }
  return buf;
}

/* Write at indentation IND another store into an element of T: a
   second place (the element stored twice), the same under a condition
   (re-stored with another buffer on some runs only), or a copy of
   another element read at a constant index.  The place is another
   element's fill place, one overlapping the element's first place, or
   one anywhere in T's area.  */
static void
et_restore (int ind, struct et *t)
{
  int k = etrnd (t->n), kind = etrnd (4), place;
  char p[64], e[32], e2[32], c[64];
  if (kind == 3)
    {
      int m = etrnd (t->n);
      if (m == k || t->nv[k] + t->nv[m] > ET_VALS)
        return;
      for (int i = 0; i < t->nv[m]; i++)
        et_add (t, k, t->val[m][i]);
      et_elem (e2, sizeof e2, t, m);
      indent (ind);
      printf ("%s = %s;\n", et_elem (e, sizeof e, t, k), e2);
      return;
    }
  switch (etrnd (3))
    {
    case 0:
      place = t->base + etrnd (t->n) * t->slot;
      break;
    case 1:
      place = t->val[k][0] + 32 * (1 + etrnd (8));
      break;
    default:
      place = et_anywhere (t);
      break;
    }
  if (place > t->hi - 256 || !et_add (t, k, place))
    return;
  indent (ind);
  if (kind == 1)
    {
      printf ("if (%s)\n", et_cond (c, sizeof c));
      indent (ind + 1);
    }
  printf ("%s = %s;\n", et_elem (e, sizeof e, t, k),
          et_place (p, sizeof p, t, place));
}

/* An operation of the stream of constant elements: its kind (see
   et_op), the elements it names and the offsets into them in bytes,
   and its bytes.  */
struct et_op
{
  int kind, a, b, c, oa, ob, oc, len;
};

/* Draw into O an operation on T's elements, and whether it stays in
   the region and keeps the ISA's overlap rule.  The second element is
   often the first or the next one (in place, or meeting it).  */
static int
et_draw (const struct et *t, struct et_op *o)
{
  int dma[5], reps[5] = { 1, 2, 4, t->slot / 256, t->slot / 128 };
  dma[0] = 32 * (1 + etrnd (8));
  dma[1] = t->slot;
  dma[2] = 2 * t->slot;
  dma[3] = dma[4] = 512;
  o->kind = etrnd (10);
  o->a = etrnd (t->n);
  o->b = etrnd (3) ? etrnd (t->n) : (o->a + 1) % t->n;
  o->c = etrnd (t->n);
  o->oa = etrnd (3) ? 32 * etrnd (t->slot / 32 + 1) : 0;
  o->ob = etrnd (3) ? 32 * etrnd (t->slot / 32 + 1) : 0;
  o->oc = etrnd (3) ? 32 * etrnd (t->slot / 32 + 1) : 0;
  if ((o->kind == 4 || o->kind == 5) && etrnd (3) == 0)
    o->b = o->a, o->ob = o->oa;
  if (o->kind <= 3)
    {
      int l = dma[etrnd (5)];
      o->len = l < 2048 ? l : 2048;
    }
  else
    {
      int r = reps[etrnd (5)];
      o->len = 256 * (r < 1 ? 1 : r > 8 ? 8 : r);
    }
  if (o->kind >= 8)
    {
      o->oa += 2 * etrnd (t->slot / 2);
      o->len = 2;
    }
  if (!et_fits (t, o->a, o->oa, o->len))
    return 0;
  if (o->kind == 4 || o->kind == 5 || o->kind == 6)
    if (!et_fits (t, o->b, o->ob, o->len)
        || !et_apart (t, o->a, o->oa, o->b, o->ob, o->len))
      return 0;
  if (o->kind == 6)
    if (!et_fits (t, o->c, o->oc, o->len)
        || !et_apart (t, o->a, o->oa, o->c, o->oc, o->len))
      return 0;
  return 1;
}

/* Write at indentation IND an operation on elements of T named at
   constant indexes, at offsets and of lengths that may reach into
   other elements' places: a load from x (kinds 0 and 1) or y (2) into
   the first element (MTE2), a store of it to y (3, MTE3), a vadds or
   vmuls (4 and 5) or a vadd or vmax (6) into it, a vector_dup of it (7,
   V), a scalar read of one of its halves into acc (8) or a write of acc
   into one (9, S).  Drawn again while an operand leaves the region or
   breaks the ISA's overlap rule (eight tries, then nothing); what it
   writes is stored at the statement's end.  */
static void
et_op (int ind, struct et *t)
{
  struct et_op o;
  char a[64], b[64], c[64], e[32];
  int tries = 0;
  while (!et_draw (t, &o))
    if (++tries == 8)
      return;
  int g = 16 * etrnd ((GM_HALVES - 16 - o.len / 2) / 16 + 1);
  indent (ind);
  switch (o.kind)
    {
    case 0:
    case 1:
    case 2:
      printf ("copy_gm_to_ubuf (%s, %s + blk + %d, 0, 1, %d, 0, 0);\n",
              et_operand (a, sizeof a, t, o.a, o.oa), o.kind == 2 ? "y" : "x",
              g, o.len / 32);
      break;
    case 3:
      printf ("copy_ubuf_to_gm (y + blk + %d, %s, 0, 1, %d, 0, 0);\n", g,
              et_operand (a, sizeof a, t, o.a, o.oa), o.len / 32);
      return;
    case 4:
    case 5:
      {
        const char *sc = o.kind == 5 ? "0.5"
                         : etrnd (3) ? "0.25" : "(double) acc";
        et_operand (b, sizeof b, t, o.b, o.ob);
        et_operand (a, sizeof a, t, o.a, o.oa);
        printf ("%s (%s, %s, %s, %d, 1, 1, 8, 8);\n",
                o.kind == 4 ? "vadds" : "vmuls", a, b, sc, o.len / 256);
      }
      break;
    case 6:
      et_operand (c, sizeof c, t, o.c, o.oc);
      et_operand (b, sizeof b, t, o.b, o.ob);
      et_operand (a, sizeof a, t, o.a, o.oa);
      printf ("%s (%s, %s, %s, %d, 1, 1, 1, 8, 8, 8);\n",
              etrnd (2) ? "vadd" : "vmax", a, b, c, o.len / 256);
      break;
    case 7:
      {
        const char *val = etrnd (2) ? "0.75" : "-1.5";
        printf ("vector_dup (%s, %s, %d, 1, 1, 8, 8);\n",
                et_operand (a, sizeof a, t, o.a, o.oa), val, o.len / 256);
      }
      break;
    case 8:
      printf ("acc = acc * 0.5f + (float) %s[%d];\n",
              et_elem (e, sizeof e, t, o.a), o.oa / 2);
      return;
    default:
      printf ("%s[%d] = (half) (acc * 0.25f);\n",
              et_elem (e, sizeof e, t, o.a), o.oa / 2);
      et_dirty (t, o.a, o.oa & ~31, 32);
      return;
    }
  et_dirty (t, o.a, o.oa, o.len);
}

/* Write at indentation IND the stores to y of the places T's
   statement wrote (named through its elements, which may hold other
   places by now), and maybe a scalar read of one into acc.  */
static void
et_results (int ind, struct et *t)
{
  char a[64], e[32];
  for (int i = 0; i < t->nd; i++)
    {
      int len = t->dlen[i];
      if (!et_fits (t, t->dk[i], t->doff[i], len))
        continue;
      et_operand (a, sizeof a, t, t->dk[i], t->doff[i]);
      indent (ind);
      printf ("copy_ubuf_to_gm (y + blk + %d, %s, 0, 1, %d, 0, 0);\n",
              16 * etrnd ((GM_HALVES - 16 - len / 2) / 16 + 1), a, len / 32);
    }
  if (t->nd && etrnd (3) == 0)
    {
      int i = etrnd (t->nd);
      int h = t->doff[i] / 2 + etrnd (t->dlen[i] / 2);
      indent (ind);
      printf ("acc = acc * 0.5f + (float) %s[%d];\n",
              et_elem (e, sizeof e, t, t->dk[i]), h);
    }
}

/* Write at indentation IND, inside loops whose innermost counter is
   VAR, a statement of the stream of constant elements (ctelems, see
   the file comment): a local table "etpV" of 2 to 7 addresses of the
   region, filled by a loop, by a store per element or both, maybe an
   element stored again (always or on some runs), then operations
   naming its elements at constant indexes, and the stores of what they
   wrote.  Its names end in its own number; it writes no sync and draws
   from its stream alone.  */
static void
ctelem_stmt (int ind, int var)
{
  static const int slots[] = { 128, 256, 256, 512, 512, 1024, 2048 };
  struct et t;
  memset (&t, 0, sizeof t);
  (void) var;
  t.v = net++;
  t.n = 2 + etrnd (6);
  t.slot = slots[etrnd (7)];
  t.rel = etrnd (3) == 0;
  t.lo = t.rel ? ET_BYTES : 0;
  t.hi = t.rel ? ET_BYTES + ET_REL_BYTES : ET_BYTES;
  t.base = t.lo + 256 * etrnd ((t.hi - t.lo - 2048 - t.n * t.slot) / 256
                               + 1);
  indent (ind);
  printf ("{\n");
  indent (ind + 1);
  printf ("__ubuf__ half *etp%d[%d];\n", t.v, t.n);
  et_fill (ind + 1, &t);
  for (int r = etrnd (3) ? 0 : 1 + etrnd (2); r > 0; r--)
    et_restore (ind + 1, &t);
  int ops = 2 + etrnd (5), mid = etrnd (4) == 0 ? etrnd (ops) : -1;
  for (int i = 0; i < ops; i++)
    {
      if (i == mid)
        et_restore (ind + 1, &t);
      et_op (ind + 1, &t);
    }
  et_results (ind + 1, &t);
  indent (ind);
  printf ("}\n");
}

/* The stream of row splits (the twenty-ninth): its counts in GM "sn"
   (SP_VALS int32_t, the host's), loaded by a DMA at the kernel's start
   into UB at SP_DAT ("spd", and "spu" a uint16_t view of it), where
   the scalar unit reads them; and its region "spreg" (SP_BYTES at
   SP_REG, filled by vector_dup at the kernel's start): two pairs of
   slots of sp_sb bytes each, the rows' ("dst") and their sources'
   ("src"), one pair right after the other, then SP_SPARE bytes.
   get_imm names only the region's and (in kernels that name slots so,
   sp_imm) the slots' starts, so that a head whose count is known only
   from its type, and a tail whose length is known only as a range,
   stay in their slot with the host's values (the layout
   assumption).  */
#define SP_DAT 0x2c000
#define SP_VALS 256
#define SP_REG 0x2d000
#define SP_SPARE 512
#define SP_BYTES (4 * 16384 + SP_SPARE)

static int sp_vals[SP_VALS];      /* the host's values of sn */
static int sp_used;               /* entries of sn taken so far */
static int sp_sb;                 /* bytes a slot: 2, 4, 8 or 16 KiB */
static int sp_dst, sp_src;        /* the pairs' bytes from SP_REG */
static int sp_big;                /* values up to 255: heads overrun */
static int sp_imm;                /* slots from get_imm, not spreg: in a
                                     kernel, all or none (a pointer from
                                     spreg stays below the next get_imm
                                     address: the layout assumption) */

/* A statement of the stream of row splits being written.  */
struct sp
{
  int v;                        /* the number in its names */
  int r, tr, e;                 /* repeats a row, rows a tile, and the
                                   repeats a tail reaches past its row */
  int off;                      /* the tile's bytes into its slot */
  int nt, ntmax;                /* tiles (0: one area, no loop; -1: nt),
                                   and at most */
  int slot;                     /* one area: its slot */
  int pre;                      /* tile t + 1 loaded into the other slot
                                   in iteration t: 1 before the rows, 2
                                   after them */
  int inplace;                  /* the tile loaded into dst, the head in
                                   place; else loaded into src */
  int load;                     /* one area: a load at all */
  int reload;                   /* each tile's counts loaded again */
  int form, sign;               /* the count's spelling (sp_count) */
  int hguard, hop;              /* "if (nf > 0)" on the head; vmuls */
  int big;                      /* values above R: 0 unguarded, 1 a
                                   clamp, 2 "if (nf <= R)" on the row */
  int masked;                   /* a masked repeat and "nf++" */
  int tform, tcond;             /* the tail's spelling and test */
  int rowp;                     /* the rows: "spaV + r * ROW" (0),
                                   pointers stepped by a row (1), a
                                   pointer per row "spyV" (2) */
  int after;                    /* a store, a vadd, a scalar read */
  int idx;                      /* its first entry of sn */
  int xo, yo, step;             /* halves into x and y, and a tile's */
};

/* A uniform integer in [0, N) from the stream of row splits.  */
static int
sprnd (int n)
{
  return (int) ((rng_next (&sprng_state) >> 33) % (uint64_t) n);
}

/* Take N entries of sn; their first index, or -1 when too few are
   left.  */
static int
sp_take (int n)
{
  if (sp_used + n > SP_VALS)
    return -1;
  sp_used += n;
  return sp_used - n;
}

/* The count of row ROW of S for the host: 0 to R (0 only when the head
   is guarded), or, in a kernel of big values, in half the rows more
   than R: up to 255 (15 for "& 15") under a clamp or a guard, else up
   to the repeats left in the slot from the row (the head reaches into
   the next rows, not past its slot).  */
static int
sp_nf (const struct sp *s, int row)
{
  int room = (sp_sb - s->off) / 256 - row * s->r;
  int cap = s->form == 3 ? 15 : 255, nf;
  switch (sprnd (5))
    {
    case 0:
      nf = 0;
      break;
    case 1:
      nf = s->r;
      break;
    default:
      nf = sprnd (s->r + 1);
      break;
    }
  if (sp_big && sprnd (2))
    {
      int hi = s->big ? cap : room < cap ? room : cap;
      if (hi > s->r)
        nf = s->r + 1 + sprnd (hi - s->r);
    }
  if (nf == 0 && !s->hguard)
    nf = 1;
  return nf;
}

/* The value of sn that spells the count NF in S's spelling: with high
   bits the conversion drops, or, a length, NF * 128 plus a remainder
   (nonzero for the masked repeat only when NF < R).  */
static int
sp_value (const struct sp *s, int nf)
{
  switch (s->form)
    {
    case 0:
      return nf;
    case 1:
      if (!s->masked)
        return nf * 128 + sprnd (128);
      return nf * 128 + (nf < s->r && sprnd (3) ? 1 + sprnd (127) : 0);
    case 2:
      return nf + 256 * sprnd (4);
    case 3:
      return nf + 16 * sprnd (8);
    default:
      return nf + 65536 * sprnd (4);
    }
}

/* Choose S's rows, tiles and spellings, and the values of sn they
   read, so that every access stays in the stream's region and every
   head in its slot.  False when sn has no room left.  */
static int
sp_params (struct sp *s)
{
  static const int es[] = { 0, 0, 0, 0, 1, 1, 2 };
  int rmax = sp_sb / 512 < 8 ? sp_sb / 512 : 8;
  s->r = 2 + sprnd (rmax - 1);
  /* A tail reaching past the tile stays in its slot (the layout
     assumption: its length is known only as a range).  */
  s->e = es[sprnd (7)];
  if ((sp_sb / 256 - s->e) / s->r < 2)
    s->e = 0;
  int fit = (sp_sb / 256 - s->e) / s->r;
  int tmax = fit < 8 ? fit : 8;
  s->tr = 2 + sprnd (tmax - 1);
  int tb = s->tr * s->r * 256, th = tb / 2;
  int slack = sp_sb - tb - 256 * s->e;
  s->off = sprnd (3) ? slack : 256 * sprnd (slack / 256 + 1);
  s->nt = sprnd (4) == 0 ? 0 : sprnd (4) == 0 ? -1 : 2 + sprnd (3);
  s->ntmax = s->nt == 0 ? 1 : s->nt < 0 ? 3 : s->nt;
  s->slot = sprnd (2);
  s->pre = s->nt ? sprnd (3) : 0;
  s->inplace = sprnd (2);
  s->load = sprnd (4) != 0;
  s->reload = s->nt && sprnd (3) == 0;
  s->form = sprnd (5);
  s->sign = sprnd (3) == 0;
  s->hguard = sprnd (3) != 0;
  s->hop = sprnd (2);
  s->big = sp_big ? sprnd (3) : 0;
  s->masked = s->form == 1 && sprnd (2);
  s->tform = sprnd (4);
  s->tcond = sprnd (3);
  s->rowp = sprnd (3);
  s->after = sprnd (3);
  s->idx = sp_take (8 * s->ntmax);
  if (s->idx < 0)
    return 0;
  int room = GM_HALVES - 16 - th;
  s->step = s->ntmax > 1 ? room / (s->ntmax - 1) / 16 * 16 : 0;
  if (s->step > th)
    s->step = th;
  int left = room - (s->ntmax - 1) * s->step;
  s->xo = 16 * sprnd (left / 16 + 1);
  s->yo = 16 * sprnd (left / 16 + 1);
  for (int t = 0; t < s->ntmax; t++)
    for (int i = 0; i < s->tr; i++)
      sp_vals[s->idx + 8 * t + i] = sp_value (s, sp_nf (s, i));
  return 1;
}

/* Write at indentation IND the count "spnV" of S from the entry IDX of
   sn (an expression), as the scalar unit reads it from spd: as it is,
   a length's repeats "(uint32_t) d >> 7" (maybe as an int, the length
   "splV" kept for the masked repeat), "(uint8_t) d", "d & 15" or the
   low uint16_t; then, for big values under a clamp, "if (nf > R) nf =
   R".  */
static void
sp_count (int ind, const struct sp *s, const char *idx)
{
  int v = s->v;
  indent (ind);
  switch (s->form)
    {
    case 0:
      printf ("uint32_t spn%d = (uint32_t) spd[%s];\n", v, idx);
      break;
    case 1:
      if (!s->masked && !s->sign && sprnd (2))
        {
          printf ("uint32_t spn%d = (uint32_t) spd[%s] >> 7;\n", v, idx);
          break;
        }
      printf ("uint32_t spl%d = (uint32_t) spd[%s];\n", v, idx);
      indent (ind);
      if (s->sign)
        printf ("int spn%d = (int) (spl%d >> 7);\n", v, v);
      else
        printf ("uint32_t spn%d = spl%d >> 7;\n", v, v);
      break;
    case 2:
      printf ("uint8_t spn%d = (uint8_t) spd[%s];\n", v, idx);
      break;
    case 3:
      printf ("int spn%d = spd[%s] & 15;\n", v, idx);
      break;
    default:
      printf ("uint16_t spn%d = spu[2 * (%s)];\n", v, idx);
      break;
    }
  if (s->big == 1)
    {
      indent (ind);
      printf ("if (spn%d > %d)\n", v, s->r);
      indent (ind + 1);
      printf ("spn%d = %d;\n", v, s->r);
    }
}

/* Write at indentation IND S's masked repeat at "ROW + nf * 128" (from
   SROW's, or of a constant): under the mask of the length's remainder
   (its first lanes), then the full mask again and "nf++", as a kernel
   does before the tail.  */
static void
sp_masked (int ind, const struct sp *s, const char *row, const char *srow)
{
  int v = s->v;
  indent (ind);
  printf ("if ((spl%d & 127) != 0)\n", v);
  indent (ind);
  printf ("  {\n");
  indent (ind + 2);
  printf ("uint32_t spm%d = spl%d & 127;\n", v, v);
  indent (ind + 2);
  printf ("set_vector_mask (spm%d > 64 ? (1ull << (spm%d - 64)) - 1 : 0,\n",
          v, v);
  indent (ind + 2);
  printf ("                 spm%d >= 64 ? ~0ull : (1ull << spm%d) - 1);\n",
          v, v);
  indent (ind + 2);
  if (sprnd (3) == 0)
    printf ("vector_dup (%s + spn%d * 128, 1.0, 1, 1, 1, 8, 8);\n", row, v);
  else
    printf ("vadds (%s + spn%d * 128, %s + spn%d * 128, 0.25, 1, 1, 1, 8, "
            "8);\n", row, v, s->inplace ? row : srow, v);
  indent (ind + 2);
  printf ("set_vector_mask (~0ull, ~0ull);\n");
  indent (ind + 2);
  printf ("spn%d++;\n", v);
  indent (ind);
  printf ("  }\n");
}

/* Write at indentation IND S's tail of ROW: "if (nf < R) vector_dup
   (ROW + nf * 128, 0, R + E - nf, ...)", the count "(uint8_t) (R + E -
   nf)", in int or as it is (a conversion at the call), maybe computed
   before the test; E repeats past the row.  */
static void
sp_tail (int ind, const struct sp *s, const char *row)
{
  int v = s->v, n = s->r + s->e;
  char cnt[64], at[96];
  if (s->tform == 1)
    {
      indent (ind);
      printf ("int spc%d = %d - (int) spn%d;\n", v, n, v);
    }
  else if (s->tform == 2)
    {
      indent (ind);
      printf ("uint8_t spc%d = (uint8_t) (%d - spn%d);\n", v, n, v);
    }
  if (s->tform == 1 || s->tform == 2)
    snprintf (cnt, sizeof cnt, "spc%d", v);
  else if (s->tform == 0)
    snprintf (cnt, sizeof cnt, "(uint8_t) (%d - spn%d)", n, v);
  else
    snprintf (cnt, sizeof cnt, "%d - spn%d", n, v);
  if (sprnd (3) == 0)
    snprintf (at, sizeof at, "%s + (int64_t) spn%d * 128", row, v);
  else
    snprintf (at, sizeof at, "%s + spn%d * 128", row, v);
  indent (ind);
  if (s->tcond == 0)
    printf ("if (spn%d < %d)\n", v, s->r);
  else if (s->tcond == 1)
    printf ("if (spn%d <= %d)\n", v, s->r - 1);
  else
    printf ("if (%d > spn%d)\n", s->r, v);
  indent (ind + 1);
  printf ("vector_dup (%s, 0.0, %s, 1, 1, 8, 8);\n", at, cnt);
}

/* Write at indentation IND the work of S on the row ROW (an address)
   whose source row is SROW, its count from the entry IDX of sn: the
   count, a head of nf repeats (maybe under "if (nf > 0)"), maybe the
   masked repeat, and the tail; for big values maybe all of it under
   "if (nf <= R)".  */
static void
sp_row (int ind, const struct sp *s, const char *row, const char *srow,
        const char *idx)
{
  int v = s->v, in = ind;
  sp_count (ind, s, idx);
  if (s->big == 2)
    {
      indent (ind);
      printf ("if (spn%d <= %d)\n", v, s->r);
      indent (ind);
      printf ("  {\n");
      in = ind + 2;
    }
  indent (in);
  if (s->hguard)
    {
      printf (sprnd (2) ? "if (spn%d > 0)\n" : "if (spn%d != 0)\n", v);
      indent (in + 1);
    }
  printf ("%s (%s, %s, %s, (uint8_t) spn%d, 1, 1, 8, 8);\n",
          s->hop ? "vmuls" : "vadds", row, s->inplace ? row : srow,
          s->hop ? "1.5" : "0.5", v);
  if (s->masked)
    sp_masked (in, s, row, srow);
  sp_tail (in, s, row);
  if (s->big == 2)
    {
      indent (ind);
      printf ("  }\n");
    }
}

/* The address of S's tile in the slot KEY (an expression) of the pair
   at AT (bytes from SP_REG) into BUF: a get_imm of the slot's start
   (rotating with KEY) plus the tile's offset, or "spreg + ...".  */
static const char *
sp_slot (char *buf, size_t size, const struct sp *s, int at,
         const char *key)
{
  if (sp_imm)
    snprintf (buf, size, "(__ubuf__ half *) get_imm (0x%x + %s * %d) + %d",
              SP_REG + at, key, sp_sb, s->off / 2);
  else
    snprintf (buf, size, "spreg + %d + %s * %d", (at + s->off) / 2, key,
              sp_sb / 2);
  return buf;
}

/* Write at indentation IND a load of S's tile T (an expression) from x
   into the slot KEY: into dst when the head works in place, else into
   src.  */
static void
sp_load (int ind, const struct sp *s, const char *key, const char *t)
{
  char p[128];
  sp_slot (p, sizeof p, s, s->inplace ? sp_dst : sp_src, key);
  indent (ind);
  printf ("copy_gm_to_ubuf (%s, x + blk + %d + %s * %d, 0, 1, %d, 0, 0);\n",
          p, s->xo, t, s->step, s->tr * s->r * 8);
}

/* Write at indentation IND what S does with the tile "spaV" (dst) of
   tile T (an expression) after its rows: a store of it to y (MTE3), a
   vadd of it into its src slot "spbV" (stored or read by the scalar
   unit after), or a scalar read of it.  */
static void
sp_after (int ind, const struct sp *s, const char *t)
{
  int v = s->v, th = s->tr * s->r * 128;
  const char *from = "spa";
  if (s->after == 1)
    {
      indent (ind);
      printf ("vadd (spb%d, spa%d, spb%d, %d, 1, 1, 1, 8, 8, 8);\n", v, v, v,
              s->tr * s->r);
      from = "spb";
    }
  indent (ind);
  if (s->after == 0 || (s->after == 1 && sprnd (2)))
    printf ("copy_ubuf_to_gm (y + blk + %d + %s * %d, %s%d, 0, 1, %d, 0, "
            "0);\n", s->yo, t, s->step, from, v, th / 16);
  else
    printf ("acc = acc * 0.5f + (float) %s%d[%d];\n", from, v,
            sprnd (th));
}

/* Write at indentation IND S's loop over the rows of the tile "spaV"
   (their sources in "spbV"), the counts from the entries "IDX + T * 8
   + r" of sn (T an expression): the row addresses "spaV + r * ROW",
   pointers stepped by a row, or a pointer per row.  */
static void
sp_rows (int ind, const struct sp *s, const char *t)
{
  int v = s->v, rh = s->r * 128;
  char row[64], srow[64], idx[96];
  if (s->rowp == 1)
    {
      indent (ind);
      printf ("__ubuf__ half *spw%d = spa%d;\n", v, v);
      if (!s->inplace)
        {
          indent (ind);
          printf ("__ubuf__ half *spx%d = spb%d;\n", v, v);
        }
      snprintf (row, sizeof row, "spw%d", v);
      snprintf (srow, sizeof srow, "spx%d", v);
    }
  else if (s->rowp == 2)
    {
      snprintf (row, sizeof row, "spy%d", v);
      snprintf (srow, sizeof srow, "spz%d", v);
    }
  else
    {
      const char *c = sprnd (2) ? "" : "(int64_t) ";
      snprintf (row, sizeof row, "spa%d + %sspr%d * %d", v, c, v, rh);
      snprintf (srow, sizeof srow, "spb%d + %sspr%d * %d", v, c, v, rh);
    }
  snprintf (idx, sizeof idx, "%d + %s * 8 + spr%d", s->idx, t, v);
  indent (ind);
  printf ("for (fz_ctr spr%d = 0; spr%d < %d; spr%d++)\n", v, v, s->tr, v);
  indent (ind);
  printf ("  {\n");
  if (s->rowp == 2)
    {
      indent (ind + 2);
      printf ("__ubuf__ half *spy%d = spa%d + spr%d * %d;\n", v, v, v, rh);
      if (!s->inplace)
        {
          indent (ind + 2);
          printf ("__ubuf__ half *spz%d = spb%d + spr%d * %d;\n", v, v, v,
                  rh);
        }
    }
  sp_row (ind + 2, s, row, srow, idx);
  if (s->rowp == 1)
    {
      indent (ind + 2);
      printf ("spw%d += %d;\n", v, rh);
      if (!s->inplace)
        {
          indent (ind + 2);
          printf ("spx%d += %d;\n", v, rh);
        }
    }
  indent (ind);
  printf ("  }\n");
}

/* Write at indentation IND the pointers "spaV" and "spbV" of S's tile
   in the slot KEY of dst and of src.  */
static void
sp_decls (int ind, const struct sp *s, const char *key)
{
  char p[128];
  indent (ind);
  printf ("__ubuf__ half *spa%d = %s;\n", s->v,
          sp_slot (p, sizeof p, s, sp_dst, key));
  indent (ind);
  printf ("__ubuf__ half *spb%d = %s;\n", s->v,
          sp_slot (p, sizeof p, s, sp_src, key));
  indent (ind);
  printf ("(void) spb%d;\n", s->v);
}

/* Write at indentation IND S's loop over its tiles in ping-pong slots
   "t & 1" (2 to 4 of them, or nt): each tile loaded in its iteration,
   or tile 0 before the loop and tile t + 1 into the other slot in
   iteration t (before or after the rows), maybe its counts loaded
   again, its rows, and what follows them.  */
static void
sp_tiles (int ind, const struct sp *s)
{
  int v = s->v;
  char n[8], key[48], t[24], nkey[48], nt[32];
  snprintf (n, sizeof n, s->nt > 0 ? "%d" : "nt", s->nt);
  snprintf (t, sizeof t, "spt%d", v);
  switch (sprnd (3))
    {
    case 0:
      snprintf (key, sizeof key, "(spt%d & 1)", v);
      break;
    case 1:
      snprintf (key, sizeof key, "(int) (spt%d & 1)", v);
      break;
    default:
      snprintf (key, sizeof key, "(spt%d %% 2)", v);
      break;
    }
  snprintf (nkey, sizeof nkey, "((spt%d + 1) & 1)", v);
  snprintf (nt, sizeof nt, "(spt%d + 1)", v);
  if (s->pre)
    sp_load (ind, s, "0", "0");
  indent (ind);
  printf ("for (%s spt%d = 0; spt%d < %s; spt%d++)\n",
          sprnd (3) ? "int" : "int64_t", v, v, n, v);
  indent (ind);
  printf ("  {\n");
  sp_decls (ind + 2, s, key);
  if (s->reload)
    {
      indent (ind + 2);
      printf ("copy_gm_to_ubuf (spd + %d + spt%d * 8, sn + %d + spt%d * 8, "
              "0, 1, 1, 0, 0);\n", s->idx, v, s->idx, v);
    }
  for (int part = 0; part < 2; part++)
    {
      if (part == 1)
        sp_rows (ind + 2, s, t);
      if (s->pre == 1 + part)
        {
          indent (ind + 2);
          printf ("if (spt%d + 1 < %s)\n", v, n);
          sp_load (ind + 3, s, nkey, nt);
        }
      else if (!s->pre && part == 0)
        sp_load (ind + 2, s, key, t);
    }
  sp_after (ind + 2, s, t);
  indent (ind);
  printf ("  }\n");
}

/* Write at indentation IND, inside loops whose innermost counter is
   VAR, a statement of the stream of row splits (rsplits, see the file
   comment): the rows of one area, or of tiles in ping-pong slots, each
   row a head of nf repeats, maybe a masked repeat, and a tail from
   "nf * 128" on, nf read from spd; then a store, a vadd or a scalar
   read of the tile.  Its names end in its own number; it writes no
   sync and draws from its stream alone.  */
static void
rsplit_stmt (int ind, int var)
{
  struct sp s;
  char key[8];
  memset (&s, 0, sizeof s);
  (void) var;
  s.v = nsp++;
  if (!sp_params (&s))
    return;
  indent (ind);
  printf ("{\n");
  if (s.nt == 0)
    {
      snprintf (key, sizeof key, "%d", s.slot);
      sp_decls (ind + 1, &s, key);
      if (s.load)
        sp_load (ind + 1, &s, key, "0");
      sp_rows (ind + 1, &s, "0");
      sp_after (ind + 1, &s, "0");
    }
  else
    sp_tiles (ind + 1, &s);
  indent (ind);
  printf ("}\n");
}

/* Write the kernel's pointers to the region and the counts of the
   stream of row splits.  */
static void
sp_setup (void)
{
  printf ("  __ubuf__ int32_t *spd = (__ubuf__ int32_t *) get_imm (0x%x);\n"
          "  __ubuf__ uint16_t *spu = (__ubuf__ uint16_t *) get_imm (0x%x);\n"
          "  __ubuf__ half *spreg = (__ubuf__ half *) get_imm (0x%x);\n"
          "  (void) spu;\n"
          "  (void) spreg;\n", SP_DAT, SP_DAT, SP_REG);
}

/* Write the fill of the region of the stream of row splits and the
   load of its counts.  */
static void
sp_fill (void)
{
  for (int at = 0; at < SP_BYTES; at += 128 * 256)
    {
      int reps = (SP_BYTES - at) / 256 < 128 ? (SP_BYTES - at) / 256 : 128;
      printf ("  vector_dup (spreg + %d, 0.0, %d, 1, 1, 8, 8);\n", at / 2,
              reps);
    }
  printf ("  copy_gm_to_ubuf (spd, sn, 0, 1, %d, 0, 0);\n", SP_VALS / 8);
}

/* The stream of slot geometries (the thirtieth): one buffer "ggb"
   (GG_B_BYTES at GG_B) that the loops of its statements use as K slots
   of S bytes each, a geometry per loop; "ggpad" (GG_PAD_BYTES at
   GG_PAD, right below ggb), which the windows below slot 0 read;
   "ggo" (GG_O_BYTES at GG_O), where the vector ops' results go, in the
   slot of the loop's geometry; and the kernel's argument "ggr" (gg_hv
   on the host), which run-time counts are computed from.  Slot sizes
   are powers of two from ggb, so a slot of one geometry lies inside a
   slot of every larger one: an access that stays in its slot of its
   loop's geometry (the layout assumption) crosses no slot start of
   another geometry that is not inside one of its own slots.  */
#define GG_PAD 0x18000
#define GG_PAD_BYTES 512
#define GG_B 0x18200
#define GG_B_BYTES 8192
#define GG_O 0x3e000
#define GG_O_BYTES 8192

static int gg_hv;                 /* the host's value of ggr: 1 to 4 */

/* A loop of a statement of the stream of slot geometries being
   written.  */
struct gg
{
  int v, j;                     /* the statement's number, the loop's */
  int kind;                     /* 0 a fill of each slot, 1 loads and
                                   windows below slots, 2 a pointer
                                   stepping across ggb */
  int k, s;                     /* slots and bytes a slot (kinds 0, 1) */
  int key;                      /* the slot: "t & 1" (K 2), "t % K" or a
                                   counter */
  int n;                        /* iterations (0: nt) */
  int pre;                      /* kind 1: slot t + 1 loaded in iteration
                                   t, 1 before the window, 2 after it */
  int xo, xstep, yo, ystep;     /* halves into x and y, an iteration's */
};

/* A uniform integer in [0, N) from the stream of slot geometries.  */
static int
ggrnd (int n)
{
  return (int) ((rng_next (&ggrng_state) >> 33) % (uint64_t) n);
}

/* Into BUF an int expression of a count from 1 to ROOM (ROOM >= 1)
   with the host's values: a constant, "ggr * M", "(ggr * M < CAP ? ggr
   * M : CAP)", "nt * M" or "ggr"; mostly ROOM itself where the form
   reaches it (a slot filled to its end).  */
static void
gg_count (char *buf, size_t size, int room)
{
  int f = ggrnd (7), m = room / gg_hv;
  if ((f == 1 || f == 2 || f == 3) && m >= 1)
    snprintf (buf, size, "ggr * %d", f == 3 ? 1 + ggrnd (m) : m);
  else if (f == 4)
    {
      int cap = ggrnd (2) ? room : 1 + ggrnd (room);
      int mm = 1 + ggrnd (16);
      snprintf (buf, size, "(ggr * %d < %d ? ggr * %d : %d)", mm, cap, mm,
                cap);
    }
  else if (f == 5 && room >= 3)
    snprintf (buf, size, "nt * %d", 1 + ggrnd (room / 3));
  else if (f == 6 && gg_hv <= room)
    snprintf (buf, size, "ggr");
  else
    snprintf (buf, size, "%d", ggrnd (2) ? room : 1 + ggrnd (room));
}

/* Into BUF the slot of G's geometry whose index is KEY (an
   expression): "ggb + KEY * S", or that less C bytes.  */
static const char *
gg_slot (char *buf, size_t size, const struct gg *g, const char *key, int c)
{
  if (c)
    snprintf (buf, size, "ggb + %s * %d - %d", key, g->s / 2, c / 2);
  else
    snprintf (buf, size, "ggb + %s * %d", key, g->s / 2);
  return buf;
}

/* Write at indentation IND a load from x of iteration T (an
   expression) into the slot of G at P (an expression), OFF bytes into
   it, its count of blocks ending in the slot.  */
static void
gg_load (int ind, const struct gg *g, const char *p, const char *t)
{
  int off = ggrnd (4) ? 0 : 32 * ggrnd (g->s / 64);
  char cnt[80];
  gg_count (cnt, sizeof cnt, (g->s - off) / 32);
  indent (ind);
  if (off)
    printf ("copy_gm_to_ubuf (%s + %d, x + blk + %d + %s * %d, 0, 1, "
            "(uint16_t) (%s), 0, 0);\n", p, off / 2, g->xo, t, g->xstep, cnt);
  else
    printf ("copy_gm_to_ubuf (%s, x + blk + %d + %s * %d, 0, 1, "
            "(uint16_t) (%s), 0, 0);\n", p, g->xo, t, g->xstep, cnt);
}

/* Write at indentation IND what G's fill loop does to the slot KEY in
   iteration T: a vector_dup, a vadds or vmuls in place or a load of a
   constant count, maybe followed by a store of the slot to y.  */
static void
gg_fill (int ind, const struct gg *g, const char *key, const char *t)
{
  static const char *const vals[] = { "0.5", "1.0", "-0.25", "2.0" };
  char p[96];
  int r = 1 + ggrnd (g->s / 256);
  gg_slot (p, sizeof p, g, key, 0);
  indent (ind);
  switch (ggrnd (4))
    {
    case 0:
      printf ("vector_dup (%s, %s, %d, 1, 1, 8, 8);\n", p, vals[ggrnd (4)],
              r);
      break;
    case 1:
      printf ("%s (%s, %s, %s, %d, 1, 1, 8, 8);\n", ggrnd (2) ? "vadds"
              : "vmuls", p, p, ggrnd (2) ? "0.5" : "-1.0", r);
      break;
    case 2:
      printf ("copy_gm_to_ubuf (%s, x + blk + %d + %s * %d, 0, 1, %d, 0, "
              "0);\n", p, g->xo, t, g->xstep, r * 8);
      break;
    default:
      printf ("vadds (%s, %s, 0.25, %d, 1, 1, 8, 8);\n", p, p, r);
      break;
    }
  if (ggrnd (3) == 0)
    {
      indent (ind);
      printf ("copy_ubuf_to_gm (y + blk + %d + %s * %d, %s, 0, 1, %d, 0, "
              "0);\n", g->yo, t, g->ystep, p, r * 8);
    }
}

/* Write at indentation IND what G's loop of loads and windows does
   after the load of the slot KEY in iteration T: a vadds or vmuls of
   the window from C bytes below the slot (C 0 to 256) into the slot of
   ggo, its count ending in the slot; a store of the result to y or a
   scalar read of it; maybe a store of a window of the slot to y.  */
static void
gg_window (int ind, const struct gg *g, const char *key, const char *t)
{
  static const int below[] = { 0, 32, 32, 64, 96, 128, 224, 256 };
  int c = below[ggrnd (8)];
  char p[96], o[96], cnt[80];
  gg_slot (p, sizeof p, g, key, c);
  snprintf (o, sizeof o, "ggo + %s * %d", key, g->s / 2);
  gg_count (cnt, sizeof cnt, g->s / 256);
  indent (ind);
  printf ("%s (%s, %s, %s, (uint8_t) (%s), 1, 1, 8, 8);\n",
          ggrnd (3) ? "vadds" : "vmuls", o, p, ggrnd (2) ? "0.5" : "1.5",
          cnt);
  indent (ind);
  if (ggrnd (6))
    printf ("copy_ubuf_to_gm (y + blk + %d + %s * %d, %s, 0, 1, "
            "(uint16_t) ((%s) * 8), 0, 0);\n", g->yo, t, g->ystep, o, cnt);
  else
    printf ("acc = acc * 0.5f + (float) (%s)[%d];\n", o, ggrnd (128));
  if (ggrnd (4) == 0)
    {
      c = below[ggrnd (8)];
      gg_slot (p, sizeof p, g, key, c);
      gg_count (cnt, sizeof cnt, (g->s + c) / 32);
      indent (ind);
      printf ("copy_ubuf_to_gm (y + blk + %d + %s * %d, %s, 0, 1, "
              "(uint16_t) (%s), 0, 0);\n", g->yo + g->s / 2 + 128, t,
              g->ystep, p, cnt);
    }
}

/* Write at indentation IND G's loop over its slots (kind 0 or 1): the
   slot "t & 1", "t % K" or a counter's, its fill, or its load and its
   window, maybe the load of the next slot first (software-pipelined,
   before or after the window).  */
static void
gg_slots (int ind, const struct gg *g)
{
  char t[24], n[16], key[48], nkey[48], nt[32], cnt[24], p[96];
  snprintf (t, sizeof t, "ggt%d_%d", g->v, g->j);
  snprintf (cnt, sizeof cnt, "ggc%d_%d", g->v, g->j);
  snprintf (n, sizeof n, g->n ? "%d" : "nt", g->n);
  if (g->key == 0)
    snprintf (key, sizeof key, "(%s & 1)", t);
  else if (g->key == 1)
    snprintf (key, sizeof key, "(%s %% %d)", t, g->k);
  else
    snprintf (key, sizeof key, "%s", cnt);
  if (g->key == 0)
    snprintf (nkey, sizeof nkey, "((%s + 1) & 1)", t);
  else
    snprintf (nkey, sizeof nkey, "((%s + 1) %% %d)", t, g->k);
  snprintf (nt, sizeof nt, "(%s + 1)", t);
  if (g->key == 2)
    {
      indent (ind);
      printf ("int %s = 0;\n", cnt);
    }
  if (g->pre)
    gg_load (ind, g, gg_slot (p, sizeof p, g, "0", 0), "0");
  indent (ind);
  printf ("for (int %s = 0; %s < %s; %s++)\n", t, t, n, t);
  indent (ind);
  printf ("  {\n");
  if (g->kind == 0)
    gg_fill (ind + 2, g, key, t);
  else
    {
      if (!g->pre)
        gg_load (ind + 2, g, gg_slot (p, sizeof p, g, key, 0), t);
      for (int part = 1; part <= 2; part++)
        {
          if (part == 2)
            gg_window (ind + 2, g, key, t);
          if (g->pre == part)
            {
              indent (ind + 2);
              printf ("if (%s + 1 < %s)\n", t, n);
              gg_load (ind + 3, g, gg_slot (p, sizeof p, g, nkey, 0), nt);
            }
        }
    }
  if (g->key == 2)
    {
      indent (ind + 2);
      /* Over two slots, in half the loops, a toggle instead: "c ^= 1"
         or "c = 1 - c" (no draw, so the stream goes on as before).  */
      int spell = ggrnd (2);
      if (g->k == 2 && g->v % 2 == 0)
        printf (spell ? "%s ^= 1;\n" : "%s = 1 - %s;\n", cnt, cnt);
      else if (spell)
        printf ("%s = %s + 1 == %d ? 0 : %s + 1;\n", cnt, cnt, g->k, cnt);
      else
        {
          printf ("if (++%s == %d)\n", cnt, g->k);
          indent (ind + 3);
          printf ("%s = 0;\n", cnt);
        }
    }
  indent (ind);
  printf ("  }\n");
}

/* Write at indentation IND G's loop of a pointer stepping across ggb
   by STEP bytes (256 to 1024), its trip count a count (gg_count) that
   keeps it in ggb: a load of a constant count at the pointer, maybe, a
   vadds of it into ggo at the same offset and a store to y of that or
   of the pointer's bytes.  */
static void
gg_step (int ind, const struct gg *g)
{
  int step = 256 << ggrnd (3), ptr = ggrnd (2), load = ggrnd (3) != 0;
  int r = 1 + ggrnd (step / 256);
  char u[24], p[64], trip[80];
  snprintf (u, sizeof u, "ggu%d_%d", g->v, g->j);
  gg_count (trip, sizeof trip, GG_B_BYTES / step);
  if (ptr)
    {
      snprintf (p, sizeof p, "ggp%d_%d", g->v, g->j);
      indent (ind);
      printf ("__ubuf__ half *%s = ggb;\n", p);
    }
  else
    snprintf (p, sizeof p, "(ggb + %s * %d)", u, step / 2);
  indent (ind);
  printf ("for (int %s = 0; %s < %s; %s++)\n", u, u, trip, u);
  indent (ind);
  printf ("  {\n");
  if (load)
    {
      indent (ind + 2);
      printf ("copy_gm_to_ubuf (%s, x + blk + %d + %s * %d, 0, 1, %d, 0, "
              "0);\n", p, g->xo, u, step / 2, r * 8);
    }
  indent (ind + 2);
  if (!load || ggrnd (2))
    {
      printf ("vadds (ggo + %s * %d, %s, 0.5, %d, 1, 1, 8, 8);\n", u,
              step / 2, p, r);
      indent (ind + 2);
      printf ("copy_ubuf_to_gm (y + blk + %d + %s * %d, ggo + %s * %d, 0, "
              "1, %d, 0, 0);\n", g->yo, u, step / 2, u, step / 2, r * 8);
    }
  else
    printf ("copy_ubuf_to_gm (y + blk + %d + %s * %d, %s, 0, 1, %d, 0, "
            "0);\n", g->yo, u, step / 2, p, r * 8);
  if (ptr)
    {
      indent (ind + 2);
      printf ("%s += %d;\n", p, step / 2);
    }
  indent (ind);
  printf ("  }\n");
}

/* Choose G's geometry of S bytes a slot (kinds 0 and 1; the stepping
   kind 2 takes the whole of ggb), its slot spelling, iterations (K + 1
   to 2K + 2, so that GCC keeps "t % K" a rotation, or nt) and offsets
   into x and y, so that every access stays in x, y, ggb (and ggpad
   below it) and ggo.  */
static void
gg_params (struct gg *g, int s)
{
  g->s = s;
  g->k = 2 + ggrnd (3);
  g->key = g->k == 2 && ggrnd (2) ? 0 : 1 + ggrnd (2);
  g->n = ggrnd (6) == 0 ? 0 : g->k + 1 + ggrnd (g->k + 2);
  static const int pres[] = { 0, 0, 1, 2 };
  g->pre = g->kind == 1 && g->key != 2 ? pres[ggrnd (4)] : 0;
  int nmax = g->n ? g->n : 3, ext = g->kind == 2 ? GG_B_BYTES / 2 : s / 2;
  g->xstep = g->kind == 2 ? 0 : ggrnd (2) ? s / 2 : 16 * ggrnd (s / 32 + 1);
  g->ystep = g->kind == 2 ? 0 : ggrnd (3) ? s / 2 : 16 * ggrnd (s / 32 + 1);
  int xroom = GM_HALVES - (nmax - 1) * g->xstep - ext;
  int yroom = GM_HALVES - 16 - (nmax - 1) * g->ystep - ext - s / 2 - 256;
  g->xo = 16 * ggrnd (xroom / 16 + 1);
  g->yo = 16 * ggrnd (yroom / 16 + 1);
}

/* Write at indentation IND, inside loops whose innermost counter is
   VAR, a statement of the stream of slot geometries (geoms, see the
   file comment): two or three loops over ggb, two of them over slots
   of two sizes (256 bytes to 2 KiB) -- one filling its slots, the
   other (mostly of the larger slots) loading its slots and reading
   windows below them, or both loading -- and maybe a third over slots
   of a third size or of a pointer stepping across ggb.  Its names end in its own number; it
   writes no sync and draws from its stream alone.  */
static void
geom_stmt (int ind, int var)
{
  struct gg g[3];
  int nl = 2 + ggrnd (2), used = 0, v = ngg++, s[3];
  (void) var;
  memset (g, 0, sizeof g);
  for (int j = 0; j < nl; j++)
    {
      do
        s[j] = 256 << ggrnd (4);
      while (used & s[j]);
      used |= s[j];
    }
  if (ggrnd (3) != 0 && s[0] > s[1])
    {
      /* Mostly the loads' slots the larger ones.  */
      int tmp = s[0];
      s[0] = s[1];
      s[1] = tmp;
    }
  for (int j = 0; j < nl; j++)
    {
      g[j].v = v;
      g[j].j = j;
      g[j].kind = j == 0 ? ggrnd (3) != 0 : j == 1 ? 1 : ggrnd (3);
      gg_params (&g[j], s[j]);
    }
  if (ggrnd (2))
    {
      /* The loads first, the other geometry's loop after.  */
      struct gg tmp = g[0];
      g[0] = g[1];
      g[1] = tmp;
    }
  indent (ind);
  printf ("{\n");
  for (int j = 0; j < nl; j++)
    if (g[j].kind == 2)
      gg_step (ind + 1, &g[j]);
    else
      gg_slots (ind + 1, &g[j]);
  indent (ind);
  printf ("}\n");
}

/* Write the kernel's pointers to the buffers of the stream of slot
   geometries.  */
static void
gg_setup (void)
{
  printf ("  __ubuf__ half *ggpad = (__ubuf__ half *) get_imm (0x%x);\n"
          "  __ubuf__ half *ggb = (__ubuf__ half *) get_imm (0x%x);\n"
          "  __ubuf__ half *ggo = (__ubuf__ half *) get_imm (0x%x);\n",
          GG_PAD, GG_B, GG_O);
}

/* Write the fills of the buffers of the stream of slot geometries.  */
static void
gg_fill_all (void)
{
  printf ("  vector_dup (ggpad, 0.75, %d, 1, 1, 8, 8);\n"
          "  vector_dup (ggb, 0.25, %d, 1, 1, 8, 8);\n"
          "  vector_dup (ggo, 0.0, %d, 1, 1, 8, 8);\n", GG_PAD_BYTES / 256,
          GG_B_BYTES / 256, GG_O_BYTES / 256);
}

/* The stream of whole buffers (the thirty-first): one buffer "whb"
   (WH_B_BYTES at WH_B) that the loops of its statements use as K slots
   of S bytes each through a rotation, and that accesses outside those
   loops name by a pointer choosing no slot ("whb" or "whb + C"), most
   with a length known only at run time that reaches past the start of
   the next slot; "who" (WH_O_BYTES at WH_O), where the vector ops'
   results go, in the slot of the loop's rotation or at C; and the
   kernel's argument "whr" (wh_hv on the host), which run-time counts
   are computed from.  No get_imm address lies inside either buffer, so
   an access that stays in its buffer (the layout assumption) may cross
   any slot start of a rotation over it.  */
#define WH_B 0xc000
#define WH_B_BYTES 8192
#define WH_O 0xe000
#define WH_O_BYTES 8192

static int wh_hv;                 /* the host's value of whr: 1 to 4 */

/* A loop of a statement of the stream of whole buffers being
   written.  */
struct whl
{
  int v, j;                     /* the statement's number, the loop's */
  int k, s;                     /* slots and bytes a slot */
  int key;                      /* the slot: 0 "(t & 1)" (K 2), 1
                                   "(t % K)" */
  int kind;                     /* 0 a load and a vector op into who, 1
                                   a vector op in place, 2 a load and a
                                   store, 3 a vector op into who */
  int n;                        /* iterations (0: nt) */
  int r;                        /* repeats (256 bytes) of a slot's
                                   accesses */
  int xo, xstep, yo, ystep;     /* halves into x and y, an iteration's */
};

/* The kinds of access of a statement of the stream of whole buffers
   outside its loops: a load from x (MTE2), a store to y (MTE3), a
   vadds or vmuls in place (V), a vadds into who (V, maybe stored),
   a vector_dup (V), a scalar read into acc or a scalar write (S).  */
enum wh_kind
{
  WH_LOAD, WH_STORE, WH_INPLACE, WH_INTO, WH_DUP, WH_READ, WH_WRITE
};

/* An access of a statement of the stream of whole buffers outside its
   loops, through a pointer that chooses no slot.  */
struct wha
{
  enum wh_kind kind;
  int c;                        /* bytes from whb */
  int u;                        /* blocks (DMA), repeats (vector ops) or
                                   halves past C (scalar) */
  int runtime;                  /* U a count known only at run time */
  int go;                       /* halves into x or y */
};

/* A uniform integer in [0, N) from the stream of whole buffers.  */
static int
whrnd (int n)
{
  return (int) ((rng_next (&whrng_state) >> 33) % (uint64_t) n);
}

/* Into BUF an int expression that is U (U >= 1) with the host's value
   of whr, and not a constant to the compiler: "whr * M", "whr * M +
   A", "whr + A" or "whr - A", or "(whr * M < U ? whr * M : U)".  */
static void
wh_count (char *buf, size_t size, int u)
{
  int f = whrnd (4);
  if (f == 0 && u % wh_hv == 0)
    snprintf (buf, size, "whr * %d", u / wh_hv);
  else if (f == 1 && u >= wh_hv)
    {
      int m = 1 + whrnd (u / wh_hv), a = u - m * wh_hv;
      if (a)
        snprintf (buf, size, "whr * %d + %d", m, a);
      else
        snprintf (buf, size, "whr * %d", m);
    }
  else if (f == 2 && u != wh_hv)
    snprintf (buf, size, "whr %c %d", u > wh_hv ? '+' : '-',
              u > wh_hv ? u - wh_hv : wh_hv - u);
  else
    {
      int m = (u + wh_hv - 1) / wh_hv + whrnd (3);
      snprintf (buf, size, "(whr * %d < %d ? whr * %d : %d)", m, u, m, u);
    }
}

/* Into BUF the pointer C bytes into the buffer NAME (whb or who):
   "NAME" or "NAME + C / 2".  */
static const char *
wh_ptr (char *buf, size_t size, const char *name, int c)
{
  if (c)
    snprintf (buf, size, "%s + %d", name, c / 2);
  else
    snprintf (buf, size, "%s", name);
  return buf;
}

/* Draw into A an access of kind KIND outside loops over K slots of S
   bytes of whb, ending at the end of the slots or, a sixth of them, of
   whb: when CROSS, from C below the last slot's start (whb itself, a
   slot's start or any multiple of 32 bytes) with a count known only at
   run time that reaches past the next slot's start, mostly to that
   end; otherwise from C anywhere in the slots with any count that
   stays before that end, known at run time when RUNTIME.  Every access
   stays in whb, who and the block's regions of x and y.  */
static void
wh_draw (struct wha *a, enum wh_kind kind, int k, int s, int cross,
         int runtime)
{
  int lim = k * s < WH_B_BYTES && whrnd (6) == 0 ? WH_B_BYTES : k * s;
  int unit = kind == WH_LOAD || kind == WH_STORE ? 32
             : kind == WH_READ || kind == WH_WRITE ? 2 : 256;
  a->kind = kind;
  a->runtime = runtime || cross;
  if (cross)
    {
      int f = whrnd (3);
      a->c = f == 0 ? 0 : f == 1 && k > 2 ? s * (1 + whrnd (k - 2))
             : 32 * whrnd ((k - 1) * s / 32);
    }
  else
    a->c = whrnd (3) == 0 ? s * whrnd (k)
           : 32 * whrnd ((k * s - (unit < 32 ? 32 : unit)) / 32 + 1);
  int next = cross ? (a->c / s + 1) * s : a->c;
  int umin = unit == 2 ? (next - a->c) / 2 + 1 : (next - a->c) / unit + 1;
  int umax = unit == 2 ? (lim - a->c) / 2 - 1 : (lim - a->c) / unit;
  if (umin > umax)
    umin = umax;
  a->u = whrnd (2) && unit != 2 ? umax : umin + whrnd (umax - umin + 1);
  if (a->u < 1)
    a->u = 1;
  int halves = unit == 2 ? 0 : a->u * unit / 2;
  a->go = 16 * whrnd ((GM_HALVES - 16 - halves) / 16 + 1);
}

/* Write at indentation IND the access A of a statement of the stream of
   whole buffers (see wh_draw), its count from wh_count when known only
   at run time.  */
static void
wh_access (int ind, const struct wha *a)
{
  static const char *const vals[] = { "0.5", "1.0", "-0.25", "2.0" };
  char p[48], o[48], cnt[80];
  wh_ptr (p, sizeof p, "whb", a->c);
  wh_ptr (o, sizeof o, "who", a->c);
  if (a->runtime)
    wh_count (cnt, sizeof cnt, a->u);
  else
    snprintf (cnt, sizeof cnt, "%d", a->u);
  indent (ind);
  switch (a->kind)
    {
    case WH_LOAD:
      printf ("copy_gm_to_ubuf (%s, x + blk + %d, 0, 1, (uint16_t) (%s), 0, "
              "0);\n", p, a->go, cnt);
      break;
    case WH_STORE:
      printf ("copy_ubuf_to_gm (y + blk + %d, %s, 0, 1, (uint16_t) (%s), 0, "
              "0);\n", a->go, p, cnt);
      break;
    case WH_INPLACE:
      printf ("%s (%s, %s, %s, (uint8_t) (%s), 1, 1, 8, 8);\n",
              whrnd (2) ? "vadds" : "vmuls", p, p, whrnd (2) ? "0.5" : "-1.0",
              cnt);
      break;
    case WH_INTO:
      printf ("vadds (%s, %s, %s, (uint8_t) (%s), 1, 1, 8, 8);\n", o, p,
              vals[whrnd (4)], cnt);
      if (whrnd (2))
        {
          indent (ind);
          printf ("copy_ubuf_to_gm (y + blk + %d, %s, 0, 1, "
                  "(uint16_t) ((%s) * 8), 0, 0);\n", a->go, o, cnt);
        }
      break;
    case WH_DUP:
      printf ("vector_dup (%s, %s, (uint8_t) (%s), 1, 1, 8, 8);\n", p,
              vals[whrnd (4)], cnt);
      break;
    case WH_READ:
      printf ("acc = acc * 0.5f + (float) %s%s%s[%s];\n", a->c ? "(" : "", p,
              a->c ? ")" : "", cnt);
      break;
    default:
      printf ("%s%s%s[%s] = (half) (acc * 0.25f);\n", a->c ? "(" : "", p,
              a->c ? ")" : "", cnt);
      break;
    }
}

/* Write at indentation IND L's loop over its slots: in iteration T
   the slot KEY (S * KEY bytes into whb) loaded from x and added or
   multiplied into the slot of who, added to or multiplied in place or
   filled, loaded, or added into the slot of who; then what was written
   last stored to y or read into acc.  Every access is R repeats from
   the slot's start.  */
static void
wh_loop (int ind, const struct whl *l)
{
  char t[24], n[16], key[48], p[96], o[96], xg[64], yg[64];
  int blocks = l->r * 8;
  snprintf (t, sizeof t, "wht%d_%d", l->v, l->j);
  snprintf (n, sizeof n, l->n ? "%d" : "nt", l->n);
  if (l->key == 0)
    snprintf (key, sizeof key, "(%s & 1)", t);
  else
    snprintf (key, sizeof key, "(%s %% %d)", t, l->k);
  snprintf (p, sizeof p, "whb + %s * %d", key, l->s / 2);
  snprintf (o, sizeof o, "who + %s * %d", key, l->s / 2);
  snprintf (xg, sizeof xg, "x + blk + %d + %s * %d", l->xo, t, l->xstep);
  snprintf (yg, sizeof yg, "y + blk + %d + %s * %d", l->yo, t, l->ystep);
  indent (ind);
  printf ("for (int %s = 0; %s < %s; %s++)\n", t, t, n, t);
  indent (ind);
  printf ("  {\n");
  if (l->kind == 0 || l->kind == 2)
    {
      indent (ind + 2);
      printf ("copy_gm_to_ubuf (%s, %s, 0, 1, %d, 0, 0);\n", p, xg, blocks);
    }
  if (l->kind != 2)
    indent (ind + 2);
  if (l->kind == 0 || l->kind == 3)
    printf ("%s (%s, %s, %s, %d, 1, 1, 8, 8);\n", whrnd (3) ? "vadds"
            : "vmuls", o, p, whrnd (2) ? "0.5" : "-1.0", l->r);
  else if (l->kind == 1 && whrnd (3) == 0)
    printf ("vector_dup (%s, %s, %d, 1, 1, 8, 8);\n", p,
            whrnd (2) ? "0.75" : "-0.5", l->r);
  else if (l->kind == 1)
    printf ("%s (%s, %s, %s, %d, 1, 1, 8, 8);\n", whrnd (2) ? "vadds"
            : "vmuls", p, p, whrnd (2) ? "0.25" : "-1.0", l->r);
  const char *last = l->kind == 0 || l->kind == 3 ? o : p;
  indent (ind + 2);
  if (whrnd (l->kind == 1 ? 3 : 4) == 0)
    printf ("acc = acc * 0.5f + (float) (%s)[%d];\n", last,
            whrnd (l->r * 128));
  else
    printf ("copy_ubuf_to_gm (%s, %s, 0, 1, %d, 0, 0);\n", yg, last, blocks);
  indent (ind);
  printf ("  }\n");
}

/* Choose L's rotation over K slots of S bytes: its slot spelling,
   kind, iterations (K + 1 to 2K + 2, so that GCC keeps "t % K" a
   rotation, or nt), repeats a slot (mostly the whole slot) and offsets
   into x and y, so that every access stays in x, y, whb and who.  */
static void
wh_params (struct whl *l, int v, int j, int k, int s)
{
  l->v = v;
  l->j = j;
  l->k = k;
  l->s = s;
  l->key = k == 2 && whrnd (2) ? 0 : 1;
  l->kind = whrnd (4);
  l->n = whrnd (6) == 0 ? 0 : k + 1 + whrnd (k + 2);
  l->r = whrnd (3) ? s / 256 : 1 + whrnd (s / 256);
  int nmax = l->n ? l->n : 3, ext = l->r * 128;
  l->xstep = whrnd (2) ? s / 2 : 16 * whrnd (s / 32 + 1);
  l->ystep = whrnd (3) ? s / 2 : 16 * whrnd (s / 32 + 1);
  int xroom = GM_HALVES - (nmax - 1) * l->xstep - ext;
  int yroom = GM_HALVES - 16 - (nmax - 1) * l->ystep - ext;
  l->xo = 16 * whrnd (xroom / 16 + 1);
  l->yo = 16 * whrnd (yroom / 16 + 1);
}

/* Write at indentation IND one to three accesses outside the loops of
   a statement of the stream of whole buffers whose rotations have up to
   K slots of S bytes, each through a pointer choosing no slot and on a
   pipe of its own draw: the first, and half of the others, with a
   count known only at run time reaching past the next slot's start,
   the rest anywhere in the slots (see wh_draw).  */
static void
wh_group (int ind, int k, int s)
{
  static const enum wh_kind kinds[] = {
    WH_LOAD, WH_LOAD, WH_STORE, WH_STORE, WH_INPLACE, WH_INTO, WH_DUP,
    WH_READ, WH_WRITE
  };
  int n = 1 + whrnd (3);
  for (int i = 0; i < n; i++)
    {
      struct wha a;
      int cross = i == 0 || whrnd (2), runtime = whrnd (3) != 0;
      wh_draw (&a, kinds[whrnd (sizeof kinds / sizeof kinds[0])], k, s,
               cross, runtime);
      wh_access (ind, &a);
    }
}

/* Write at indentation IND, inside loops whose innermost counter is
   VAR, a statement of the stream of whole buffers (wholes, see the file
   comment): a loop using whb as K slots of S bytes (K 2 to 4, S 512
   bytes to 2 KiB) through a rotation, with accesses through pointers
   that choose no slot before it, after it or both, or two such loops
   (the second with K slots of its own) with the accesses between them.
   Its names end in its own number; it writes no sync and draws from
   its stream alone.  */
static void
whole_stmt (int ind, int var)
{
  struct whl l[2];
  int v = nwh++, s = 512 << whrnd (3), k = 2 + whrnd (3);
  int place = whrnd (4);
  (void) var;
  wh_params (&l[0], v, 0, k, s);
  if (place == 3)
    wh_params (&l[1], v, 1, 2 + whrnd (3), s);
  indent (ind);
  printf ("{\n");
  if (place == 0 || place == 2)
    wh_group (ind + 1, k, s);
  wh_loop (ind + 1, &l[0]);
  if (place == 3)
    {
      wh_group (ind + 1, k > l[1].k ? k : l[1].k, s);
      wh_loop (ind + 1, &l[1]);
    }
  if (place == 1 || place == 2)
    wh_group (ind + 1, k, s);
  indent (ind);
  printf ("}\n");
}

/* Where the stream of block shares keeps its slots (BS_BYTES).  */
#define BS_REG 0x1b000
#define BS_BYTES 1024

/* Write at indentation IND a statement of the stream of block shares
   (bshares, see the file comment): the loop over the tiles of a
   block's share of N bands, C column tiles a band, each tile R rows of
   one block in y at a row stride of N blocks, from a slot of bsb
   (maybe added to in place first).  Its names end in its own number;
   it writes no sync and draws from its stream alone.  */
static void
bshare_stmt (int ind)
{
  static const char *const flags[] = {
    "(block_idx < bse%d ? 1 : 0)", "(int64_t) (block_idx < bse%d)",
    "(bse%d > block_idx ? 1 : 0)"
  };
  int v = nbs++, n = 3 + bsrnd (6), c = 2 + bsrnd (2), r = 1 + bsrnd (4);
  int inplace = bsrnd (2);
  int ext = c * r * n * 16;
  int yo = 16 * bsrnd ((GM_HALVES - ext) / 16 + 1);
  indent (ind);
  printf ("{\n");
  indent (ind + 1);
  printf ("int64_t bsp%d = %d / block_num, bse%d = %d %% block_num;\n", v,
          n, v, n);
  indent (ind + 1);
  printf ("int64_t bsn%d = bsp%d + ", v, v);
  printf (flags[bsrnd (3)], v);
  printf (";\n");
  indent (ind + 1);
  printf ("int64_t bs0%d = block_idx * bsp%d + (block_idx < bse%d ? "
          "block_idx : bse%d);\n", v, v, v, v);
  indent (ind + 1);
  printf ("for (int64_t bst%d = 0; bst%d < bsn%d * %d; bst%d++)\n", v, v, v,
          c, v);
  indent (ind + 1);
  printf ("  {\n");
  indent (ind + 3);
  printf ("__ubuf__ half *bss%d = bsb + (bst%d & 1) * 256;\n", v, v);
  if (inplace)
    {
      indent (ind + 3);
      printf ("vadds (bss%d, bss%d, 0.5, 1, 1, 1, 8, 8);\n", v, v);
    }
  indent (ind + 3);
  printf ("copy_ubuf_to_gm (y + blk + %d + (bst%d %% %d) * %d + (bs0%d + "
          "bst%d / %d) * 16, bss%d, 0, %d, 1, 0, %d);\n", yo, v, c,
          r * n * 16, v, v, c, v, r, n - 1);
  indent (ind + 1);
  printf ("  }\n");
  indent (ind);
  printf ("}\n");
}

/* Where the stream of run-time tiles keeps its four slots (at most 512
   halves each).  */
#define RT_REG 0x28000

/* Write at indentation IND a statement of the stream of run-time tiles
   (rtts, see the file comment): a loop of its own over 2 to 4 tiles of
   rtt halves.  Its names end in its own number; it writes no sync and
   draws from its stream alone.  */
static void
rtt_stmt (int ind)
{
  int v = nrt++, n = 2 + rtrnd (3), add = rtrnd (2), from_in = rtrnd (2);
  int xo = 128 * rtrnd ((GM_HALVES - 2048) / 128);
  int yo = 128 * rtrnd ((GM_HALVES - 2048) / 128);
  /* The stream of run-time layouts: the output slots through a pointer
     to the first of them made before the loop, written before the loop
     (slot 3, by a load) and read after it (slot 2, by a store).  */
  int fixed = rlrnd (2), pre = fixed && rlrnd (2), post = fixed && rlrnd (2);
  int po = 128 * rlrnd ((GM_HALVES - 512) / 128);
  /* The stream of run-time prologues: tile 0 loaded before the loop,
     tile t + 1 prefetched in iteration t.  */
  int ahead = !pre && rprnd (3) == 0, pc = 1 + rprnd (4);
  char out[64];
  /* A block of its own: the pointer is declared in it (a case of a
     switch may hold the statement, and C++ refuses a jump past a
     declaration).  */
  if (fixed)
    {
      indent (ind);
      printf ("{\n");
      indent (ind);
      printf ("__ubuf__ half *rob%d = rtb + 2 * rtt;\n", v);
    }
  if (pre)
    {
      indent (ind);
      printf ("copy_gm_to_ubuf (rob%d + rtt, x + blk + %d, 0, 1, "
              "(uint16_t) (rtt / 16), 0, 0);\n", v, po);
    }
  if (ahead)
    {
      indent (ind);
      printf ("copy_gm_to_ubuf (rtb, x + blk + %d, 0, 1, (uint16_t) "
              "((rtt / 128 < %d ? rtt / 128 : %d) * 8), 0, 0);\n", xo, pc,
              pc);
    }
  indent (ind);
  printf ("for (int rt%d = 0; rt%d < %d; rt%d++)\n", v, v, n, v);
  indent (ind);
  printf ("  {\n");
  indent (ind);
  printf ("    int rs%d = rt%d & 1;\n", v, v);
  indent (ind);
  printf ("    __ubuf__ half *rin%d = rtb + rs%d * rtt;\n", v, v);
  if (ahead)
    {
      indent (ind);
      printf ("    if (rt%d + 1 < %d)\n", v, n);
      indent (ind);
      printf ("      copy_gm_to_ubuf (rtb + (1 - rs%d) * rtt, x + blk + %d + "
              "(rt%d + 1) * rtt, 0, 1, (uint16_t) (rtt / 16), 0, 0);\n",
              v, xo, v);
    }
  if (fixed)
    snprintf (out, sizeof out, "rob%d + rs%d * rtt", v, v);
  else if (from_in)
    snprintf (out, sizeof out, "rin%d + 2 * rtt", v);
  else
    snprintf (out, sizeof out, "rtb + (2 + rs%d) * rtt", v);
  if (!ahead)
    {
      indent (ind);
      printf ("    copy_gm_to_ubuf (rin%d, x + blk + %d + rt%d * rtt, 0, 1, "
              "(uint16_t) (rtt / 16), 0, 0);\n", v, xo, v);
    }
  indent (ind);
  printf ("    vmuls (%s, rin%d, 2.0, (uint8_t) (rtt / 128), 1, 1, 8, 8);\n",
          out, v);
  if (add)
    {
      indent (ind);
      printf ("    vadds (%s, %s, 1.0, (uint8_t) (rtt / 128), 1, 1, 8, "
              "8);\n", out, out);
    }
  indent (ind);
  printf ("    copy_ubuf_to_gm (y + blk + %d + rt%d * rtt, %s, 0, 1, "
          "(uint16_t) (rtt / 16), 0, 0);\n", yo, v, out);
  indent (ind);
  printf ("  }\n");
  if (post)
    {
      indent (ind);
      printf ("copy_ubuf_to_gm (y + blk + %d, rob%d, 0, 1, "
              "(uint16_t) (rtt / 16), 0, 0);\n", po, v);
    }
  if (fixed)
    {
      indent (ind);
      printf ("}\n");
    }
}

/* Where the stream of sibling steps keeps its areas a, b, c and s
   (SB_AREA bytes each, one after the other).  */
#define SB_REG 0x1e000
#define SB_AREA 1024

/* Write at indentation IND the condition of a sibling step: on acc,
   the block, the parity of loop counter VAR (-1: none) or half K of
   the source area of statement V.  */
static void
sibling_cond (int ind, int var, int v)
{
  indent (ind);
  switch (sbrnd (var >= 0 ? 4 : 3))
    {
    case 0:
      printf ("if (acc > 0.0f)\n");
      break;
    case 1:
      printf ("if (block_idx == 1)\n");
      break;
    case 2:
      printf ("if ((float) sbr[%d + %d] > 0.0f)\n", 3 * SB_AREA / 2,
              sbrnd (64) + 64 * v % 256);
      break;
    default:
      printf ("if (%si%d & 1)\n", sbrnd (2) ? "" : "!", var);
    }
}

/* Write at indentation IND a step of the stream of sibling steps: OP
   in place on area AREA (0 a, 1 b) over R repeats.  */
static void
sibling_step (int ind, int area, int r)
{
  indent (ind);
  if (sbrnd (2))
    printf ("vmuls (sbr + %d, sbr + %d, 1.5, %d, 1, 1, 8, 8);\n",
            area * SB_AREA / 2, area * SB_AREA / 2, r);
  else
    printf ("vadds (sbr + %d, sbr + %d, 0.25, %d, 1, 1, 8, 8);\n",
            area * SB_AREA / 2, area * SB_AREA / 2, r);
}

/* Write at indentation IND a statement of the stream of sibling steps
   (sibs, see the file comment), in loop VAR (-1: none).  Its names
   end in its own number; it writes no sync and draws from its stream
   alone.  */
static void
sibling_stmt (int ind, int var)
{
  int v = nsb++, r = 1 + sbrnd (4), yo = 128 * sbrnd (GM_HALVES / 128 - 8);
  if (sbrnd (2))
    {
      indent (ind);
      printf ("copy_gm_to_ubuf (sbr + %d, x + blk + %d, 0, 1, %d, 0, 0);\n",
              3 * SB_AREA / 2, yo, r * 8);
    }
  indent (ind);
  printf ("vadds (sbr, sbr + %d, 0.5, %d, 1, 1, 8, 8);\n", 3 * SB_AREA / 2,
          r);
  indent (ind);
  printf ("vmuls (sbr + %d, sbr + %d, 2.0, %d, 1, 1, 8, 8);\n",
          SB_AREA / 2, 3 * SB_AREA / 2, r);
  if (sbrnd (2))
    {
      indent (ind);
      printf ("acc = acc * 0.5f + (float) sbr[%d];\n",
              3 * SB_AREA / 2 + sbrnd (128));
    }
  int shape = sbrnd (4);
  sibling_cond (ind, var, v);
  if (shape == 1)
    {
      indent (ind);
      printf ("  {\n");
      sibling_step (ind + 2, 0, r);
      sibling_step (ind + 2, 1, 1 + sbrnd (r));
      indent (ind);
      printf ("  }\n");
    }
  else
    sibling_step (ind + 1, 0, r);
  if (shape == 2)
    {
      indent (ind);
      printf ("else\n");
      sibling_step (ind + 1, 1, r);
    }
  if (shape == 3)
    sibling_step (ind, sbrnd (2), 1 + sbrnd (r));
  sibling_cond (ind, var, v);
  sibling_step (ind + 1, 1, r);
  switch (sbrnd (3))
    {
    case 0:
      indent (ind);
      printf ("vadd (sbr + %d, sbr, sbr + %d, %d, 1, 1, 1, 8, 8, 8);\n",
              SB_AREA, SB_AREA / 2, r);
      indent (ind);
      printf ("copy_ubuf_to_gm (y + blk + %d, sbr + %d, 0, 1, %d, 0, 0);\n",
              yo, SB_AREA, r * 8);
      break;
    case 1:
      indent (ind);
      printf ("copy_ubuf_to_gm (y + blk + %d, sbr, 0, 1, %d, 0, 0);\n", yo,
              r * 8);
      indent (ind);
      printf ("copy_ubuf_to_gm (y + blk + %d, sbr + %d, 0, 1, %d, 0, 0);\n",
              yo + 512, SB_AREA / 2, r * 8);
      break;
    default:
      break;
    }
}

/* Write the kernel's pointers to the buffers of the stream of whole
   buffers.  */
static void
wh_setup (void)
{
  printf ("  __ubuf__ half *whb = (__ubuf__ half *) get_imm (0x%x);\n"
          "  __ubuf__ half *who = (__ubuf__ half *) get_imm (0x%x);\n",
          WH_B, WH_O);
}

/* Write the fills of the buffers of the stream of whole buffers.  */
static void
wh_fill_all (void)
{
  printf ("  vector_dup (whb, 0.125, %d, 1, 1, 8, 8);\n"
          "  vector_dup (who, 0.0, %d, 1, 1, 8, 8);\n", WH_B_BYTES / 256,
          WH_O_BYTES / 256);
}

/* Write N statements (fewer once MAX_STMTS are written).  With the
   extras, extra statements between them, and perhaps one hand-written
   set_flag before a statement with its wait_flag after a later one.  */
static void
block (int ind, int var, int depth, int n)
{
  int open_at = -1, close_at = -1, p = 0, q = 0, id = 0;
  if (extras && (depth == 0 || loop_fenced[depth - 1]) && !hand_open
      && !in_goto
      && n >= 2 && xrnd (3) == 0
      && hand_pick (&p, &q, &id))
    {
      open_at = xrnd (n - 1);
      close_at = open_at + 1 + xrnd (n - open_at - 1);
    }
  for (int i = 0; i < n; i++)
    if (nstmts < MAX_STMTS || i == 0)
      {
        if (extras)
          extra_stmt (ind, var, depth);
        if (cube && crnd (3) == 0)
          cube_stmt (ind, var);
        if (extras && !in_goto && arnd (5) == 0)
          shape_stmt (ind, var);
        if (extras && !in_goto && qrnd (6) == 0)
          tail_stmt (ind, var);
        if (selection && !in_goto && srnd (4) == 0)
          sel_stmt (ind, var);
        if (calls && !hand_open && frnd (4) == 0)
          call_stmt (ind, var);
        if (free_calls && prnd (5) == 0)
          free_call_stmt (ind, var);
        if (rtrows && lrnd (6) == 0)
          rtrow_stmt (ind, var);
        if (compaction && mrnd (6) == 0)
          compact_stmt (ind, var);
        if (windows && nrnd (6) == 0)
          window_stmt (ind, var);
        if (loopmods && ernd (6) == 0)
          loopmod_stmt (ind, var);
        if (ctrslots && yrnd (6) == 0)
          ctrslot_stmt (ind, var);
        if (dcounts && irnd (6) == 0)
          dcount_stmt (ind, var);
        if (ctelems && etrnd (6) == 0)
          ctelem_stmt (ind, var);
        if (rsplits && sprnd (6) == 0)
          rsplit_stmt (ind, var);
        if (geoms && ggrnd (6) == 0)
          geom_stmt (ind, var);
        if (wholes && whrnd (6) == 0)
          whole_stmt (ind, var);
        if (bshares && bsrnd (6) == 0)
          bshare_stmt (ind);
        if (sibs && sbrnd (6) == 0)
          sibling_stmt (ind, var);
        if (rtts && rtrnd (6) == 0)
          rtt_stmt (ind);
        if (ptr_calls && !hand_open && wrnd (5) == 0)
          ptr_call_stmt (ind, var);
        if (jumps && depth == 0 && !hand_open && !in_goto
            && jrnd (4) == 0)
          {
            static const char *const conds[] = { "1", "block_idx == 1",
                                                  "acc > 0.0f" };
            indent (ind);
            printf ("fz_bail (%s);\n", conds[jrnd (3)]);
          }
        if (i == open_at)
          {
            hand_flag (ind, "set_flag", p, q, id);
            hand_open = 1;
          }
        stmt (ind, var, depth);
        if (i == close_at)
          {
            hand_flag (ind, "wait_flag", p, q, id);
            hand_open = 0;
          }
      }
  if (hand_open && open_at >= 0)
    {
      hand_flag (ind, "wait_flag", p, q, id);
      hand_open = 0;
    }
}

/* The declarations of the helpers (calls), the table and the
   volatile pointer, to go before the kernel.  */
static const char *
helper_decls (void)
{
  static char buf[1024];
  char tab[64], hook[64];
  snprintf (tab, sizeof tab, HELPER_PTR, "const fz_table[2]");
  snprintf (hook, sizeof hook, HELPER_PTR, "volatile fz_hook");
  snprintf (buf, sizeof buf,
            "static void fz_h0 " HELPER_PARMS ";\n"
            "static void fz_h1 " HELPER_PARMS ";\n"
            "static void fz_h2 " HELPER_PARMS ";\n"
            "static void fz_h3 " HELPER_PARMS ";\n"
            "%s"
            "static void %s = { fz_h0, fz_h1 };\n"
            "static void %s = fz_h2;\n\n",
            other_unit ? "void fz_ext " HELPER_PARMS ";\n" : "", tab, hook);
  return buf;
}

int
main (int argc, char **argv)
{
  extras = 1;
  if (argc == 3 && !strcmp (argv[1], "--plain"))
    {
      extras = 0;
      argv++;
      argc--;
    }
  if (argc != 2)
    {
      fprintf (stderr, "usage: fuzz-gen [--plain] SEED\n");
      return 2;
    }
  unsigned long long seed = strtoull (argv[1], NULL, 10);
  rng_state = seed * 0x9E3779B97F4A7C15ULL + 0x1234567ULL;
  xrng_state = seed * 0xD1B54A32D192ED03ULL + 0x89ABCDEFULL;
  crng_state = seed * 0x94D049BB133111EBULL + 0x2545F491ULL;
  grng_state = seed * 0xBF58476D1CE4E5B9ULL + 0x3C6EF372ULL;
  arng_state = seed * 0xE7037ED1A0B428DBULL + 0x5851F42DULL;
  frng_state = seed * 0x8CB92BA72F3D8DD7ULL + 0x6A09E667ULL;
  prng_state = seed * 0xA0761D6478BD642FULL + 0x510E527FULL;
  jrng_state = seed * 0xE7037ED1A0B428DBULL + 0x9B05688CULL;
  trng_state = seed * 0xC2B2AE3D27D4EB4FULL + 0x1F83D9ABULL;
  qrng_state = seed * 0x9FB21C651E98DF25ULL + 0x5BE0CD19ULL;
  srng_state = seed * 0xD6E8FEB86659FD93ULL + 0x1F123BB5ULL;
  hrng_state = seed * 0x9E6C63D0676A9A99ULL + 0x3F84D5B5ULL;
  orng_state = seed * 0xC6A4A7935BD1E995ULL + 0x2F8B1D3AULL;
  zrng_state = seed * 0x94D049BB133111EBULL + 0x7137449AULL;
  wrng_state = seed * 0xD1B54A32D192ED03ULL + 0x243F6A88ULL;
  vrng_state = seed * 0xBF58476D1CE4E5B9ULL + 0x85A308D3ULL;
  urng_state = seed * 0xA24BAED4963EE407ULL + 0x3C6EF372ULL;
  drng_state = seed * 0x9FB21C651E98DF25ULL + 0x510E527FULL;
  brng_state = seed * 0xE7037ED1A0B428DBULL + 0x6A09E667ULL;
  rrng_state = seed * 0x8EBC6AF09C88C6E3ULL + 0x3C6EF372ULL;
  krng_state = seed * 0xA0761D6478BD642FULL + 0x9B05688CULL;
  lrng_state = seed * 0xC2B2AE3D27D4EB4FULL + 0x6A09E667ULL;
  mrng_state = seed * 0xFF51AFD7ED558CCDULL + 0x1F83D9ABULL;
  nrng_state = seed * 0xC4CEB9FE1A85EC53ULL + 0x5BE0CD19ULL;
  erng_state = seed * 0xCBF29CE484222325ULL + 0x0A54FF53ULL;
  yrng_state = seed * 0x2545F4914F6CDD1DULL + 0x9B05688CULL;
  irng_state = seed * 0xD6E8FEB86659FD93ULL + 0x6A09E667ULL;
  etrng_state = seed * 0xFF51AFD7ED558CCDULL + 0x3C6EF372ULL;
  sprng_state = seed * 0x9E6C63D0676A9A99ULL + 0x6A09E667ULL;
  ggrng_state = seed * 0xBF58476D1CE4E5B9ULL + 0x5BE0CD19ULL;
  whrng_state = seed * 0xA24BAED4963EE407ULL + 0x9B05688CULL;
  frrng_state = seed * 0xD2B74407B1CE6E93ULL + 0x3C6EF372ULL;
  bsrng_state = seed * 0xC2B2AE3D27D4EB4FULL + 0x5851F42DULL;
  ucrng_state = seed * 0x9E6C63D0676A9A99ULL + 0x2545F491ULL;
  sbrng_state = seed * 0xD6E8FEB86659FD93ULL + 0x1B873593ULL;
  rtrng_state = seed * 0xB492B66FBE98F273ULL + 0x7FEB352DULL;
  ttrng_state = seed * 0x9E3779B97F4A7C15ULL + 0x68E31DA4ULL;
  rlrng_state = seed * 0xC2B2AE3D27D4EB4FULL + 0x5BD1E995ULL;
  rprng_state = seed * 0x9FB21C651E98DF25ULL + 0x2127599BF4325C37ULL;
  for (int i = 0; i < 4; i++)
    {
      rng_next (&rng_state);
      rng_next (&xrng_state);
      rng_next (&crng_state);
      rng_next (&grng_state);
      rng_next (&arng_state);
      rng_next (&frng_state);
      rng_next (&prng_state);
      rng_next (&jrng_state);
      rng_next (&trng_state);
      rng_next (&qrng_state);
      rng_next (&srng_state);
      rng_next (&hrng_state);
      rng_next (&orng_state);
      rng_next (&zrng_state);
      rng_next (&wrng_state);
      rng_next (&vrng_state);
      rng_next (&urng_state);
      rng_next (&drng_state);
      rng_next (&brng_state);
      rng_next (&rrng_state);
      rng_next (&krng_state);
      rng_next (&lrng_state);
      rng_next (&mrng_state);
      rng_next (&nrng_state);
      rng_next (&erng_state);
      rng_next (&yrng_state);
      rng_next (&irng_state);
      rng_next (&etrng_state);
      rng_next (&sprng_state);
      rng_next (&ggrng_state);
      rng_next (&whrng_state);
    }
  cube = extras && crnd (3) == 0;
  calls = extras && frnd (2) == 0;
  other_unit = calls && frnd (2) == 0;
  hand_helpers = calls && hrnd (2) == 0;
  bflags = hand_helpers && krnd (2) == 0;
  if (bflags)
    {
      /* Waited for on the scalar pipe: the helper's set, issued after
         its wait returned, cannot set the flag again before the wait
         took it.  */
      bf_p = 1 + krnd (3);
      bf_q = 0;
      bf_id = krnd (4);
      hand_used[bf_p][bf_q][bf_id] = 1;
    }
  free_calls = extras && prnd (2) == 0;
  jumps = extras && jrnd (3) == 0;
  tables = extras && trnd (2) == 0;
  selection = extras && srnd (2) == 0 ? 1 + (srnd (4) == 0) : 0;
  runtime_slot = extras && !tables && zrnd (2) == 0;
  pipelined = extras && wrnd (2) == 0;
  spellings = extras && vrnd (2) == 0;
  ptr_calls = extras && wrnd (3) == 0;
  ptr_args = ptr_calls && urnd (2) == 0;
  ptr_inline = ptr_calls && seed % 2 == 0;
  swaps = extras && drnd (3) == 0;
  swap_runs = swaps && brnd (2) == 0;
  strided = extras && brnd (3) == 0;
  rows = extras && rrnd (3) == 0;
  rtrows = extras && lrnd (3) == 0;
  if (rtrows)
    {
      /* The host's run-time row lengths and counts: the argument cols
         (64 to 256, halves or floats), tl[0] (128 or 256), tl[1] rows
         (2 to 9), tl[2] rows per tile (1 to 4), tl[3] tiles (2 to 5).  */
      rt_cols = 64 << lrnd (3);
      rt_tl[0] = 128 << lrnd (2);
      rt_tl[1] = 2 + lrnd (8);
      rt_tl[2] = 1 + lrnd (4);
      rt_tl[3] = 2 + lrnd (4);
    }
  compaction = extras && mrnd (3) == 0;
  windows = extras && nrnd (3) == 0;
  if (windows)
    {
      /* The host's counts: wrows 2 to 4 (repeats of a window's
         operation), wlen 3 to 16 (repeats of a tile loop).  */
      wn_rows = 2 + nrnd (3);
      wn_len = 3 + nrnd (14);
    }
  loopmods = extras && ernd (3) == 0;
  ctrslots = extras && yrnd (3) == 0;
  dcounts = extras && irnd (2) == 0;
  ctelems = extras && etrnd (3) == 0;
  rsplits = extras && sprnd (3) == 0;
  if (rsplits)
    {
      /* The slots' size, the pairs' order and whether counts may be
         big.  */
      int lo = sprnd (2);
      sp_sb = 2048 << sprnd (4);
      sp_dst = lo ? 0 : 2 * sp_sb;
      sp_src = lo ? 2 * sp_sb : 0;
      sp_big = sprnd (4) == 0;
      sp_imm = sprnd (2);
    }
  geoms = extras && ggrnd (10) < 3;
  if (geoms)
    {
      /* The host's value of ggr: 1, 2 or 4, sometimes 3.  */
      gg_hv = ggrnd (5) == 0 ? 3 : 1 << ggrnd (3);
    }
  wholes = extras && whrnd (10) < 3;
  reuse_open = extras && frrnd (2) == 0;
  bshares = extras && bsrnd (3) == 0;
  sibs = extras && sbrnd (3) == 0;
  rtts = extras && rtrnd (3) == 0;
  if (rtts)
    {
      rt_hv = 128 << rtrnd (3);
      rt_checked = rtrnd (2);
    }
  int unsigned_ctrs = extras && ucrnd (3) == 0;
  if (wholes)
    {
      /* The host's value of whr: 1, 2 or 4, sometimes 3.  */
      wh_hv = whrnd (5) == 0 ? 3 : 1 << whrnd (3);
    }

  printf ("/* Generated by fuzz-gen %s%llu: a random kernel%s.  */\n"
          "#include <ascsim.h>\n"
          "#include <stdio.h>\n\n"
          "#define GM_HALVES %d\n\n"
          "#define GM_FLOATS %d\n\n"
          "typedef %s fz_ctr;\n\n"
          "%s%s%s%s%s"
          "__global__ __aicore__ void\n"
          "k (__gm__ half *x, __gm__ half *y%s%s%s%s%s%s%s%s%s)\n"
          "{\n%s%s", extras ? "" : "--plain ", seed,
          !extras ? " without sync" : cube ? " with cube work and little "
          "hand-written sync" : " with little hand-written sync",
          GM_HALVES, GM_FLOATS, unsigned_ctrs ? "uint32_t" : "int",
          calls ? helper_decls () : "",
          free_calls ? free_helpers : "",
          jumps ? jump_helpers : "",
          rtrows ? rt_helpers : "",
          !ptr_calls ? "" : !ptr_args ? "static void fz_p0 (__ubuf__ half *, "
          "__ubuf__ half *, __gm__ half *, __gm__ half *);\n\n"
          : "static void fz_p0 (__ubuf__ half *, __ubuf__ half *, "
          "__gm__ half *, __gm__ half *,\n                   const float *);\n"
          "static void fz_p1 (__ubuf__ half *, __ubuf__ half *, "
          "__gm__ half *, __gm__ half *,\n                   const float *);\n\n",
          cube ? ", __gm__ float *z" : "",
          runtime_slot ? ", int32_t sz" : "",
          rtrows ? ",\n   int32_t cols, __gm__ int32_t *tl" : "",
          windows ? ", int32_t wrows, int32_t wlen" : "",
          dcounts ? ", __gm__ int32_t *dn" : "",
          rsplits ? ", __gm__ int32_t *sn" : "",
          geoms ? ", int32_t ggr" : "",
          wholes ? ", int32_t whr" : "",
          rtts ? ", int32_t rtt" : "",
          runtime_slot ? "  if (sz <= 0 || sz > 512)\n    return;\n" : "",
          rtts && rt_checked
          ? "  if (rtt < 128 || rtt > 512)\n    return;\n" : "");
  for (int b = 0; b < NBUF; b++)
    printf ("  __ubuf__ half *b%d = (__ubuf__ half *) get_imm (0x%x);\n", b,
            b * BUF_BYTES);
  if (selection)
    printf ("  __ubuf__ half *sel = (__ubuf__ half *) get_imm (0x%x);\n"
            "  __ubuf__ uint16_t *selu = (__ubuf__ uint16_t *) get_imm "
            "(0x%x);\n", NBUF * BUF_BYTES + 0x1000,
            NBUF * BUF_BYTES + 0x1000);
  if (loopmods)
    printf ("  __ubuf__ half *lmdat = (__ubuf__ half *) get_imm (0x%x);\n"
            "  __ubuf__ half *lmbag = (__ubuf__ half *) get_imm (0x%x);\n",
            LM_DAT, LM_BAG);
  if (ctrslots)
    printf ("  __ubuf__ half *csreg = (__ubuf__ half *) get_imm (0x%x);\n",
            CS_REG);
  if (dcounts)
    dc_setup ();
  if (ctelems)
    printf ("  __ubuf__ half *etr = (__ubuf__ half *) get_imm (0x%x);\n"
            "  __ubuf__ half *etq = (__ubuf__ half *) get_imm (0x%x);\n"
            "  (void) etq;\n",
            ET_REG, ET_REG + ET_BYTES);
  if (rsplits)
    sp_setup ();
  if (geoms)
    gg_setup ();
  if (wholes)
    wh_setup ();
  if (bshares)
    printf ("  __ubuf__ half *bsb = (__ubuf__ half *) get_imm (0x%x);\n"
            "  vector_dup (bsb, 0.0, %d, 1, 1, 8, 8);\n", BS_REG,
            BS_BYTES / 256);
  if (rtts)
    printf ("  __ubuf__ half *rtb = (__ubuf__ half *) get_imm (0x%x);\n"
            "  vector_dup (rtb, 0.0, 16, 1, 1, 8, 8);\n", RT_REG);
  if (sibs)
    printf ("  __ubuf__ half *sbr = (__ubuf__ half *) get_imm (0x%x);\n"
            "  vector_dup (sbr, 0.5, %d, 1, 1, 8, 8);\n", SB_REG,
            4 * SB_AREA / 256);
  if (tables)
    table_decls ();
  if (free_calls)
    printf ("  fz_gub = b1;\n");
  printf ("  int64_t blk = block_idx * GM_HALVES;\n"
          "  int nt = 2 + (int) (block_idx & 1);\n"
          "  %sfloat acc = 0.0f;\n"
          "  (void) nt;\n", jumps ? "volatile " : "");
  if (ptr_args)
    printf ("  float fzw[2] = { 0.5f, 0.25f };\n");
  for (int b = 0; b < NBUF; b++)
    printf ("  vector_dup (b%d, 0.0, %d, 1, 1, 8, 8);\n", b,
            BUF_BYTES / 256);
  if (loopmods)
    printf ("  vector_dup (lmdat, 0.0, %d, 1, 1, 8, 8);\n"
            "  vector_dup (lmbag, 0.0, %d, 1, 1, 8, 8);\n",
            LM_DAT_HALVES / 128, LM_BAG_HALVES / 128);
  if (ctrslots)
    printf ("  vector_dup (csreg, 0.0, %d, 1, 1, 8, 8);\n",
            CS_REG_HALVES / 128);
  if (dcounts)
    printf ("  copy_gm_to_ubuf (dcn, dn, 0, 1, %d, 0, 0);\n", DC_VALS / 8);
  if (ctelems)
    printf ("  vector_dup (etr, 0.25, %d, 1, 1, 8, 8);\n",
            (ET_BYTES + ET_REL_BYTES) / 256);
  if (rsplits)
    sp_fill ();
  if (geoms)
    gg_fill_all ();
  if (wholes)
    wh_fill_all ();
  if (selection == 2)
    printf ("  copy_gm_to_ubuf (sel + 128, x + blk, 0, 1, 1, 0, 0);\n");
  if (cube)
    printf ("  __cbuf__ half *l1 = (__cbuf__ half *) get_imm (0);\n"
            "  __ca__ half *ca = (__ca__ half *) get_imm (0);\n"
            "  __cb__ half *cb = (__cb__ half *) get_imm (0);\n"
            "  __cc__ float *cc = (__cc__ float *) get_imm (0);\n"
            "  __ubuf__ float *bf = (__ubuf__ float *) get_imm (0x%x);\n"
            "  int64_t blkz = block_idx * GM_FLOATS;\n"
            "  copy_gm_to_cbuf (l1, x + blk, 0, 1, 64, 0, 0, PAD_NONE);\n"
            "  load_cbuf_to_ca (ca, l1, 0, 2, 1, 0, 0);\n"
            "  load_cbuf_to_cb (cb, l1, 0, 2, 1, 0, 0);\n"
            "  mad (cc, ca, cb, 16, 16, 16, 1);\n"
            "  mad (cc + 256, ca + 256, cb + 256, 16, 16, 16, 1);\n"
            "  vector_dup (bf, 0.0, 8, 1, 1, 8, 8);\n", NBUF * BUF_BYTES);
  if (bflags)
    printf ("  set_flag (%s, %s, EVENT_ID%d);\n", hand_pipes[bf_p],
            hand_pipes[bf_q], bf_id);
  if (jumps)
    printf ("  fz_jumped = 0;\n"
            "  if (setjmp (fz_jb) != 0)\n"
            "    {\n"
            "      acc += 1.0f;\n"
            "      pipe_barrier (PIPE_ALL);\n"
            "    }\n");
  nstmts = 0;
  /* The stream of run-time rows writes one statement at least, first
     or last.  */
  int rt_last = rtrows && lrnd (2);
  /* So does the stream of compaction counters.  */
  int cp_last = compaction && mrnd (2);
  /* And the stream of windows below a buffer.  */
  int wn_last = windows && nrnd (2);
  /* And the stream of loop congruences.  */
  int lm_last = loopmods && ernd (2);
  /* And the stream of counter slots.  */
  int cs_last = ctrslots && yrnd (2);
  /* And the stream of data counts.  */
  int dc_last = dcounts && irnd (2);
  /* And the stream of constant elements.  */
  int et_last = ctelems && etrnd (2);
  /* And the stream of row splits.  */
  int sp_last = rsplits && sprnd (2);
  /* And the stream of slot geometries.  */
  int gg_last = geoms && ggrnd (2);
  /* And the stream of whole buffers.  */
  int wh_last = wholes && whrnd (2);
  if (rtrows && !rt_last)
    rtrow_stmt (1, -1);
  if (compaction && !cp_last)
    compact_stmt (1, -1);
  if (windows && !wn_last)
    window_stmt (1, -1);
  if (loopmods && !lm_last)
    loopmod_stmt (1, -1);
  if (ctrslots && !cs_last)
    ctrslot_stmt (1, -1);
  if (dcounts && !dc_last)
    dcount_stmt (1, -1);
  if (ctelems && !et_last)
    ctelem_stmt (1, -1);
  if (rsplits && !sp_last)
    rsplit_stmt (1, -1);
  if (geoms && !gg_last)
    geom_stmt (1, -1);
  if (wholes && !wh_last)
    whole_stmt (1, -1);
  block (1, -1, 0, 5 + rnd (8));
  if (bshares)
    bshare_stmt (1);
  if (sibs)
    sibling_stmt (1, -1);
  if (rt_last)
    rtrow_stmt (1, -1);
  if (cp_last)
    compact_stmt (1, -1);
  if (wn_last)
    window_stmt (1, -1);
  if (lm_last)
    loopmod_stmt (1, -1);
  if (cs_last)
    ctrslot_stmt (1, -1);
  if (dc_last)
    dcount_stmt (1, -1);
  if (et_last)
    ctelem_stmt (1, -1);
  if (sp_last)
    rsplit_stmt (1, -1);
  if (gg_last)
    geom_stmt (1, -1);
  if (wh_last)
    whole_stmt (1, -1);
  if (bflags)
    printf ("  wait_flag (%s, %s, EVENT_ID%d);\n", hand_pipes[bf_p],
            hand_pipes[bf_q], bf_id);
  printf ("  b0[0] = (half) acc;\n"
          "  copy_ubuf_to_gm (y + blk + GM_HALVES - 16, b0, 0, 1, 1, 0, 0);\n"
          "}\n\n");
  if (calls)
    {
      helper_def ("fz_h0", 0);
      helper_def ("fz_h1", 0);
      helper_def ("fz_h2", 0);
      helper_def ("fz_h3", 0);
    }
  if (ptr_calls)
    ptr_helper_def ();

  char launch[16384], rtargs[512] = "", dcargs[6144] = "";
  char spargs[8192] = "";
  if (dcounts)
    int32_array_host (dcargs, sizeof dcargs, "dn", DC_VALS, dc_vals,
                      dc_used);
  if (rsplits)
    int32_array_host (spargs, sizeof spargs, "sn", SP_VALS, sp_vals,
                      sp_used);
  if (rtrows)
    snprintf (rtargs, sizeof rtargs,
              "  volatile int32_t cols = %d;\n"
              "  int32_t *tl = (int32_t *) ascsim_gm_alloc (8 * sizeof "
              "(int32_t));\n"
              "  tl[0] = %d;\n"
              "  tl[1] = %d;\n"
              "  tl[2] = %d;\n"
              "  tl[3] = %d;\n", rt_cols, rt_tl[0], rt_tl[1], rt_tl[2],
              rt_tl[3]);
  char wnargs[128] = "";
  if (windows)
    snprintf (wnargs, sizeof wnargs,
              "  volatile int32_t wrows = %d, wlen = %d;\n", wn_rows,
              wn_len);
  char ggargs[64] = "", whargs[64] = "";
  if (geoms)
    snprintf (ggargs, sizeof ggargs, "  volatile int32_t ggr = %d;\n", gg_hv);
  if (wholes)
    snprintf (whargs, sizeof whargs, "  volatile int32_t whr = %d;\n", wh_hv);
  char rtargs2[64] = "";
  if (rtts)
    snprintf (rtargs2, sizeof rtargs2, "  volatile int32_t rtt = %d;\n",
              rt_hv);
  snprintf (launch, sizeof launch,
            "%s%s%s%s%s%s%s%s%s  ASCSIM_LAUNCH (2, k (x, y%s%s%s%s%s%s%s%s%s));\n",
            cube ? "  float *z = (float *) ascsim_gm_alloc (2 * GM_FLOATS\n"
            "                                       * sizeof (float));\n"
            "  for (size_t i = 0; i < 2 * GM_FLOATS; i++)\n"
            "    z[i] = 0.0f;\n" : "",
            runtime_slot ? "  volatile int32_t sz = 512;\n" : "", rtargs,
            wnargs, dcargs, spargs, ggargs, whargs, rtargs2,
            cube ? ", z" : "",
            runtime_slot ? ", sz" : "", rtrows ? ", cols, tl" : "",
            windows ? ", wrows, wlen" : "", dcounts ? ", dn" : "",
            rsplits ? ", sn" : "", geoms ? ", ggr" : "",
            wholes ? ", whr" : "", rtts ? ", rtt" : "");
  printf ("int\n"
          "main (int argc, char **argv)\n"
          "{\n"
          "  ascsim_init (&argc, argv);\n"
          "  size_t n = 2 * (size_t) GM_HALVES;\n"
          "  half *x = (half *) ascsim_gm_alloc (n * sizeof (half));\n"
          "  half *y = (half *) ascsim_gm_alloc (n * sizeof (half));\n"
          "  for (size_t i = 0; i < n; i++)\n"
          "    {\n"
          "      x[i] = (half) ((float) ((int) (i %% 17) - 8) * 0.125f);\n"
          "      y[i] = (half) ((float) ((int) (i %% 5) - 2) * 0.25f);\n"
          "    }\n"
          "%s"
          "  double sum = 0;\n"
          "  for (size_t i = 0; i < n; i++)\n"
          "    sum += (double) (float) y[i] * (double) (i %% 7 + 1);\n"
          "%s"
          "  printf (\"checksum %%.9g\\n\", sum);\n"
          "  return ascsim_finish ();\n"
          "}\n",
          launch,
          cube ? "  for (size_t i = 0; i < 2 * GM_FLOATS; i++)\n"
          "    sum += (double) z[i] * (double) (i % 5 + 1);\n" : "");
  if (other_unit)
    {
      printf ("/* fuzz-gen: second translation unit */\n"
              "#include <ascsim.h>\n\n");
      helper_def ("fz_ext", 1);
    }
  return 0;
}
