#include "processtree.h"

#include <cerrno>
#include <cstdint>
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace trainyard::daemon {

namespace {

    // struct linux_dirent64, which glibc does not declare.
    struct DirEntry64 {
        std::uint64_t inode;
        std::int64_t offset;
        unsigned short length;
        unsigned char type;
        char name[1];
    };

    bool parsePid(const char* text, pid_t& pid)
    {
        long value = 0;
        if (*text == '\0')
            return false;
        for (; *text; ++text) {
            if (*text < '0' || *text > '9')
                return false;
            value = value * 10 + (*text - '0');
            if (value > 0x7fffffff)
                return false;
        }
        pid = static_cast<pid_t>(value);
        return pid > 0;
    }

    // "/proc/<pid>/stat" into `path` (at least 32 bytes).
    void statPath(pid_t pid, char* path)
    {
        char digits[16];
        int n = 0;
        for (long v = pid; v > 0; v /= 10)
            digits[n++] = static_cast<char>('0' + v % 10);
        const char prefix[] = "/proc/";
        int at = 0;
        for (const char* p = prefix; *p; ++p)
            path[at++] = *p;
        while (n > 0)
            path[at++] = digits[--n];
        const char suffix[] = "/stat";
        for (const char* p = suffix; *p; ++p)
            path[at++] = *p;
        path[at] = '\0';
    }

    // Parent and group of a live process from its stat line, "pid (comm) S ppid pgrp …". The command
    // name may hold ')' and spaces, so the fields are counted from the last ')'; it is at most 15
    // bytes, so the first 256 bytes of the line hold everything read here.
    bool readEntry(pid_t pid, ProcessEntry& entry)
    {
        char path[32];
        statPath(pid, path);
        const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0)
            return false;
        char line[256];
        ssize_t n;
        do {
            n = ::read(fd, line, sizeof line - 1);
        } while (n < 0 && errno == EINTR);
        ::close(fd);
        if (n <= 0)
            return false;
        line[n] = '\0';
        const char* close = nullptr;
        for (const char* p = line; *p; ++p) {
            if (*p == ')')
                close = p;
        }
        if (!close || close[1] != ' ' || close[2] == '\0')
            return false;
        const char state = close[2];
        if (state == 'Z' || state == 'X' || state == 'x')
            return false; // a zombie is gone already; only its parent's wait is missing
        const char* p = close + 3;
        long fields[2] = { 0, 0 };
        for (long& field : fields) {
            while (*p == ' ')
                ++p;
            bool negative = false;
            if (*p == '-') {
                negative = true;
                ++p;
            }
            if (*p < '0' || *p > '9')
                return false;
            for (; *p >= '0' && *p <= '9'; ++p)
                field = field * 10 + (*p - '0');
            if (negative)
                field = -field;
        }
        entry = { pid, static_cast<pid_t>(fields[0]), static_cast<pid_t>(fields[1]) };
        return true;
    }

} // namespace

std::size_t readProcessTable(ProcessEntry* table, std::size_t capacity)
{
    const int dir = ::open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir < 0)
        return 0;
    std::size_t count = 0;
    alignas(8) char buffer[8192];
    for (;;) {
        const long n = ::syscall(SYS_getdents64, dir, buffer, sizeof buffer);
        if (n <= 0)
            break;
        for (long offset = 0; offset < n;) {
            const auto* entry = reinterpret_cast<const DirEntry64*>(buffer + offset);
            offset += entry->length;
            pid_t pid = 0;
            if (count < capacity && parsePid(entry->name, pid) && readEntry(pid, table[count]))
                ++count;
        }
    }
    ::close(dir);
    return count;
}

std::size_t moveDescendantsFirst(pid_t root, ProcessEntry* table, std::size_t count)
{
    // table[0, found) are descendants; a pass moves every process whose parent is root or one of them,
    // until a pass finds none (a chain of depth d takes d passes).
    std::size_t found = 0;
    for (bool grew = true; grew;) {
        grew = false;
        for (std::size_t i = found; i < count; ++i) {
            bool child = table[i].parent == root;
            for (std::size_t j = 0; j < found && !child; ++j)
                child = table[i].parent == table[j].pid;
            if (!child)
                continue;
            const ProcessEntry moved = table[i];
            table[i] = table[found];
            table[found++] = moved;
            grew = true;
        }
    }
    return found;
}

} // namespace trainyard::daemon
