#ifndef CFILESTATUS_SHIM_H
#define CFILESTATUS_SHIM_H

#include <sys/stat.h>
#include <unistd.h>
#ifdef __linux__
#include <errno.h>
#include <linux/stat.h>
#include <sys/syscall.h>
#endif

// How many names the open file `descriptor` has (0: it was unlinked), or -1 with errno set.
//
// A journal checks this before every append. fstat answers it too, but asks for the file's
// times as well: since Linux 6.13 a file whose change time was read gets a fine-grained time on
// its next write, so every append then dirtied the inode through ext4's journal (1.75 us per
// append against 0.73 without the check, 1.07 with this one). statx asked for the link count
// alone leaves the times coarse. Swift's Glibc module does not declare statx (it needs
// _GNU_SOURCE), hence the system call by number; fstat where there is no statx.
static inline long cfs_link_count(int descriptor) {
#if defined(__linux__) && defined(SYS_statx)
    struct statx status;
    if (syscall(SYS_statx, descriptor, "", 0x1000 /* AT_EMPTY_PATH */, STATX_NLINK, &status) == 0) {
        return (long)status.stx_nlink;
    }
    if (errno != ENOSYS && errno != EPERM) return -1;
#endif
    struct stat fallback;
    if (fstat(descriptor, &fallback) != 0) return -1;
    return (long)fallback.st_nlink;
}

#endif
