FUNCTION                                 
 => openat                                
 <= openat                                
 => openat                                
 <= openat                                
 => openat                                
 <= openat                                

-- @@stderr --
dtrace: script 'test/runtime/syscall/tst.flowindent.d' matched 2 probes
