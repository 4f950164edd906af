// The signal handler behind OverlayFiles' SignalWaiter, in C so that it is async-signal-safe by construction: a
// Swift closure may call into the runtime (type metadata, allocation) and deadlock when the signal interrupts malloc.
#ifndef OVERLAYSIM_CSIGNALRELAY_H
#define OVERLAYSIM_CSIGNALRELAY_H
#include <signal.h>
#include <stdint.h>

/// Sets the pipe end the handler writes each signal's number to (a byte, non-blocking).
void overlaysim_signal_relay_set_fd(int fd);
/// Installs the handler for `number` (SA_RESTART), keeping the previous action in `previous`. 0 on success.
int overlaysim_signal_relay_install(int number, struct sigaction *previous);
/// Bit n: signal n has arrived and has not been marked handled.
uint64_t overlaysim_signal_relay_received(void);
/// Marks signal `number` handled.
void overlaysim_signal_relay_clear(int number);
#endif
