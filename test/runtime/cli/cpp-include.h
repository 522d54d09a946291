/* included by tst.cpp.d */
#define FROM_HEADER 7
