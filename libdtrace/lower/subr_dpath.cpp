// d_path(&f->f_path): the path name of a struct path, as the kernel's
// d_path() writes it.  The bpf_d_path helper is refused in tracepoint,
// kprobe and uprobe programs, so the dentry chain is walked here, bounded:
//
//   1. Up from the dentry: each dentry is pushed on a stack until the root
//      of its mount, where the walk crosses to the mount point in the
//      parent mount; it ends at the task's root directory (a chroot shows
//      as "/"), or at a mount without a parent.
//   2. Down the stack: "/" and each name, into a strsize buffer.
//
// Dentries of pseudo file systems (pipes, sockets, anonymous inodes) have
// no path: the kernel names them through d_op->d_dname, which is called
// here by its file system's magic number instead: "pipe:[INO]",
// "socket:[INO]", "anon_inode:NAME".  A file that has been unlinked ends
// in " (deleted)".  A path deeper than kMaxDepth components, or longer than
// strsize, keeps its last components and its first characters.
//
// The walk's state lives in mstate slots rather than registers, so the
// verifier sees the same state at every turn of the loop (see
// strings_search.cpp).
#include <linux/bpf.h>

#include <cstring>

#include "lower/clause.h"

namespace dtrace::lower {

using ast::Expr;
using ir::AluOp;
using ir::Cond;
using ir::Reg;

namespace {
constexpr int64_t kMaxDepth = 48;     // dentries on the stack
constexpr int64_t kMaxSteps = 64;     // dentries and mount crossings walked
constexpr int16_t kDentry = 0, kMnt = 8, kDepth = 16, kPos = 24, kRootD = 32, kRootM = 40;
constexpr int64_t kPipefsMagic = 0x50495045, kSockfsMagic = 0x534F434B,
                  kAnonInodeMagic = 0x09041934;
// Below this strsize, pseudo files are walked like others (their names
// would not fit).
constexpr uint32_t kMinNamedStrsize = 40;
}  // namespace

ir::Reg ClauseLowerer::subr_d_path(const Expr& call) {
  uint32_t strsize = lw_.settings_.strsize;
  auto off = [&](const char* key) { return kernel_offset(key); };
  Reg path = expr(*call.args[0]);
  uint32_t nonnull = b_.new_label();
  b_.jump_if(Cond::Ne, path, 0, nonnull);
  fault(ir::Fault::BadAddr, nonnull, path);
  b_.label(nonnull);

  int16_t slots = temp(48), stack = temp(kMaxDepth * 8);
  // the output, with room past its end for a read that starts near it
  int16_t out = temp(2 * strsize);
  b_.store_imm(1, ms_, out, 0);
  Reg d = b_.vreg(), m = b_.vreg(), t = b_.vreg(), i = b_.vreg();
  b_.mov(d, kernel_read(path, off("path.dentry"), 8));
  b_.mov(m, kernel_read(path, off("path.mnt"), 8));
  b_.store(8, ms_, static_cast<int16_t>(slots + kDentry), d);
  b_.store(8, ms_, static_cast<int16_t>(slots + kMnt), m);
  b_.store_imm(8, ms_, static_cast<int16_t>(slots + kDepth), 0);
  b_.store_imm(8, ms_, static_cast<int16_t>(slots + kPos), 0);
  Reg task = current_task();
  Reg fs = kernel_read(task, off("task_struct.fs"), 8);
  uint32_t root = off("fs_struct.root");
  b_.mov(t, kernel_read(fs, root + off("path.dentry"), 8));
  b_.store(8, ms_, static_cast<int16_t>(slots + kRootD), t);
  b_.mov(t, kernel_read(fs, root + off("path.mnt"), 8));
  b_.store(8, ms_, static_cast<int16_t>(slots + kRootM), t);

  uint32_t walk = b_.new_label(), named = b_.new_label(), finish = b_.new_label();
  // A pseudo file system's dentry: named by its file system.
  Reg sb = kernel_read(d, off("dentry.d_sb"), 8);
  Reg magic = kernel_read(sb, off("super_block.s_magic"), 8);
  uint32_t pipe = b_.new_label(), sock = b_.new_label(), anon = b_.new_label();
  if (strsize >= kMinNamedStrsize) {
    b_.jump_if(Cond::Eq, magic, kPipefsMagic, pipe);
    b_.jump_if(Cond::Eq, magic, kSockfsMagic, sock);
    b_.jump_if(Cond::Eq, magic, kAnonInodeMagic, anon);
  }
  b_.jump(walk);
  auto put_text = [&](const std::string& s) {
    for (size_t k = 0; k < s.size(); ++k)
      b_.store_imm(1, ms_, static_cast<int16_t>(out + k), s[k]);
  };
  for (auto [label, prefix] : {std::pair{pipe, "pipe:["}, std::pair{sock, "socket:["}}) {
    b_.label(label);
    put_text(prefix);
    Reg inode = kernel_read(d, off("dentry.d_inode"), 8);
    b_.mov(t, kernel_read(inode, off("inode.i_ino"), 8));
    // The inode number's digits, backwards from the end of the output's
    // pad, then "]" and a NUL; then all of it copied after the prefix.
    int64_t end = 2 * strsize - 2;
    b_.store_imm(1, ms_, static_cast<int16_t>(out + end), ']');
    b_.store_imm(1, ms_, static_cast<int16_t>(out + end + 1), 0);
    Reg pos = b_.vreg(), c = b_.vreg();
    b_.mov(pos, end);
    uint32_t digit = b_.new_label(), digits_done = b_.new_label();
    b_.label(digit);
    b_.alu(AluOp::Sub, pos, 1);
    b_.mov(c, t);
    b_.alu(AluOp::Mod, c, 10);
    b_.alu(AluOp::Add, c, '0');
    b_.store(1, byte_ptr(out, pos), 0, c);
    b_.alu(AluOp::Div, t, 10);
    b_.jump_if(Cond::Eq, t, 0, digits_done);
    b_.jump_if(Cond::Sgt, pos, end - 20, digit);
    b_.label(digits_done);
    Reg n = b_.vreg();
    b_.mov(n, end + 2);
    b_.alu(AluOp::Sub, n, pos);  // the digits, "]" and the NUL
    b_.mov(ir::R1, ms_);
    b_.alu(AluOp::Add, ir::R1, static_cast<int64_t>(out + std::strlen(prefix)));
    b_.mov(ir::R2, n);
    b_.mov(ir::R3, byte_ptr(out, pos));
    b_.call(BPF_FUNC_probe_read_kernel_str, 3);
    emit_forget_loop_state({pos, c, n});
    b_.jump(named);
  }
  b_.label(anon);
  put_text("anon_inode:");
  Reg anon_name = kernel_read(d, off("dentry.d_name") + off("qstr.name"), 8);
  b_.mov(ir::R1, ms_);
  b_.alu(AluOp::Add, ir::R1, static_cast<int64_t>(out + 11));
  b_.mov(ir::R2, static_cast<int64_t>(strsize - 11));
  b_.mov(ir::R3, anon_name);
  b_.call(BPF_FUNC_probe_read_kernel_str, 3);
  b_.jump(named);

  // 1. Up from the dentry to the root, pushing dentries.
  b_.label(walk);
  uint32_t loop = b_.new_label(), up = b_.new_label(), push = b_.new_label(),
           walked = b_.new_label();
  b_.mov(i, 0);
  b_.label(loop);
  b_.jump_if(Cond::Ge, i, kMaxSteps, walked);
  b_.load(8, d, ms_, static_cast<int16_t>(slots + kDentry));
  b_.load(8, m, ms_, static_cast<int16_t>(slots + kMnt));
  b_.jump_if(Cond::Eq, d, 0, walked);
  uint32_t not_root = b_.new_label();
  b_.load(8, t, ms_, static_cast<int16_t>(slots + kRootD));
  b_.jump_if(Cond::Ne, d, t, not_root);
  b_.load(8, t, ms_, static_cast<int16_t>(slots + kRootM));
  b_.jump_if(Cond::Eq, m, t, walked);  // the task's root directory
  b_.label(not_root);
  Reg parent = kernel_read(d, off("dentry.d_parent"), 8);
  b_.jump_if(Cond::Eq, d, parent, up);  // the root of its file system
  b_.mov(t, kernel_read(m, off("vfsmount.mnt_root"), 8));
  b_.jump_if(Cond::Ne, d, t, push);
  // The root of its mount: on to the mount point, in the parent mount.
  b_.label(up);
  Reg mount = b_.vreg();
  b_.mov(mount, m);
  b_.alu(AluOp::Sub, mount, static_cast<int64_t>(off("mount.mnt")));
  b_.mov(t, kernel_read(mount, off("mount.mnt_parent"), 8));
  b_.jump_if(Cond::Eq, t, mount, walked);  // no parent: the top of the tree
  b_.alu(AluOp::Add, t, static_cast<int64_t>(off("mount.mnt")));
  b_.store(8, ms_, static_cast<int16_t>(slots + kMnt), t);
  b_.mov(t, kernel_read(mount, off("mount.mnt_mountpoint"), 8));
  b_.store(8, ms_, static_cast<int16_t>(slots + kDentry), t);
  uint32_t next = b_.new_label();
  b_.jump(next);
  b_.label(push);
  b_.load(8, t, ms_, static_cast<int16_t>(slots + kDepth));
  b_.jump_if(Cond::Ge, t, kMaxDepth, walked);
  Reg at = b_.vreg();
  b_.mov(at, t);
  b_.alu(AluOp::Mul, at, 8);
  b_.store(8, byte_ptr(stack, at), 0, d);
  b_.alu(AluOp::Add, t, 1);
  b_.store(8, ms_, static_cast<int16_t>(slots + kDepth), t);
  b_.store(8, ms_, static_cast<int16_t>(slots + kDentry), parent);
  b_.label(next);
  b_.alu(AluOp::Add, i, 1);
  b_.jump(loop);
  b_.label(walked);
  emit_forget_loop_state({i, d, m, t, parent, mount, at});

  // 2. Down the stack: "/name" for each dentry; "/" alone for the root.
  uint32_t down = b_.new_label(), written = b_.new_label(), some = b_.new_label();
  Reg depth = b_.vreg(), pos = b_.vreg(), n = b_.vreg();
  b_.load(8, depth, ms_, static_cast<int16_t>(slots + kDepth));
  b_.jump_if(Cond::Ne, depth, 0, some);
  b_.store_imm(1, ms_, out, '/');
  b_.store_imm(1, ms_, static_cast<int16_t>(out + 1), 0);
  b_.store_imm(8, ms_, static_cast<int16_t>(slots + kPos), 1);
  b_.jump(written);
  b_.label(some);
  b_.mov(i, 0);  // the verifier's bound: the depth is read from memory
  b_.label(down);
  b_.jump_if(Cond::Ge, i, kMaxDepth, written);
  b_.alu(AluOp::Add, i, 1);
  b_.load(8, depth, ms_, static_cast<int16_t>(slots + kDepth));
  b_.jump_if(Cond::Sle, depth, 0, written);
  b_.jump_if(Cond::Sgt, depth, kMaxDepth, written);
  b_.load(8, pos, ms_, static_cast<int16_t>(slots + kPos));
  b_.jump_if(Cond::Sge, pos, static_cast<int64_t>(strsize - 1), written);
  b_.jump_if(Cond::Slt, pos, 0, written);
  b_.store_imm(1, byte_ptr(out, pos), 0, '/');
  b_.alu(AluOp::Add, pos, 1);
  b_.alu(AluOp::Sub, depth, 1);
  b_.store(8, ms_, static_cast<int16_t>(slots + kDepth), depth);
  b_.alu(AluOp::Mul, depth, 8);
  b_.load(8, d, byte_ptr(stack, depth), 0);
  b_.mov(n, static_cast<int64_t>(strsize));
  b_.alu(AluOp::Sub, n, pos);  // room left, the NUL included
  Reg name = kernel_read(d, off("dentry.d_name") + off("qstr.name"), 8);
  b_.mov(ir::R1, byte_ptr(out, pos));
  b_.mov(ir::R2, n);
  b_.mov(ir::R3, name);
  b_.call(BPF_FUNC_probe_read_kernel_str, 3);
  b_.mov(n, ir::R0);
  uint32_t read_ok = b_.new_label();
  b_.jump_if(Cond::Sgt, n, 0, read_ok);
  b_.mov(n, 1);
  b_.label(read_ok);
  b_.alu(AluOp::Add, pos, n);
  b_.alu(AluOp::Sub, pos, 1);
  b_.store(8, ms_, static_cast<int16_t>(slots + kPos), pos);
  b_.jump(down);
  b_.label(written);
  emit_forget_loop_state({i, depth, pos, n, d, name});

  // An unlinked file: unhashed, and not the root of its file system.
  Reg leaf = b_.vreg();
  b_.mov(leaf, kernel_read(path, off("path.dentry"), 8));
  b_.mov(t, kernel_read(leaf, off("dentry.d_hash") + off("hlist_bl_node.pprev"), 8));
  b_.jump_if(Cond::Ne, t, 0, named);
  b_.mov(t, kernel_read(leaf, off("dentry.d_parent"), 8));
  b_.jump_if(Cond::Eq, t, leaf, named);
  {
    static constexpr char kDeleted[] = " (deleted)";
    b_.load(8, pos, ms_, static_cast<int16_t>(slots + kPos));
    b_.jump_if(Cond::Sgt, pos, static_cast<int64_t>(strsize - sizeof kDeleted), named);
    b_.jump_if(Cond::Slt, pos, 0, named);
    Reg p = byte_ptr(out, pos);
    for (size_t k = 0; k < sizeof kDeleted; ++k)
      b_.store_imm(1, p, static_cast<int16_t>(k), kDeleted[k]);
  }
  b_.label(named);
  b_.label(finish);
  emit_forget_loop_state({leaf, t});
  Reg result = b_.vreg();
  b_.mov(result, ms_);
  b_.alu(AluOp::Add, result, out);
  return result;
}

}  // namespace dtrace::lower
