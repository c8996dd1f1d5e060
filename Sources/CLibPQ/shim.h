#ifndef CLIBPQ_SHIM_H
#define CLIBPQ_SHIM_H

// Debian's libpq-dev puts the header under postgresql/; its pkg-config file names that folder.
#include <libpq-fe.h>

#endif
