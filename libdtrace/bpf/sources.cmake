set(BPF_SOURCES assemble.cpp)
