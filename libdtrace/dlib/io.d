/*
 * The D library: the I/O model of DTrace's io provider.  bufinfo_t
 * describes one block I/O, devinfo_t the device it goes to and fileinfo_t
 * the file it serves; the translators build them from the Linux block
 * layer's struct bio (the io probes hand every probe a bio, see
 * providers/io.cpp) and from struct file.  The layouts and member names
 * are DTrace's; nothing here reads kernel types until a program uses them.
 */

typedef struct bufinfo {
	int b_flags;		/* B_READ or B_WRITE, B_ASYNC, B_PHYS */
	size_t b_bcount;	/* bytes to transfer */
	caddr_t b_addr;		/* buffer address (not known on Linux: 0) */
	uint64_t b_lblkno;	/* block number on the device (512-byte units) */
	uint64_t b_blkno;	/* the same, expanded */
	size_t b_resid;		/* bytes left over (0) */
	size_t b_bufsize;	/* buffer size: the transfer size */
	caddr_t b_iodone;	/* completion routine (bio->bi_end_io) */
	int b_error;		/* block layer status (blk_status_t) */
	dev_t b_edev;		/* the device (Linux dev_t) */
} bufinfo_t;

inline int B_BUSY = 0x000001;
inline int B_DONE = 0x000002;
inline int B_ERROR = 0x000004;
inline int B_PAGEIO = 0x000010;
inline int B_PHYS = 0x000020;
inline int B_READ = 0x000040;
inline int B_WRITE = 0x000100;
inline int B_ASYNC = 0x000400;

/*
 * bio->bi_opf: the operation in the low 8 bits, odd for writes (WRITE 1,
 * DISCARD 3, ...; include/linux/blk_types.h), flags above.  As the kernel's
 * op_is_sync() has it, reads and writes marked REQ_SYNC, REQ_FUA or
 * REQ_PREFLUSH are synchronous; other writes are B_ASYNC.
 */
inline int REQ_OP_MASK = 0xff;
inline int REQ_SYNC = 1 << 11;
inline int REQ_FUA = 1 << 17;
inline int REQ_PREFLUSH = 1 << 18;

translator bufinfo_t < struct bio *B > {
	b_flags = ((B->bi_opf & 1) ? B_WRITE : B_READ) |
	    ((B->bi_opf & REQ_OP_MASK) == 0 ||
	    (B->bi_opf & (REQ_SYNC | REQ_FUA | REQ_PREFLUSH)) ? 0 : B_ASYNC) |
	    B_PHYS;
	b_bcount = B->bi_iter.bi_size;
	b_addr = 0;
	b_lblkno = B->bi_iter.bi_sector;
	b_blkno = B->bi_iter.bi_sector;
	b_resid = 0;
	b_bufsize = B->bi_iter.bi_size;
	b_iodone = (caddr_t)B->bi_end_io;
	b_error = B->bi_status;
	b_edev = B->bi_bdev ? B->bi_bdev->bd_dev : 0;
};

typedef struct devinfo {
	int dev_major;		/* major number */
	int dev_minor;		/* minor number */
	int dev_instance;	/* instance (0 on Linux) */
	string dev_name;	/* the disk ("vda") */
	string dev_statname;	/* the disk or partition ("vda", "vda1") */
	string dev_pathname;	/* its device node ("/dev/vda1") */
} devinfo_t;

/*
 * A bio without a device (a network file system's) reads as "nfs", as on
 * Oracle DTrace.  The partition's own name is that of its struct device.
 */
translator devinfo_t < struct bio *B > {
	dev_major = B->bi_bdev ? getmajor(B->bi_bdev->bd_dev) : 0;
	dev_minor = B->bi_bdev ? getminor(B->bi_bdev->bd_dev) : 0;
	dev_instance = 0;
	dev_name = B->bi_bdev ? stringof(B->bi_bdev->bd_disk->disk_name) : "nfs";
	dev_statname = B->bi_bdev ?
	    stringof(B->bi_bdev->bd_device.kobj.name) : "nfs";
	dev_pathname = B->bi_bdev ?
	    strjoin("/dev/", stringof(B->bi_bdev->bd_device.kobj.name)) :
	    "<nfs>";
};

typedef struct fileinfo {
	string fi_name;		/* base name of fi_pathname */
	string fi_dirname;	/* directory of fi_pathname */
	string fi_pathname;	/* full path name */
	loff_t fi_offset;	/* offset in the file */
	string fi_fs;		/* file system type */
	string fi_mount;	/* mount point */
	int fi_oflags;		/* open(2) flags */
} fileinfo_t;

/*
 * The io probes cannot know the file of a block I/O: they pass a null
 * struct file *, which reads as "<none>".
 */
translator fileinfo_t < struct file *F > {
	fi_name = F ? stringof(F->f_path.dentry->d_name.name) : "<none>";
	fi_dirname = F ? dirname(d_path(&F->f_path)) : "<none>";
	fi_pathname = F ? d_path(&F->f_path) : "<none>";
	fi_offset = F ? F->f_pos : 0;
	fi_fs = F ? stringof(F->f_path.mnt->mnt_sb->s_type->name) : "<none>";
	fi_mount = F ? "<unknown>" : "<none>";
	fi_oflags = F ? F->f_flags : 0;
};

/*
 * fds[fd]: the fileinfo_t of the current process's open file fd, read from
 * its file table (files_struct's fdtable); an fd that is not open, or out
 * of the table's range, has no file and reads as "<none>".
 */
inline fileinfo_t fds[int fd] = xlate <fileinfo_t> (
	fd >= 0 && fd < curthread->files->fdt->max_fds ?
	curthread->files->fdt->fd[fd] : (struct file *)NULL);

/* open(2) flags (asm-generic/fcntl.h, x86-64), for fi_oflags */
inline int O_ACCMODE = 0003;
inline int O_RDONLY = 00;
inline int O_WRONLY = 01;
inline int O_RDWR = 02;
inline int O_CREAT = 0100;
inline int O_EXCL = 0200;
inline int O_NOCTTY = 0400;
inline int O_TRUNC = 01000;
inline int O_APPEND = 02000;
inline int O_NONBLOCK = 04000;
inline int O_NDELAY = 04000;
inline int O_DSYNC = 010000;
inline int O_ASYNC = 020000;
inline int O_DIRECT = 040000;
inline int O_DIRECTORY = 0200000;
inline int O_NOFOLLOW = 0400000;
inline int O_CLOEXEC = 02000000;
inline int O_SYNC = 04010000;
inline int O_FSYNC = 04010000;
inline int O_RSYNC = 04010000;
