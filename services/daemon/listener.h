#pragma once

#include <QHostAddress>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <sys/types.h>

class QSocketNotifier;
class QTimer;

namespace trainyard::daemon {

// A listening socket the daemon owns, on a Unix path or a TCP address: it accepts with accept4() when
// its QSocketNotifier says a client waits, and hands each new descriptor on. It exists because Qt's
// servers fail badly when descriptors run out: QLocalServer closes itself on an accept() error and
// deletes its socket file (the console is locked out for good), QTcpServer's notifier keeps firing (a
// busy loop). A Listener never closes before it is destroyed. When accept() fails with EMFILE or
// ENFILE it asks its owner to free descriptors (shed connections) and tries again; when none can be
// freed it refuses the waiting client with a descriptor kept in reserve for that (close the reserve,
// accept, close, open the reserve again), and if even that fails it stops accepting for a moment.
class Listener : public QObject {
    Q_OBJECT

public:
    using Accepted = std::function<void(int descriptor)>; // takes ownership of the descriptor
    using Exhausted = std::function<bool()>; // frees descriptors; returns whether it freed any

    // A Unix socket, mode 0600 from the start; nullptr and `error` when it cannot listen.
    static std::unique_ptr<Listener> listenUnix(const QString& path, QString* error);
    // A TCP socket (port 0: any free port); nullptr and `error` when it cannot listen.
    static std::unique_ptr<Listener> listenTcp(const QHostAddress& address, quint16 port, QString* error);
    // Closes the socket and, for a Unix socket, removes its file if it is still this socket's.
    ~Listener() override;

    void setAccepted(Accepted accepted) { m_accepted = std::move(accepted); }
    void setExhausted(Exhausted exhausted) { m_exhausted = std::move(exhausted); }
    quint16 port() const { return m_port; }
    QString path() const { return m_path; }

private:
    Listener(int descriptor, QString path, quint16 port);
    void acceptPending();
    enum class Refusal { Refused, NoneWaiting, Failed };
    Refusal refuseWithReserve();
    void pause();

    int m_fd;
    int m_reserve = -1;
    QString m_path;
    quint16 m_port;
    dev_t m_fileDevice = 0; // the Unix socket file, so that the destructor removes only its own
    ino_t m_fileInode = 0;
    QSocketNotifier* m_notifier;
    QTimer* m_resume;
    Accepted m_accepted;
    Exhausted m_exhausted;
};

} // namespace trainyard::daemon
