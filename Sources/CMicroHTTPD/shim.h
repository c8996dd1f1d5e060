#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H

// microhttpd.h expects these system headers to be included first.
#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <stdarg.h>
#include <stdint.h>
#include <microhttpd.h>

// Swift cannot call C variadic functions, so each variadic call we need gets a fixed-arity wrapper.

// Decodes %HH escapes in the path and query arguments in place, as libmicrohttpd's own unescaper
// does, except those of control bytes (NUL and the other C0 controls, DEL), which stay escaped:
// a decoded NUL would end the C string the application reads and silently shorten the path
// (`/v1/sessions/<id>%00junk` read as `/v1/sessions/<id>`). The server refuses a path that still
// holds one. Returns the new length.
static inline int cmhd_hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

static inline size_t cmhd_unescape(void *cls, struct MHD_Connection *connection, char *text) {
    (void)cls; (void)connection;
    char *read = text, *write = text;
    while (*read) {
        if (read[0] == '%' && read[1] && read[2]) {
            int high = cmhd_hex_digit(read[1]), low = cmhd_hex_digit(read[2]);
            int value = high < 0 || low < 0 ? -1 : high * 16 + low;
            if (value >= 0x20 && value != 0x7F) {
                *write++ = (char)value;
                read += 3;
                continue;
            }
        }
        *write++ = *read++;
    }
    *write = 0;
    return (size_t)(write - text);
}

// Starts a daemon. The two-pointer options (completion callback, logger) are spelled out here;
// the plain ones come in `options`, an array terminated by MHD_OPTION_END. `port` only names the
// port in log messages: the address to bind comes as MHD_OPTION_SOCK_ADDR.
static inline struct MHD_Daemon *cmhd_start_daemon(
    unsigned int flags, uint16_t port,
    MHD_AccessHandlerCallback handler, void *handler_cls,
    MHD_RequestCompletedCallback completed, void *completed_cls,
    MHD_LogCallback logger, void *logger_cls,
    MHD_NotifyConnectionCallback notify, void *notify_cls,
    const struct MHD_OptionItem *options) {
    return MHD_start_daemon(flags, port, NULL, NULL, handler, handler_cls,
                            MHD_OPTION_NOTIFY_COMPLETED, completed, completed_cls,
                            MHD_OPTION_NOTIFY_CONNECTION, notify, notify_cls,
                            MHD_OPTION_EXTERNAL_LOGGER, logger, logger_cls,
                            MHD_OPTION_UNESCAPE_CALLBACK, cmhd_unescape, NULL,
                            MHD_OPTION_ARRAY, options,
                            MHD_OPTION_END);
}

// The port the daemon actually bound (useful when it was started on port 0); 0 if unknown.
static inline uint16_t cmhd_bound_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

// The peer address of a connection, or NULL if unknown.
static inline const struct sockaddr *cmhd_client_address(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    return info == NULL ? NULL : info->client_addr;
}

// What the connection-notification callback stored for the connection, or NULL.
static inline void *cmhd_socket_context(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info == NULL ? NULL : info->socket_context;
}

#endif
