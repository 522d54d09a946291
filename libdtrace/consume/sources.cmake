# The consume module's sources other than buffer_reader.cpp (record decoding,
# aggregation snapshots, printf, printers); owned by the consumer engineer.
set(CONSUME_SOURCES printf.cpp trace_print.cpp agg_print.cpp print_type.cpp json_out.cpp)
