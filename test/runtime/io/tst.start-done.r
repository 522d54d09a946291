start write 1 read 1 bytes 1 dev 1 file 1
done write 1 read 1

