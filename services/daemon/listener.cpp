#include "listener.h"

#include <QSocketNotifier>
#include <QTimer>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

namespace trainyard::daemon {

namespace {

    // Accepts per wake-up: then the event loop serves everything else, the other listener included,
    // before this one takes more from a flood. The notifier fires again while clients wait.
    constexpr int acceptsPerWakeup = 64;
    // How long a listener stops accepting when it could neither free a descriptor nor refuse.
    constexpr int pauseMs = 100;

    QString systemError(const char* what)
    {
        return QStringLiteral("%1: %2").arg(QString::fromLatin1(what), QString::fromLocal8Bit(std::strerror(errno)));
    }

    int openReserve()
    {
        return ::open("/dev/null", O_RDONLY | O_CLOEXEC);
    }

} // namespace

std::unique_ptr<Listener> Listener::listenUnix(const QString& path, QString* error)
{
    const QByteArray file = path.toLocal8Bit();
    sockaddr_un address {};
    address.sun_family = AF_UNIX;
    if (static_cast<std::size_t>(file.size()) >= sizeof address.sun_path) {
        *error = QStringLiteral("the socket path is longer than %1 bytes").arg(sizeof address.sun_path - 1);
        return nullptr;
    }
    std::memcpy(address.sun_path, file.constData(), static_cast<std::size_t>(file.size()));
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        *error = systemError("socket");
        return nullptr;
    }
    // Linux gives the socket file the socket's own mode (less the umask) at bind(): 0600 from the
    // first moment, not after a chmod that another user could race.
    ::fchmod(fd, S_IRUSR | S_IWUSR);
    if (::bind(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0 || ::listen(fd, SOMAXCONN) != 0) {
        *error = systemError("bind");
        ::close(fd);
        return nullptr;
    }
    ::chmod(file.constData(), S_IRUSR | S_IWUSR);
    std::unique_ptr<Listener> listener(new Listener(fd, path, 0));
    struct stat info {};
    if (::stat(file.constData(), &info) == 0) {
        listener->m_fileDevice = info.st_dev;
        listener->m_fileInode = info.st_ino;
    }
    return listener;
}

std::unique_ptr<Listener> Listener::listenTcp(const QHostAddress& address, quint16 port, QString* error)
{
    sockaddr_storage storage {};
    socklen_t length = 0;
    bool ok = false;
    if (address.protocol() == QAbstractSocket::IPv4Protocol) {
        auto* in = reinterpret_cast<sockaddr_in*>(&storage);
        in->sin_family = AF_INET;
        in->sin_port = htons(port);
        in->sin_addr.s_addr = htonl(address.toIPv4Address(&ok));
        length = sizeof *in;
    } else if (address.protocol() == QAbstractSocket::IPv6Protocol) {
        auto* in6 = reinterpret_cast<sockaddr_in6*>(&storage);
        in6->sin6_family = AF_INET6;
        in6->sin6_port = htons(port);
        const Q_IPV6ADDR bytes = address.toIPv6Address();
        std::memcpy(&in6->sin6_addr, bytes.c, sizeof bytes.c);
        length = sizeof *in6;
        ok = true;
    }
    if (!ok) {
        *error = QStringLiteral("%1 is not an IPv4 or IPv6 address").arg(address.toString());
        return nullptr;
    }
    const int fd = ::socket(storage.ss_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        *error = systemError("socket");
        return nullptr;
    }
    const int on = 1;
    ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on); // a restarted daemon gets its port back at once
    if (::bind(fd, reinterpret_cast<const sockaddr*>(&storage), length) != 0 || ::listen(fd, SOMAXCONN) != 0) {
        *error = systemError("bind");
        ::close(fd);
        return nullptr;
    }
    sockaddr_storage bound {};
    socklen_t boundLength = sizeof bound;
    ::getsockname(fd, reinterpret_cast<sockaddr*>(&bound), &boundLength);
    const quint16 boundPort = ntohs(bound.ss_family == AF_INET6 ? reinterpret_cast<sockaddr_in6*>(&bound)->sin6_port
                                                                : reinterpret_cast<sockaddr_in*>(&bound)->sin_port);
    return std::unique_ptr<Listener>(new Listener(fd, QString(), boundPort));
}

Listener::Listener(int descriptor, QString path, quint16 port)
    : m_fd(descriptor)
    , m_reserve(openReserve())
    , m_path(std::move(path))
    , m_port(port)
    , m_notifier(new QSocketNotifier(descriptor, QSocketNotifier::Read, this))
    , m_resume(new QTimer(this))
{
    m_resume->setSingleShot(true);
    m_resume->setInterval(pauseMs);
    connect(m_resume, &QTimer::timeout, this, [this] { m_notifier->setEnabled(true); });
    connect(m_notifier, &QSocketNotifier::activated, this, &Listener::acceptPending);
}

Listener::~Listener()
{
    m_notifier->setEnabled(false);
    ::close(m_fd);
    if (m_reserve >= 0)
        ::close(m_reserve);
    if (!m_path.isEmpty()) {
        const QByteArray file = m_path.toLocal8Bit();
        struct stat info {};
        if (::stat(file.constData(), &info) == 0 && info.st_dev == m_fileDevice && info.st_ino == m_fileInode)
            ::unlink(file.constData());
    }
}

void Listener::acceptPending()
{
    bool freed = false;
    for (int i = 0; i < acceptsPerWakeup; ++i) {
        const int fd = ::accept4(m_fd, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (fd >= 0) {
            if (m_accepted)
                m_accepted(fd);
            else
                ::close(fd);
            continue;
        }
        switch (errno) {
        case EAGAIN:
            return; // nobody else waits
        case EINTR:
        case ECONNABORTED:
        case EPROTO:
        case ENETDOWN:
        case ENOPROTOOPT:
        case EHOSTDOWN:
        case ENONET:
        case EHOSTUNREACH:
        case EOPNOTSUPP:
        case ENETUNREACH:
            continue; // that client is gone, or a network error of its own (accept(2)): the next one
        case EMFILE:
        case ENFILE:
        case ENOBUFS:
        case ENOMEM:
            // Out of descriptors (or kernel memory). Shed connections once per wake-up and try again;
            // then refuse the waiting clients one by one; never leave them waiting, the notifier
            // would fire at once again.
            if (!freed && m_exhausted && m_exhausted()) {
                freed = true;
                continue;
            }
            switch (refuseWithReserve()) {
            case Refusal::Refused:
                continue;
            case Refusal::NoneWaiting:
                return;
            case Refusal::Failed:
                pause();
                return;
            }
            return;
        default:
            pause();
            return;
        }
    }
}

Listener::Refusal Listener::refuseWithReserve()
{
    if (m_reserve < 0 && (m_reserve = openReserve()) < 0)
        return Refusal::Failed;
    ::close(m_reserve);
    const int fd = ::accept4(m_fd, nullptr, nullptr, SOCK_CLOEXEC);
    const int acceptError = errno;
    if (fd >= 0)
        ::close(fd);
    m_reserve = openReserve();
    if (fd >= 0)
        return Refusal::Refused;
    return acceptError == EAGAIN ? Refusal::NoneWaiting : Refusal::Failed;
}

void Listener::pause()
{
    m_notifier->setEnabled(false);
    m_resume->start();
}

} // namespace trainyard::daemon
