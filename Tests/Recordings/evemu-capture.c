/* Makes an evemu-record file with the real libevemu: the device description is read by evemu_read and written by
 * evemu_write, and the events go through evemu_record (the function evemu-record calls) from a pipe that carries
 * them as the kernel would (struct input_event), because this machine has no /dev/uinput for evemu-device.
 * Usage: evemu-capture DESCRIPTION EVENTS > recording.events   (cc evemu-capture.c -levemu) */
#include <evemu.h>
#include <linux/input.h>
#include <stdio.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: %s DESCRIPTION EVENTS\n", argv[0]); return 2; }
    FILE *description = fopen(argv[1], "r"), *events = fopen(argv[2], "r");
    if (!description || !events) { perror("fopen"); return 1; }
    struct evemu_device *device = evemu_new(NULL);
    if (evemu_read(device, description) <= 0) { fprintf(stderr, "evemu_read refused %s\n", argv[1]); return 1; }
    evemu_write(device, stdout);
    printf("################################\n#      Waiting for events      #\n################################\n");
    int pipeline[2];
    if (pipe(pipeline) != 0) { perror("pipe"); return 1; }
    struct input_event event;
    int count = 0;
    while (evemu_read_event(events, &event) > 0) {
        if (write(pipeline[1], &event, sizeof event) != sizeof event) { perror("write"); return 1; }
        count++;
    }
    fflush(stdout);
    /* The write end stays open: evemu_record stops after 200 ms without an event, as at the end of a capture. */
    evemu_record(stdout, pipeline[0], 200);
    fflush(stdout);
    fprintf(stderr, "%d events\n", count);
    evemu_delete(device);
    return 0;
}
