#include "CSignalRelay.h"
#include <errno.h>
#include <string.h>
#include <unistd.h>

static int relay_fd = -1;
static uint64_t relay_received = 0;

// Only an atomic or, a write and errno kept: nothing here may take a lock.
static void relay(int number) {
    int saved = errno;
    if (number > 0 && number < 64) __atomic_fetch_or(&relay_received, (uint64_t)1 << number, __ATOMIC_RELEASE);
    int fd = __atomic_load_n(&relay_fd, __ATOMIC_ACQUIRE);
    if (fd >= 0) {
        unsigned char byte = (unsigned char)number;
        ssize_t written = write(fd, &byte, 1);
        (void)written;
    }
    errno = saved;
}

void overlaysim_signal_relay_set_fd(int fd) { __atomic_store_n(&relay_fd, fd, __ATOMIC_RELEASE); }

int overlaysim_signal_relay_install(int number, struct sigaction *previous) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = relay;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    return sigaction(number, &action, previous);
}

uint64_t overlaysim_signal_relay_received(void) { return __atomic_load_n(&relay_received, __ATOMIC_ACQUIRE); }

void overlaysim_signal_relay_clear(int number) {
    if (number > 0 && number < 64) __atomic_fetch_and(&relay_received, ~((uint64_t)1 << number), __ATOMIC_RELEASE);
}
