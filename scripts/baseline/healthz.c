/*
 * The C baseline for scripts/bench-http.sh: a bare libmicrohttpd daemon answering GET /healthz
 * with the same bytes as the service (200, "Content-Type: application/json; charset=utf-8",
 * body {"status":"ok"}\n; libmicrohttpd adds Date and Content-Length) and everything else 404.
 *
 * It mirrors Sources/HTTPServer (HTTPServerConfiguration+Daemon.swift, Callbacks.swift,
 * HTTPResponse+Queue.swift, CMicroHTTPD/shim.h) in its default threadPool mode:
 *   flags   MHD_USE_AUTO_INTERNAL_THREAD | MHD_USE_ERROR_LOG (AUTO = epoll for polling threads)
 *   options SOCK_ADDR (IPv4 host), CONNECTION_TIMEOUT 30, CONNECTION_LIMIT 1024,
 *           PER_IP_CONNECTION_LIMIT 256, THREAD_POOL_SIZE (the service's http.threadPoolSize, which
 *           the scripts pass), NOTIFY_COMPLETED, EXTERNAL_LOGGER
 *   handler a per-request context allocated on the first call (headers), the answer queued on
 *           the second call, the context freed in the completion callback; the response body
 *           copied (MHD_RESPMEM_MUST_COPY), the header added, then the response destroyed.
 * The service does more per request (routing, JSON encoding, header and query collection,
 * Swift allocations); the difference is what bench-http.sh measures.
 *
 * Its connection memory is libmicrohttpd's default (32 KiB) unless given: the service sets
 * 16 KiB (http.connectionMemoryBytes), and bench-http.sh also measures a baseline with that.
 *
 * build: cc -O2 -o healthz scripts/baseline/healthz.c $(pkg-config --cflags --libs libmicrohttpd)
 * usage: healthz [port [host [threadPoolSize [connectionMemoryBytes]]]]   (port 0, the default,
 *        picks a free one; host 127.0.0.1; pool size 2 unless given; memory 0: libmicrohttpd's default).
 *        Prints "listening on http://HOST:PORT" and serves until SIGINT or SIGTERM.
 */
#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <microhttpd.h>

#if MHD_VERSION < 0x00097002
typedef int MHD_RESULT;
#else
typedef enum MHD_Result MHD_RESULT;
#endif

static const char healthBody[] = "{\"status\":\"ok\"}\n";
static const char notFoundBody[] =
    "{\"type\":\"about:blank\",\"title\":\"Not Found\",\"status\":404,\"detail\":\"no route\"}";

struct request { size_t bodyBytes; };

static MHD_RESULT answer(struct MHD_Connection *connection, unsigned int status, const char *type,
                         const char *body, size_t length) {
    struct MHD_Response *response =
        MHD_create_response_from_buffer(length, (void *)body, MHD_RESPMEM_MUST_COPY);
    if (response == NULL) return MHD_NO;
    MHD_add_response_header(response, "Content-Type", type);
    /* The headers the service sends on every answer (PlaygroundService.apiHeaders). */
    MHD_add_response_header(response, "X-Content-Type-Options", "nosniff");
    MHD_add_response_header(response, "Referrer-Policy", "no-referrer");
    MHD_add_response_header(response, "Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
    MHD_RESULT result = MHD_queue_response(connection, status, response);
    MHD_destroy_response(response);
    return result;
}

static MHD_RESULT handler(void *cls, struct MHD_Connection *connection, const char *url,
                          const char *method, const char *version, const char *uploadData,
                          size_t *uploadDataSize, void **requestContext) {
    (void)cls; (void)version; (void)uploadData;
    if (*requestContext == NULL) {  /* first call: headers only, like the service */
        struct request *request = calloc(1, sizeof *request);
        if (request == NULL) return MHD_NO;
        *requestContext = request;
        return MHD_YES;
    }
    if (*uploadDataSize > 0) {  /* a body chunk: counted and dropped */
        ((struct request *)*requestContext)->bodyBytes += *uploadDataSize;
        *uploadDataSize = 0;
        return MHD_YES;
    }
    if (strcmp(method, "GET") == 0 && strcmp(url, "/healthz") == 0) {
        return answer(connection, MHD_HTTP_OK, "application/json; charset=utf-8", healthBody,
                      sizeof healthBody - 1);
    }
    return answer(connection, MHD_HTTP_NOT_FOUND, "application/problem+json", notFoundBody,
                  sizeof notFoundBody - 1);
}

static void completed(void *cls, struct MHD_Connection *connection, void **requestContext,
                      enum MHD_RequestTerminationCode termination) {
    (void)cls; (void)connection; (void)termination;
    free(*requestContext);
    *requestContext = NULL;
}

/* Like the service, keep libmicrohttpd's last message and print it only if the start fails. */
static char lastLogMessage[512];
static void logger(void *cls, const char *format, va_list arguments) {
    (void)cls;
    vsnprintf(lastLogMessage, sizeof lastLogMessage, format, arguments);
}

static volatile sig_atomic_t stopping = 0;
static void onSignal(int signal) { (void)signal; stopping = 1; }

int main(int argc, char **argv) {
    int port = argc > 1 ? atoi(argv[1]) : 0;
    const char *host = argc > 2 ? argv[2] : "127.0.0.1";
    unsigned int poolSize = argc > 3 ? (unsigned int)atoi(argv[3]) : 2;
    int memory = argc > 4 ? atoi(argv[4]) : 0;
    if (port < 0 || port > 65535) { fprintf(stderr, "bad port %s\n", argv[1]); return 2; }

    struct sockaddr_in address;
    memset(&address, 0, sizeof address);
    address.sin_family = AF_INET;
    address.sin_port = htons((uint16_t)port);
    if (inet_pton(AF_INET, host, &address.sin_addr) != 1) {
        fprintf(stderr, "host \"%s\" is not an IPv4 address\n", host);
        return 2;
    }
    if (MHD_is_feature_supported(MHD_FEATURE_AUTOSUPPRESS_SIGPIPE) != MHD_YES) signal(SIGPIPE, SIG_IGN);

    struct MHD_OptionItem options[] = {
        { MHD_OPTION_SOCK_ADDR, 0, &address },
        { MHD_OPTION_CONNECTION_TIMEOUT, 30, NULL },
        { MHD_OPTION_CONNECTION_LIMIT, 1024, NULL },
        { MHD_OPTION_PER_IP_CONNECTION_LIMIT, 256, NULL },
        { MHD_OPTION_THREAD_POOL_SIZE, (intptr_t)poolSize, NULL },
        /* Replaced by END when no memory is given: libmicrohttpd's default applies. */
        { memory > 0 ? MHD_OPTION_CONNECTION_MEMORY_LIMIT : MHD_OPTION_END, (intptr_t)memory, NULL },
        { MHD_OPTION_END, 0, NULL },
    };
    struct MHD_Daemon *daemon = MHD_start_daemon(
        MHD_USE_AUTO_INTERNAL_THREAD | MHD_USE_ERROR_LOG, (uint16_t)port, NULL, NULL,
        handler, NULL,
        MHD_OPTION_NOTIFY_COMPLETED, completed, NULL,
        MHD_OPTION_EXTERNAL_LOGGER, logger, NULL,
        MHD_OPTION_ARRAY, options,
        MHD_OPTION_END);
    if (daemon == NULL) {
        fprintf(stderr, "cannot serve on %s:%d: %s\n", host, port,
                lastLogMessage[0] ? lastLogMessage : "libmicrohttpd refused to start");
        return 1;
    }
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    printf("listening on http://%s:%u\n", host, info == NULL ? 0u : (unsigned int)info->port);
    fflush(stdout);

    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = onSignal;
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    while (!stopping) pause();
    MHD_stop_daemon(daemon);
    return 0;
}
