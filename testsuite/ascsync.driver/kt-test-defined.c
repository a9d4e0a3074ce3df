/* kt-test-defined.c -- driver.exp: ascsync-cc defines __CCE_KT_TEST__
   (CANN's CPU builds of kernels do), for C as for C++.  */
#ifndef __CCE_KT_TEST__
#error "__CCE_KT_TEST__ is not defined"
#endif
int kt_test_defined;
