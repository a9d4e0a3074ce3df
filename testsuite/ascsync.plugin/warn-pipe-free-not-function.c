/* { dg-do compile } */
/* { dg-options "-O2" } */
/* The pipe-free mark applies to functions and function types (also
   through a pointer to function); on anything else it is ignored with
   GCC's warning.  */
int counter ASCSYNC_PIPE_FREE; /* { dg-warning ".ascsync_pipe_free. attribute only applies to function types" } */
void (*volatile hook) (int) ASCSYNC_PIPE_FREE;
