{ptr} = *
                                            (struct path) {
                                             .mnt = (struct vfsmount *){ptr},
                                             .dentry = (struct dentry *){ptr},
                                            }
{ptr} = *
                                            (struct qstr) {
                                             (union) {
                                              (struct) {
                                               .len = (unsigned int)1,
                                              },
                                              .hash_len = (unsigned long long)4294967296,
                                             },
                                             .name = (unsigned char *){ptr},
                                            }
{ptr} = *
                                            (unsigned char)47

