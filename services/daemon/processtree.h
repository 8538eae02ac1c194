#pragma once

#include <cstddef>
#include <sys/types.h>

namespace trainyard::daemon {

// One live process as /proc/<pid>/stat shows it. Trivial, so that a table of them costs nothing to make.
struct ProcessEntry {
    pid_t pid;
    pid_t parent;
    pid_t group;
};

// The processes of a replica are its supervisor's descendants, wherever their process group or session
// (a trainer's child may call setsid() or double-fork): the supervisor is their subreaper, so an orphan
// is re-parented to it rather than to init, and "descendant of the supervisor" stays true for every
// process the replica started. These functions find them by the parent links in /proc.
//
// Every function here is async-signal-safe (raw syscalls, no allocation): the supervisor, a fork of the
// multi-threaded daemon that never execs, uses them as well as the daemon.

// Fills `table` with every live (not zombie) process, at most `capacity`; returns how many.
std::size_t readProcessTable(ProcessEntry* table, std::size_t capacity);

// Reorders `table` (`count` entries from readProcessTable) so that root's live descendants come first,
// and returns how many there are. Root itself is not one of them.
std::size_t moveDescendantsFirst(pid_t root, ProcessEntry* table, std::size_t count);

} // namespace trainyard::daemon
