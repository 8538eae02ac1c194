#include "sshfailure.h"

#include <QCoreApplication>
#include <QStringList>

namespace trainyard::client {

namespace {
    // ssh's stderr as a few lines that say what happened: the box of '@' around a changed host key's
    // warning unwrapped, empty lines dropped; of a long text, its warning and the key's fingerprint
    // (what the user compares with the administrator's), then its last lines.
    QString meaningfulLines(const QString& text)
    {
        QStringList lines;
        for (QString line : text.split(QLatin1Char('\n'))) {
            while (line.startsWith(QLatin1Char('@')) || line.endsWith(QLatin1Char('@')))
                line = line.startsWith(QLatin1Char('@')) ? line.mid(1) : line.chopped(1);
            line = line.trimmed();
            if (!line.isEmpty())
                lines.append(line);
        }
        constexpr qsizetype kept = 6;
        if (lines.size() <= kept)
            return lines.join(QLatin1Char('\n'));
        QStringList out;
        for (const QString& line : lines.first(lines.size() - 4)) {
            if (line.contains(QStringLiteral("WARNING:")) || line.contains(QStringLiteral("fingerprint")))
                out.append(line);
        }
        out.append(lines.last(4));
        return out.join(QLatin1Char('\n'));
    }

    bool has(const QString& text, const char* needle) { return text.contains(QLatin1String(needle), Qt::CaseInsensitive); }
} // namespace

bool SshFailure::retryable() const
{
    switch (kind) {
    case Kind::NameUnknown: // a laptop between networks resolves again later
    case Kind::Unreachable:
    case Kind::Lost:
    case Kind::RemoteCommand:
    case Kind::Other:
        return true;
    case Kind::HostKeyChanged:
    case Kind::HostKeyUnknown:
    case Kind::AuthenticationRefused:
    case Kind::NotStarted:
        break;
    }
    return false;
}

QString SshFailure::message() const
{
    if (sshText.isEmpty())
        return summary;
    return summary + QStringLiteral("\nssh: ") + sshText;
}

SshFailure SshFailure::fromSsh(const QString& stderrText, const QString& host, bool wasOpen)
{
    SshFailure f;
    f.sshText = meaningfulLines(stderrText);
    const QString& t = stderrText;
    if (has(t, "REMOTE HOST IDENTIFICATION HAS CHANGED") || (has(t, "host key for") && has(t, "has changed"))) {
        f.kind = Kind::HostKeyChanged;
        f.summary = tr("The host key of %1 has CHANGED since you last connected. Someone may be intercepting the connection, "
                       "or the host was reinstalled: ask its administrator before you remove the old key from known_hosts. "
                       "Nothing was sent.").arg(host);
    } else if (has(t, "Host key verification failed") || has(t, "No ED25519 host key is known") || has(t, "host key is known for")) {
        f.kind = Kind::HostKeyUnknown;
        f.summary = tr("The host key of %1 is not known: connect once with ssh in a terminal, check the fingerprint "
                       "and accept it, then reconnect.").arg(host);
    } else if (has(t, "Permission denied") || has(t, "Too many authentication failures") || has(t, "no mutual signature")) {
        f.kind = Kind::AuthenticationRefused;
        f.summary = tr("%1 refused your SSH key: check that your key is in ~/.ssh/authorized_keys there and loaded "
                       "(ssh-add -l); a key with a passphrase needs the agent.").arg(host);
    } else if (has(t, "Could not resolve hostname") || has(t, "Name or service not known") || has(t, "Temporary failure in name resolution")) {
        f.kind = Kind::NameUnknown;
        f.summary = tr("The host name %1 cannot be resolved: check its spelling, your network or VPN, and ~/.ssh/config.").arg(host);
    } else if (has(t, "Connection refused") || has(t, "No route to host") || has(t, "Network is unreachable")
        || has(t, "Connection timed out") || has(t, "Operation timed out")) {
        f.kind = Kind::Unreachable;
        f.summary = tr("%1 cannot be reached: it may be down, or a firewall or VPN stands in the way.").arg(host);
    } else if (wasOpen) {
        f.kind = Kind::Lost;
        f.summary = tr("The SSH connection to %1 was lost.").arg(host);
    } else {
        f.kind = Kind::Other;
        f.summary = tr("ssh could not connect to %1.").arg(host);
    }
    return f;
}

SshFailure SshFailure::notStarted(const QString& program, const QString& error)
{
    SshFailure f;
    f.kind = Kind::NotStarted;
    f.summary = tr("%1 could not be run (%2): install OpenSSH's client or name its path.").arg(program, error);
    return f;
}

SshFailure SshFailure::remoteCommand(const QString& what, const QString& stderrText)
{
    SshFailure f;
    f.kind = Kind::RemoteCommand;
    f.sshText = meaningfulLines(stderrText);
    f.summary = what;
    return f;
}

} // namespace trainyard::client
