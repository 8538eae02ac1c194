#include "runtimepaths.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

namespace trainyard::daemon {

namespace {

    std::string modeText(mode_t mode)
    {
        char text[8];
        std::snprintf(text, sizeof text, "%04o", static_cast<unsigned>(mode & 07777));
        return text;
    }

    std::string uidText(uid_t uid)
    {
        return std::to_string(uid);
    }

    std::string withoutTrailingSlash(std::string path)
    {
        while (path.size() > 1 && path.back() == '/')
            path.pop_back();
        return path;
    }

    // mkdir -p, each folder it makes 0700 whatever the umask. A folder that appears meanwhile (made by
    // someone else) is left to the caller's checks, as any existing one.
    bool createFolders(const std::string& dir, std::string& error)
    {
        struct stat st { };
        if (::stat(dir.c_str(), &st) == 0)
            return true;
        if (errno != ENOENT) {
            error = "cannot check " + dir + ": " + std::strerror(errno);
            return false;
        }
        const auto slash = dir.rfind('/');
        if (slash != std::string::npos && slash > 0 && !createFolders(dir.substr(0, slash), error))
            return false;
        if (::mkdir(dir.c_str(), 0700) != 0) {
            if (errno == EEXIST)
                return true;
            error = "cannot create " + dir + ": " + std::strerror(errno);
            return false;
        }
        // Ours since this moment, so its mode is ours to set (a umask such as 0277 must not leave it unusable).
        const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (fd >= 0) {
            if (::fstat(fd, &st) == 0 && st.st_uid == ::geteuid())
                (void)::fchmod(fd, 0700);
            ::close(fd);
        }
        return true;
    }

    const char* kindOf(mode_t mode)
    {
        if (S_ISREG(mode))
            return "a file";
        if (S_ISDIR(mode))
            return "a folder";
        if (S_ISLNK(mode))
            return "a symbolic link";
        if (S_ISFIFO(mode))
            return "a pipe";
        return "not a socket";
    }

    // Creates `dir` (0700, with its missing parents) when absent, then reads what is there: a folder,
    // or an error naming `what` and the `flag` to choose another. The owner and mode are the caller's
    // to judge.
    bool folderReady(const std::string& dir, const char* what, const char* flag, struct stat& st, std::string& error)
    {
        if (!createFolders(dir, error))
            return false;
        if (::stat(dir.c_str(), &st) != 0) {
            error = std::string("cannot check ") + what + " " + dir + ": " + std::strerror(errno);
            return false;
        }
        if (!S_ISDIR(st.st_mode)) {
            error = std::string(what) + " " + dir + " is not a folder: use another " + flag;
            return false;
        }
        return true;
    }

} // namespace

bool RuntimePaths::prepareDataDir(const std::string& path, std::string& error)
{
    const std::string dir = withoutTrailingSlash(path);
    struct stat st { };
    if (!folderReady(dir, "the data dir", "--data-dir", st, error))
        return false;
    if (st.st_uid != ::geteuid()) {
        error = "the data dir " + dir + " belongs to uid " + uidText(st.st_uid) + ", not to this user (uid "
            + uidText(::geteuid()) + "), who could change your jobs and their code: use a --data-dir of your own";
        return false;
    }
    if ((st.st_mode & (S_IWGRP | S_IWOTH)) != 0) {
        error = "the data dir " + dir + " can be written by its group or others (mode " + modeText(st.st_mode)
            + "), who could change your jobs, their code and their logs: run chmod go-w " + dir
            + " (trainyardd does not change the mode of a folder it did not create)";
        return false;
    }
    return true;
}

bool RuntimePaths::prepareSocketDir(const std::string& path, std::string& error)
{
    const std::string dir = withoutTrailingSlash(path);
    struct stat st { };
    if (!folderReady(dir, "the socket's folder", "--socket", st, error))
        return false;
    if (st.st_uid != ::geteuid() && st.st_uid != 0) {
        error = "the socket's folder " + dir + " belongs to uid " + uidText(st.st_uid)
            + ", who could replace the daemon's socket with one of theirs: use a --socket in a folder of your own";
        return false;
    }
    // Sticky (like /tmp, 1777): only the socket's owner can remove or rename it there.
    if ((st.st_mode & (S_IWGRP | S_IWOTH)) != 0 && (st.st_mode & S_ISVTX) == 0) {
        error = "the socket's folder " + dir + " can be written by its group or others and is not sticky (mode "
            + modeText(st.st_mode) + "), so they could replace the daemon's socket: run chmod go-w " + dir
            + ", or use a --socket in a folder of your own (trainyardd does not change the mode of a folder it did not "
              "create)";
        return false;
    }
    return true;
}

bool RuntimePaths::clearSocketPath(const std::string& path, std::string& error)
{
    struct stat st { };
    if (::lstat(path.c_str(), &st) != 0) {
        if (errno == ENOENT)
            return true;
        error = "cannot check " + path + ": " + std::strerror(errno);
        return false;
    }
    const std::string refusal
        = ": trainyardd removes only a stale socket of its own there; remove it, or use another --socket";
    if (!S_ISSOCK(st.st_mode)) {
        error = path + " exists and is " + kindOf(st.st_mode) + refusal;
        return false;
    }
    if (st.st_uid != ::geteuid()) {
        error = path + " is a socket of uid " + uidText(st.st_uid) + ", not of this user" + refusal;
        return false;
    }
    sockaddr_un address {};
    address.sun_family = AF_UNIX;
    if (path.size() >= sizeof address.sun_path) {
        error = "the socket path " + path + " is too long (at most " + std::to_string(sizeof address.sun_path - 1)
            + " bytes)";
        return false;
    }
    std::memcpy(address.sun_path, path.c_str(), path.size() + 1);
    const int probe = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (probe < 0) {
        error = std::string("cannot make a socket: ") + std::strerror(errno);
        return false;
    }
    const int connected = ::connect(probe, reinterpret_cast<const sockaddr*>(&address), sizeof address);
    const int connectError = errno;
    ::close(probe);
    if (connected == 0 || connectError == EAGAIN || connectError == EINPROGRESS) {
        error = "another server is listening on " + path + " (another trainyardd?): stop it, or use another --socket";
        return false;
    }
    if (connectError != ECONNREFUSED) {
        error = "cannot tell whether " + path + " is a stale socket (" + std::strerror(connectError)
            + "): remove it if no daemon uses it";
        return false;
    }
    // Nobody answers: a socket left by a daemon that was killed.
    if (::unlink(path.c_str()) != 0 && errno != ENOENT) {
        error = "cannot remove the stale socket " + path + ": " + std::strerror(errno);
        return false;
    }
    return true;
}

bool RuntimePaths::loadOrCreateToken(const std::string& file, std::string& token, std::string& error)
{
    const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
        struct stat st { };
        const bool checked = ::fstat(fd, &st) == 0;
        std::string text;
        if (checked && S_ISREG(st.st_mode) && st.st_uid == ::geteuid() && (st.st_mode & 077) == 0) {
            char buffer[4096];
            ssize_t n;
            while ((n = ::read(fd, buffer, sizeof buffer)) > 0 && text.size() < 65536)
                text.append(buffer, static_cast<std::size_t>(n));
        }
        ::close(fd);
        if (!checked) {
            error = "cannot check the token file " + file + ": " + std::strerror(errno);
            return false;
        }
        if (!S_ISREG(st.st_mode)) {
            error = "the token file " + file + " is not a regular file: use another --token-file";
            return false;
        }
        if (st.st_uid != ::geteuid()) {
            error = "the token file " + file + " belongs to uid " + uidText(st.st_uid) + ", not to this user (uid "
                + uidText(::geteuid()) + "): remove it (trainyardd then makes one), or use a --token-file of your own";
            return false;
        }
        if ((st.st_mode & 077) != 0) {
            error = "the token file " + file + " can be read or written by its group or others (mode "
                + modeText(st.st_mode) + "), who could use the daemon as you: run chmod 600 " + file
                + " (trainyardd does not change the mode of a file it did not create)";
            return false;
        }
        token = text.substr(0, text.find('\n'));
        if (!token.empty() && token.back() == '\r')
            token.pop_back();
        if (token.empty()) {
            error = "the token file " + file
                + " is empty: write a token into it (one line), or remove it and trainyardd makes one";
            return false;
        }
        return true;
    }
    if (errno != ENOENT) {
        error = "cannot read the token file " + file + ": " + std::strerror(errno);
        return false;
    }
    // None yet: 32 random bytes, hex, in a file only the user can read, created here and nowhere else.
    unsigned char bytes[32];
    std::ifstream random("/dev/urandom", std::ios::binary);
    if (!random.read(reinterpret_cast<char*>(bytes), sizeof bytes)) {
        error = "cannot read /dev/urandom for a token";
        return false;
    }
    static const char hex[] = "0123456789abcdef";
    token.clear();
    for (unsigned char b : bytes) {
        token += hex[b >> 4];
        token += hex[b & 15];
    }
    const int out = ::open(file.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (out < 0) {
        error = "cannot create the token file " + file + ": " + std::strerror(errno);
        return false;
    }
    const std::string line = token + "\n";
    const bool written
        = ::write(out, line.data(), line.size()) == static_cast<ssize_t>(line.size()) && ::fsync(out) == 0;
    ::close(out);
    if (!written) {
        ::unlink(file.c_str()); // a partial token would be refused as it is at the next start
        error = "cannot write the token file " + file;
        return false;
    }
    return true;
}

} // namespace trainyard::daemon
