52 21 24
probes clause 1

