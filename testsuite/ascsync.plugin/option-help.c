/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-help" } */
/* help prints every option with its values and default, and the
   compilation goes on.  The one pattern consumes the whole text, so a
   missing or reordered option (or any extra output) fails.  */
int x;
/* { dg-message "sync: automatic set_flag/wait_flag/pipe_barrier insertion.*Usage: gcc -O2 -fplugin=ascsync.so.*flags=N +event ids per pipe pair, N = 1 to 8 .4, the 910A count.*target=T +target machine; T = 910a .910a.*reserve=LIST.*S, V, M, MTE1, MTE2, MTE3.*mode=M +M = keep.*strip.*off.*.keep.*emit=E +E = runs.*asc_sync_run.*calls.*asc_set_flag, asc_wait_flag or asc_pipe_barrier.*per instruction .runs.*dump.=STAGES. .*all .the default. or a comma separated.*ops .*deps.*virtual.*redundancy.*alloc.*plan .*GCC ends it with the function after the pass.*no dump.*summary .*off.*verify=V .*V = 1 .on., 0 .off., note.*perturb.*.1.*help +print this help" "" { target *-*-* } 0 } */
