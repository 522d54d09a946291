{ptr} = *
                                            (struct path) {
                                             .mnt = (struct vfsmount *){ptr},
                                             .dentry = (struct dentry *){ptr},
                                            }
{ptr} = *
                                            (struct qstr) {
                                             (union) {
                                              (struct) {
                                               .len = (u32)1,
                                              },
                                              .hash_len = (u64)4294967296,
                                             },
                                             .name = (unsigned char *){ptr},
                                            }
{ptr} = *
                                            (unsigned char)47

